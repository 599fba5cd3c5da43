import ExcelJS from 'exceljs';
import type { FileResult } from '../http/context.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn<Row> {
  header: string;
  width?: number;
  value(row: Row): string | number | null;
}

/** One sheet with a bold, frozen Chinese header row: a file Excel and LibreOffice open as is. */
export async function xlsxFile<Row>(fileName: string, sheetName: string, columns: SheetColumn<Row>[], rows: Row[]): Promise<FileResult> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '园务';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, contentType: XLSX_CONTENT_TYPE, body };
}

/** `阳光幼儿园-小一班-幼儿名单-20261122.xlsx` */
export function exportFileName(parts: string[], date: string): string {
  const safe = parts.map((part) => part.replace(/[\\/:*?"<>|]/g, '_'));
  return `${[...safe, date.replaceAll('-', '')].join('-')}.xlsx`;
}
