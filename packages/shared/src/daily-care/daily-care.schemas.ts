import { z } from 'zod';
import { id, numeric } from '../endpoint.js';
import { calendarDate } from '../child/child.schemas.js';

/** How much of a meal a child ate (进餐情况), best first; 未进餐 when the child had none of it. */
export const EatLevel = { ALL: 1, MOST: 2, HALF: 3, LITTLE: 4, NONE: 5 } as const;
export const eatLevelLabel: Record<number, string> = { 1: '全部吃完', 2: '吃了大部分', 3: '吃了一半', 4: '吃得很少', 5: '未进餐' };
export const EAT_LEVELS = Object.values(EatLevel);
/** A meal counts as eaten well when the child ate all or most of it. */
export const ateWell = (level: number) => level <= EatLevel.MOST;

/** The meals of a kindergarten day, in the order they are served, as the record's fields. */
export const MEALS = [
  { field: 'breakfast', label: '早餐' },
  { field: 'lunch', label: '午餐' },
  { field: 'snack', label: '午点' },
] as const;
export type MealField = (typeof MEALS)[number]['field'];

/** Water is counted in cups; the school says how much a cup holds. */
export const MAX_WATER_CUPS = 12;
export const DEFAULT_CUP_ML = 150;
export const MIN_CUP_ML = 50;
export const MAX_CUP_ML = 500;
/** The longest interval a summary or a child's read covers: a school year. */
export const MAX_CARE_RANGE_DAYS = 366;
const DAY_MS = 24 * 3600 * 1000;

const eatLevel = (meal: string) =>
  numeric(
    z
      .number({ message: `请选择${meal}的进餐情况` })
      .int()
      .refine((value) => (EAT_LEVELS as number[]).includes(value), `${meal}的进餐情况为1（全部吃完）至5（未进餐）`),
  );

const waterCups = () =>
  numeric(
    z
      .number({ message: '请填写饮水杯数' })
      .int('饮水杯数应为整数')
      .min(0, '饮水杯数不能为负数')
      .max(MAX_WATER_CUPS, `饮水杯数最多${MAX_WATER_CUPS}杯`),
  );

/** An interval of days, in order and at most a school year long. */
function checkInterval(input: { startDate: string; endDate: string }, context: z.RefinementCtx) {
  if (input.startDate > input.endDate) context.addIssue({ code: 'custom', path: ['startDate'], message: '开始日期不能晚于结束日期' });
  else if ((Date.parse(input.endDate) - Date.parse(input.startDate)) / DAY_MS >= MAX_CARE_RANGE_DAYS) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: `时间段最长${MAX_CARE_RANGE_DAYS}天` });
  }
}

// ---- a class's day ----

export const ClassDayInput = z.object({ classId: id(), date: calendarDate() });

export const CareChild = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  /** The day's attendance: 0 缺勤, 1 出勤, 2 离园; null when nobody took it. */
  attendStatus: z.number().int().nullable(),
  /** Whether the child came that day: only they can be recorded. */
  recordable: z.boolean(),
  /** The saved record of the day; all null when there is none. */
  waterCups: z.number().int().nullable(),
  breakfast: z.number().int().nullable(),
  lunch: z.number().int().nullable(),
  snack: z.number().int().nullable(),
  pickyNote: z.string().nullable(),
  recordedByName: z.string().nullable(),
});
export type CareChild = z.infer<typeof CareChild>;

export const ClassDay = z.object({
  classId: z.number().int(),
  className: z.string(),
  date: z.string(),
  /** How many ml the school's cup holds. */
  cupMl: z.number().int(),
  /** Whether the day can be recorded: a school day, not in the future. */
  editable: z.boolean(),
  /** Why it cannot: 周六, 国庆节, 未到日期; null when editable. */
  closedReason: z.string().nullable(),
  /** The children in the class that day, those who came first. */
  children: z.array(CareChild),
});
export type ClassDay = z.infer<typeof ClassDay>;

export const CareEntry = z.object({
  studentId: id(),
  waterCups: waterCups(),
  breakfast: eatLevel('早餐'),
  lunch: eatLevel('午餐'),
  snack: eatLevel('午点'),
  /** 挑食 and the like: what the child left or refused. */
  pickyNote: z.preprocess((value) => value ?? '', z.string().trim().max(50, '挑食备注最多50字')).transform((value) => value || null),
});
export type CareEntry = z.infer<typeof CareEntry>;

export const SaveClassDayInput = z.object({
  classId: id(),
  date: calendarDate(),
  records: z.array(CareEntry).min(1, '请至少填写一名幼儿的饮水进餐').max(100, '一次最多填写100名幼儿'),
});
export type SaveClassDayInput = z.infer<typeof SaveClassDayInput>;
export const SavedClassDay = z.object({ savedCount: z.number().int() });

export const SaveCupSizeInput = z.object({
  cupMl: numeric(
    z
      .number({ message: '请填写水杯容量' })
      .int('水杯容量应为整数毫升')
      .min(MIN_CUP_ML, `水杯容量为${MIN_CUP_ML}-${MAX_CUP_ML}毫升`)
      .max(MAX_CUP_ML, `水杯容量为${MIN_CUP_ML}-${MAX_CUP_ML}毫升`),
  ),
});
export const SavedCupSize = z.object({ cupMl: z.number().int() });

// ---- a class over an interval ----

export const ClassSummaryInput = z.object({ classId: id(), startDate: calendarDate(), endDate: calendarDate() }).superRefine(checkInterval);
export type ClassSummaryInput = z.infer<typeof ClassSummaryInput>;

/** What a number of child-days add up to; averages and rates are null when nothing was recorded. */
export const CareTotals = z.object({
  recordedCount: z.number().int(),
  averageCups: z.number().nullable(),
  averageMl: z.number().nullable(),
  ateWellCount: z.number().int(),
  /** Percent with one decimal of the recorded children who ate every meal well. */
  ateWellRate: z.number().nullable(),
});
export type CareTotals = z.infer<typeof CareTotals>;

export const CareDay = CareTotals.extend({ date: z.string() });
export type CareDay = z.infer<typeof CareDay>;

export const ClassSummary = z.object({
  classId: z.number().int(),
  className: z.string(),
  /** The interval with the future cut off. */
  startDate: z.string(),
  endDate: z.string(),
  cupMl: z.number().int(),
  totals: CareTotals,
  /** Every school day of the interval. */
  days: z.array(CareDay),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

// ---- a child over an interval ----

export const StudentCareInput = z.object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() }).superRefine(checkInterval);

export const StudentCareDay = z.object({
  date: z.string(),
  className: z.string(),
  waterCups: z.number().int(),
  waterMl: z.number().int(),
  breakfast: z.number().int(),
  lunch: z.number().int(),
  snack: z.number().int(),
  pickyNote: z.string().nullable(),
  ateWell: z.boolean(),
});
export type StudentCareDay = z.infer<typeof StudentCareDay>;

export const StudentCare = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  cupMl: z.number().int(),
  totals: z.object({
    recordedDays: z.number().int(),
    averageCups: z.number().nullable(),
    averageMl: z.number().nullable(),
    ateWellDays: z.number().int(),
  }),
  /** The recorded days, newest first. */
  days: z.array(StudentCareDay),
});
export type StudentCare = z.infer<typeof StudentCare>;
