import { fileTypeContentTypes, ZIP_BASED_TYPES, type FileKind, type FileTypeName } from '@yuanwu/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

const isFileTypeName = (ext: string): ext is FileTypeName => Object.hasOwn(fileTypeContentTypes, ext);

/** What a file is, read from its bytes alone (never from its name): an extension, or undefined. */
export async function detectFileType(filePath: string): Promise<string | undefined> {
  return (await fileTypeFromFile(filePath))?.ext;
}

/** The same, for bytes in memory. */
export async function detectBytesType(bytes: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(bytes))?.ext;
}

/** The detected type when a file of `kind` may have it. */
export function allowedType(kind: FileKind, detected: string | undefined): FileTypeName | undefined {
  return detected !== undefined && isFileTypeName(detected) && kind.types.includes(detected) ? detected : undefined;
}

/**
 * Whether the first chunk of an upload may still become a file of `kind`. An Office file's first
 * chunk may show only as a zip, or not be recognised yet; anything else is known from its start.
 */
export function mayBecome(kind: FileKind, detectedFromStart: string | undefined): boolean {
  if (allowedType(kind, detectedFromStart)) return true;
  const takesOffice = kind.types.some((type) => ZIP_BASED_TYPES.includes(type));
  return takesOffice && (detectedFromStart === undefined || detectedFromStart === 'zip');
}

export function typeRefusal(kind: FileKind, detected: string | undefined): string {
  const found = detected ? `该文件实际是 ${detected} 格式` : '无法识别该文件的格式';
  return `${kind.label}只能是 ${kind.types.join('、')} 格式，${found}`;
}
