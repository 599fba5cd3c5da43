import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FileResult } from '../file-result.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn<Row> {
  header: string;
  width?: number;
  value(row: Row, index: number): string | number | null;
}

/** Rows written between two turns of the event loop, so that a long sheet never holds it up for long. */
const ROWS_PER_TURN = 500;

/**
 * One sheet with a bold, frozen Chinese header row: a file Excel and LibreOffice open as is. It is
 * written as it is sent (ExcelJS's streaming writer, inline strings), so memory stays flat however
 * many rows there are, instead of holding a workbook model of every cell.
 */
export async function xlsxFile<Row>(fileName: string, sheetName: string, columns: SheetColumn<Row>[], rows: Row[]): Promise<FileResult> {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  workbook.creator = '园务';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for (const [index, row] of rows.entries()) {
      sheet.addRow(columns.map((column) => column.value(row, index))).commit();
      if ((index + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => body.destroy(error as Error));
  return { fileName, contentType: XLSX_CONTENT_TYPE, body };
}

/** `阳光幼儿园-小一班-幼儿名单-20261122.xlsx` */
export function exportFileName(parts: string[], date: string): string {
  const safe = parts.map((part) => part.replace(/[\\/:*?"<>|]/g, '_'));
  return `${[...safe, date.replaceAll('-', '')].join('-')}.xlsx`;
}
