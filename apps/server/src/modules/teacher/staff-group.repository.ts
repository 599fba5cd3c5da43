import { TeacherStatus } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';

/** Departments and posts are the same shape: named, ordered groups of staff. */
export type StaffGroupTable = 'department' | 'post';
const teacherColumn = { department: 'departmentId', post: 'postId' } as const;

export function listGroups(db: SchoolDb, table: StaffGroupTable) {
  const column = teacherColumn[table];
  return db
    .selectFrom(table)
    .select((eb) => [
      'id',
      'name',
      'sortOrder',
      eb
        .selectFrom('teacher')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef(`teacher.${column}`, '=', `${table}.id`)
        .where('teacher.status', '!=', TeacherStatus.LEFT)
        .as('teacherCount'),
    ])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

export function findGroup(db: SchoolDb, table: StaffGroupTable, id: number) {
  return db.selectFrom(table).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findGroupByName(db: SchoolDb, table: StaffGroupTable, name: string) {
  return db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertGroup(db: SchoolDb, table: StaffGroupTable, name: string): Promise<number> {
  const last = await db.selectFrom(table).select((eb) => eb.fn.max('sortOrder').as('sortOrder')).executeTakeFirst();
  const row = await db
    .insertInto(table)
    .values({ name, sortOrder: Number(last?.sortOrder ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameGroup(db: SchoolDb, table: StaffGroupTable, id: number, name: string): Promise<void> {
  await db.updateTable(table).set({ name }).where('id', '=', id).execute();
}

export async function setSortOrder(db: SchoolDb, table: StaffGroupTable, id: number, sortOrder: number): Promise<void> {
  await db.updateTable(table).set({ sortOrder }).where('id', '=', id).execute();
}

export async function countActiveMembers(db: SchoolDb, table: StaffGroupTable, id: number): Promise<number> {
  const row = await db
    .selectFrom('teacher')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(teacherColumn[table], '=', id)
    .where('status', '!=', TeacherStatus.LEFT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Leavers keep their record but lose the group, so that it can go. */
export async function deleteGroup(db: SchoolDb, table: StaffGroupTable, id: number): Promise<void> {
  const column = teacherColumn[table];
  await db.updateTable('teacher').set({ [column]: null }).where(column, '=', id).where('status', '=', TeacherStatus.LEFT).execute();
  await db.deleteFrom(table).where('id', '=', id).execute();
}
