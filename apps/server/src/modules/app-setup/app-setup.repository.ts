import { AppAudience, AppSetupStatus, StudentStatus, TeacherStatus } from '@yuanwu/shared';
import type { ExpressionBuilder } from 'kysely';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface StudentFilter {
  classId?: number | undefined;
  status: number;
  searchKey?: string | undefined;
}

export interface TeacherFilter {
  departmentId?: number | undefined;
  status: number;
  searchKey?: string | undefined;
}

/** The children in school and in a class, each with their guardians and the parents' app on those guardians' phones. */
function childrenWithInstalls(db: SchoolDb) {
  return db
    .selectFrom('child')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('childGuardian', (join) => join.onRef('childGuardian.childId', '=', 'child.id').on('childGuardian.relievedAt', 'is', null))
    .leftJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .leftJoin('appInstall', (join) => join.onRef('appInstall.phone', '=', 'guardian.phone').on('appInstall.audience', '=', AppAudience.FAMILY))
    .where('child.status', '=', StudentStatus.IN_SCHOOL);
}

type WithInstalls = ExpressionBuilder<SchoolScopedDatabase, 'appInstall' | 'child' | 'guardian'>;
/** Distinct `column`s of the rows that found an install. */
const countInstalled = (eb: WithInstalls, column: 'child.id' | 'guardian.id') => eb.fn.count<number>(eb.case().when('appInstall.id', 'is not', null).then(eb.ref(column)).end()).distinct();

/** Per class: its children, those with a guardian who has the parents' app, its guardians and those who have it. */
export function classFigures(db: SchoolDb) {
  return childrenWithInstalls(db)
    .select((eb) => [
      'schoolClass.id as classId',
      'schoolClass.name as className',
      eb.fn.count<number>('child.id').distinct().as('studentCount'),
      countInstalled(eb, 'child.id').as('installedCount'),
      eb.fn.count<number>('guardian.id').distinct().as('guardianCount'),
      countInstalled(eb, 'guardian.id').as('installedGuardianCount'),
    ])
    .groupBy(['schoolClass.id', 'schoolClass.name'])
    .orderBy('schoolClass.id')
    .execute();
}

/** The school's guardians (of children in school), once each however many children they have. */
export function guardianTotals(db: SchoolDb) {
  return childrenWithInstalls(db)
    .select((eb) => [eb.fn.count<number>('guardian.id').distinct().as('guardianCount'), countInstalled(eb, 'guardian.id').as('installedGuardianCount')])
    .executeTakeFirstOrThrow();
}

function children(db: SchoolDb, filter: StudentFilter) {
  let query = childrenWithInstalls(db)
    .select((eb) => [
      'child.id as studentId',
      'child.name as studentName',
      'schoolClass.id as classId',
      'schoolClass.name as className',
      eb.fn.count<number>('guardian.id').distinct().as('guardianCount'),
      countInstalled(eb, 'guardian.id').as('installedGuardianCount'),
      eb.fn.max('appInstall.lastLoginAt').as('lastLoginAt'),
    ])
    .groupBy(['child.id', 'child.name', 'schoolClass.id', 'schoolClass.name']);
  if (filter.classId) query = query.where('child.classId', '=', filter.classId);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('child.name'), filter.searchKey!));
  if (filter.status === AppSetupStatus.INSTALLED) query = query.having((eb) => eb.fn.count('appInstall.id'), '>', 0);
  if (filter.status === AppSetupStatus.NOT_INSTALLED) query = query.having((eb) => eb.fn.count('appInstall.id'), '=', 0);
  return query;
}

/** By class, then name order of entry; every row when no page is given (the export). */
export function studentSetups(db: SchoolDb, filter: StudentFilter, page?: PageInput) {
  const query = children(db, filter).orderBy('schoolClass.id').orderBy('child.id');
  if (!page) return query.execute();
  const { offset, limit } = rowsOfPage(page);
  return query.offset(offset).limit(limit).execute();
}

export async function countStudentSetups(db: SchoolDb, filter: StudentFilter): Promise<number> {
  const row = await db
    .selectFrom(children(db, filter).as('setup'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The child, if the handle reaches it. The sign-ins are recorded from the session module's login,
 * so this module stands below the others and reads their tables in SQL, importing none of them.
 */
export function childInReach(db: SchoolDb, childId: number) {
  return db.selectFrom('child').select('id').where('id', '=', childId).executeTakeFirst();
}

/** A child's guardians, main first, each with the parents' app on their phone if any. */
export function guardiansOfChild(db: SchoolDb, childId: number) {
  return db
    .selectFrom('childGuardian')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .leftJoin('appInstall', (join) => join.onRef('appInstall.phone', '=', 'guardian.phone').on('appInstall.audience', '=', AppAudience.FAMILY))
    .select([
      'guardian.id as guardianId',
      'guardian.name as guardianName',
      'guardian.phone',
      'childGuardian.relationType',
      'childGuardian.relationName',
      'childGuardian.isMain',
      'appInstall.firstLoginAt',
      'appInstall.lastLoginAt',
    ])
    .where('childGuardian.childId', '=', childId)
    .where('childGuardian.relievedAt', 'is', null)
    .orderBy('childGuardian.isMain', 'desc')
    .orderBy('guardian.id')
    .execute();
}

/** The working staff, each with the teachers' app on their phone if any. */
function staff(db: SchoolDb, filter: TeacherFilter) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .leftJoin('appInstall', (join) => join.onRef('appInstall.phone', '=', 'teacher.phone').on('appInstall.audience', '=', AppAudience.STAFF))
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.searchKey) query = query.where((eb) => containsText(eb.ref('teacher.name'), filter.searchKey!));
  if (filter.status === AppSetupStatus.INSTALLED) query = query.where('appInstall.id', 'is not', null);
  if (filter.status === AppSetupStatus.NOT_INSTALLED) query = query.where('appInstall.id', 'is', null);
  return query;
}

export function teacherSetups(db: SchoolDb, filter: TeacherFilter, page?: PageInput) {
  const query = staff(db, filter)
    .select(['teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.phone', 'department.name as departmentName', 'appInstall.firstLoginAt', 'appInstall.lastLoginAt'])
    .orderBy('department.sortOrder')
    .orderBy('teacher.id');
  if (!page) return query.execute();
  const { offset, limit } = rowsOfPage(page);
  return query.offset(offset).limit(limit).execute();
}

export async function countTeacherSetups(db: SchoolDb, filter: TeacherFilter): Promise<number> {
  const row = await staff(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Per department (none for staff without one): the working staff and those with the teachers' app. */
export function departmentFigures(db: SchoolDb) {
  return staff(db, { status: AppSetupStatus.ALL })
    .select((eb) => [
      'department.id as departmentId',
      'department.name as departmentName',
      eb.fn.count<number>('teacher.id').as('teacherCount'),
      eb.fn.count<number>('appInstall.id').as('installedCount'),
    ])
    .groupBy(['department.id', 'department.name', 'department.sortOrder'])
    .orderBy('department.sortOrder')
    .orderBy('department.id')
    .execute();
}
