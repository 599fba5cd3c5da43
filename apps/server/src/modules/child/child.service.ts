import { type AddStudentInput, StudentStatus, studentStatusLabel, type UpdateStudentDetailInput, type UpdateStudentInfoInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findClass } from '../class-group/index.js';
import * as repository from './child.repository.js';
import { guardiansOfChild, phoneChangesOf, pickUpPeopleOf } from './guardian.repository.js';
import { childDatesProblem, createChildren, guardianNameClashes, withOneMain } from './new-children.js';
import { cancelCardsOfChildren } from './pickup-cards.js';

/** Whether `today` falls within a pick-up person's dates (open at either end when absent). */
export const isWithin = (today: string, validFrom: string | null, validTo: string | null) =>
  (!validFrom || validFrom <= today) && (!validTo || today <= validTo);

/** How a child's time at school ends: the status it takes, which also names why its class record ended. */
type Ending = { status: number; leaveDate: string; leaveReason: string | null };

export function childService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function existingChild(db: SchoolDb, studentId: number) {
    const child = await repository.findChild(db, studentId);
    if (!child) throw notFound('幼儿');
    return child;
  }

  function checkDates(birthday: string, joinDate?: string) {
    const problem = childDatesProblem(birthday, joinDate, today());
    if (problem) throw invalidParams(problem.message, problem.field);
  }

  /** The children named, all of them in school: a batch changes all of them or none. */
  async function childrenInSchool(db: SchoolDb, childIds: number[]) {
    const ids = [...new Set(childIds)];
    const children = await repository.childrenByIds(db, ids);
    if (children.length !== ids.length) throw notFound('幼儿');
    const gone = children.find((child) => child.status !== StudentStatus.IN_SCHOOL);
    if (gone) throw invalidParams(`${gone.name}已${studentStatusLabel[gone.status] ?? '离园'}，不在园`);
    return children;
  }

  /** Class records cannot end before they began. */
  async function assertRecordsStartBy(db: SchoolDb, children: { id: number; name: string }[], date: string, what: string) {
    const open = await repository.openClassRecords(db, children.map((child) => child.id));
    const late = open.find((record) => record.startDate > date);
    if (late) {
      const name = children.find((child) => child.id === late.childId)!.name;
      throw invalidParams(`${what}不能早于${name}进入现班级的日期 ${late.startDate}`);
    }
  }

  async function moveChildren(db: SchoolDb, childIds: number[], target: { newYearId: number; newClassId: number; joinDate: string }) {
    const schoolClass = await findClass(db, target.newClassId);
    if (!schoolClass || schoolClass.yearId !== target.newYearId) throw notFound('班级');
    const children = await childrenInSchool(db, childIds);
    const already = children.find((child) => child.classId === schoolClass.classId);
    if (already) throw invalidParams(`${already.name}已在${schoolClass.className}`);
    await assertRecordsStartBy(db, children, target.joinDate, '调班日期');
    const ids = children.map((child) => child.id);
    await inTransaction(db, async (trx) => {
      // The day of the move ends the old record and starts the new one.
      await repository.closeClassRecords(trx, ids, { endDate: target.joinDate, endReason: StudentStatus.CLASS_CHANGED });
      await repository.insertClassRecords(trx, ids.map((childId) => ({ childId, classId: schoolClass.classId, startDate: target.joinDate })));
      await repository.updateChildren(trx, ids, { classId: schoolClass.classId });
    });
    return ids.length;
  }

  /** Graduating or leaving: the record and its class history stay; the status changes, the class record closes, cards stop. */
  async function endStudies(db: SchoolDb, session: SessionIdentity, childIds: number[], ending: Ending) {
    if (ending.leaveDate > today()) throw invalidParams('离园日期不能晚于今天');
    const children = await childrenInSchool(db, childIds);
    await assertRecordsStartBy(db, children, ending.leaveDate, '离园日期');
    const ids = children.map((child) => child.id);
    await inTransaction(db, async (trx) => {
      await repository.updateChildren(trx, ids, ending);
      await repository.closeClassRecords(trx, ids, { endDate: ending.leaveDate, endReason: ending.status });
      await cancelCardsOfChildren(trx, ids, { at: iso(deps.clock.now()), teacherId: session.teacherId });
    });
    return ids.length;
  }

  return {
    async list(db: SchoolDb, input: repository.ChildFilter & { pageIndex: number; pageSize: number }) {
      const [list, total] = await Promise.all([
        repository.listChildren(db, input, rowsOfPage(input)),
        repository.countChildren(db, input),
      ]);
      return { list, total };
    },

    info: existingChild,

    async detail(db: SchoolDb, studentId: number) {
      const child = await existingChild(db, studentId);
      const [guardians, pickUpPeople, records] = await Promise.all([
        guardiansOfChild(db, studentId),
        pickUpPeopleOf(db, studentId),
        repository.classRecordsOf(db, studentId),
      ]);
      const changes = await phoneChangesOf(db, guardians.map((guardian) => guardian.guardianId));
      const date = today();
      return {
        ...child,
        guardians: guardians.map(({ passwordHash, isMain, relievedAt, ...guardian }) => ({
          ...guardian,
          isMain: isMain === 1,
          relieved: relievedAt !== null,
          relievedAt,
          hasPassword: passwordHash !== null,
          phoneHistory: changes.filter((change) => change.guardianId === guardian.guardianId).map(({ guardianId: _id, ...change }) => change),
        })),
        pickUpPeople: pickUpPeople.map((person) => ({
          pickUpPersonId: person.id,
          studentId: person.childId,
          name: person.name,
          relationType: person.relationType,
          relationName: person.relationName,
          phone: person.phone,
          photoUrl: person.photoUrl,
          validFrom: person.validFrom,
          validTo: person.validTo,
          isValid: isWithin(date, person.validFrom, person.validTo),
        })),
        classHistory: records.map(({ closedByPromotionId, ...record }) => ({ ...record, endedByPromotion: closedByPromotionId !== null })),
      };
    },

    async sameName(db: SchoolDb, input: { studentName: string; studentId?: number | undefined }) {
      const students = (await repository.childrenNamed(db, input.studentName)).filter((child) => child.studentId !== input.studentId);
      return { isRepeat: students.length > 0, students };
    },

    async add(db: SchoolDb, input: AddStudentInput) {
      const schoolClass = await findClass(db, input.classId);
      if (!schoolClass) throw notFound('班级');
      const joinDate = input.joinDate ?? today();
      checkDates(input.birthday, joinDate);
      const checked = withOneMain(input.guardians);
      if ('problem' in checked) throw invalidParams(checked.problem);
      const guardians = checked.guardians.map((guardian) => ({ ...guardian, name: guardian.guardianName, relationName: guardian.relationName ?? null }));
      const [clash] = await guardianNameClashes(db, guardians);
      if (clash) throw invalidParams(`手机号${clash[0]}已登记为家长「${clash[1]}」，请核对家长姓名`);
      const [studentId] = await inTransaction(db, (trx) =>
        createChildren(
          trx,
          [{ name: input.studentName, sex: input.sex, birthday: input.birthday, ethnicId: input.ethnicId ?? null, classId: schoolClass.classId, joinDate, photoUrl: input.photoUrl ?? null, guardians }],
          iso(deps.clock.now()),
        ),
      );
      return { studentId: studentId! };
    },

    async updateInfo(db: SchoolDb, input: UpdateStudentInfoInput) {
      const child = await existingChild(db, input.studentId);
      const birthday = input.birthday ?? child.birthday;
      if (birthday) checkDates(birthday, input.joinDate ?? child.joinDate ?? undefined);
      await repository.updateChild(db, child.studentId, {
        ...(input.studentName !== undefined && { name: input.studentName }),
        ...(input.sex !== undefined && { sex: input.sex }),
        ...(input.birthday !== undefined && { birthday: input.birthday }),
        ...(input.ethnicId !== undefined && { ethnicId: input.ethnicId }),
        ...(input.joinDate !== undefined && { joinDate: input.joinDate }),
        ...(input.photoUrl !== undefined && { photoUrl: input.photoUrl }),
      });
      return { studentId: child.studentId };
    },

    async updateDetail(db: SchoolDb, input: UpdateStudentDetailInput) {
      const child = await existingChild(db, input.studentId);
      await repository.updateChild(db, child.studentId, {
        ...(input.idCardNo !== undefined && { idCardNo: input.idCardNo?.toUpperCase() ?? null }),
        ...(input.homeAddress !== undefined && { homeAddress: input.homeAddress }),
        ...(input.remark !== undefined && { remark: input.remark }),
      });
      return { studentId: child.studentId };
    },

    async updateAllergy(db: SchoolDb, input: { studentId: number; allergymedication: string; allergyfood: string }) {
      const child = await existingChild(db, input.studentId);
      await repository.updateChild(db, child.studentId, { allergyMedication: input.allergymedication || null, allergyFood: input.allergyfood || null });
      return { studentId: child.studentId };
    },

    async joinNewClass(db: SchoolDb, input: { studentId: number; newYearId: number; newClassId: number; joinDate: string }) {
      await moveChildren(db, [input.studentId], input);
      return { studentId: input.studentId };
    },

    batchJoinNewClass: async (db: SchoolDb, input: { studentIds: number[]; newYearId: number; newClassId: number; joinDate: string }) => ({
      count: await moveChildren(db, input.studentIds, input),
    }),

    async leave(db: SchoolDb, session: SessionIdentity, input: { studentId: number; leaveDate: string; leaveType: number; leaveReason?: string | null | undefined }) {
      await endStudies(db, session, [input.studentId], { status: input.leaveType, leaveDate: input.leaveDate, leaveReason: input.leaveReason ?? null });
      return { studentId: input.studentId };
    },

    async graduate(db: SchoolDb, session: SessionIdentity, input: { studentId: number; leaveDate: string }) {
      await endStudies(db, session, [input.studentId], { status: StudentStatus.GRADUATED, leaveDate: input.leaveDate, leaveReason: null });
      return { studentId: input.studentId };
    },

    batchGraduate: async (db: SchoolDb, session: SessionIdentity, input: { studentIds: number[]; leaveDate: string }) => ({
      count: await endStudies(db, session, input.studentIds, { status: StudentStatus.GRADUATED, leaveDate: input.leaveDate, leaveReason: null }),
    }),
  };
}

export type ChildService = ReturnType<typeof childService>;
