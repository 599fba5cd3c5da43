import { StudentStatus } from '@yuanwu/shared';
import type { SchoolDb } from '../../db/school-scope.js';
import { insertChildren, insertClassRecords } from './child.repository.js';
import { guardiansByPhones, insertGuardians, insertRelations } from './guardian.repository.js';

export interface NewGuardian {
  name: string;
  phone: string;
  relationType: number;
  relationName: string | null;
  isMain: boolean;
}

export interface NewChild {
  name: string;
  sex: number;
  birthday: string;
  ethnicId: number | null;
  classId: number;
  joinDate: string;
  photoUrl: string | null;
  /** Distinct phones, exactly one main guardian. */
  guardians: NewGuardian[];
}

/**
 * The one main guardian of a new child: the one marked, or else the first. A message when the
 * list cannot stand: two guardians with one phone, or two marked main.
 */
export function withOneMain<G extends { phone: string; isMain?: boolean | undefined }>(guardians: G[]): { guardians: (G & { isMain: boolean })[] } | { problem: string } {
  const phones = guardians.map((guardian) => guardian.phone);
  const repeated = phones.find((phone, index) => phones.indexOf(phone) !== index);
  if (repeated) return { problem: `两位家长的手机号相同（${repeated}）` };
  const marked = guardians.filter((guardian) => guardian.isMain).length;
  if (marked > 1) return { problem: '只能有一位主监护人' };
  return { guardians: guardians.map((guardian, index) => ({ ...guardian, isMain: marked ? Boolean(guardian.isMain) : index === 0 })) };
}

/** Guardians already on record under one of `phones` with another name: a phone names one person. */
export async function guardianNameClashes(db: SchoolDb, guardians: { name: string; phone: string }[]): Promise<Map<string, string>> {
  const onRecord = await guardiansByPhones(db, guardians.map((guardian) => guardian.phone));
  const names = new Map(onRecord.map((guardian) => [guardian.phone, guardian.name]));
  const clashes = new Map<string, string>();
  for (const guardian of guardians) {
    const recorded = names.get(guardian.phone);
    if (recorded !== undefined && recorded !== guardian.name) clashes.set(guardian.phone, recorded);
  }
  return clashes;
}

/**
 * Makes the records of new children in a few multi-row statements, whatever their number: the
 * children, the guardians not yet on record (found by phone), the relations and the open class
 * records. Run inside the caller's transaction; the checks are the caller's.
 */
export async function createChildren(db: SchoolDb, children: NewChild[], createdAt: string): Promise<number[]> {
  const allGuardians = children.flatMap((child) => child.guardians);
  const guardianIds = new Map((await guardiansByPhones(db, allGuardians.map((guardian) => guardian.phone))).map((guardian) => [guardian.phone, guardian.id]));
  const missing = new Map<string, NewGuardian>();
  for (const guardian of allGuardians) if (!guardianIds.has(guardian.phone) && !missing.has(guardian.phone)) missing.set(guardian.phone, guardian);
  const created = await insertGuardians(db, [...missing.values()].map((guardian) => ({ name: guardian.name, phone: guardian.phone, createdAt })));
  for (const [phone, guardianId] of created) guardianIds.set(phone, guardianId);

  const childIds = await insertChildren(
    db,
    children.map((child) => ({
      name: child.name,
      sex: child.sex,
      birthday: child.birthday,
      ethnicId: child.ethnicId,
      classId: child.classId,
      status: StudentStatus.IN_SCHOOL,
      joinDate: child.joinDate,
      leaveDate: null,
      photoUrl: child.photoUrl,
      createdAt,
    })),
  );
  await insertRelations(
    db,
    children.flatMap((child, index) =>
      child.guardians.map((guardian) => ({
        childId: childIds[index]!,
        guardianId: guardianIds.get(guardian.phone)!,
        relationType: guardian.relationType,
        relationName: guardian.relationName,
        isMain: guardian.isMain ? 1 : 0,
      })),
    ),
  );
  await insertClassRecords(db, children.map((child, index) => ({ childId: childIds[index]!, classId: child.classId, startDate: child.joinDate })));
  return childIds;
}

/** A child of a kindergarten was born in the last ten years, and not after today. */
export function birthdayProblem(birthday: string, today: string): string | null {
  if (birthday > today) return '出生日期不能晚于今天';
  const earliest = `${Number(today.slice(0, 4)) - 10}${today.slice(4)}`;
  return birthday < earliest ? '出生日期须在近10年内' : null;
}

export function joinDateProblem(joinDate: string, birthday: string): string | null {
  return joinDate < birthday ? '入园日期不能早于出生日期' : null;
}

/** The first wrong date of a child's form, with the field it is about, for the form to show it there. */
export function childDatesProblem(birthday: string, joinDate: string | undefined, today: string): { message: string; field: 'birthday' | 'joinDate' } | null {
  const birthdayIssue = birthdayProblem(birthday, today);
  if (birthdayIssue) return { message: birthdayIssue, field: 'birthday' };
  const joinIssue = joinDate ? joinDateProblem(joinDate, birthday) : null;
  return joinIssue ? { message: joinIssue, field: 'joinDate' } : null;
}
