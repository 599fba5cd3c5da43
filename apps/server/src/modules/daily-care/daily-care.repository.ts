import type { Insertable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** The saved records of some children on a day, with who saved them. */
export function recordsOn(db: SchoolDb, childIds: number[], date: string) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dailyCare')
    .leftJoin('teacher', 'teacher.id', 'dailyCare.recordedBy')
    .select([
      'dailyCare.childId',
      'dailyCare.waterCups',
      'dailyCare.breakfast',
      'dailyCare.lunch',
      'dailyCare.snack',
      'dailyCare.pickyNote',
      'teacher.name as recordedByName',
    ])
    .where('dailyCare.childId', 'in', childIds)
    .where('dailyCare.date', '=', date)
    .execute();
}

/** Writes a class's day: new children are added, recorded ones take the new values. */
export async function saveRecords(db: SchoolDb, rows: Insertable<SchoolScopedDatabase['dailyCare']>[]): Promise<void> {
  for await (const batch of inBatches(rows)) {
    await db
      .insertInto('dailyCare')
      .values(batch)
      .onConflict((conflict) =>
        conflict.columns(['childId', 'date']).doUpdateSet((eb) => ({
          classId: eb.ref('excluded.classId'),
          waterCups: eb.ref('excluded.waterCups'),
          breakfast: eb.ref('excluded.breakfast'),
          lunch: eb.ref('excluded.lunch'),
          snack: eb.ref('excluded.snack'),
          pickyNote: eb.ref('excluded.pickyNote'),
          recordedBy: eb.ref('excluded.recordedBy'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
}

/** A class's records over an interval, for the per-day figures. */
export function recordsOfClass(db: SchoolDb, classId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('dailyCare')
    .select(['date', 'waterCups', 'breakfast', 'lunch', 'snack'])
    .where('classId', '=', classId)
    .where('date', '>=', range.startDate)
    .where('date', '<=', range.endDate)
    .execute();
}

/** A child's records over an interval, newest first, with the class of each day. */
export function recordsOfChild(db: SchoolDb, childId: number, range: { startDate: string; endDate: string }) {
  return db
    .selectFrom('dailyCare')
    .innerJoin('schoolClass', 'schoolClass.id', 'dailyCare.classId')
    .select([
      'dailyCare.date',
      'schoolClass.name as className',
      'dailyCare.waterCups',
      'dailyCare.breakfast',
      'dailyCare.lunch',
      'dailyCare.snack',
      'dailyCare.pickyNote',
    ])
    .where('dailyCare.childId', '=', childId)
    .where('dailyCare.date', '>=', range.startDate)
    .where('dailyCare.date', '<=', range.endDate)
    .orderBy('dailyCare.date', 'desc')
    .execute();
}

export async function cupMlOfSchool(db: SchoolDb): Promise<number | undefined> {
  return (await db.selectFrom('dailyCareSetting').select('cupMl').executeTakeFirst())?.cupMl;
}

export async function saveCupMl(db: SchoolDb, setting: { cupMl: number; updatedBy: number; updatedAt: string }): Promise<void> {
  await db
    .insertInto('dailyCareSetting')
    .values(setting)
    .onConflict((conflict) =>
      conflict.column('schoolId').doUpdateSet((eb) => ({ cupMl: eb.ref('excluded.cupMl'), updatedBy: eb.ref('excluded.updatedBy'), updatedAt: eb.ref('excluded.updatedAt') })),
    )
    .execute();
}
