import type { Insertable, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface DateRange {
  startDate: string;
  endDate: string;
}

// ---- moods ----

/** Writes each child's mood of the day, replacing one recorded before. */
export async function saveMoods(db: SchoolDb, rows: Insertable<SchoolScopedDatabase['childMood']>[]): Promise<void> {
  for await (const batch of inBatches(rows)) {
    await db
      .insertInto('childMood')
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(['childId', 'date']).doUpdateSet((eb) => ({
          classId: eb.ref('excluded.classId'),
          mood: eb.ref('excluded.mood'),
          remark: eb.ref('excluded.remark'),
          teacherId: eb.ref('excluded.teacherId'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

export function moodsOfChild(db: SchoolDb, childId: number, range: DateRange) {
  return db
    .selectFrom('childMood')
    .innerJoin('teacher', 'teacher.id', 'childMood.teacherId')
    .select(['childMood.date', 'childMood.mood', 'childMood.remark', 'teacher.name as teacherName'])
    .where('childMood.childId', '=', childId)
    .where('childMood.date', '>=', range.startDate)
    .where('childMood.date', '<=', range.endDate)
    .orderBy('childMood.date', 'desc')
    .execute();
}

// ---- growth records ----

export function findRecord(db: SchoolDb, recordId: number) {
  return db.selectFrom('growthRecord').select(['id', 'classId', 'teacherId']).where('id', '=', recordId).executeTakeFirst();
}

export async function insertRecord(db: SchoolDb, record: Insertable<SchoolScopedDatabase['growthRecord']>): Promise<number> {
  const row = await db.insertInto('growthRecord').values(record).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRecord(db: SchoolDb, recordId: number, changes: Updateable<SchoolScopedDatabase['growthRecord']>): Promise<void> {
  await db.updateTable('growthRecord').set(changes).where('id', '=', recordId).execute();
}

export async function replaceRecordChildren(db: SchoolDb, recordId: number, childIds: number[]): Promise<void> {
  await db.deleteFrom('growthRecordChild').where('recordId', '=', recordId).execute();
  for await (const batch of inBatches(childIds)) {
    await db.insertInto('growthRecordChild').values(batch.map((childId) => ({ recordId, childId }))).execute();
  }
}

export async function replaceRecordPhotos(db: SchoolDb, recordId: number, fileIds: number[]): Promise<void> {
  await db.deleteFrom('growthRecordPhoto').where('recordId', '=', recordId).execute();
  if (fileIds.length === 0) return;
  await db
    .insertInto('growthRecordPhoto')
    .values(fileIds.map((fileId, sortOrder) => ({ recordId, fileId, sortOrder })))
    .execute();
}

/** The records about a child dated within the range, newest first. */
export function recordsOfChild(db: SchoolDb, childId: number, range: DateRange) {
  return db
    .selectFrom('growthRecord')
    .innerJoin('growthRecordChild', 'growthRecordChild.recordId', 'growthRecord.id')
    .innerJoin('schoolClass', 'schoolClass.id', 'growthRecord.classId')
    .innerJoin('teacher', 'teacher.id', 'growthRecord.teacherId')
    .select([
      'growthRecord.id as recordId',
      'schoolClass.name as className',
      'growthRecord.field',
      'growthRecord.content',
      'growthRecord.recordDate',
      'growthRecord.teacherId',
      'teacher.name as teacherName',
    ])
    .where('growthRecordChild.childId', '=', childId)
    .where('growthRecord.recordDate', '>=', range.startDate)
    .where('growthRecord.recordDate', '<=', range.endDate)
    .orderBy('growthRecord.recordDate', 'desc')
    .orderBy('growthRecord.id', 'desc')
    .execute();
}

export function childrenOfRecords(db: SchoolDb, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('growthRecordChild')
    .innerJoin('child', 'child.id', 'growthRecordChild.childId')
    .select(['growthRecordChild.recordId', 'child.id as studentId', 'child.name as studentName'])
    .where('growthRecordChild.recordId', 'in', recordIds)
    .orderBy('child.id')
    .execute();
}

export function photosOfRecords(db: SchoolDb, recordIds: number[]) {
  if (recordIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('growthRecordPhoto')
    .select(['recordId', 'fileId'])
    .where('recordId', 'in', recordIds)
    .orderBy('recordId')
    .orderBy('sortOrder')
    .execute();
}

// ---- observations ----

export async function insertObservation(db: SchoolDb, observation: Insertable<SchoolScopedDatabase['observation']>): Promise<number> {
  const row = await db.insertInto('observation').values(observation).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertObservationChildren(db: SchoolDb, observationId: number, childIds: number[]): Promise<void> {
  for await (const batch of inBatches(childIds)) {
    await db.insertInto('observationChild').values(batch.map((childId) => ({ observationId, childId }))).execute();
  }
}

export async function insertGoals(db: SchoolDb, observationId: number, goals: { goalText: string; remark: string | null }[]): Promise<void> {
  await db
    .insertInto('observationGoal')
    .values(goals.map((goal, sortOrder) => ({ observationId, goalText: goal.goalText, remark: goal.remark, sortOrder })))
    .execute();
}

/** A goal with the class of its observation, which decides who may change it. */
export function findGoal(db: SchoolDb, goalId: number) {
  return db
    .selectFrom('observationGoal')
    .innerJoin('observation', 'observation.id', 'observationGoal.observationId')
    .select(['observationGoal.id as goalId', 'observation.classId'])
    .where('observationGoal.id', '=', goalId)
    .executeTakeFirst();
}

export async function updateGoalRemark(db: SchoolDb, goalId: number, remark: string | null): Promise<void> {
  await db.updateTable('observationGoal').set({ remark }).where('id', '=', goalId).execute();
}

function observationsQuery(db: SchoolDb) {
  return db
    .selectFrom('observation')
    .innerJoin('schoolClass', 'schoolClass.id', 'observation.classId')
    .innerJoin('teacher', 'teacher.id', 'observation.teacherId')
    .select([
      'observation.id as obsId',
      'schoolClass.name as className',
      'observation.activityName',
      'observation.observeDate',
      'observation.field',
      'observation.note',
      'teacher.name as teacherName',
    ]);
}

export function findObservation(db: SchoolDb, obsId: number) {
  return observationsQuery(db).where('observation.id', '=', obsId).executeTakeFirst();
}

/** The observations of a child dated within the range, newest first. */
export function observationsOfChild(db: SchoolDb, childId: number, range: DateRange) {
  return observationsQuery(db)
    .innerJoin('observationChild', 'observationChild.observationId', 'observation.id')
    .where('observationChild.childId', '=', childId)
    .where('observation.observeDate', '>=', range.startDate)
    .where('observation.observeDate', '<=', range.endDate)
    .orderBy('observation.observeDate', 'desc')
    .orderBy('observation.id', 'desc')
    .execute();
}

export function childrenOfObservations(db: SchoolDb, obsIds: number[]) {
  if (obsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('observationChild')
    .innerJoin('child', 'child.id', 'observationChild.childId')
    .select(['observationChild.observationId as obsId', 'child.id as studentId', 'child.name as studentName'])
    .where('observationChild.observationId', 'in', obsIds)
    .orderBy('child.id')
    .execute();
}

export function goalsOfObservations(db: SchoolDb, obsIds: number[]) {
  if (obsIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('observationGoal')
    .select(['observationId as obsId', 'id as goalId', 'goalText', 'remark'])
    .where('observationId', 'in', obsIds)
    .orderBy('observationId')
    .orderBy('sortOrder')
    .execute();
}
