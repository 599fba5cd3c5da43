import {
  CheckupItemKind,
  checkupItemHeader,
  checkupValueProblem,
  MAX_CHECKUP_IMPORT_ROWS,
  sexLabel,
  type BatchScopeInput,
  type CheckupItem,
  type ImportDataInput,
  type ImportResult,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams } from '../../core/errors.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { errorReportFile, importOutcome, readImportSheet, storedFailures, type FailedRow, type SheetRow } from '../../core/xlsx/import-workbook.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import * as repository from './checkup.repository.js';
import type { CheckupService } from './checkup.service.js';

/** The columns before the items in the empty table, the import and the error report. */
const CHILD_COLUMNS = ['幼儿编号*', '班级', '幼儿姓名*', '性别'] as const;
const Column = { ID: 0, NAME: 2 } as const;
/** Failed rows the answer lists; GetImportFailData and the error report hold them all. */
/** The import's whole file, read before parsing: an import workbook of a few hundred rows is far smaller. */
const MAX_FILE_BYTES = 1.5 * 1024 * 1024;

export interface StoredFailure extends FailedRow {
  studentName: string;
}

interface ParsedRow extends StoredFailure {
  recordId: number | null;
  values: { itemId: number; value: string }[];
}

/** One row against the batch's list and items; a row naming no value is left out, as a child not yet checked. */
function parseRow(row: SheetRow, items: CheckupItem[], roster: Map<number, { recordId: number; studentName: string }>): ParsedRow | null {
  const values = items.flatMap((item, index) => {
    const value = row.cells[CHILD_COLUMNS.length + index]!;
    return value ? [{ itemId: item.itemId, value }] : [];
  });
  if (values.length === 0) return null;
  const messages: string[] = [];
  const idText = row.cells[Column.ID]!;
  const studentName = row.cells[Column.NAME]!;
  const listed = /^\d+$/.test(idText) ? roster.get(Number(idText)) : undefined;
  if (!idText) messages.push('请填写幼儿编号（请使用导出的空白体检表）');
  else if (!listed) messages.push(`幼儿编号${idText}不在本次体检名单中`);
  else if (listed.studentName !== studentName) messages.push(`幼儿编号${idText}是「${listed.studentName}」，与姓名「${studentName}」不符`);
  for (const { itemId, value } of values) {
    const problem = checkupValueProblem(items.find((item) => item.itemId === itemId)!, value);
    if (problem) messages.push(problem);
  }
  const matched = listed && listed.studentName === studentName;
  return { ...row, studentName, messages, recordId: matched ? listed.recordId : null, values };
}

/** 空白体检表, 导出, 导入 and the failed rows of the last import. */
export function checkupFiles(deps: { clock: Clock; checkup: CheckupService }) {
  const today = () => schoolDate(deps.clock.now());
  const { checkup } = deps;

  async function batchColumns(db: SchoolDb, batchId: number) {
    const items = await checkup.items(db, batchId);
    return { items, columns: [...CHILD_COLUMNS, ...items.map(checkupItemHeader)] };
  }

  async function fileName(db: SchoolDb, session: SessionIdentity, parts: string[]) {
    return exportFileName([await schoolNameOf(db, session.schoolId), ...parts], today());
  }

  async function latestImport(db: SchoolDb, session: SessionIdentity, input: { batchId: number; userId?: number | undefined }) {
    await checkup.batchOf(db, input.batchId);
    return repository.latestImport(db, input.batchId, input.userId ?? session.teacherId);
  }

  async function fileContentOf(input: ImportDataInput): Promise<string> {
    if (!input.file) return input.fileContent!;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of input.file.stream) {
      size += chunk.byteLength;
      if (size > MAX_FILE_BYTES) throw invalidParams('文件过大，请分批导入');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('base64');
  }

  return {
    /** The batch's children in the scope, one row each, with an empty column per item: fill in and import. */
    async emptyTable(db: SchoolDb, session: SessionIdentity, scope: BatchScopeInput) {
      const batch = await checkup.batchOf(db, scope.batchId);
      const { columns } = await batchColumns(db, batch.batchId);
      const rows = await checkup.rowsInScope(db, scope);
      return xlsxFile<(typeof rows)[number]>(
        await fileName(db, session, [batch.batchName, '空白体检表']),
        '体检数据',
        columns.map((header, index) => ({
          header,
          width: index === Column.NAME ? 12 : 14,
          value: (row) => [row.studentId, row.className, row.studentName, sexLabel[row.sex] ?? ''][index] ?? null,
        })),
        rows,
      );
    },

    async exportData(db: SchoolDb, session: SessionIdentity, scope: BatchScopeInput) {
      const batch = await checkup.batchOf(db, scope.batchId);
      const { items } = await batchColumns(db, batch.batchId);
      const rows = await checkup.rowsInScope(db, scope);
      type Row = (typeof rows)[number];
      const valueOf = (row: Row, itemId: number) => row.values.find((value) => value.itemId === itemId)?.value ?? null;
      return xlsxFile<Row>(
        await fileName(db, session, [batch.batchName, '体检数据']),
        '体检数据',
        [
          { header: '幼儿编号', width: 10, value: (row) => row.studentId },
          { header: '班级', width: 10, value: (row) => row.className },
          { header: '幼儿姓名', width: 12, value: (row) => row.studentName },
          { header: '性别', width: 6, value: (row) => sexLabel[row.sex] ?? '' },
          { header: '出生日期', width: 12, value: (row) => row.birthday },
          ...items.map((item) => ({ header: checkupItemHeader(item), value: (row: Row) => {
            const value = valueOf(row, item.itemId);
            return value !== null && item.kind !== CheckupItemKind.RESULT ? Number(value) : value;
          } })),
          { header: '体检状态', width: 10, value: (row) => (row.checkedAt ? '已检' : '未检') },
        ],
        rows,
      );
    },

    /**
     * Every row is checked against the batch's list and items first; the good rows go in one
     * transaction (only when none failed, unless onlyValidRows), a cell left empty keeping what was
     * recorded; the failed rows are kept for GetImportFailData and ExportFailData.
     */
    async importData(db: SchoolDb, session: SessionIdentity, input: ImportDataInput): Promise<ImportResult> {
      const batch = await checkup.batchOf(db, input.batchId);
      const { items, columns } = await batchColumns(db, batch.batchId);
      const sheetRows = await readImportSheet(await fileContentOf(input), columns, MAX_CHECKUP_IMPORT_ROWS);
      const listed = await repository.listRecords(db, { batchId: batch.batchId });
      const roster = new Map(listed.map((row) => [row.studentId, { recordId: row.recordId, studentName: row.studentName }]));
      const rows = sheetRows.flatMap((row) => parseRow(row, items, roster) ?? []);
      const firstRowOf = new Map<number, number>();
      for (const row of rows) {
        if (row.recordId === null) continue;
        const earlier = firstRowOf.get(row.recordId);
        if (earlier) row.messages.push(`与第${earlier}行是同一名幼儿`);
        else firstRowOf.set(row.recordId, row.rowNumber);
      }
      const outcome = importOutcome(rows, input.onlyValidRows);
      const good = outcome.importing;
      const checked = { at: iso(deps.clock.now()), by: session.teacherId };
      const recorded = groupedBy(await repository.valuesOfRecords(db, good.map((row) => row.recordId!)), (value) => value.recordId);
      const importId = await inTransaction(db, async (trx) => {
        for (const row of good) {
          const typed = new Set(row.values.map((value) => value.itemId));
          const kept = (recorded.get(row.recordId!) ?? []).filter((value) => !typed.has(value.itemId)).map(({ itemId, value }) => ({ itemId, value }));
          await repository.replaceValues(trx, row.recordId!, [...kept, ...row.values], checked);
        }
        return repository.insertImport(trx, {
          batchId: batch.batchId,
          teacherId: session.teacherId,
          fileName: input.fileName,
          ...outcome.record(({ rowNumber, studentName, cells, messages }) => ({ rowNumber, studentName, cells, messages })),
          columns: JSON.stringify(columns),
          createdAt: checked.at,
        });
      });
      return outcome.answer(importId, ({ studentName }) => ({ studentName }));
    },

    async importFailData(db: SchoolDb, session: SessionIdentity, input: { batchId: number; userId?: number | undefined }) {
      const found = await latestImport(db, session, input);
      if (!found) return { importId: null, fileName: null, importedAt: null, totalRows: 0, importedRows: 0, failedRows: [] };
      return {
        importId: found.id,
        fileName: found.fileName,
        importedAt: found.createdAt,
        totalRows: found.totalRows,
        importedRows: found.importedRows,
        failedRows: storedFailures<StoredFailure>(found),
      };
    },

    async exportFailData(db: SchoolDb, session: SessionIdentity, input: { batchId: number; userId?: number | undefined }) {
      const found = await latestImport(db, session, input);
      if (!found) throw invalidParams('还没有导入过该批次的体检数据');
      const batch = await checkup.batchOf(db, input.batchId);
      return errorReportFile(await fileName(db, session, [batch.batchName, '体检导入错误报告']), JSON.parse(found.columns) as string[], storedFailures(found));
    },
  };
}

export type CheckupFiles = ReturnType<typeof checkupFiles>;
