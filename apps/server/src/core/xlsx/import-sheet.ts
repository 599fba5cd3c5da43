import ExcelJS from 'exceljs';

/**
 * The parsing half of an import, run in a worker thread (import-sheet.worker.ts): what it finds
 * wrong comes back as a problem to show, not as an error to throw across the thread.
 */

export interface SheetRow {
  /** The row number Excel shows. */
  rowNumber: number;
  cells: string[];
}

export type SheetReading = { rows: SheetRow[] } | { problem: string };

export interface SheetRequest {
  content: Uint8Array;
  columns: readonly string[];
  maxRows: number;
}

/** What a cell shows, as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

const headerKey = (text: string) => text.replace(/[*＊\s]/g, '');

/**
 * The rows of the first sheet under a header row matching `columns` (the `*` marks and extra
 * columns to the right, such as an error report's reasons, are ignored). Empty rows are skipped.
 */
export async function sheetRowsOf({ content, columns, maxRows }: SheetRequest): Promise<SheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(content.buffer, content.byteOffset, content.byteLength) as unknown as ArrayBuffer);
  } catch {
    return { problem: '文件不是有效的 xlsx 表格，请使用下载的模板' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { problem: '表格中没有工作表' };
  const header = columns.map((_column, index) => headerKey(cellText(sheet.getRow(1).getCell(index + 1).value)));
  if (header.some((text, index) => text !== headerKey(columns[index]!))) return { problem: '表头与模板不一致，请下载最新模板' };
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = columns.map((_column, index) => cellText(row.getCell(index + 1).value));
    if (cells.some(Boolean)) rows.push({ rowNumber, cells });
  });
  if (rows.length === 0) return { problem: '表格中没有数据' };
  if (rows.length > maxRows) return { problem: `一次最多导入${maxRows}行，请分批导入` };
  return { rows };
}
