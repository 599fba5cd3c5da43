import { z } from 'zod';
import { flag, id, pageInput, pageOf } from '../endpoint.js';
import { freeText } from '../fields.js';
import { calendarDate } from '../child/child.schemas.js';
import { InteractionComment } from '../class-dynamic/class-dynamic.schemas.js';
import { monthText } from '../teacher-attend/teacher-attend.schemas.js';

/** Forms send '' or 0 for "none". */
const optionalId = () => z.preprocess((value) => (value === '' || value === 0 || value === '0' || value === null ? undefined : value), id().optional());
const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max, message).nullable()).optional();
const optionalDate = () => z.preprocess((value) => (value === '' || value === null ? undefined : value), calendarDate().optional());
const optionalMonth = () => z.preprocess((value) => (value === '' || value === null ? undefined : value), monthText().optional());
const earlierFirst = (input: { startDate?: string | undefined; endDate?: string | undefined }) => !input.startDate || !input.endDate || input.startDate <= input.endDate;
const DATE_ORDER = { path: ['startDate'], message: '开始日期不能晚于结束日期' };

export const MAX_WORK_COMMENT = 500;

/**
 * One child's work in a class workbook; with `workbookFileId` it replaces that work's fields.
 * `isExcellent` marks it 优秀作品 (or takes the mark off); left out, a new work is not excellent and a
 * changed one keeps its mark.
 */
export const SaveWorkbookFileInput = z.object({
  workbookFileId: optionalId(),
  workbookId: id(),
  studentId: id(),
  /** The photo or scan, uploaded as a Workbook file. */
  fileId: id(),
  title: optionalText(50, '作品名称最多50字'),
  teacherComment: optionalText(500, '教师评语最多500字'),
  isExcellent: flag().optional(),
});
export type SaveWorkbookFileInput = z.infer<typeof SaveWorkbookFileInput>;

export const SavedWorkbookFile = z.object({ workbookFileId: z.number().int() });

// ---- the console's read of a child's works ----

export const StudentWork = z.object({
  workbookFileId: z.number().int(),
  workbookId: z.number().int(),
  workbookName: z.string(),
  className: z.string(),
  title: z.string().nullable(),
  teacherName: z.string().nullable(),
  /** When it was added, and that instant's school date. */
  createdAt: z.string(),
  date: z.string(),
  isExcellent: z.boolean(),
  teacherComment: z.string().nullable(),
  /** The stored photo or scan and its type (jpg, png, pdf ...); null when its bytes are not in this server's store. */
  fileId: z.number().int().nullable(),
  fileType: z.string().nullable(),
});
export type StudentWork = z.infer<typeof StudentWork>;

/** Newest first, with how many of all the interval's works were chosen as excellent. */
export const StudentWorkPage = pageOf(StudentWork).extend({ excellentCount: z.number().int() });

// ---- 园所动态 > 作品集 (Workbook4, CourseActive4Workbook) ----

/** Which classes: of a school year (the current one by default), a grade, or one class. */
const classFilter = { yearId: optionalId(), gradeId: optionalId(), classId: optionalId() };

/** Works added within school days, either end open. */
export const WorkbookTotalNumInput = z.object({ ...classFilter, startDate: optionalDate(), endDate: optionalDate() }).refine(earlierFirst, DATE_ORDER);
export type WorkbookTotalNumInput = z.infer<typeof WorkbookTotalNumInput>;
export const WorkbookTotals = z.object({ workbookCount: z.number().int(), fileCount: z.number().int(), excellentCount: z.number().int() });
export const ExcellentFileNum = z.object({ excellentCount: z.number().int() });

export const WorkbookListInput = z.object({ ...classFilter, searchKey: z.string().trim().max(50, '搜索内容最多50字').optional(), ...pageInput });
export type WorkbookListInput = z.infer<typeof WorkbookListInput>;

/** A workbook: a theme a class collects its children's works under. */
export const WorkbookRow = z.object({
  workbookId: z.number().int(),
  workbookName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  teacherName: z.string().nullable(),
  createdAt: z.string(),
  date: z.string(),
  /** Children now in the class, works collected, excellent ones, and the first work's picture as its cover. */
  childCount: z.number().int(),
  fileCount: z.number().int(),
  excellentCount: z.number().int(),
  coverFileId: z.number().int().nullable(),
});
export type WorkbookRow = z.infer<typeof WorkbookRow>;
export const WorkbookPage = pageOf(WorkbookRow);

export const WorkbookIdInput = z.object({ workbookId: id() });
export const WorkbookFileIdInput = z.object({ workbookFileId: id() });

/** A work as the school's lists show it: a child's work with whose it is and its comments counted. */
export const WorkbookFileRow = StudentWork.extend({
  classId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  commentCount: z.number().int(),
});
export type WorkbookFileRow = z.infer<typeof WorkbookFileRow>;

/** A workbook with its works (all, or the excellent ones), and the children of the class still without one in it. */
export const WorkbookInfo = WorkbookRow.omit({ coverFileId: true }).extend({
  fileList: z.array(WorkbookFileRow),
  missingStudents: z.array(z.object({ studentId: z.number().int(), studentName: z.string() })),
});
export type WorkbookInfo = z.infer<typeof WorkbookInfo>;

/** One work with its comments (GetWorkBookInfo). */
export const WorkDetail = WorkbookFileRow.extend({ likeCount: z.number().int(), commentList: z.array(InteractionComment) });
export type WorkDetail = z.infer<typeof WorkDetail>;

/** Statistics of a month (the current one by default): works added then, and the children who have none. */
export const WorkbookClassStatisticsInput = z.object({ yearId: optionalId(), gradeId: optionalId(), month: optionalMonth() });
export type WorkbookClassStatisticsInput = z.infer<typeof WorkbookClassStatisticsInput>;

export const WorkbookClassStatistics = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  childCount: z.number().int(),
  /** Of the class's workbooks, whenever added. */
  workbookCount: z.number().int(),
  fileCount: z.number().int(),
  excellentCount: z.number().int(),
  /** Works added in the month, and the children now in the class who have none of them. */
  monthFileCount: z.number().int(),
  noWorkChildCount: z.number().int(),
});
export type WorkbookClassStatistics = z.infer<typeof WorkbookClassStatistics>;
export const WorkbookClassStatisticsList = z.object({ month: z.string(), list: z.array(WorkbookClassStatistics) });

export const WorkbookStudentStatisticsInput = z.object({ classId: id(), month: optionalMonth(), onlyWithoutWork: flag().optional() });
export type WorkbookStudentStatisticsInput = z.infer<typeof WorkbookStudentStatisticsInput>;

/** A child now in the class: works in the class's workbooks, excellent ones, those of the month, and the last one's day. */
export const WorkbookStudentStatistics = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  fileCount: z.number().int(),
  excellentCount: z.number().int(),
  monthFileCount: z.number().int(),
  lastWorkDate: z.string().nullable(),
});
export type WorkbookStudentStatistics = z.infer<typeof WorkbookStudentStatistics>;
export const WorkbookStudentStatisticsList = z.object({ month: z.string(), className: z.string(), list: z.array(WorkbookStudentStatistics) });

/** Excellent works of the school's classes (ExcellentStatistics), newest first. */
export const ExcellentFileListInput = z
  .object({ ...classFilter, startDate: optionalDate(), endDate: optionalDate(), searchKey: z.string().trim().max(50, '搜索内容最多50字').optional(), ...pageInput })
  .refine(earlierFirst, DATE_ORDER);
export type ExcellentFileListInput = z.infer<typeof ExcellentFileListInput>;
export const WorkbookFilePage = pageOf(WorkbookFileRow);

/** A teacher's comment on a work; with `commentId`, the teacher's own comment changed. */
export const SaveWorkbookCommentInput = z.object({ workbookFileId: id(), commentId: optionalId(), content: freeText('评论', MAX_WORK_COMMENT) });
export type SaveWorkbookCommentInput = z.infer<typeof SaveWorkbookCommentInput>;
export const SavedWorkbookComment = z.object({ commentId: z.number().int() });
