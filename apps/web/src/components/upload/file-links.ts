import { fileEndpoints, fileKinds, formatFileSize, IMAGE_TYPES, type FileKindName, type FileTypeName, type UploadChunkResult } from '@yuanwu/shared';

const GET_FILE_PATH = fileEndpoints.getFile.java!.path;
const DOWNLOAD_PATH = fileEndpoints.download.java!.path;

/** The file a link of this server names, if it is one. */
export function fileIdOf(link: string): number | undefined {
  const url = new URL(link, window.location.origin);
  if (url.origin !== window.location.origin || (url.pathname !== GET_FILE_PATH && url.pathname !== DOWNLOAD_PATH)) return undefined;
  const fileId = Number(url.searchParams.get('fileId'));
  return Number.isInteger(fileId) && fileId > 0 ? fileId : undefined;
}

/** A link to a private file needs the session, so an <img> gets a signed one in its place. */
export const needsSignedLink = (link: string) => new URL(link, window.location.origin).pathname === GET_FILE_PATH && fileIdOf(link) !== undefined;

/** The link to a file of the school, which needs the session (useFileUrl signs it for an <img>). */
export const privateFileLink = (fileId: number) => `${GET_FILE_PATH}?fileId=${fileId}`;

/**
 * What a form keeps of a stored file: public files keep the server's permanent link; private ones a
 * link that needs the session, since the signed link the server answers with expires within the hour.
 */
export function storedLinkOf(kind: FileKindName, result: UploadChunkResult): string {
  if (fileKinds[kind].visibility === 'public' && result.fileUrl) return result.fileUrl;
  if (result.fileId === null) throw new Error('an upload names its file only once finished');
  return privateFileLink(result.fileId);
}

/**
 * The types a control takes are its kind's, or some of them where the record wants fewer (a picture
 * book's cover: its pictures only, of a kind that takes a PDF too). Each function below takes them.
 */
type TakenTypes = readonly FileTypeName[];

export const isImageKind = (kind: FileKindName, types: TakenTypes = fileKinds[kind].types) => types.every((type) => IMAGE_TYPES.includes(type));

const extensionsOf = (types: TakenTypes) => types.flatMap((type) => (type === 'jpg' ? ['jpg', 'jpeg'] : [type]));

/** The file picker's `accept`: the kind's extensions. */
export const acceptOf = (kind: FileKindName, types: TakenTypes = fileKinds[kind].types) => extensionsOf(types).map((extension) => `.${extension}`).join(',');

/** 支持 JPG、PNG、GIF、WEBP 格式，不超过 10MB */
export const limitHintOf = (kind: FileKindName, types: TakenTypes = fileKinds[kind].types) =>
  `支持 ${types.map((type) => type.toUpperCase()).join('、')} 格式，不超过 ${formatFileSize(fileKinds[kind].maxBytes)}`;

/**
 * Why a picked file cannot be of `kind`, in the server's words, before a byte is sent: by size and by
 * extension. The server still checks what the content really is.
 */
export function pickRefusal(kind: FileKindName, file: { name: string; size: number }, types: TakenTypes = fileKinds[kind].types): string | undefined {
  const { label, maxBytes } = fileKinds[kind];
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!extensionsOf(types).includes(extension)) return `${label}只能是 ${types.join('、')} 格式`;
  if (file.size > maxBytes) return `${label}不能超过 ${formatFileSize(maxBytes)}`;
  if (file.size === 0) return '文件是空的，请重新选择';
  return undefined;
}
