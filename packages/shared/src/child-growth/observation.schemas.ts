import { z } from 'zod';
import { freeText, optionalText } from '../fields.js';
import { id, intAmong, pageInput, pageOf } from '../endpoint.js';
import { calendarDate, MAX_STUDENT_BATCH } from '../child/child.schemas.js';
import { ObservedGoal } from './child-growth.schemas.js';
import { OBSERVATION_DOMAINS, OBSERVED_LEVELS, observationItem } from './observation-catalogue.js';

export const MAX_OBSERVED_ITEMS = 10;
/** A month of the list's filter: YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;


const domainId = () =>
  intAmong(OBSERVATION_DOMAINS, '观察领域为1（健康）、2（语言）、3（社会）、4（科学）、5（艺术）或6（学习品质）');
const level = () => intAmong(OBSERVED_LEVELS, '水平为1（需要帮助）、2（发展中）或3（已达成）');

// ---- reads ----

export const ObservationListInput = z.object({
  classId: id().optional(),
  domainId: domainId().optional(),
  month: z.string().regex(MONTH_PATTERN, '月份格式为YYYY-MM').optional(),
  teacherId: id().optional(),
  ...pageInput,
});
export type ObservationListInput = z.infer<typeof ObservationListInput>;

const NamedChild = z.object({ studentId: z.number().int(), studentName: z.string() });

export const ObservationRow = z.object({
  obsId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  domainId: z.number().int(),
  activityName: z.string(),
  observeDate: z.string(),
  note: z.string().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  students: z.array(NamedChild),
  /** The catalogue items observed; none for a course observation (AddCourseObserve), which has goals. */
  itemIds: z.array(z.number().int()),
  goalCount: z.number().int(),
});
export type ObservationRow = z.infer<typeof ObservationRow>;
export const ObservationPage = pageOf(ObservationRow);

export const ObservationDomainOption = z.object({ domainId: z.number().int(), domainName: z.string(), itemCount: z.number().int() });
export const ObservationItemsInput = z.object({ domainId: domainId() });
export const ObservationItemOption = z.object({ itemId: z.number().int(), domainId: z.number().int(), itemName: z.string() });
export const ObservationMonthsInput = z.object({ classId: id().optional() });

/** The observation named, as the legacy calls name it (in the query for the writes). */
export const ObservationIdInput = z.object({ obsId: id() });

export const ItemLevel = z.object({ itemId: z.number().int(), level: z.number().int() });
export const ObservedChild = NamedChild.extend({ remark: z.string().nullable(), levels: z.array(ItemLevel) });
export type ObservedChild = z.infer<typeof ObservedChild>;
export const ObservationForUpdate = ObservationRow.omit({ students: true, goalCount: true }).extend({
  children: z.array(ObservedChild),
  /** A course observation's goals, which these calls show but leave as they are. */
  goals: z.array(ObservedGoal),
});
export type ObservationForUpdate = z.infer<typeof ObservationForUpdate>;

// ---- writes ----

const ItemLevelInput = z.object({ itemId: id(), level: level() });
const ObservedChildInput = z.object({
  studentId: id(),
  /** What the teacher saw of this child. */
  remark: optionalText('幼儿表现', 500),
  levels: z.array(ItemLevelInput).max(MAX_OBSERVED_ITEMS, `最多${MAX_OBSERVED_ITEMS}个观察指标`).default([]),
});

const observationFields = z.object({
  classId: id(),
  domainId: domainId(),
  /** The activity or situation the children were observed in (区角游戏、集体活动 ...). */
  activityName: freeText('观察情境', 50),
  observeDate: calendarDate(),
  /** The items observed; every child has a level on each. */
  itemIds: z.array(id()).max(MAX_OBSERVED_ITEMS, `最多${MAX_OBSERVED_ITEMS}个观察指标`).default([]),
  children: z.array(ObservedChildInput).min(1, '请选择观察的幼儿').max(MAX_STUDENT_BATCH, `一次最多${MAX_STUDENT_BATCH}名幼儿`),
  /** 分析与支持: the teacher's overall note. */
  note: optionalText('观察总结', 2000),
});

type ObservationFields = z.infer<typeof observationFields>;

/** Items of the observation's domain, each once, and every child levelled on exactly those items. */
function checkItems(input: ObservationFields, context: z.RefinementCtx): void {
  if (new Set(input.itemIds).size !== input.itemIds.length) context.addIssue({ code: 'custom', path: ['itemIds'], message: '观察指标不能重复' });
  for (const itemId of input.itemIds) {
    if (observationItem(itemId)?.domainId !== input.domainId) context.addIssue({ code: 'custom', path: ['itemIds'], message: `观察指标（编号${itemId}）不属于所选领域` });
  }
  const expected = [...input.itemIds].sort().join(',');
  for (const [index, child] of input.children.entries()) {
    const given = child.levels.map((entry) => entry.itemId);
    if (new Set(given).size !== given.length || [...given].sort().join(',') !== expected) {
      context.addIssue({ code: 'custom', path: ['children', index, 'levels'], message: '请为每名幼儿的每个观察指标选择水平' });
    }
  }
  if (new Set(input.children.map((child) => child.studentId)).size !== input.children.length) {
    context.addIssue({ code: 'custom', path: ['children'], message: '同一名幼儿不能重复填写' });
  }
}

export const AddObservationItemsInput = observationFields.superRefine((input, context) => {
  if (input.itemIds.length === 0) context.addIssue({ code: 'custom', path: ['itemIds'], message: '请至少选择一个观察指标' });
  checkItems(input, context);
});
export type AddObservationItemsInput = z.infer<typeof AddObservationItemsInput>;

/** A course observation (with goals) may keep no items; the service knows which it is. */
export const UpdateObservationInput = observationFields.extend({ obsId: id() }).superRefine(checkItems);
export type UpdateObservationInput = z.infer<typeof UpdateObservationInput>;

// ---- the child's 学习品质 ----

export const Trend = { UP: 'up', DOWN: 'down', STEADY: 'steady' } as const;
export type Trend = (typeof Trend)[keyof typeof Trend];

export const LevelObserved = z.object({
  obsId: z.number().int(),
  observeDate: z.string(),
  activityName: z.string(),
  teacherName: z.string(),
  level: z.number().int(),
  remark: z.string().nullable(),
});
export type LevelObserved = z.infer<typeof LevelObserved>;

export const LearningQualityItem = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  /** The level of the newest observation of the item in the interval; null when none. */
  latestLevel: z.number().int().nullable(),
  /** The newest level against the oldest of the interval; null with fewer than two. */
  trend: z.enum([Trend.UP, Trend.DOWN, Trend.STEADY]).nullable(),
  /** Newest first. */
  observations: z.array(LevelObserved),
});
export type LearningQualityItem = z.infer<typeof LearningQualityItem>;

export const StudentLearningQuality = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  observationCount: z.number().int(),
  /** Every 学习品质 item of the catalogue, in its order. */
  items: z.array(LearningQualityItem),
});
export type StudentLearningQuality = z.infer<typeof StudentLearningQuality>;
