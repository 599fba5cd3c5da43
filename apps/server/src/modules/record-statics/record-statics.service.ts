import {
  childRecordKindLabel,
  OBSERVATION_DOMAINS,
  observationDomainLabel,
  type ChildRecordListInput,
  type EvaluationRangeInput,
  type RecordRangeInput,
  type RecordRow,
} from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import type { DateRange } from '../../core/calendar.js';
import { notFound } from '../../core/errors.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { evaluationRangeOf } from '../appraise/index.js';
import { findTeacher } from '../teacher/index.js';
import * as repository from './record-statics.repository.js';

type Counted = { growthRecordCount: unknown; observationCount: unknown; total: unknown };
/** Counts as numbers: PostgreSQL answers sums as text. */
const counts = (row: Counted | undefined) => ({
  growthRecordCount: Number(row?.growthRecordCount ?? 0),
  observationCount: Number(row?.observationCount ?? 0),
  total: Number(row?.total ?? 0),
});

/** Every field, those without records at zero, in field order. */
function byField(rows: (Counted & { field: number })[]) {
  const found = new Map(rows.map((row) => [row.field, row]));
  return OBSERVATION_DOMAINS.map((field) => ({ field, fieldName: observationDomainLabel[field]!, ...counts(found.get(field)) }));
}

type RecordQueryRow = Awaited<ReturnType<typeof repository.recordPage>>['rows'][number];
const recordRow = (row: RecordQueryRow): RecordRow => ({
  recordType: Number(row.recordType),
  recordId: row.recordId,
  recordDate: row.recordDate,
  field: row.field,
  fieldName: observationDomainLabel[row.field] ?? '',
  classId: row.classId,
  className: row.className,
  teacherId: row.teacherId,
  teacherName: row.teacherName,
  content: row.note ? `${row.content}：${row.note}` : row.content,
  childCount: Number(row.childCount ?? 0),
});

export function recordStaticsService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  /** Runs `read` over the range asked for; `empty` when the school has no current year. */
  async function inRange<T>(db: SchoolDb, input: EvaluationRangeInput, empty: T, read: (range: DateRange) => Promise<T>) {
    const range = await evaluationRangeOf(db, input, today());
    return { range, ...(range ? await read(range) : empty) };
  }

  async function teacherOf(db: SchoolDb, teacherId: number) {
    // A leaver's records stay countable.
    const teacher = await findTeacher(db, teacherId);
    if (!teacher) throw notFound('教师');
    return teacher;
  }

  async function page(db: SchoolDb, input: EvaluationRangeInput & PageInput & Omit<repository.RecordFilter, 'range'>) {
    return inRange(db, input, { list: [], total: 0 }, async (range) => {
      const { rows, total } = await repository.recordPage(db, { ...input, range }, rowsOfPage(input));
      return { list: rows.map(recordRow), total };
    });
  }

  return {
    fields: (db: SchoolDb, input: RecordRangeInput) => inRange(db, input, { list: byField([]) }, async (range) => ({ list: byField(await repository.countsByField(db, { ...input, range })) })),

    grades: (db: SchoolDb, input: RecordRangeInput) =>
      inRange(db, input, { list: [] }, async (range) => ({
        list: (await repository.countsByGrade(db, { ...input, range })).map((row) => ({ gradeId: row.gradeId, gradeName: row.gradeName, teacherCount: Number(row.teacherCount), ...counts(row) })),
      })),

    classes: (db: SchoolDb, input: RecordRangeInput) =>
      inRange(db, input, { list: [] }, async (range) => {
        const classes = new Map<number, { classId: number; className: string; gradeId: number; gradeName: string; fieldCounts: number[]; total: number }>();
        for (const row of await repository.countsByClassField(db, { ...input, range })) {
          const entry = classes.get(row.classId) ?? { classId: row.classId, className: row.className, gradeId: row.gradeId, gradeName: row.gradeName, fieldCounts: OBSERVATION_DOMAINS.map(() => 0), total: 0 };
          entry.fieldCounts[OBSERVATION_DOMAINS.indexOf(row.field as (typeof OBSERVATION_DOMAINS)[number])] = Number(row.count);
          entry.total += Number(row.count);
          classes.set(row.classId, entry);
        }
        return { list: [...classes.values()] };
      }),

    teachers: (db: SchoolDb, input: RecordRangeInput & { searchContent?: string | undefined }) =>
      inRange(db, input, { list: [] }, async (range) => ({
        list: (await repository.countsByTeacher(db, { ...input, range }, input.searchContent)).map((row) => ({
          teacherId: row.teacherId,
          teacherName: row.teacherName,
          lastDate: (row.lastDate as string | null) ?? null,
          ...counts(row),
        })),
      })),

    list: (db: SchoolDb, input: ChildRecordListInput) => page(db, input),

    async teacherList(db: SchoolDb, input: EvaluationRangeInput & PageInput & { teacherId: number; field?: number | undefined }) {
      await teacherOf(db, input.teacherId);
      return page(db, input);
    },

    async teacherChart(db: SchoolDb, input: EvaluationRangeInput & { teacherId: number }) {
      const teacher = await teacherOf(db, input.teacherId);
      const empty = { monthList: [], fieldList: byField([]) };
      const answer = await inRange(db, input, empty, async (range) => {
        const filter = { range, teacherId: input.teacherId };
        const [months, fields] = await Promise.all([repository.countsByMonth(db, filter), repository.countsByField(db, filter)]);
        return { monthList: months.map((row) => ({ month: row.month, ...counts(row) })), fieldList: byField(fields) };
      });
      return { ...answer, teacherId: teacher.teacherId, teacherName: teacher.teacherName };
    },

    async exportSelected(db: SchoolDb, session: SessionIdentity, refs: { recordType: number; recordId: number }[]) {
      const rows = (await repository.recordsNamed(db, refs)).map(recordRow);
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), '教师记录'], today());
      return xlsxFile(fileName, '教师记录', [
        { header: '日期', width: 12, value: (row) => row.recordDate },
        { header: '类型', width: 10, value: (row) => childRecordKindLabel[row.recordType] ?? '' },
        { header: '领域', width: 10, value: (row) => row.fieldName },
        { header: '班级', width: 12, value: (row) => row.className },
        { header: '教师', width: 12, value: (row) => row.teacherName },
        { header: '涉及幼儿数', width: 10, value: (row) => row.childCount },
        { header: '内容', width: 60, value: (row) => row.content },
      ], rows);
    },
  };
}

export type RecordStaticsService = ReturnType<typeof recordStaticsService>;
