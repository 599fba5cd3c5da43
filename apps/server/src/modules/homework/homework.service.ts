import { grantsModule, type AddHomeworkInput, type FamilySignHomeworkInput, type HomeworkListInput, type HomeworkRangeInput, type UpdateHomeworkEndDateInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { periodOf } from '../../core/calendar.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { evaluationRangeOf } from '../appraise/index.js';
import { classWrittenFor, findClass, teachingWriters } from '../class-group/index.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import * as repository from './homework.repository.js';

/** Besides its teacher, whoever manages the teachers deletes a homework or moves its end date. */
const MANAGES_TEACHERS = 'StaffingManage.TeacherManage';
const DONE = { success: true } as const;
/** The family page lists this much of a child's homework, the latest due first. */
const FAMILY_HOMEWORK_SHOWN = 50;

/** Signed of expected, in percent to one decimal; null when nobody was expected. */
const rate = (signCount: number, expectedCount: number) => (expectedCount > 0 ? Math.round((signCount / expectedCount) * 1000) / 10 : null);

/** A row's counts as numbers (PostgreSQL answers sums as text), with their rate. */
function completion(row: { expectedCount: unknown; signCount: unknown; homeworkCount?: unknown }) {
  const expectedCount = Number(row.expectedCount ?? 0);
  const signCount = Number(row.signCount ?? 0);
  return { homeworkCount: Number(row.homeworkCount ?? 1), expectedCount, signCount, completionRate: rate(signCount, expectedCount) };
}

export function homeworkService(deps: { clock: Clock; files: FileService }) {
  const today = () => schoolDate(deps.clock.now());
  const canEdit = (session: SessionIdentity, teacherId: number) => teacherId === session.teacherId || grantsModule(session.modules, MANAGES_TEACHERS);

  /** The filter of a statistic: its period, or null when the school has no current year. */
  async function filterOf(db: SchoolDb, input: HomeworkRangeInput) {
    const range = await evaluationRangeOf(db, input, today());
    return { range, filter: range ? { ...input, period: periodOf(range) } : null };
  }

  async function loadHomework(db: SchoolDb, input: { homeworkId: number; teacherId?: number | undefined }) {
    const found = await repository.findHomework(db, input.homeworkId);
    // iTeacherId, when sent, names the homework's teacher: another one's homework is not found.
    if (!found || (input.teacherId && input.teacherId !== found.teacherId)) throw notFound('作业');
    return found;
  }

  async function editable(db: SchoolDb, session: SessionIdentity, input: { homeworkId: number; teacherId?: number | undefined }) {
    const found = await loadHomework(db, input);
    if (!canEdit(session, found.teacherId)) throw notAllowed('只有布置作业的教师或有教师管理权限的角色可以修改、删除这项作业');
    return found;
  }

  const homeworkRow = (session: SessionIdentity, row: Awaited<ReturnType<typeof loadHomework>>) => ({ ...row, ...completion(row), canEdit: canEdit(session, row.teacherId) });

  return {
    /** Homework the caller sets a class's families, due today or later. */
    async add(db: SchoolDb, session: SessionIdentity, input: AddHomeworkInput) {
      const now = deps.clock.now();
      const date = schoolDate(now);
      await classWrittenFor(db, session, input.classId, teachingWriters(date));
      if (input.endDate < date) throw invalidParams('截止日期不能早于今天', 'endDate');
      await assertFileReferences(db, input.fileIds, { uploadedBy: session.teacherId });
      const homeworkId = await inTransaction(db, (trx) =>
        repository.insertHomework(
          trx,
          { classId: input.classId, teacherId: session.teacherId, title: input.title, content: input.content, endDate: input.endDate, createdAt: iso(now) },
          input.fileIds,
        ),
      );
      return { homeworkId };
    },

    async remove(db: SchoolDb, session: SessionIdentity, input: { homeworkId: number; teacherId?: number | undefined }) {
      await editable(db, session, input);
      const files = await inTransaction(db, (trx) => repository.deleteHomework(trx, input.homeworkId));
      await deps.files.removeUnused(db, files);
      return DONE;
    },

    async moveEndDate(db: SchoolDb, session: SessionIdentity, input: UpdateHomeworkEndDateInput) {
      await editable(db, session, input);
      if (input.endDate < today()) throw invalidParams('截止日期不能早于今天', 'endDate');
      await repository.updateEndDate(db, input.homeworkId, input.endDate);
      return DONE;
    },

    async classAmounts(db: SchoolDb, input: HomeworkRangeInput) {
      const { range, filter } = await filterOf(db, input);
      if (!filter) return { range, list: [] };
      const rows = await repository.classCompletion(db, filter);
      const list = rows.map((row) => ({
        classId: row.classId,
        className: row.className,
        gradeId: row.gradeId,
        gradeName: row.gradeName,
        homeworkCount: Number(row.homeworkCount),
        teacherCount: Number(row.teacherCount),
        lastDate: row.lastAt ? schoolDate(new Date(row.lastAt as string)) : null,
      }));
      return { range, list };
    },

    async classCompletion(db: SchoolDb, input: HomeworkRangeInput) {
      const { range, filter } = await filterOf(db, input);
      if (!filter) return { range, list: [] };
      const rows = await repository.classCompletion(db, filter);
      return { range, list: rows.map((row) => ({ classId: row.classId, className: row.className, gradeName: row.gradeName, ...completion(row) })) };
    },

    async statistics(db: SchoolDb, input: HomeworkRangeInput) {
      const { range, filter } = await filterOf(db, input);
      const empty = { classCount: 0, teacherCount: 0, ...completion({ homeworkCount: 0, expectedCount: 0, signCount: 0 }) };
      if (!filter) return { range, total: empty, teacherList: [] };
      const [total, teachers] = await Promise.all([repository.totalCompletion(db, filter), repository.teacherCompletion(db, filter)]);
      return {
        range,
        total: { classCount: Number(total.classCount), teacherCount: Number(total.teacherCount), ...completion(total) },
        teacherList: teachers.map((row) => ({ teacherId: row.teacherId, teacherName: row.teacherName, classCount: Number(row.classCount), ...completion(row) })),
      };
    },

    async list(db: SchoolDb, session: SessionIdentity, input: HomeworkListInput) {
      const { range, filter } = await filterOf(db, input);
      if (!filter) return { range, list: [], total: 0 };
      const { rows, total } = await repository.homeworkPage(db, filter, rowsOfPage(input));
      return { range, total, list: rows.map((row) => ({ ...row, ...completion(row), canEdit: canEdit(session, row.teacherId) })) };
    },

    async info(db: SchoolDb, session: SessionIdentity, input: { homeworkId: number; teacherId?: number | undefined }) {
      const found = await loadHomework(db, input);
      const fileList = await attachedFiles(db, await repository.attachmentsOf(db, input.homeworkId));
      return { ...homeworkRow(session, found), fileList: fileList.map(({ fileId, fileName, fileType, size }) => ({ fileId, fileName, fileType, size })) };
    },

    async signList(db: SchoolDb, input: { homeworkId: number; teacherId?: number | undefined }) {
      const found = await loadHomework(db, input);
      const rows = await repository.signList(db, found);
      const list = rows.map((row) => ({ ...row, isSigned: row.signedAt !== null }));
      return { signCount: list.filter((row) => row.isSigned).length, expectedCount: list.length, list };
    },

    /** The family page: the homework the child is expected to hand in, signed off or not. */
    async ofChild(db: SchoolDb, child: repository.ChildInClass) {
      const date = today();
      const rows = await repository.childHomeworkList(db, child, FAMILY_HOMEWORK_SHOWN);
      return { list: rows.map(({ signedAt, ...row }) => ({ ...row, signedAt: signedAt ?? null, isSigned: signedAt != null, canSign: signedAt == null && row.endDate >= date })) };
    },

    /**
     * A guardian signs off the child's homework, up to its end date (the completion counts what was
     * handed in on time). Signing again keeps the first sign-off and answers it: a double tap is no error.
     */
    async signByFamily(db: SchoolDb, family: repository.ChildInClass & { guardianId: number }, input: FamilySignHomeworkInput) {
      const found = await repository.findChildHomework(db, family, input.homeworkId);
      if (!found) throw notFound('作业');
      if (found.signedAt == null) {
        if (found.endDate < today()) throw invalidParams(`作业已于${found.endDate}截止，不能再签收`);
        await repository.insertSign(db, { homeworkId: input.homeworkId, childId: family.childId, guardianId: family.guardianId, content: input.content, signedAt: iso(deps.clock.now()) });
      }
      return { homeworkId: input.homeworkId, signedAt: await repository.signedAt(db, input.homeworkId, family.childId) };
    },

    async children(db: SchoolDb, input: HomeworkRangeInput & { classId: number }) {
      if (!(await findClass(db, input.classId))) throw notFound('班级');
      const range = await evaluationRangeOf(db, input, today());
      if (!range) return { range, list: [] };
      const rows = await repository.childCompletion(db, input.classId, periodOf(range));
      return {
        range,
        list: rows.map((row) => {
          const homeworkCount = Number(row.homeworkCount);
          const signCount = Number(row.signCount);
          return { studentId: row.studentId, studentName: row.studentName, homeworkCount, signCount, completionRate: rate(signCount, homeworkCount) };
        }),
      };
    },
  };
}

export type HomeworkService = ReturnType<typeof homeworkService>;
