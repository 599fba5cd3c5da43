import { grantsModule, type ModuleCode } from '@yuanwu/shared';
import { notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { currentYear } from '../school-year/index.js';
import { findClass, teachesClass } from './class-group.repository.js';

export interface ClassWriters {
  /** The school's day, which decides the current school year. */
  today: string;
  /** A role granting it stands in for the class's teachers (the school's administrators). */
  managedBy: ModuleCode;
  /** What the refusal says the caller cannot do, after 「您不是X班本学年的教师，」. */
  refusal: string;
}

/**
 * The class a teacher-side write (a note, homework, a work, a child's record) is about, once the
 * caller may write for it: a teacher of the class in the current school year, or a role granting
 * `managedBy`. Anyone else is refused.
 */
export async function classWrittenFor(db: SchoolDb, session: SessionIdentity, classId: number, writers: ClassWriters) {
  const found = await findClass(db, classId);
  if (!found) throw notFound('班级');
  if (grantsModule(session.modules, writers.managedBy)) return found;
  const [year, teaches] = await Promise.all([currentYear(db, writers.today), teachesClass(db, session.teacherId, classId)]);
  if (found.yearId !== year?.id || !teaches) throw notAllowed(`您不是${found.className}本学年的教师，${writers.refusal}`);
  return found;
}

/** Notes, homework and works: a class's teachers write them, or whoever manages the teachers. */
export const teachingWriters = (today: string): ClassWriters => ({
  today,
  managedBy: 'StaffingManage.TeacherManage',
  refusal: '不能为这个班级添加内容',
});
