/** The largest workbook an import call takes, in bytes of file: base64 makes 3 bytes into 4 characters. */
export const maxImportBytes = (maxBase64Length: number) => Math.floor((maxBase64Length * 3) / 4);

/** Why a picked file cannot be imported, or undefined when it can. */
export function importFileProblem(file: { name: string; size: number }, maxBytes: number): string | undefined {
  if (!/\.xlsx$/i.test(file.name)) return '请选择 .xlsx 格式的 Excel 文件（可先下载模板填写）';
  if (file.size === 0) return '文件是空的';
  if (file.size > maxBytes) return `文件超过 ${(maxBytes / 1024 / 1024).toFixed(1)} MB，请分批导入`;
  return undefined;
}

/** The file's bytes as base64, as the import calls take them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}
