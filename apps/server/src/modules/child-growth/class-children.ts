import { invalidParams } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { childrenByIds, openClassRecords } from '../child/index.js';
import type { ClassWriters, classWrittenFor } from '../class-group/index.js';

/** A class's teachers write about its children, or the school's administrators (their role grants 幼儿信息). */
export const childWriters = (today: string): ClassWriters => ({ today, managedBy: 'ChildManage.Child', refusal: '不能记录该班幼儿' });

export type WritableClass = Awaited<ReturnType<typeof classWrittenFor>>;

/**
 * Refuses any child named who is not in the class now, naming the child; `alreadyThere` are
 * children a record being changed was already about, who stay allowed after leaving the class.
 */
export async function assertInClass(db: SchoolDb, schoolClass: WritableClass, studentIds: number[], alreadyThere: ReadonlySet<number> = new Set()): Promise<void> {
  if (new Set(studentIds).size !== studentIds.length) throw invalidParams('同一名幼儿不能重复填写');
  const [children, records] = await Promise.all([childrenByIds(db, studentIds), openClassRecords(db, studentIds)]);
  const names = new Map(children.map((child) => [child.id, child.name]));
  const inClass = new Set(records.filter((record) => record.classId === schoolClass.classId).map((record) => record.childId));
  for (const studentId of studentIds) {
    const name = names.get(studentId);
    if (!name) throw invalidParams(`幼儿（编号${studentId}）不存在`);
    if (!inClass.has(studentId) && !alreadyThere.has(studentId)) throw invalidParams(`${name}现在不在${schoolClass.className}`);
  }
}

export function assertNotAfter(date: string, today: string, what: string): void {
  if (date > today) throw invalidParams(`${what}不能晚于今天`);
}
