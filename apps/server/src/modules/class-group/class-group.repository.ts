import { ClassPosition, StudentStatus, TeacherStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export function gradesOfYear(db: SchoolDb, yearId: number) {
  return db
    .selectFrom('grade')
    .leftJoin('teacher', 'teacher.id', 'grade.managerTeacherId')
    .select((eb) => [
      'grade.id as gradeId',
      'grade.name as gradeName',
      'grade.level as gradeLevel',
      'grade.schoolYearId as yearId',
      'grade.managerTeacherId as gradeManager',
      'teacher.name as gradeManagerName',
      eb.selectFrom('schoolClass').select(eb.fn.countAll<number>().as('n')).whereRef('schoolClass.gradeId', '=', 'grade.id').as('classCount'),
    ])
    .where('grade.schoolYearId', '=', yearId)
    .orderBy('grade.level')
    .orderBy('grade.id')
    .execute();
}

export function findGrade(db: SchoolDb, gradeId: number) {
  return db.selectFrom('grade').selectAll().where('id', '=', gradeId).executeTakeFirst();
}

export function findGradeByName(db: SchoolDb, yearId: number, name: string) {
  return db.selectFrom('grade').select('id').where('schoolYearId', '=', yearId).where('name', '=', name).executeTakeFirst();
}

export async function insertGrade(db: SchoolDb, grade: Insertable<SchoolScopedDatabase['grade']>): Promise<number> {
  const row = await db.insertInto('grade').values(grade).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGrade(db: SchoolDb, gradeId: number, changes: Updateable<SchoolScopedDatabase['grade']>): Promise<void> {
  await db.updateTable('grade').set(changes).where('id', '=', gradeId).execute();
}

export async function deleteGrade(db: SchoolDb, gradeId: number): Promise<void> {
  await db.deleteFrom('grade').where('id', '=', gradeId).execute();
}

export async function countClassesOfGrade(db: SchoolDb, gradeId: number): Promise<number> {
  const row = await db.selectFrom('schoolClass').select((eb) => eb.fn.countAll<number>().as('n')).where('gradeId', '=', gradeId).executeTakeFirstOrThrow();
  return Number(row.n);
}

const classColumns = [
  'schoolClass.id as classId',
  'schoolClass.name as className',
  'schoolClass.schoolYearId as yearId',
  'schoolClass.gradeId',
  'grade.name as gradeName',
  'grade.level as gradeLevel',
] as const;

export function classesQuery(db: SchoolDb, filter: { yearId?: number | undefined; gradeId?: number | undefined; keyword?: string | undefined }) {
  let query = db.selectFrom('schoolClass').innerJoin('grade', 'grade.id', 'schoolClass.gradeId');
  if (filter.yearId) query = query.where('schoolClass.schoolYearId', '=', filter.yearId);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('schoolClass.name'), filter.keyword!));
  return query;
}

export function listClasses(db: SchoolDb, filter: Parameters<typeof classesQuery>[1], page?: { offset: number; limit: number }) {
  // By level, then in the order classes were opened: names sort 大三班 before 大二班 character by character.
  let query = classesQuery(db, filter).select(classColumns).orderBy('grade.level').orderBy('schoolClass.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countClassesMatching(db: SchoolDb, filter: Parameters<typeof classesQuery>[1]): Promise<number> {
  const row = await classesQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClass(db: SchoolDb, classId: number) {
  return db
    .selectFrom('schoolClass')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .select([...classColumns, 'schoolYear.name as yearName', 'schoolClass.promotionId'])
    .where('schoolClass.id', '=', classId)
    .executeTakeFirst();
}

export function findClassByName(db: SchoolDb, yearId: number, name: string) {
  return db.selectFrom('schoolClass').select('id').where('schoolYearId', '=', yearId).where('name', '=', name).executeTakeFirst();
}

export function classNamesOfGrade(db: SchoolDb, gradeId: number) {
  return db.selectFrom('schoolClass').select('name').where('gradeId', '=', gradeId).execute();
}

export async function insertClass(db: SchoolDb, schoolClass: Insertable<SchoolScopedDatabase['schoolClass']>): Promise<number> {
  const row = await db.insertInto('schoolClass').values(schoolClass).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function renameClass(db: SchoolDb, classId: number, name: string): Promise<void> {
  await db.updateTable('schoolClass').set({ name }).where('id', '=', classId).execute();
}

export async function deleteClass(db: SchoolDb, classId: number): Promise<void> {
  await db.deleteFrom('classTeacher').where('classId', '=', classId).execute();
  await db.deleteFrom('schoolClass').where('id', '=', classId).execute();
}

export async function teachesClass(db: SchoolDb, teacherId: number, classId: number): Promise<boolean> {
  const row = await db.selectFrom('classTeacher').select('classId').where('teacherId', '=', teacherId).where('classId', '=', classId).executeTakeFirst();
  return row !== undefined;
}

export function teachersOfClasses(db: SchoolDb, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classTeacher')
    .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
    .select(['classTeacher.classId', 'teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.phone', 'classTeacher.position'])
    .where('classTeacher.classId', 'in', classIds)
    .orderBy('classTeacher.position')
    .orderBy('teacher.id')
    .execute();
}

export async function replaceClassTeachers(db: SchoolDb, classId: number, teachers: { teacherId: number; position: number }[]): Promise<void> {
  await db.deleteFrom('classTeacher').where('classId', '=', classId).execute();
  if (teachers.length === 0) return;
  await db
    .insertInto('classTeacher')
    .values(teachers.map((teacher) => ({ classId, teacherId: teacher.teacherId, position: teacher.position })))
    .execute();
}

const byPinyin = new Intl.Collator('zh-Hans-CN');

/** A class's children in the order of a Chinese class register (by pinyin), which SQL collations cannot give on SQLite. */
export async function childrenInClass(db: SchoolDb, classId: number) {
  const rows = await db
    .selectFrom('child')
    .select(['id as studentId', 'name as studentName', 'sex', 'birthday'])
    .where('classId', '=', classId)
    .where('status', '=', StudentStatus.IN_SCHOOL)
    .execute();
  return rows.sort((a, b) => byPinyin.compare(a.studentName, b.studentName));
}

/** Children now in each of `classIds`. */
export async function countChildrenByClass(db: SchoolDb, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('child')
    .select((eb) => ['classId', eb.fn.countAll<number>().as('count')])
    .where('classId', 'in', classIds)
    .where('status', '=', StudentStatus.IN_SCHOOL)
    .groupBy('classId')
    .execute();
  return new Map(rows.map((row) => [row.classId!, Number(row.count)]));
}

/** Staff now in each of `classIds` (leavers aside): teachers (主班, 配班) apart from carers. */
export async function staffCountsOfClasses(db: SchoolDb, classIds: number[]): Promise<Map<number, { teacherCount: number; carerCount: number }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('classTeacher')
    .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
    .select((eb) => ['classTeacher.classId', 'classTeacher.position', eb.fn.countAll<number>().as('n')])
    .where('classTeacher.classId', 'in', classIds)
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .groupBy(['classTeacher.classId', 'classTeacher.position'])
    .execute();
  const counts = new Map<number, { teacherCount: number; carerCount: number }>();
  for (const row of rows) {
    const entry = counts.get(row.classId) ?? { teacherCount: 0, carerCount: 0 };
    if (row.position === ClassPosition.CARER) entry.carerCount += Number(row.n);
    else entry.teacherCount += Number(row.n);
    counts.set(row.classId, entry);
  }
  return counts;
}

/** The different staff (leavers aside) working in any of `classIds`: one person in two classes counts once. */
export async function countStaffOfClasses(db: SchoolDb, classIds: number[]): Promise<number> {
  if (classIds.length === 0) return 0;
  const row = await db
    .selectFrom('classTeacher')
    .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
    .select((eb) => eb.fn.count<number>('classTeacher.teacherId').distinct().as('n'))
    .where('classTeacher.classId', 'in', classIds)
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a class ever held a child: such a class is part of the records and stays. */
export async function classHasHistory(db: SchoolDb, classId: number): Promise<boolean> {
  const row = await db.selectFrom('childClassHistory').select('id').where('classId', '=', classId).limit(1).executeTakeFirst();
  return Boolean(row);
}
