import { StudentStatus } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';

export async function insertPromotion(db: SchoolDb, promotion: { fromYearId: number; toYearId: number; createdAt: string }): Promise<number> {
  const row = await db.insertInto('promotion').values(promotion).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findPromotionInto(db: SchoolDb, yearId: number) {
  return db.selectFrom('promotion').selectAll().where('toYearId', '=', yearId).executeTakeFirst();
}

export function childIdsInClass(db: SchoolDb, classId: number) {
  return db.selectFrom('child').select('id').where('classId', '=', classId).where('status', '=', StudentStatus.IN_SCHOOL).execute();
}

/** Ends the open class records of `childIds` in `classId`, and writes a closed one for children that had none. */
export async function closeClassRecords(db: SchoolDb, classId: number, childIds: number[], record: { startDate: string; endDate: string; promotionId: number }) {
  if (childIds.length === 0) return;
  const open = await db
    .selectFrom('childClassHistory')
    .select('childId')
    .where('classId', '=', classId)
    .where('childId', 'in', childIds)
    .where('endDate', 'is', null)
    .execute();
  await db
    .updateTable('childClassHistory')
    .set({ endDate: record.endDate, closedByPromotionId: record.promotionId })
    .where('classId', '=', classId)
    .where('childId', 'in', childIds)
    .where('endDate', 'is', null)
    .execute();
  const withRecord = new Set(open.map((row) => row.childId));
  const missing = childIds.filter((childId) => !withRecord.has(childId));
  if (missing.length === 0) return;
  await db
    .insertInto('childClassHistory')
    .values(missing.map((childId) => ({ childId, classId, startDate: record.startDate, endDate: record.endDate, openedByPromotionId: null, closedByPromotionId: record.promotionId })))
    .execute();
}

export async function openClassRecords(db: SchoolDb, classId: number, childIds: number[], record: { startDate: string; promotionId: number }) {
  if (childIds.length === 0) return;
  await db
    .insertInto('childClassHistory')
    .values(childIds.map((childId) => ({ childId, classId, startDate: record.startDate, endDate: null, openedByPromotionId: record.promotionId, closedByPromotionId: null })))
    .execute();
}

export async function moveChildren(db: SchoolDb, childIds: number[], classId: number): Promise<void> {
  if (childIds.length === 0) return;
  await db.updateTable('child').set({ classId }).where('id', 'in', childIds).execute();
}

export async function graduateChildren(db: SchoolDb, childIds: number[], leaveDate: string): Promise<void> {
  if (childIds.length === 0) return;
  await db.updateTable('child').set({ status: StudentStatus.GRADUATED, leaveDate }).where('id', 'in', childIds).execute();
}

export async function copyClassTeachers(db: SchoolDb, fromClassId: number, toClassId: number): Promise<void> {
  const teachers = await db.selectFrom('classTeacher').select(['teacherId', 'position']).where('classId', '=', fromClassId).execute();
  if (teachers.length === 0) return;
  await db.insertInto('classTeacher').values(teachers.map((teacher) => ({ ...teacher, classId: toClassId }))).execute();
}

/** What undoing a promotion needs to know: the classes of the new year, and the class records it made. */
export function classesOfYear(db: SchoolDb, yearId: number) {
  return db.selectFrom('schoolClass').select(['id', 'name', 'promotionId']).where('schoolYearId', '=', yearId).execute();
}

export function recordsOpenedBy(db: SchoolDb, promotionId: number) {
  return db.selectFrom('childClassHistory').select(['id', 'childId', 'endDate']).where('openedByPromotionId', '=', promotionId).execute();
}

export function recordsClosedBy(db: SchoolDb, promotionId: number) {
  return db.selectFrom('childClassHistory').select(['id', 'childId', 'classId']).where('closedByPromotionId', '=', promotionId).execute();
}

export function childrenInClasses(db: SchoolDb, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('child').select('id').where('classId', 'in', classIds).where('status', '=', StudentStatus.IN_SCHOOL).execute();
}

export async function restoreChildren(db: SchoolDb, childIds: number[], classId: number): Promise<void> {
  if (childIds.length === 0) return;
  await db.updateTable('child').set({ classId, status: StudentStatus.IN_SCHOOL, leaveDate: null }).where('id', 'in', childIds).execute();
}

export async function eraseOpenedRecords(db: SchoolDb, promotionId: number): Promise<void> {
  await db.deleteFrom('childClassHistory').where('openedByPromotionId', '=', promotionId).execute();
}

export async function reopenClosedRecords(db: SchoolDb, promotionId: number): Promise<void> {
  await db.updateTable('childClassHistory').set({ endDate: null, closedByPromotionId: null }).where('closedByPromotionId', '=', promotionId).execute();
}

export async function deletePromotedClasses(db: SchoolDb, promotionId: number, classIds: number[]): Promise<void> {
  if (classIds.length) await db.deleteFrom('classTeacher').where('classId', 'in', classIds).execute();
  await db.deleteFrom('schoolClass').where('promotionId', '=', promotionId).execute();
  await db.deleteFrom('grade').where('promotionId', '=', promotionId).execute();
}
