import { EnrolStatus, type AddEnrolStudentInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { inSchoolChildrenNamed } from '../child/index.js';
import { childDatesProblem, createChildren, guardianNameClashes } from '../child/index.js';
import { childrenInClass, countChildrenByClass, findClass, listClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import * as repository from './enrol.repository.js';

/**
 * 新生入园: a new student waits in the admission list (待分班), is placed into a class (已分班待确认),
 * and becomes a child of the school when the class's placements are confirmed (已入园). Until then
 * nothing is a child record, so taking a student back or out of the list touches no record.
 */
export function enrolService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function existingClass(db: SchoolDb, classId: number) {
    const found = await findClass(db, classId);
    if (!found) throw notFound('班级');
    return found;
  }

  async function existingEnrolment(db: SchoolDb, enrolId: number, status: number, what: string) {
    const enrolment = await repository.findEnrolment(db, enrolId);
    if (!enrolment) throw notFound('新生');
    if (enrolment.status !== status) throw invalidParams(`${enrolment.studentName}${what}`);
    return enrolment;
  }

  return {
    async classList(db: SchoolDb, yearId?: number) {
      const year = yearId ?? (await currentYear(db, today()))?.id;
      if (!year) return [];
      const classes = await listClasses(db, { yearId: year });
      const ids = classes.map((row) => row.classId);
      const [children, placed] = await Promise.all([countChildrenByClass(db, ids), repository.placedCounts(db, ids)]);
      return classes.map(({ yearId: _year, ...row }) => ({ ...row, childCount: children.get(row.classId) ?? 0, placedCount: placed.get(row.classId) ?? 0 }));
    },

    async waitingList(db: SchoolDb, input: repository.WaitingFilter & { pageIndex: number; pageSize: number }) {
      const [list, total] = await Promise.all([
        repository.listWaiting(db, input, rowsOfPage(input)),
        repository.countWaiting(db, input),
      ]);
      return { list, total };
    },

    async add(db: SchoolDb, input: AddEnrolStudentInput) {
      const problem = childDatesProblem(input.birthday, input.joinDate, today());
      if (problem) throw invalidParams(problem.message, problem.field);
      if (await repository.pendingEnrolmentOf(db, input.studentName, input.birthday)) throw invalidParams(`入园名单中已有${input.studentName}（${input.birthday}）`);
      const inSchool = await inSchoolChildrenNamed(db, [input.studentName]);
      if (inSchool.some((child) => child.birthday === input.birthday)) throw invalidParams(`本园已有在读幼儿${input.studentName}（${input.birthday}）`);
      const [clash] = await guardianNameClashes(db, [{ name: input.guardianName, phone: input.phone }]);
      if (clash) throw invalidParams(`手机号${clash[0]}已登记为家长「${clash[1]}」，请核对家长姓名`, 'phone');
      const enrolId = await repository.insertEnrolment(db, {
        name: input.studentName,
        sex: input.sex,
        birthday: input.birthday,
        ethnicId: input.ethnicId ?? null,
        gradeLevel: input.gradeLevel ?? null,
        joinDate: input.joinDate ?? null,
        guardianName: input.guardianName,
        guardianPhone: input.phone,
        relationType: input.relationType,
        classId: null,
        childId: null,
        createdAt: iso(deps.clock.now()),
        placedAt: null,
        admittedAt: null,
        removedAt: null,
      });
      return { enrolId };
    },

    async remove(db: SchoolDb, enrolId: number) {
      await existingEnrolment(db, enrolId, EnrolStatus.WAITING, '已分入班级，请先退回入园名单');
      await repository.updateEnrolments(db, [enrolId], { status: EnrolStatus.REMOVED, removedAt: iso(deps.clock.now()) });
      return { success: true as const };
    },

    async classDetail(db: SchoolDb, classId: number) {
      const found = await existingClass(db, classId);
      const [placed, children] = await Promise.all([repository.placedInClass(db, classId), childrenInClass(db, classId)]);
      return { classId, className: found.className, gradeName: found.gradeName, gradeLevel: found.gradeLevel, yearName: found.yearName, placed, children };
    },

    async place(db: SchoolDb, input: { classId: number; enrolIds: number[] }) {
      await existingClass(db, input.classId);
      const ids = [...new Set(input.enrolIds)];
      const enrolments = await repository.enrolmentsByIds(db, ids);
      if (enrolments.length !== ids.length) throw notFound('新生');
      const placedElsewhere = enrolments.find((enrolment) => enrolment.status !== EnrolStatus.WAITING);
      if (placedElsewhere) throw invalidParams(`${placedElsewhere.studentName}不在待分班名单中`);
      await repository.updateEnrolments(db, ids, { status: EnrolStatus.PLACED, classId: input.classId, placedAt: iso(deps.clock.now()) });
      return { count: ids.length };
    },

    /** The class's placed students (or the one named) become children: records, guardians and class records, all or none. */
    async confirm(db: SchoolDb, input: { classId: number; enrolId?: number | undefined }) {
      await existingClass(db, input.classId);
      const placed = await repository.placedInClass(db, input.classId, input.enrolId);
      if (placed.length === 0) throw invalidParams(input.enrolId ? '该新生不在此班的待确认名单中' : '班级没有待确认的新生');
      const now = iso(deps.clock.now());
      const date = today();
      await inTransaction(db, async (trx) => {
        const childIds = await createChildren(
          trx,
          placed.map((enrolment) => ({
            name: enrolment.studentName,
            sex: enrolment.sex,
            birthday: enrolment.birthday,
            ethnicId: enrolment.ethnicId,
            classId: input.classId,
            joinDate: enrolment.joinDate ?? date,
            photoUrl: null,
            guardians: [{ name: enrolment.guardianName, phone: enrolment.phone, relationType: enrolment.relationType, relationName: null, isMain: true }],
          })),
          now,
        );
        // One update per student, each naming its own child: bounded by a class's size.
        for (const [index, enrolment] of placed.entries()) {
          await repository.updateEnrolments(trx, [enrolment.enrolId], { status: EnrolStatus.ADMITTED, childId: childIds[index]!, admittedAt: now });
        }
      });
      return { count: placed.length };
    },

    async takeBack(db: SchoolDb, enrolId: number) {
      await existingEnrolment(db, enrolId, EnrolStatus.PLACED, '不在任何班级的待确认名单中');
      await repository.updateEnrolments(db, [enrolId], { status: EnrolStatus.WAITING, classId: null, placedAt: null });
      return { success: true as const };
    },

    async clean(db: SchoolDb, classId: number) {
      await existingClass(db, classId);
      return { count: await repository.unplaceClass(db, classId) };
    },
  };
}

export type EnrolService = ReturnType<typeof enrolService>;
