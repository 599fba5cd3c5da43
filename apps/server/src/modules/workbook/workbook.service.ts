import {
  InteractionAuthorType,
  StudentStatus,
  type ExcellentFileListInput,
  type SaveWorkbookCommentInput,
  type SaveWorkbookFileInput,
  type StudentPeriodPageInput,
  type WorkbookClassStatisticsInput,
  type WorkbookListInput,
  type WorkbookStudentStatisticsInput,
  type WorkbookTotalNumInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays, chinaDayStart, type Period } from '../../core/calendar.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { InteractionTarget } from '../class-dynamic/index.js';
import { childrenInClass, classWrittenFor, countChildrenByClass, findClass, listClasses, teachingWriters, type ClassWriters } from '../class-group/index.js';
import type { CommentService } from '../comment/index.js';
import { assertFileReferences, type FileService } from '../files/index.js';
import * as repository from './workbook.repository.js';

/** The school's screen (作品集) stands in for the class's teachers. */
const showreelWriters = (today: string): ClassWriters => ({ today, managedBy: 'SchoolDynamic.Showreel', refusal: '不能为这个班级添加内容' });

/** The instants of school days from `startDate` to `endDate`, either end open. */
const periodBetween = (range: { startDate?: string | undefined; endDate?: string | undefined }): repository.OpenPeriod => ({
  from: range.startDate && chinaDayStart(range.startDate),
  until: range.endDate && chinaDayStart(addDays(range.endDate, 1)),
});

/** The instants of a YYYY-MM month in China. */
const monthPeriod = (month: string): Period => ({ from: chinaDayStart(`${month}-01`), until: chinaDayStart(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`) });

const targetOf = (workbookFileId: number) => ({ targetType: InteractionTarget.WORKBOOK_FILE, targetId: workbookFileId });

export interface WorkbookDeps {
  clock: Clock;
  comments: CommentService;
  files: FileService;
}

export function workbookService({ clock, comments, files }: WorkbookDeps) {
  const today = () => schoolDate(clock.now());
  const monthOf = (month: string | undefined) => month ?? today().slice(0, 7);

  /** Works as rows of the school's lists: flags as booleans, their dates, their comments counted. */
  async function workRows(db: SchoolDb, rows: Awaited<ReturnType<typeof repository.works>>) {
    const commentCounts = await comments.counts(db, InteractionTarget.WORKBOOK_FILE, rows.map((row) => row.workbookFileId));
    return rows.map((row) => ({ ...row, isExcellent: row.isExcellent === 1, date: schoolDate(new Date(row.createdAt)), commentCount: commentCounts.get(row.workbookFileId) ?? 0 }));
  }

  async function workbookOf(db: SchoolDb, workbookId: number) {
    const workbook = await repository.findWorkbook(db, workbookId);
    if (!workbook) throw notFound('作品集');
    return workbook;
  }

  async function workOf(db: SchoolDb, workbookFileId: number) {
    const work = await repository.findWorkbookFile(db, workbookFileId);
    if (!work) throw notFound('作品');
    return work;
  }

  /**
   * A child's work in a workbook of their class; with a work's id, its child, file, title, comment
   * and excellence are replaced (who added it stays).
   */
  async function saveWorkbookFile(db: SchoolDb, session: SessionIdentity, input: SaveWorkbookFileInput, writers: ClassWriters) {
    const now = clock.now();
    const workbook = await workbookOf(db, input.workbookId);
    const schoolClass = await classWrittenFor(db, session, workbook.classId, writers);
    const existing = input.workbookFileId ? await repository.findWorkbookFile(db, input.workbookFileId) : undefined;
    if (input.workbookFileId && existing?.workbookId !== workbook.id) throw notFound('作品');
    const [child] = await childrenByIds(db, [input.studentId]);
    if (!child) throw notFound('幼儿');
    if (child.status !== StudentStatus.IN_SCHOOL || child.classId !== workbook.classId) throw invalidParams(`${child.name}不在${schoolClass.className}，不能添加到这个作品集`);
    await assertFileReferences(db, [input.fileId], { kinds: ['Workbook'], uploadedBy: session.teacherId, kept: existing?.fileId ? [existing.fileId] : [] });
    const fields = {
      childId: child.id,
      fileId: input.fileId,
      title: input.title ?? null,
      teacherComment: input.teacherComment ?? null,
      ...(input.isExcellent === undefined ? {} : { isExcellent: input.isExcellent ? 1 : 0 }),
    };
    if (existing) {
      await inTransaction(db, (trx) => repository.updateWorkbookFile(trx, existing.id, fields));
      if (existing.fileId !== null && existing.fileId !== input.fileId) await files.removeUnused(db, [existing.fileId]);
      return { workbookFileId: existing.id };
    }
    const workbookFileId = await inTransaction(db, (trx) => repository.insertWorkbookFile(trx, { ...fields, workbookId: workbook.id, teacherId: session.teacherId, createdAt: iso(now) }));
    return { workbookFileId };
  }

  /** The child's works (or excellent works) added within the interval's school days, a page of them newest first. */
  async function studentWorks(db: SchoolDb, input: StudentPeriodPageInput, excellentOnly = false) {
    const [child] = await childrenByIds(db, [input.studentId]);
    if (!child) throw notFound('幼儿');
    const filter = { childId: child.id, ...periodBetween(input), excellentOnly };
    const [rows, counts] = await Promise.all([repository.works(db, filter, rowsOfPage(input)), repository.countWorks(db, filter)]);
    const list = rows.map((work) => ({ ...work, isExcellent: work.isExcellent === 1, date: schoolDate(new Date(work.createdAt)) }));
    return { list, total: counts.fileCount, excellentCount: counts.excellentCount };
  }

  /** A workbook with its works (or excellent works), and the children now in its class who have none in it. */
  async function workbookInfo(db: SchoolDb, workbookId: number, excellentOnly: boolean) {
    const workbook = await workbookOf(db, workbookId);
    const [all, children] = await Promise.all([repository.works(db, { workbookId: workbook.id }), childrenInClass(db, workbook.classId)]);
    const withWork = new Set(all.map((work) => work.studentId));
    const fileList = await workRows(db, excellentOnly ? all.filter((work) => work.isExcellent === 1) : all);
    return {
      workbookId: workbook.id,
      workbookName: workbook.name,
      classId: workbook.classId,
      className: workbook.className,
      teacherName: workbook.teacherName,
      createdAt: workbook.createdAt,
      date: schoolDate(new Date(workbook.createdAt)),
      childCount: children.length,
      fileCount: all.length,
      excellentCount: all.filter((work) => work.isExcellent === 1).length,
      fileList,
      missingStudents: children.filter((child) => !withWork.has(child.studentId)).map(({ studentId, studentName }) => ({ studentId, studentName })),
    };
  }

  return {
    saveWorkbookFile: (db: SchoolDb, session: SessionIdentity, input: SaveWorkbookFileInput) => saveWorkbookFile(db, session, input, teachingWriters(today())),
    saveBySchool: (db: SchoolDb, session: SessionIdentity, input: SaveWorkbookFileInput) => saveWorkbookFile(db, session, input, showreelWriters(today())),
    studentWorks,

    /** Workbooks, works and excellent works of the classes asked for, added within the dates. */
    async totals(db: SchoolDb, input: WorkbookTotalNumInput) {
      const filter = { yearId: input.yearId, gradeId: input.gradeId, classId: input.classId, ...periodBetween(input) };
      const [workbookCount, counts] = await Promise.all([repository.countWorkbooks(db, filter), repository.countWorks(db, filter)]);
      return { workbookCount, ...counts };
    },

    async workbookList(db: SchoolDb, input: WorkbookListInput) {
      const filter = { yearId: input.yearId, gradeId: input.gradeId, classId: input.classId, searchKey: input.searchKey };
      const [rows, total] = await Promise.all([repository.workbookPage(db, filter, rowsOfPage(input)), repository.countWorkbooks(db, filter)]);
      const childCounts = await countChildrenByClass(db, [...new Set(rows.map((row) => row.classId))]);
      const list = rows.map((row) => ({
        ...row,
        date: schoolDate(new Date(row.createdAt)),
        childCount: childCounts.get(row.classId) ?? 0,
        fileCount: Number(row.fileCount ?? 0),
        excellentCount: Number(row.excellentCount ?? 0),
        coverFileId: row.coverFileId ?? null,
      }));
      return { list, total };
    },

    workbookInfo,

    /** Each class of the year in reach: its children, workbooks and works, and who has no work in the month. */
    async classStatistics(db: SchoolDb, input: WorkbookClassStatisticsInput) {
      const month = monthOf(input.month);
      const period = monthPeriod(month);
      const classes = await listClasses(db, { yearId: input.yearId, gradeId: input.gradeId });
      const ids = classes.map((row) => row.classId);
      const [children, counts, without] = await Promise.all([countChildrenByClass(db, ids), repository.classWorkCounts(db, ids, period), repository.childrenWithoutWork(db, ids, period)]);
      const list = classes.map((row) => {
        const works = counts.works.find((item) => item.classId === row.classId);
        return {
          classId: row.classId,
          className: row.className,
          gradeId: row.gradeId,
          gradeName: row.gradeName,
          childCount: children.get(row.classId) ?? 0,
          workbookCount: counts.workbooks.get(row.classId) ?? 0,
          fileCount: works?.fileCount ?? 0,
          excellentCount: works?.excellentCount ?? 0,
          monthFileCount: works?.monthFileCount ?? 0,
          noWorkChildCount: without.get(row.classId) ?? 0,
        };
      });
      return { month, list };
    },

    /** Each child now in the class: works in its workbooks, excellent ones, those of the month; or only those with none this month. */
    async studentStatistics(db: SchoolDb, input: WorkbookStudentStatisticsInput) {
      const schoolClass = await findClass(db, input.classId);
      if (!schoolClass) throw notFound('班级');
      const month = monthOf(input.month);
      const [children, counts] = await Promise.all([childrenInClass(db, schoolClass.classId), repository.childWorkCounts(db, schoolClass.classId, monthPeriod(month))]);
      const list = children
        .map((child) => {
          const works = counts.get(child.studentId);
          return {
            studentId: child.studentId,
            studentName: child.studentName,
            fileCount: works?.fileCount ?? 0,
            excellentCount: works?.excellentCount ?? 0,
            monthFileCount: works?.monthFileCount ?? 0,
            lastWorkDate: works?.lastCreatedAt ? schoolDate(new Date(works.lastCreatedAt)) : null,
          };
        })
        .filter((row) => !input.onlyWithoutWork || row.monthFileCount === 0);
      return { month, className: schoolClass.className, list };
    },

    async excellentCount(db: SchoolDb, input: WorkbookTotalNumInput) {
      const { excellentCount } = await repository.countWorks(db, { yearId: input.yearId, gradeId: input.gradeId, classId: input.classId, ...periodBetween(input), excellentOnly: true });
      return { excellentCount };
    },

    async excellentWorks(db: SchoolDb, input: ExcellentFileListInput) {
      const filter = { yearId: input.yearId, gradeId: input.gradeId, classId: input.classId, ...periodBetween(input), excellentOnly: true, searchKey: input.searchKey };
      const [rows, counts] = await Promise.all([repository.works(db, filter, rowsOfPage(input)), repository.countWorks(db, filter)]);
      return { list: await workRows(db, rows), total: counts.fileCount };
    },

    /** One work with its likes counted and its comments as the conversation went. */
    async workDetail(db: SchoolDb, workbookFileId: number) {
      const [work] = await repository.works(db, { workbookFileId });
      if (!work) throw notFound('作品');
      const [[row], likes, commentList] = await Promise.all([
        workRows(db, [work]),
        comments.likeCounts(db, InteractionTarget.WORKBOOK_FILE, [work.workbookFileId]),
        comments.conversation(db, targetOf(work.workbookFileId)),
      ]);
      return { ...row!, likeCount: likes.get(work.workbookFileId) ?? 0, commentList };
    },

    /** A teacher's comment on a work, or the change of one of their own. */
    async saveComment(db: SchoolDb, session: SessionIdentity, input: SaveWorkbookCommentInput) {
      const work = await workOf(db, input.workbookFileId);
      await classWrittenFor(db, session, work.classId, showreelWriters(today()));
      if (!input.commentId) return { commentId: await comments.add(db, targetOf(work.id), { authorType: InteractionAuthorType.TEACHER, authorId: session.teacherId }, input.content) };
      const comment = await comments.find(db, input.commentId);
      if (!comment || comment.targetType !== InteractionTarget.WORKBOOK_FILE || comment.targetId !== work.id) throw notFound('评论');
      if (comment.authorType !== InteractionAuthorType.TEACHER || comment.authorId !== session.teacherId) throw notAllowed('只能修改自己的评论');
      await comments.update(db, comment.id, input.content);
      return { commentId: comment.id };
    },

    /** Deletes a work with its comments and likes; its file leaves the store when nothing else shows it. */
    async removeWork(db: SchoolDb, session: SessionIdentity, workbookFileId: number) {
      const work = await workOf(db, workbookFileId);
      await classWrittenFor(db, session, work.classId, showreelWriters(today()));
      const fileId = await inTransaction(db, async (trx) => {
        await comments.forget(trx, targetOf(work.id));
        return repository.deleteWorkbookFile(trx, work.id);
      });
      if (fileId !== null) await files.removeUnused(db, [fileId]);
      return { success: true as const };
    },
  };
}

export type WorkbookService = ReturnType<typeof workbookService>;
