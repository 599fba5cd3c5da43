import { ImportStudentDataInput } from '@yuanwu/shared';

/** The largest workbook the import takes: the server's limit on the base64 text, in bytes of file. */
export const MAX_IMPORT_BYTES = Math.floor(((ImportStudentDataInput.shape.fileContent.maxLength ?? 2_000_000) * 3) / 4);

/** Why a picked file cannot be imported, or undefined when it can. */
export function importFileProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.xlsx$/i.test(file.name)) return '请选择 .xlsx 格式的 Excel 文件（可先下载模板填写）';
  if (file.size === 0) return '文件是空的';
  if (file.size > MAX_IMPORT_BYTES) return `文件超过 ${(MAX_IMPORT_BYTES / 1024 / 1024).toFixed(1)} MB，请分批导入`;
  return undefined;
}

/** The file's bytes as base64, as the import call takes them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}
