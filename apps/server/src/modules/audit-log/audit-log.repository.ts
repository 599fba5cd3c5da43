import type { Insertable } from 'kysely';
import type { PageInput } from '../../core/paging.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/**
 * The audit log is a platform table (the adapter writes it for every school, and for calls made
 * without a school), so the school handle does not confine it: every query here names the school.
 * The people it joins are the school's, which the handle confines.
 */
export interface AuditLogFilter {
  schoolId: number;
  teacherId?: number | undefined;
  /** The calls of the chosen module; absent, every call. */
  callIds?: readonly string[] | undefined;
  /** ISO moments: from included, until excluded. */
  from?: string | undefined;
  until?: string | undefined;
}

function filtered(db: SchoolDb, filter: AuditLogFilter) {
  let query = db.selectFrom('auditLog').where('auditLog.schoolId', '=', filter.schoolId);
  if (filter.teacherId) query = query.where('auditLog.teacherId', '=', filter.teacherId);
  if (filter.callIds) query = query.where('auditLog.callId', 'in', filter.callIds);
  if (filter.from) query = query.where('auditLog.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('auditLog.createdAt', '<', filter.until);
  return query;
}

/** Newest first, with the name of whoever made the change. */
function described(db: SchoolDb, filter: AuditLogFilter) {
  return filtered(db, filter)
    .leftJoin('teacher', 'teacher.id', 'auditLog.teacherId')
    .select(['auditLog.id as logId', 'auditLog.createdAt', 'auditLog.teacherId', 'teacher.name as teacherName', 'auditLog.callId', 'auditLog.targetIds'])
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc');
}

export type AuditLogEntry = Awaited<ReturnType<typeof listEntries>>[number];

export function listEntries(db: SchoolDb, filter: AuditLogFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return described(db, filter).offset(offset).limit(limit).execute();
}

export function allEntries(db: SchoolDb, filter: AuditLogFilter) {
  return described(db, filter).execute();
}

export async function countEntries(db: SchoolDb, filter: AuditLogFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The school's people whose changes the log holds, by name. */
export function listOperators(db: SchoolDb, schoolId: number) {
  return db
    .selectFrom('auditLog')
    .innerJoin('teacher', 'teacher.id', 'auditLog.teacherId')
    .where('auditLog.schoolId', '=', schoolId)
    .select(['teacher.id as teacherId', 'teacher.name as teacherName'])
    .groupBy(['teacher.id', 'teacher.name'])
    .orderBy('teacher.name')
    .execute();
}

/** The demo school's past changes, written as the adapter would have written them. */
export async function insertEntries(db: SchoolDb, entries: Insertable<SchoolScopedDatabase['auditLog']>[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('auditLog').values(entries).execute();
}
