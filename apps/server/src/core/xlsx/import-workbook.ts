import ExcelJS from 'exceljs';
import { invalidParams } from '../errors.js';
import type { FileResult } from '../file-result.js';
import { zipHazard, type ZipLimits } from '../zip-inspection.js';
import type { SheetReading, SheetRequest, SheetRow } from './import-sheet.js';
import { workerFunction } from './worker.js';
import { XLSX_CONTENT_TYPE } from './xlsx.js';

/**
 * Reading an import workbook and writing its error report: generic over the columns, so that
 * any import of rows from a template (children now, staff next) reads and reports the same way.
 */

export type { SheetRow };

/** A row as read and checked: the reasons it cannot be imported, none for a good row. */
export interface FailedRow extends SheetRow {
  messages: string[];
}

/** How many failed rows an import's answer lists; its error report holds them all. */
export const ERRORS_ANSWERED = 100;

/**
 * What an import of checked rows comes to: the good rows it imports (none once a row failed, unless
 * the user asked for the good rows only), what its record keeps for the error report, and its answer.
 */
export function importOutcome<Row extends FailedRow>(rows: readonly Row[], onlyValidRows: boolean) {
  const failed = rows.filter((row) => row.messages.length > 0);
  const importing = failed.length > 0 && !onlyValidRows ? [] : rows.filter((row) => row.messages.length === 0);
  const counts = { totalRows: rows.length, importedRows: importing.length };
  return {
    importing,
    /** The counts and the failed rows (as `keep` writes each) an import record stores. */
    record: (keep: (row: Row) => FailedRow = ({ rowNumber, cells, messages }) => ({ rowNumber, cells, messages })) => ({
      ...counts,
      failedRows: JSON.stringify(failed.map(keep)),
    }),
    /** The answer, each listed failure named as the screen shows it (幼儿姓名, 活动名称...). */
    answer: <Named extends object>(importId: number, name: (row: Row) => Named) => ({
      importId,
      ...counts,
      failedRows: failed.length,
      errors: failed.slice(0, ERRORS_ANSWERED).map((row) => ({ rowNumber: row.rowNumber, ...name(row), messages: row.messages })),
    }),
  };
}

/** The failed rows an import record stored. */
export const storedFailures = <Row extends FailedRow = FailedRow>(record: { failedRows: string }) => JSON.parse(record.failedRows) as Row[];

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 3600 * 1000;

/**
 * A date as typed in a sheet, YYYY-MM-DD: 2022-05-01, 2022/5/1, 2022.5.1, 2022年5月1日, 20220501,
 * or the day number Excel keeps for a date cell. Null when it is no real date.
 */
export function sheetDate(text: string): string | null {
  let parts: RegExpMatchArray | null = text.match(/^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/) ?? text.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (!parts && /^\d{5}(\.\d+)?$/.test(text)) {
    const day = new Date(EXCEL_EPOCH + Math.floor(Number(text)) * DAY_MS).toISOString().slice(0, 10);
    parts = day.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  }
  if (!parts) return null;
  const value = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** An import workbook is a few thousand rows: far inside these, and ExcelJS unpacks it in memory. */
const MAX_WORKBOOK_BYTES = 1.5 * 1024 * 1024;
const IMPORT_ZIP_LIMITS: ZipLimits = { maxEntries: 1_000, maxUnpackedBytes: 30 * 1024 * 1024, maxRatio: 100 };
/**
 * ExcelJS holds a 3,000-row import in about 40 MB of heap. A workbook that passes the zip checks can
 * still hold a million tiny cells (300 MB and more): past this cap the worker dies, not the server.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256 };

const readInWorker = workerFunction<SheetRequest, SheetReading>('./import-sheet.worker', import.meta.url, WORKER_LIMITS);

/**
 * The rows of the first sheet under a header row matching `columns` (the `*` marks and extra
 * columns to the right, such as an error report's reasons, are ignored). Empty rows are skipped.
 * ExcelJS parses a workbook in one synchronous stretch (a second for 3,000 rows): it runs in a
 * worker thread so that the server keeps answering everyone else meanwhile.
 */
export async function readImportSheet(fileContent: string, columns: readonly string[], maxRows: number): Promise<SheetRow[]> {
  const content = Buffer.from(fileContent.replace(/^data:[^,]*,/, ''), 'base64');
  if (content.length > MAX_WORKBOOK_BYTES) throw invalidParams('文件过大，请分批导入');
  // Checked before ExcelJS unpacks anything: a small upload must not inflate into gigabytes.
  const hazard = await zipHazard(content, IMPORT_ZIP_LIMITS);
  if (hazard) throw invalidParams(hazard);
  const answer = await readInWorker({ content, columns, maxRows }).catch((error: unknown) => {
    throw invalidParams(workerFailure(error));
  });
  if ('problem' in answer) throw invalidParams(answer.problem);
  return answer.rows;
}

/** The worker died on this file (the next import gets a new one): what the person importing it can do. */
function workerFailure(error: unknown): string {
  const outOfMemory = (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
  return outOfMemory ? '文件内容过多，读取时超出内存上限，请分批导入' : '文件读取失败，请检查文件后重试';
}

/** The failed rows as they were typed, each with its reasons in a last column: fix them and import the file again. */
export async function errorReportFile(fileName: string, columns: readonly string[], rows: FailedRow[]): Promise<FileResult> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '园务';
  const sheet = workbook.addWorksheet('错误报告', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [...columns.map((header) => ({ header, width: 16 })), { header: '错误原因', width: 60 }];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([...row.cells, row.messages.join('；')]);
    added.getCell(columns.length + 1).font = { color: { argb: 'FFC00000' } };
  }
  // Phones and dates stay text, as typed.
  for (let index = 1; index <= columns.length; index += 1) sheet.getColumn(index).numFmt = '@';
  return { fileName, contentType: XLSX_CONTENT_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
