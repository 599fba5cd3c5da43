import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';
import { GuideTargetIdList } from '../guide/guide.js';

/**
 * What a statistic of 教学评价 covers: a school year (the current one unless named), or the dates
 * given, both included. Dates win over the year when both are sent.
 */
export const evaluationRange = {
  yearId: id().optional(),
  startDate: calendarDate().optional(),
  endDate: calendarDate().optional(),
};
export const evaluationRangeRule: [(range: { startDate?: string | undefined; endDate?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (range) => !range.startDate === !range.endDate && (!range.startDate || range.startDate <= range.endDate!),
  { message: '请同时填写开始和结束日期，且结束日期不早于开始日期', path: ['endDate'] },
];
export const EvaluationRangeInput = z.object(evaluationRange).refine(...evaluationRangeRule);
export type EvaluationRangeInput = z.infer<typeof EvaluationRangeInput>;

/** The dates a statistic covered, as resolved (null when the school has no current year). */
export const EvaluationRange = z.object({ startDate: z.string(), endDate: z.string() }).nullable();

/** What was appraised: a lesson (集体教学) or another activity (区域、游戏、户外...). */
export const AppraiseType = { LESSON: 1, ACTIVITY: 2 } as const;
export const appraiseTypeLabel: Record<number, string> = { 1: '集体教学', 2: '其他活动' };
export const APPRAISE_TYPES = Object.values(AppraiseType);

/** A field is scored 1 to 5 (the console's stars). */
export const MAX_APPRAISE_SCORE = 5;
export const MAX_APPRAISE_FIELDS = 20;

export const AppraiseField = z.object({
  fieldId: z.number().int(),
  fieldName: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Appraisals scoring it: such a field is kept. */
  appraiseCount: z.number().int(),
});
export type AppraiseField = z.infer<typeof AppraiseField>;

export const AddAppraiseFieldInput = z.object({
  fieldName: nameText('评价维度名称', 20),
  description: optionalText('维度说明', 200),
});
export const UpdateAppraiseFieldInput = AddAppraiseFieldInput.extend({ fieldId: id() });
export const AppraiseFieldIdInput = z.object({ fieldId: id() });
export const SavedAppraiseField = z.object({ fieldId: z.number().int() });

/** The whole order, every field of the school once, first to last. */
export const UpdateAppraiseFieldOrderInput = z.object({
  fieldIdList: z
    .array(id())
    .min(1, '请给出维度的顺序')
    .max(MAX_APPRAISE_FIELDS)
    .refine((ids) => new Set(ids).size === ids.length, '维度重复'),
});
/** One field moved to a place (1 is the first); the others keep their order around it. */
export const UpdateAppraiseOrderInput = z.object({ fieldId: id(), sortOrder: int(1, MAX_APPRAISE_FIELDS, '位置应为1至20') });

const score = () => int(1, MAX_APPRAISE_SCORE, `评分应为1至${MAX_APPRAISE_SCORE}`);

export const AppraiseScoreInput = z.object({
  fieldId: id(),
  score: score(),
  remark: optionalText('维度评语', 200),
});

export const AddAppraiseInput = z.object({
  teacherId: id(),
  classId: id().nullish(),
  appraiseType: intAmong(APPRAISE_TYPES, '评价类型应为1（集体教学）或2（其他活动）').default(AppraiseType.LESSON),
  lessonName: nameText('活动名称', 50),
  lessonDate: calendarDate(),
  scoreList: z
    .array(AppraiseScoreInput)
    .min(1, '请至少为一个维度评分')
    .max(MAX_APPRAISE_FIELDS)
    .refine((scores) => new Set(scores.map((item) => item.fieldId)).size === scores.length, '同一维度只能评一次'),
  targetIdList: GuideTargetIdList.default([]),
  remark: optionalText('总评', 500),
});
export type AddAppraiseInput = z.infer<typeof AddAppraiseInput>;
export const UpdateAppraiseInput = AddAppraiseInput.extend({ appraiseId: id() });
export type UpdateAppraiseInput = z.infer<typeof UpdateAppraiseInput>;
export const AppraiseIdInput = z.object({ appraiseId: id() });
export const SavedAppraise = z.object({ appraiseId: z.number().int() });

/** Whether the caller already appraised this lesson (one appraisal per appraiser and lesson). */
export const IsExistsAppraiseInput = z.object({ teacherId: id(), lessonDate: calendarDate(), lessonName: nameText('活动名称', 50) });
export const IsExistsAppraise = z.object({ isExists: z.boolean(), appraiseId: z.number().int().nullable() });

export const AppraiseListInput = z
  .object({
    ...pageInput,
    ...evaluationRange,
    teacherId: id().optional(),
    appraiserId: id().optional(),
    appraiseType: intAmong(APPRAISE_TYPES, '评价类型应为1或2').optional(),
    searchContent: z.string().trim().max(50).optional(),
  })
  .refine(...evaluationRangeRule);
export type AppraiseListInput = z.infer<typeof AppraiseListInput>;

export const AppraiseRow = z.object({
  appraiseId: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  appraiseType: z.number().int(),
  lessonName: z.string(),
  lessonDate: z.string(),
  appraiserId: z.number().int(),
  appraiserName: z.string(),
  /** The mean of its field scores, to one decimal. */
  averageScore: z.number(),
  remark: z.string().nullable(),
  /** Whether the caller may change or delete it: its appraiser, or a role holding 评价设置. */
  canEdit: z.boolean(),
});
export const AppraisePage = pageOf(AppraiseRow).extend({ range: EvaluationRange });

export const AppraiseScore = z.object({ fieldId: z.number().int(), fieldName: z.string(), score: z.number().int(), remark: z.string().nullable() });
export const AppraiseTarget = z.object({ targetId: z.number().int(), title: z.string() });
export const AppraiseDetail = AppraiseRow.extend({ scoreList: z.array(AppraiseScore), targetIdList: z.array(z.number().int()), targetList: z.array(AppraiseTarget) });
export type AppraiseDetail = z.infer<typeof AppraiseDetail>;

export const AppraiseTargetSelectInput = z.object({ domainId: intAmong([1, 2, 3, 4, 5], '领域应为1至5').optional() });
export const GuideTargetOption = z.object({ targetId: z.number().int(), domainId: z.number().int(), domainName: z.string(), subDomainName: z.string(), targetName: z.string(), title: z.string() });

export const AppraiseStatisticsInput = z.object({ ...evaluationRange, teacherId: id().optional() }).refine(...evaluationRangeRule);
export const FieldAverage = z.object({ fieldId: z.number().int(), fieldName: z.string(), averageScore: z.number().nullable(), scoreCount: z.number().int() });
export const TeacherAppraiseStatistics = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  appraiseCount: z.number().int(),
  averageScore: z.number().nullable(),
  fieldList: z.array(FieldAverage),
});
export const AppraiseStatistics = z.object({
  range: EvaluationRange,
  /** The school's fields in their order: the table's columns. */
  fieldList: z.array(z.object({ fieldId: z.number().int(), fieldName: z.string() })),
  teacherList: z.array(TeacherAppraiseStatistics),
});
export type AppraiseStatistics = z.infer<typeof AppraiseStatistics>;
