import { TeacherCardStatus, TeacherStatus } from '@yuanwu/shared';
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Staff who work here now: not those who left. */
export function activeTeachers(db: SchoolDb, filter: { departmentId?: number | undefined; keyword?: string | undefined } = {}) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .select(['teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.phone', 'teacher.departmentId', 'department.name as departmentName'])
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('teacher.name'), filter.keyword!));
  return query.orderBy('department.sortOrder').orderBy('teacher.id').execute();
}

/** Of `teacherIds`, those that are active staff of the school. */
export async function activeTeacherIds(db: SchoolDb, teacherIds: number[]): Promise<Set<number>> {
  if (teacherIds.length === 0) return new Set();
  const rows = await db.selectFrom('teacher').select('id').where('id', 'in', teacherIds).where('status', '!=', TeacherStatus.LEFT).execute();
  return new Set(rows.map((row) => row.id));
}

export function departments(db: SchoolDb) {
  return db.selectFrom('department').select(['id as departmentId', 'name as departmentName']).orderBy('sortOrder').orderBy('id').execute();
}

export interface TeacherFilter {
  departmentId?: number | null | undefined;
  postId?: number | null | undefined;
  /** TeacherStatus; undefined means everyone who has not left. */
  status?: number | undefined;
  /** Name or phone. */
  keyword?: string | undefined;
}

function teachersQuery(db: SchoolDb, filter: TeacherFilter) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('post', 'post.id', 'teacher.postId')
    .leftJoin('role', 'role.id', 'teacher.roleId');
  query = filter.status === undefined ? query.where('teacher.status', '!=', TeacherStatus.LEFT) : query.where('teacher.status', '=', filter.status);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.postId) query = query.where('teacher.postId', '=', filter.postId);
  if (filter.keyword) {
    query = query.where((eb) => eb.or([containsText(eb.ref('teacher.name'), filter.keyword!), containsText(eb.ref('teacher.phone'), filter.keyword!)]));
  }
  return query;
}

/** Staff without a department or post come last on both databases (they sort NULL differently). */
const LAST = sql.lit(1_000_000);
const departmentOrder = (eb: ExpressionBuilder<SchoolScopedDatabase, 'department'>) =>
  eb.fn.coalesce('department.sortOrder', LAST);
const postOrder = (eb: ExpressionBuilder<SchoolScopedDatabase, 'post'>) => eb.fn.coalesce('post.sortOrder', LAST);

const teacherColumns = [
  'teacher.id as teacherId',
  'teacher.name as teacherName',
  'teacher.sex',
  'teacher.phone',
  'teacher.departmentId',
  'department.name as departmentName',
  'teacher.postId',
  'post.name as schoolDutyName',
  'teacher.roleId',
  'role.name as roleName',
  'teacher.status',
  'teacher.education',
  'teacher.birthday',
  'teacher.entryDate',
  'teacher.leftAt',
] as const;

export function listTeachers(db: SchoolDb, filter: TeacherFilter, page?: { offset: number; limit: number }) {
  let query = teachersQuery(db, filter).select(teacherColumns);
  // The resigned list reads newest leavers first; the staff list by department order.
  query = filter.status === TeacherStatus.LEFT ? query.orderBy('teacher.leftAt', 'desc') : query.orderBy(departmentOrder).orderBy(postOrder);
  query = query.orderBy('teacher.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countTeachers(db: SchoolDb, filter: TeacherFilter): Promise<number> {
  const row = await teachersQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A teacher of the school in any status, with the names of their department, post and role. */
export function findTeacher(db: SchoolDb, teacherId: number) {
  return db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('post', 'post.id', 'teacher.postId')
    .leftJoin('role', 'role.id', 'teacher.roleId')
    .select([...teacherColumns, 'teacher.schoolId', 'teacher.photoUrl', 'teacher.createdAt', 'teacher.invitedAt'])
    .where('teacher.id', '=', teacherId)
    .executeTakeFirst();
}

export function findTeacherByPhone(db: SchoolDb, phone: string) {
  return db.selectFrom('teacher').select(['id', 'name', 'status']).where('phone', '=', phone).executeTakeFirst();
}

/** Every phone of the school's staff, leavers included: a phone belongs to one of them. */
export function phonesInUse(db: SchoolDb) {
  return db.selectFrom('teacher').select(['id', 'name', 'phone', 'status']).execute();
}

/** Rows per INSERT: well inside both databases' limits on bound parameters. */
const INSERT_BATCH = 500;

/** The new teachers' ids, in the order given. */
export async function insertTeachers(db: SchoolDb, teachers: Insertable<SchoolScopedDatabase['teacher']>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < teachers.length; start += INSERT_BATCH) {
    const rows = await db.insertInto('teacher').values(teachers.slice(start, start + INSERT_BATCH)).returning('id').execute();
    // RETURNING promises no order; ids rise in the order the rows went in.
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

export async function updateTeacher(db: SchoolDb, teacherId: number, changes: Updateable<SchoolScopedDatabase['teacher']>): Promise<void> {
  await db.updateTable('teacher').set(changes).where('id', '=', teacherId).execute();
}

export async function deleteTeacher(db: SchoolDb, teacherId: number): Promise<void> {
  await db.deleteFrom('teacher').where('id', '=', teacherId).execute();
}

export function posts(db: SchoolDb) {
  return db.selectFrom('post').select(['id as postId', 'name as schoolDutyName']).orderBy('sortOrder').orderBy('id').execute();
}

export function roles(db: SchoolDb) {
  return db.selectFrom('role').select(['id as roleId', 'name as roleName']).orderBy('id').execute();
}

/** Classes of the school years that have not ended by `today`: the classes a teacher can teach now. */
function currentClassIds(db: SchoolDb, today: string) {
  return db
    .selectFrom('schoolClass')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .select('schoolClass.id')
    .where('schoolYear.endDate', '>=', today);
}

export function currentClasses(db: SchoolDb, today: string) {
  return db
    .selectFrom('schoolClass')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['schoolClass.id as classId', 'schoolClass.name as className', 'grade.name as gradeName', 'schoolYear.name as yearName'])
    .where('schoolYear.endDate', '>=', today)
    .orderBy('schoolYear.startDate')
    .orderBy('grade.level')
    .orderBy('schoolClass.name')
    .execute();
}

/** Every class each teacher taught or teaches, newest year first; `yearEndDate` tells which are current. */
export function classesOfTeachers(db: SchoolDb, teacherIds: number[]) {
  if (teacherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classTeacher')
    .innerJoin('schoolClass', 'schoolClass.id', 'classTeacher.classId')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select([
      'classTeacher.teacherId',
      'classTeacher.position as classPositionId',
      'schoolClass.id as classId',
      'schoolClass.name as className',
      'grade.name as gradeName',
      'schoolYear.id as yearId',
      'schoolYear.name as yearName',
      'schoolYear.endDate as yearEndDate',
    ])
    .where('classTeacher.teacherId', 'in', teacherIds)
    .orderBy('schoolYear.startDate', 'desc')
    .orderBy('grade.level')
    .orderBy('schoolClass.name')
    .execute();
}

/** Staff in service: everyone who has not left, 离班 included (still on the staff). */
export async function countStaffInService(db: SchoolDb): Promise<number> {
  const row = await db.selectFrom('teacher').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '!=', TeacherStatus.LEFT).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many teachers each class has, for the per-class limit. */
export async function teacherCountsOfClasses(db: SchoolDb, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('classTeacher')
    .select(['classId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('classId', 'in', classIds)
    .groupBy('classId')
    .execute();
  return new Map(rows.map((row) => [row.classId, Number(row.n)]));
}

/** Replaces the teacher's current classes; past years' rows stay as their teaching record. */
export async function replaceCurrentClasses(db: SchoolDb, teacherId: number, today: string, classes: { classId: number; position: number }[]): Promise<void> {
  await db.deleteFrom('classTeacher').where('teacherId', '=', teacherId).where('classId', 'in', currentClassIds(db, today)).execute();
  if (classes.length === 0) return;
  await db
    .insertInto('classTeacher')
    .values(classes.map((item) => ({ teacherId, classId: item.classId, position: item.position })))
    .execute();
}

/** A leaver stops managing the grades of years that have not ended. */
export async function clearCurrentGradeManagement(db: SchoolDb, teacherId: number, today: string): Promise<void> {
  await db
    .updateTable('grade')
    .set({ managerTeacherId: null })
    .where('managerTeacherId', '=', teacherId)
    .where('schoolYearId', 'in', db.selectFrom('schoolYear').select('id').where('endDate', '>=', today))
    .execute();
}

/** Staff who have not left, with what the analysis charts count. */
export function staffForAnalysis(db: SchoolDb) {
  return db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('post', 'post.id', 'teacher.postId')
    .select(['teacher.sex', 'teacher.birthday', 'teacher.entryDate', 'teacher.education', 'department.name as departmentName', 'post.name as postName'])
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .orderBy(departmentOrder)
    .orderBy(postOrder)
    .execute();
}

export async function insertImport(db: SchoolDb, row: Insertable<SchoolScopedDatabase['teacherImport']>): Promise<number> {
  const inserted = await db.insertInto('teacherImport').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function findImport(db: SchoolDb, importId: number) {
  return db.selectFrom('teacherImport').selectAll().where('id', '=', importId).executeTakeFirst();
}

/** Cancels the teacher's working card, if any: on unbinding, changing cards and leaving. */
export async function cancelActiveCard(db: SchoolDb, teacherId: number, at: string): Promise<void> {
  await db
    .updateTable('teacherCard')
    .set({ status: TeacherCardStatus.CANCELLED, cancelledAt: at })
    .where('teacherId', '=', teacherId)
    .where('status', '=', TeacherCardStatus.NORMAL)
    .execute();
}
