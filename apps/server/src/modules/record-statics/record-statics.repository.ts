import { sql } from 'kysely';
import type { DateRange } from '../../core/calendar.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { teacherRecords } from '../child-growth/index.js';

export interface RecordFilter {
  range: DateRange;
  gradeId?: number | undefined;
  classId?: number | undefined;
  teacherId?: number | undefined;
  field?: number | undefined;
  recordType?: number | undefined;
}

/** The records of the range with their class and grade, the filter applied. */
function recordsOf(db: SchoolDb, filter: RecordFilter) {
  let query = db
    .selectFrom(teacherRecords(db).as('record'))
    .innerJoin('schoolClass', 'schoolClass.id', 'record.classId')
    .where('record.recordDate', '>=', filter.range.startDate)
    .where('record.recordDate', '<=', filter.range.endDate);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('record.classId', '=', filter.classId);
  if (filter.teacherId) query = query.where('record.teacherId', '=', filter.teacherId);
  if (filter.field) query = query.where('record.field', '=', filter.field);
  if (filter.recordType) query = query.where('record.recordType', '=', filter.recordType);
  return query;
}

/** Growth records, observations and both, counted over the rows grouped. */
const kindCounts = [
  sql<number>`sum(case when ${sql.ref('record.recordType')} = 1 then 1 else 0 end)`.as('growthRecordCount'),
  sql<number>`sum(case when ${sql.ref('record.recordType')} = 2 then 1 else 0 end)`.as('observationCount'),
  sql<number>`count(*)`.as('total'),
];

export function countsByField(db: SchoolDb, filter: RecordFilter) {
  return recordsOf(db, filter).select(kindCounts).select('record.field').groupBy('record.field').execute();
}

export function countsByGrade(db: SchoolDb, filter: RecordFilter) {
  return recordsOf(db, filter)
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(kindCounts)
    .select((eb) => ['schoolClass.gradeId', 'grade.name as gradeName', eb.fn.count<number>('record.teacherId').distinct().as('teacherCount')])
    .groupBy(['schoolClass.gradeId', 'grade.name', 'grade.level'])
    .orderBy('grade.level')
    .execute();
}

export function countsByClassField(db: SchoolDb, filter: RecordFilter) {
  return recordsOf(db, filter)
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select((eb) => ['record.classId', 'schoolClass.name as className', 'schoolClass.gradeId', 'grade.name as gradeName', 'record.field', eb.fn.countAll<number>().as('count')])
    .groupBy(['record.classId', 'schoolClass.name', 'schoolClass.gradeId', 'grade.name', 'grade.level', 'record.field'])
    .orderBy('grade.level')
    // the classes' own order (小一班, 小二班, 小三班), as everywhere else; by name 三 sorts before 二
    .orderBy('record.classId')
    .execute();
}

export function countsByTeacher(db: SchoolDb, filter: RecordFilter, searchContent: string | undefined) {
  let query = recordsOf(db, filter)
    .innerJoin('teacher', 'teacher.id', 'record.teacherId')
    .select(kindCounts)
    .select((eb) => ['record.teacherId', 'teacher.name as teacherName', eb.fn.max('record.recordDate').as('lastDate')])
    .groupBy(['record.teacherId', 'teacher.name']);
  if (searchContent) query = query.where((eb) => containsText(eb.ref('teacher.name'), searchContent));
  return query.orderBy('total', 'desc').orderBy('teacher.name').execute();
}

/** 2026-11 of 2026-11-05: the same text in the select and the grouping (no bound values, which PostgreSQL would take as two expressions). */
const monthOfRecord = sql<string>`substr(${sql.ref('record.recordDate')}, 1, 7)`;

export function countsByMonth(db: SchoolDb, filter: RecordFilter) {
  return recordsOf(db, filter)
    .select(kindCounts)
    .select(monthOfRecord.as('month'))
    .groupBy(monthOfRecord)
    .orderBy('month')
    .execute();
}

const rowColumns = [
  'record.recordType',
  'record.recordId',
  'record.recordDate',
  'record.field',
  'record.classId',
  'schoolClass.name as className',
  'record.teacherId',
  'teacher.name as teacherName',
  'record.content',
  'record.note',
  'record.childCount',
] as const;

export async function recordPage(db: SchoolDb, filter: RecordFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    recordsOf(db, filter)
      .innerJoin('teacher', 'teacher.id', 'record.teacherId')
      .select(rowColumns)
      .orderBy('record.recordDate', 'desc')
      .orderBy('record.recordType')
      .orderBy('record.recordId', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    recordsOf(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The records named, whenever written, newest first. */
export function recordsNamed(db: SchoolDb, refs: { recordType: number; recordId: number }[]) {
  const idsOf = (type: number) => [...new Set(refs.filter((ref) => ref.recordType === type).map((ref) => ref.recordId))];
  const [growth, observed] = [idsOf(1), idsOf(2)];
  return db
    .selectFrom(teacherRecords(db).as('record'))
    .innerJoin('schoolClass', 'schoolClass.id', 'record.classId')
    .innerJoin('teacher', 'teacher.id', 'record.teacherId')
    .select(rowColumns)
    .where((eb) =>
      eb.or([
        ...(growth.length ? [eb.and([eb('record.recordType', '=', 1), eb('record.recordId', 'in', growth)])] : []),
        ...(observed.length ? [eb.and([eb('record.recordType', '=', 2), eb('record.recordId', 'in', observed)])] : []),
      ]),
    )
    .orderBy('record.recordDate', 'desc')
    .orderBy('record.recordId', 'desc')
    .execute();
}
