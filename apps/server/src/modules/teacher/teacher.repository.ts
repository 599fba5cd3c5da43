import { TeacherStatus } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';

/** Staff who work here now: not those who left. */
export function activeTeachers(db: SchoolDb, filter: { departmentId?: number | undefined; keyword?: string | undefined } = {}) {
  let query = db
    .selectFrom('teacher')
    .leftJoin('department', 'department.id', 'teacher.departmentId')
    .select(['teacher.id as teacherId', 'teacher.name as teacherName', 'teacher.phone', 'teacher.departmentId', 'department.name as departmentName'])
    .where('teacher.status', '!=', TeacherStatus.LEFT);
  if (filter.departmentId) query = query.where('teacher.departmentId', '=', filter.departmentId);
  if (filter.keyword) query = query.where('teacher.name', 'like', `%${filter.keyword}%`);
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
