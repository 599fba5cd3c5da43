import { z } from 'zod';
import { id, pageInput, pageOf } from '../endpoint.js';
import { EvaluationRange, evaluationRange, evaluationRangeRule } from '../appraise/appraise.schemas.js';
import { optionalText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';
import { calendarDate } from '../child/child.schemas.js';
import { attachmentIds, teachingTitle } from '../teach-note/teach-note.schemas.js';

export const AddHomeworkInput = z.object({
  classId: id(),
  title: teachingTitle(),
  content: z.string().trim().min(1, '请填写作业内容').max(2000, '作业内容最多2000字'),
  /** The last day families may hand it in: today or later. */
  endDate: calendarDate(),
  fileIds: attachmentIds(),
});
export type AddHomeworkInput = z.infer<typeof AddHomeworkInput>;

export const SavedHomework = z.object({ homeworkId: z.number().int() });

/**
 * The spec's homework calls name their query fields iHomeworkId, iTeacherId, iEndDate: each is
 * taken under that name or the plain one (homeworkId ...).
 */
const withPlainNames = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    const plain = Object.fromEntries(Object.entries(input).filter(([key]) => /^i[A-Z]/.test(key)).map(([key, item]) => [key.charAt(1).toLowerCase() + key.slice(2), item]));
    return { ...plain, ...input };
  }, schema);

export const HomeworkIdInput = withPlainNames(z.object({ homeworkId: id(), teacherId: id().optional() }));
export const UpdateHomeworkEndDateInput = withPlainNames(z.object({ homeworkId: id(), teacherId: id().optional(), endDate: calendarDate() }));
export type UpdateHomeworkEndDateInput = z.infer<typeof UpdateHomeworkEndDateInput>;

export const HomeworkRangeInput = z.object({ ...evaluationRange, gradeId: id().optional(), classId: id().optional() }).refine(...evaluationRangeRule);
export type HomeworkRangeInput = z.infer<typeof HomeworkRangeInput>;

/** Families' sign-offs against the children expected: a class's children on the homework's due date. */
const completion = {
  homeworkCount: z.number().int(),
  expectedCount: z.number().int(),
  signCount: z.number().int(),
  /** signCount / expectedCount in percent, one decimal; null when nobody was expected. */
  completionRate: z.number().nullable(),
};

export const HomeworkClassAmount = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  homeworkCount: z.number().int(),
  teacherCount: z.number().int(),
  lastDate: z.string().nullable(),
});
export const HomeworkAmountList = z.object({ range: EvaluationRange, list: z.array(HomeworkClassAmount) });

export const HomeworkClassCompletion = z.object({ classId: z.number().int(), className: z.string(), gradeName: z.string(), ...completion });
export const HomeworkCompletionList = z.object({ range: EvaluationRange, list: z.array(HomeworkClassCompletion) });

export const HomeworkTeacherStatistics = z.object({ teacherId: z.number().int(), teacherName: z.string(), classCount: z.number().int(), ...completion });
export const HomeworkStatistics = z.object({
  range: EvaluationRange,
  total: z.object({ classCount: z.number().int(), teacherCount: z.number().int(), ...completion }),
  teacherList: z.array(HomeworkTeacherStatistics),
});

export const HomeworkListInput = z
  .object({ ...pageInput, ...evaluationRange, gradeId: id().optional(), classId: id().optional(), teacherId: id().optional(), searchContent: z.string().trim().max(50).optional() })
  .refine(...evaluationRangeRule);
export type HomeworkListInput = z.infer<typeof HomeworkListInput>;

export const HomeworkRow = z.object({
  homeworkId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  title: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  ...completion,
  /** Whether the caller may delete it or move its end date: its teacher, or whoever manages the teachers. */
  canEdit: z.boolean(),
});
export const HomeworkPage = pageOf(HomeworkRow).extend({ range: EvaluationRange });
export const HomeworkInfo = HomeworkRow.extend({ content: z.string(), fileList: z.array(AttachedFile) });

export const StudentStatisticsInput = z.object({ ...evaluationRange, classId: id() }).refine(...evaluationRangeRule);
export const StudentHomeworkStatistics = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  homeworkCount: z.number().int(),
  signCount: z.number().int(),
  completionRate: z.number().nullable(),
});
export const StudentStatisticsList = z.object({ range: EvaluationRange, list: z.array(StudentHomeworkStatistics) });

export const HomeworkSignRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  isSigned: z.boolean(),
  signedAt: z.string().nullable(),
  guardianName: z.string().nullable(),
  content: z.string().nullable(),
});
export const HomeworkSignList = z.object({ signCount: z.number().int(), expectedCount: z.number().int(), list: z.array(HomeworkSignRow) });

// ---------- the family page: a guardian signs off the child's homework ----------

export const FAMILY_HOMEWORK_FEEDBACK_MAX = 200;

/** A homework of the child's class the child is expected to hand in, with the family's sign-off. */
export const FamilyHomework = z.object({
  homeworkId: z.number().int(),
  title: z.string(),
  content: z.string(),
  teacherName: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  isSigned: z.boolean(),
  signedAt: z.string().nullable(),
  /** Whether the family may still sign it: not signed, and due today or later. */
  canSign: z.boolean(),
});
export type FamilyHomework = z.infer<typeof FamilyHomework>;
export const FamilyHomeworkList = z.object({ list: z.array(FamilyHomework) });

export const FamilySignHomeworkInput = z.object({
  homeworkId: id(),
  /** What the family writes back, if anything. */
  content: optionalText('家长反馈', FAMILY_HOMEWORK_FEEDBACK_MAX),
});
export type FamilySignHomeworkInput = z.infer<typeof FamilySignHomeworkInput>;
export const SignedHomework = z.object({ homeworkId: z.number().int(), signedAt: z.string() });
