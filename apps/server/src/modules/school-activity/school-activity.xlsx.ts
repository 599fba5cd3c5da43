import { ActivityKind, activityTypes, MAX_REGULAR_IMPORT_ROWS, regularImportColumns, weekdayLabel, type RegularImportResult } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { importTemplateFile } from '../../core/xlsx/import-template.js';
import { errorReportFile, importOutcome, readImportSheet, sheetDate, storedFailures, type FailedRow, type SheetRow } from '../../core/xlsx/import-workbook.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { listClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import { routinesClash } from './activity-sessions.js';
import * as repository from './school-activity.repository.js';
import { describeRoutine } from './school-activity.service.js';

/** Column positions of the template (regularImportColumns). */
const Column = { NAME: 0, CLASS: 1, AREA: 2, WEEKDAY: 3, START_TIME: 4, END_TIME: 5, START_DATE: 6, END_DATE: 7, TYPE: 8, CONTENT: 9 } as const;
const TEMPLATE_ROWS = 500;
/** Failed rows the answer lists; the error report holds them all. */
const DEFAULT_TYPE = '区域活动';

const REGULAR_TYPES = new Map<string, number>(activityTypes.filter((type) => type.tag === ActivityKind.REGULAR).map((type) => [type.dicName, type.id]));
const WEEKDAYS = new Map<string, number>(
  Object.entries(weekdayLabel).flatMap(([day, label]) => [
    [label, Number(day)],
    [label.replace('周', '星期'), Number(day)],
    [day, Number(day)],
  ]),
);

/** A time as typed (9:30, 09：30) or as Excel keeps a time cell (a fraction of a day), as HH:mm; null when it is none. */
export function sheetTime(text: string): string | null {
  const typed = text.match(/^(\d{1,2})[:：](\d{2})$/);
  if (typed) {
    const [hours, minutes] = [Number(typed[1]), Number(typed[2])];
    return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${typed[2]}` : null;
  }
  if (/^0?\.\d+$/.test(text)) {
    const minutes = Math.round(Number(text) * 24 * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  return null;
}

interface Routine {
  name: string;
  typeId: number;
  classId: number;
  className: string;
  areaId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  content: string | null;
}

interface ParsedRow extends FailedRow {
  routine: Routine | null;
}

interface Lookups {
  classes: Map<string, number>;
  areas: Map<string, number>;
  yearName: string;
}

/** One row on its own: each cell as the template asks. */
function parseRow(row: SheetRow, lookups: Lookups): ParsedRow {
  const { cells } = row;
  const messages: string[] = [];
  const name = cells[Column.NAME]!;
  if (!name) messages.push('请填写活动名称');
  else if (name.length > 50) messages.push('活动名称最多50字');
  const className = cells[Column.CLASS]!;
  const classId = lookups.classes.get(className);
  if (!className) messages.push('请填写班级');
  else if (!classId) messages.push(`${lookups.yearName}没有班级「${className}」`);
  const areaName = cells[Column.AREA]!;
  const areaId = lookups.areas.get(areaName);
  if (!areaName) messages.push('请填写区域');
  else if (!areaId) messages.push(`没有区域「${areaName}」，请先在区域管理中添加`);
  const weekday = WEEKDAYS.get(cells[Column.WEEKDAY]!);
  if (!weekday) messages.push('星期应为周一至周五');
  const startTime = sheetTime(cells[Column.START_TIME]!);
  const endTime = sheetTime(cells[Column.END_TIME]!);
  if (!startTime) messages.push('开始时间应为时间，如 09:30');
  if (!endTime) messages.push('结束时间应为时间，如 10:10');
  if (startTime && endTime && endTime <= startTime) messages.push('结束时间须晚于开始时间');
  const startDate = sheetDate(cells[Column.START_DATE]!);
  const endDate = sheetDate(cells[Column.END_DATE]!);
  if (!startDate) messages.push('开始日期应为日期，如 2026-09-01');
  if (!endDate) messages.push('结束日期应为日期，如 2027-01-20');
  if (startDate && endDate && startDate > endDate) messages.push('开始日期不能晚于结束日期');
  const typeId = REGULAR_TYPES.get(cells[Column.TYPE] || DEFAULT_TYPE);
  if (!typeId) messages.push(`活动类型应为${[...REGULAR_TYPES.keys()].join('、')}之一`);
  const content = cells[Column.CONTENT]!;
  if (content.length > 2000) messages.push('活动内容最多2000字');
  const routine =
    messages.length === 0
      ? { name, typeId: typeId!, classId: classId!, className, areaId: areaId!, weekday: weekday!, startTime: startTime!, endTime: endTime!, startDate: startDate!, endDate: endDate!, content: content || null }
      : null;
  return { ...row, messages, routine };
}

/** What no row shows on its own: a clash with a routine on record or with another row of the file. */
async function checkClashes(db: SchoolDb, rows: ParsedRow[]): Promise<void> {
  const placed: { routine: Routine; rowNumber: number }[] = [];
  const parsed = rows.filter((candidate) => candidate.routine);
  if (parsed.length === 0) return;
  const onRecordInAreas = await repository.routinesInAreas(db, [...new Set(parsed.map((row) => row.routine!.areaId))]);
  for (const row of parsed) {
    const routine = { kind: ActivityKind.REGULAR, ...row.routine! };
    const onRecord = onRecordInAreas.find((other) => routinesClash(routine, other));
    if (onRecord) row.messages.push(`区域这个时段已安排了${describeRoutine(onRecord)}`);
    const inFile = placed.find((other) => routinesClash(routine, { kind: ActivityKind.REGULAR, ...other.routine }));
    if (inFile) row.messages.push(`与第${inFile.rowNumber}行在同一区域的时段重叠`);
    placed.push({ routine: row.routine!, rowNumber: row.rowNumber });
  }
}

/** 导入常规活动: a template, an import validated row by row, and a report of the rows that failed. */
export function regularImportFiles(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function lookups(db: SchoolDb): Promise<Lookups> {
    const year = await currentYear(db, today());
    if (!year) throw invalidParams('请先建立学年和班级');
    const [classes, areas] = await Promise.all([listClasses(db, { yearId: year.id }), repository.allAreas(db)]);
    return {
      classes: new Map(classes.map((row) => [row.className, row.classId])),
      areas: new Map(areas.map((area) => [area.name, area.areaId])),
      yearName: year.name,
    };
  }

  return {
    async template(db: SchoolDb, session: SessionIdentity) {
      const { classes, areas, yearName } = await lookups(db);
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '常规活动导入模板'], today());
      return importTemplateFile(fileName, {
        sheetName: '常规活动',
        columns: regularImportColumns,
        width: (header) => (header.startsWith('活动内容') ? 40 : 14),
        // Times and dates stay as typed.
        asText: () => true,
        lists: [[...classes.keys()], [...areas.keys()], Object.values(weekdayLabel), [...REGULAR_TYPES.keys()]],
        dropDowns: { [Column.CLASS]: 0, [Column.AREA]: 1, [Column.WEEKDAY]: 2, [Column.TYPE]: 3 },
        rows: TEMPLATE_ROWS,
        guide: [
          `1. 带 * 的列必填；班级须为「${yearName}」的班级，区域须为区域管理中已有的区域。`,
          '2. 星期填周一至周五；时间写作 09:30；日期写作 2026-09-01，为常规活动开始与结束的日期（如本学期）。',
          `3. 活动类型可不填，默认为「${DEFAULT_TYPE}」。`,
          '4. 同一区域同一时段只能安排一个班级：与已有常规活动或表格中其他行重叠的行会报错。',
          `5. 一次最多导入${MAX_REGULAR_IMPORT_ROWS}行；默认有任何错误则全部不导入，可下载错误报告改正后再次导入。`,
        ],
      });
    },

    async importRows(db: SchoolDb, session: SessionIdentity, input: { fileContent: string; fileName: string; onlyValidRows: boolean }): Promise<RegularImportResult> {
      const sheetRows = await readImportSheet(input.fileContent, regularImportColumns, MAX_REGULAR_IMPORT_ROWS);
      const found = await lookups(db);
      const rows = sheetRows.map((row) => parseRow(row, found));
      await checkClashes(db, rows);
      const outcome = importOutcome(rows, input.onlyValidRows);
      const at = iso(deps.clock.now());
      const importId = await inTransaction(db, async (trx) => {
        for (const { routine } of outcome.importing) {
          const { classId, className: _className, ...fields } = routine!;
          const activityId = await repository.insertActivity(trx, { ...fields, kind: ActivityKind.REGULAR, createdBy: session.teacherId, createdAt: at, updatedAt: at });
          await repository.replaceActivityLinks(trx, activityId, { classIds: [classId], unitIds: [] });
        }
        return repository.insertImport(trx, {
          teacherId: session.teacherId,
          fileName: input.fileName,
          onlyValidRows: input.onlyValidRows ? 1 : 0,
          ...outcome.record(),
          createdAt: at,
        });
      });
      return outcome.answer(importId, (row) => ({ activityName: row.cells[Column.NAME]! }));
    },

    async errorReport(db: SchoolDb, session: SessionIdentity, importId: number) {
      const record = await repository.findImport(db, importId);
      if (!record) throw notFound('导入记录');
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '常规活动导入错误报告'], schoolDate(new Date(record.createdAt)));
      return errorReportFile(fileName, regularImportColumns, storedFailures(record));
    },
  };
}

export type RegularImportFiles = ReturnType<typeof regularImportFiles>;
