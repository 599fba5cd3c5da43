import { StudentStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export function searchChildren(db: SchoolDb, filter: { classId?: number | undefined; keyword?: string | undefined }) {
  let query = db.selectFrom('child').select(['id as studentId', 'name as studentName', 'classId']).where('status', '=', StudentStatus.IN_SCHOOL);
  if (filter.classId) query = query.where('classId', '=', filter.classId);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('name'), filter.keyword!));
  return query.orderBy('name').limit(200).execute();
}

export interface ChildFilter {
  yearId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

/** Children with their (last) class; the filters on year and grade go through that class. */
function childrenQuery(db: SchoolDb, filter: ChildFilter) {
  let query = db
    .selectFrom('child')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('grade', 'grade.id', 'schoolClass.gradeId');
  if (filter.yearId) query = query.where('schoolClass.schoolYearId', '=', filter.yearId);
  if (filter.gradeId) query = query.where('schoolClass.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('child.classId', '=', filter.classId);
  if (filter.status !== undefined) query = query.where('child.status', '=', filter.status);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('child.name'), filter.keyword!));
  return query;
}

export function listChildren(db: SchoolDb, filter: ChildFilter, page: { offset: number; limit: number }) {
  return childrenQuery(db, filter)
    .leftJoin('childGuardian', (join) =>
      join.onRef('childGuardian.childId', '=', 'child.id').on('childGuardian.isMain', '=', 1).on('childGuardian.relievedAt', 'is', null),
    )
    .leftJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .select([
      'child.id as studentId',
      'child.name as studentName',
      'child.sex',
      'child.birthday',
      'child.ethnicId',
      'child.classId',
      'schoolClass.name as className',
      'grade.name as gradeName',
      'child.status',
      'child.joinDate',
      'child.leaveDate',
      'child.photoUrl',
      'guardian.name as mainGuardianName',
      'guardian.phone as mainGuardianPhone',
    ])
    .orderBy('child.status')
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .orderBy('child.name')
    .orderBy('child.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countChildren(db: SchoolDb, filter: ChildFilter): Promise<number> {
  const row = await childrenQuery(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findChild(db: SchoolDb, childId: number) {
  return db
    .selectFrom('child')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .leftJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select([
      'child.id as studentId',
      'child.name as studentName',
      'child.sex',
      'child.birthday',
      'child.ethnicId',
      'child.classId',
      'schoolClass.name as className',
      'grade.name as gradeName',
      'schoolClass.schoolYearId as yearId',
      'child.status',
      'child.joinDate',
      'child.leaveDate',
      'child.leaveReason',
      'child.photoUrl',
      'child.idCardNo',
      'child.homeAddress',
      'child.remark',
      'child.allergyMedication',
      'child.allergyFood',
    ])
    .where('child.id', '=', childId)
    .executeTakeFirst();
}

export function childrenByIds(db: SchoolDb, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('child').select(['id', 'name', 'status', 'classId']).where('id', 'in', childIds).execute();
}

export function childrenNamed(db: SchoolDb, name: string) {
  return db
    .selectFrom('child')
    .leftJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .select(['child.id as studentId', 'child.name as studentName', 'child.birthday', 'schoolClass.name as className', 'child.status'])
    .where('child.name', '=', name)
    .orderBy('child.status')
    .orderBy('child.id')
    .execute();
}

/** In-school children of the school whose name is one of `names`, for the import's duplicate check. */
export function inSchoolChildrenNamed(db: SchoolDb, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('child').select(['name', 'birthday']).where('name', 'in', names).where('status', '=', StudentStatus.IN_SCHOOL).execute();
}

/**
 * Inserts children in multi-row statements and answers their ids in the order given. The ids of one
 * statement ascend in row order on both databases; the names are checked against it all the same.
 */
export async function insertChildren(db: SchoolDb, children: Insertable<SchoolScopedDatabase['child']>[]): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of inBatches(children)) {
    const rows = await db.insertInto('child').values(batch).returning(['id', 'name']).execute();
    const ordered = rows.sort((a, b) => a.id - b.id);
    if (ordered.some((row, index) => row.name !== batch[index]!.name)) throw new Error('inserted children came back out of order');
    ids.push(...ordered.map((row) => row.id));
  }
  return ids;
}

export async function updateChild(db: SchoolDb, childId: number, changes: Updateable<SchoolScopedDatabase['child']>): Promise<void> {
  await db.updateTable('child').set(changes).where('id', '=', childId).execute();
}

export async function updateChildren(db: SchoolDb, childIds: number[], changes: Updateable<SchoolScopedDatabase['child']>): Promise<void> {
  for await (const batch of inBatches(childIds)) await db.updateTable('child').set(changes).where('id', 'in', batch).execute();
}

// ---- class records ----

export function openClassRecords(db: SchoolDb, childIds: number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('childClassHistory').select(['childId', 'classId', 'startDate']).where('childId', 'in', childIds).where('endDate', 'is', null).execute();
}

export async function closeClassRecords(db: SchoolDb, childIds: number[], record: { endDate: string; endReason: number }): Promise<void> {
  for await (const batch of inBatches(childIds)) {
    await db.updateTable('childClassHistory').set(record).where('childId', 'in', batch).where('endDate', 'is', null).execute();
  }
}

export async function insertClassRecords(db: SchoolDb, records: { childId: number; classId: number; startDate: string }[]): Promise<void> {
  for await (const batch of inBatches(records)) {
    await db
      .insertInto('childClassHistory')
      .values(batch.map((record) => ({ ...record, endDate: null, openedByPromotionId: null, closedByPromotionId: null })))
      .execute();
  }
}

export function classRecordsOf(db: SchoolDb, childId: number) {
  return db
    .selectFrom('childClassHistory')
    .innerJoin('schoolClass', 'schoolClass.id', 'childClassHistory.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .select([
      'childClassHistory.classId',
      'schoolClass.name as className',
      'grade.name as gradeName',
      'schoolYear.name as yearName',
      'childClassHistory.startDate',
      'childClassHistory.endDate',
      'childClassHistory.endReason',
      'childClassHistory.closedByPromotionId',
    ])
    .where('childClassHistory.childId', '=', childId)
    .orderBy('childClassHistory.startDate', 'desc')
    .orderBy('childClassHistory.id', 'desc')
    .execute();
}

// ---- imports ----

export async function insertImport(db: SchoolDb, record: Insertable<SchoolScopedDatabase['childImport']>): Promise<number> {
  const row = await db.insertInto('childImport').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findImport(db: SchoolDb, importId: number) {
  return db.selectFrom('childImport').selectAll().where('id', '=', importId).executeTakeFirst();
}
