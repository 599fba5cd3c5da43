import { ethnicGroups, guardianRelationLabel, MAX_STUDENT_IMPORT_ROWS, studentImportColumns, type StudentImportResult } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { importTemplateFile } from '../../core/xlsx/import-template.js';
import { errorReportFile, importOutcome, readImportSheet, sheetDate, storedFailures, type FailedRow, type SheetRow } from '../../core/xlsx/import-workbook.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { listClasses } from '../class-group/index.js';
import { currentYear, findYear } from '../school-year/index.js';
import { findImport, inSchoolChildrenNamed, insertImport } from './child.repository.js';
import { guardiansByPhones } from './guardian.repository.js';
import { birthdayProblem, createChildren, joinDateProblem, type NewChild, type NewGuardian } from './new-children.js';

/** Column positions of the import template (studentImportColumns). */
const Column = { NAME: 0, SEX: 1, BIRTHDAY: 2, ETHNIC: 3, CLASS: 4, JOIN_DATE: 5, GUARDIAN: 6, SECOND_GUARDIAN: 9 } as const;
/** Rows of the template that carry the drop-down lists. */
const TEMPLATE_ROWS = 1000;
/** Failed rows the answer lists; the error report holds them all. */

const SEXES: Record<string, number> = { 男: 1, 女: 2, 1: 1, 2: 2 };
const RELATIONS = new Map(Object.entries(guardianRelationLabel).map(([relationType, label]) => [label, Number(relationType)]));
const ETHNIC_IDS = new Map(ethnicGroups.flatMap(({ ethnicId, ethnicName }) => [[ethnicName, ethnicId], [ethnicName.replace(/族$/, ''), ethnicId], [String(ethnicId), ethnicId]]));

interface ParsedRow extends FailedRow {
  child: NewChild | null;
}

const childKey = (name: string, birthday: string) => `${name}|${birthday}`;

/** A guardian's three cells (name, relation, phone): all empty for none, else each must be right. */
function parseGuardian(cells: string[], start: number, which: string, messages: string[]): NewGuardian | null {
  const [name = '', relation = '', rawPhone = ''] = cells.slice(start, start + 3);
  const phone = rawPhone.replace(/[\s-]/g, '');
  if (!name && !relation && !phone) return null;
  const relationType = RELATIONS.get(relation) ?? (/^[1-7]$/.test(relation) ? Number(relation) : undefined);
  if (!name) messages.push(`请填写${which}姓名`);
  else if (name.length > 20) messages.push(`${which}姓名最多20字`);
  if (!relationType) messages.push(`${which}关系应为${[...RELATIONS.keys()].join('、')}之一`);
  if (!/^1\d{10}$/.test(phone)) messages.push(`${which}手机号应为11位手机号`);
  return { name, phone, relationType: relationType ?? 0, relationName: null, isMain: false };
}

/** One row on its own: each cell as the template asks. */
function parseRow(row: SheetRow, classes: Map<string, number>, today: string): ParsedRow {
  const { cells } = row;
  const messages: string[] = [];
  const name = cells[Column.NAME]!;
  if (!name) messages.push('请填写幼儿姓名');
  else if (name.length > 20) messages.push('幼儿姓名最多20字');
  const sex = SEXES[cells[Column.SEX]!];
  if (!sex) messages.push('性别应为男或女');
  const birthday = sheetDate(cells[Column.BIRTHDAY]!);
  if (!cells[Column.BIRTHDAY]) messages.push('请填写出生日期');
  else if (!birthday) messages.push('出生日期应为日期，如 2022-05-01');
  const birthdayIssue = birthday && birthdayProblem(birthday, today);
  if (birthdayIssue) messages.push(birthdayIssue);
  const ethnicText = cells[Column.ETHNIC]!;
  const ethnicId = ethnicText ? ETHNIC_IDS.get(ethnicText) : null;
  if (ethnicId === undefined) messages.push(`民族「${ethnicText}」不在56个民族中`);
  const className = cells[Column.CLASS]!;
  const classId = classes.get(className);
  if (!className) messages.push('请填写班级');
  else if (!classId) messages.push(`本学年没有班级「${className}」`);
  const joinDate = cells[Column.JOIN_DATE] ? sheetDate(cells[Column.JOIN_DATE]!) : today;
  if (!joinDate) messages.push('入园日期应为日期，如 2025-09-01');
  const joinIssue = joinDate && birthday && joinDateProblem(joinDate, birthday);
  if (joinIssue) messages.push(joinIssue);
  const first = parseGuardian(cells, Column.GUARDIAN, '家长', messages);
  if (!first) messages.push('请填写家长姓名、关系与手机号');
  const second = parseGuardian(cells, Column.SECOND_GUARDIAN, '第二位家长', messages);
  if (first && second && first.phone === second.phone) messages.push('两位家长的手机号相同');
  const guardians = [first, second].filter((guardian): guardian is NewGuardian => guardian !== null);
  if (guardians[0]) guardians[0].isMain = true;
  const child =
    messages.length === 0
      ? { name, sex: sex!, birthday: birthday!, ethnicId: ethnicId ?? null, classId: classId!, joinDate: joinDate!, photoUrl: null, guardians }
      : null;
  return { ...row, messages, child };
}

/**
 * What no row shows on its own: the same child twice, a child already here, and a phone that names
 * two people (a guardian on record under another name, or two names for one phone in the file).
 */
async function checkAcrossRows(db: SchoolDb, rows: ParsedRow[]): Promise<void> {
  const candidates = rows.filter((row) => row.child);
  const children = candidates.map((row) => row.child!);
  const inSchool = new Set(
    (await inSchoolChildrenNamed(db, [...new Set(children.map((child) => child.name))])).map((child) => childKey(child.name, child.birthday ?? '')),
  );
  const onRecord = new Map((await guardiansByPhones(db, children.flatMap((child) => child.guardians.map((guardian) => guardian.phone)))).map((guardian) => [guardian.phone, guardian.name]));
  const firstRowOfChild = new Map<string, number>();
  const firstGuardianOfPhone = new Map<string, { name: string; rowNumber: number }>();
  for (const row of candidates) {
    const child = row.child!;
    const key = childKey(child.name, child.birthday);
    const earlier = firstRowOfChild.get(key);
    if (earlier) row.messages.push(`与第${earlier}行是同一名幼儿（姓名、出生日期相同）`);
    else firstRowOfChild.set(key, row.rowNumber);
    if (inSchool.has(key)) row.messages.push('本园已有同名、同出生日期的在读幼儿');
    for (const guardian of child.guardians) {
      const recorded = onRecord.get(guardian.phone);
      const seen = firstGuardianOfPhone.get(guardian.phone);
      if (recorded !== undefined) {
        if (recorded !== guardian.name) row.messages.push(`手机号${guardian.phone}已登记为家长「${recorded}」`);
      } else if (!seen) firstGuardianOfPhone.set(guardian.phone, { name: guardian.name, rowNumber: row.rowNumber });
      else if (seen.name !== guardian.name) row.messages.push(`手机号${guardian.phone}在第${seen.rowNumber}行的家长姓名是「${seen.name}」`);
    }
  }
}

/** 批量导入: a template, an import validated row by row, and a report of the rows that failed. */
export function childImportFiles(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function yearOf(db: SchoolDb, yearId: number | undefined) {
    const year = yearId ? await findYear(db, yearId) : await currentYear(db, today());
    if (!year) throw yearId ? notFound('学年') : invalidParams('请先建立学年和班级');
    return year;
  }

  return {
    async template(db: SchoolDb, session: SessionIdentity, yearId?: number) {
      const year = await yearOf(db, yearId);
      const classNames = (await listClasses(db, { yearId: year.id })).map((row) => row.className);
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '幼儿导入模板'], today());
      return importTemplateFile(fileName, {
        sheetName: '幼儿信息',
        columns: studentImportColumns,
        width: (header) => (/手机|日期/.test(header) ? 16 : 12),
        asText: (header) => /手机|日期/.test(header),
        lists: [classNames, ethnicGroups.map((group) => group.ethnicName), [...RELATIONS.keys()]],
        dropDowns: { [Column.SEX]: ['男', '女'], [Column.ETHNIC]: 1, [Column.CLASS]: 0, [Column.GUARDIAN + 1]: 2, [Column.SECOND_GUARDIAN + 1]: 2 },
        rows: TEMPLATE_ROWS,
        guide: [
          `1. 带 * 的列必填；班级须为「${year.name}」的班级：${classNames.join('、') || '（尚未建立班级）'}。`,
          '2. 性别填男或女；日期写作 2022-05-01；入园日期不填时为导入当天。',
          '3. 民族填56个民族之一，如 汉族；与幼儿关系填 父亲、母亲、爷爷、奶奶、外婆、外公、其他 之一。',
          '4. 第一位家长为主监护人；第二位家长可不填，填写时姓名、关系、手机号须齐全。',
          '5. 同一手机号在本园只对应一位家长；已登记的家长按手机号自动关联，不会重复建档。',
          `6. 一次最多导入${MAX_STUDENT_IMPORT_ROWS}行。导入时可选择“有错误则全部不导入”或“只导入正确的行”；出错的行可下载错误报告，改正后直接再次导入。`,
        ],
      });
    },

    async importRows(
      db: SchoolDb,
      session: SessionIdentity,
      input: { fileContent: string; fileName: string; yearId?: number | undefined; onlyValidRows: boolean },
    ): Promise<StudentImportResult> {
      const sheetRows = await readImportSheet(input.fileContent, studentImportColumns, MAX_STUDENT_IMPORT_ROWS);
      const year = await yearOf(db, input.yearId);
      const classes = new Map((await listClasses(db, { yearId: year.id })).map((row) => [row.className, row.classId]));
      const date = today();
      const rows = sheetRows.map((row) => parseRow(row, classes, date));
      await checkAcrossRows(db, rows);
      const outcome = importOutcome(rows, input.onlyValidRows);
      const importId = await inTransaction(db, async (trx) => {
        await createChildren(trx, outcome.importing.map((row) => row.child!), iso(deps.clock.now()));
        return insertImport(trx, {
          teacherId: session.teacherId,
          fileName: input.fileName,
          onlyValidRows: input.onlyValidRows ? 1 : 0,
          ...outcome.record(),
          createdAt: iso(deps.clock.now()),
        });
      });
      return outcome.answer(importId, (row) => ({ studentName: row.cells[Column.NAME]! }));
    },

    async errorReport(db: SchoolDb, session: SessionIdentity, importId: number) {
      const record = await findImport(db, importId);
      if (!record) throw notFound('导入记录');
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '幼儿导入错误报告'], schoolDate(new Date(record.createdAt)));
      return errorReportFile(fileName, studentImportColumns, storedFailures(record));
    },
  };
}

export type ChildImportFiles = ReturnType<typeof childImportFiles>;
