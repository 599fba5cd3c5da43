import { z } from 'zod';
import { calendarDate, idList } from '../child/child.schemas.js';
import { id, intAmong, numeric, pageInput, pageOf } from '../endpoint.js';
import { freeText, nameText, optionalText } from '../fields.js';

/** The kind of measure an epidemic-control activity is (防疫措施). */
export const EpidemicMeasure = { HEALTH_CHECK: 1, DISINFECTION: 2, VENTILATION: 3, TEMPERATURE: 4, HAND_WASHING: 5, OTHER: 9 } as const;
export const epidemicMeasureLabel: Record<number, string> = { 1: '晨午检', 2: '消毒', 3: '通风', 4: '体温检测', 5: '洗手督导', 9: '其他' };
export const epidemicMeasures = Object.values(EpidemicMeasure);

/** What was found on a child (症状). */
export const epidemicSymptomLabel: Record<number, string> = { 1: '发热', 2: '咳嗽', 3: '流涕', 4: '腹泻', 5: '呕吐', 6: '皮疹', 7: '手足口疑似', 9: '其他' };
export const epidemicSymptoms = Object.keys(epidemicSymptomLabel).map(Number);
/** From this temperature (°C) a child counts as having a fever. */
export const FEVER_CELSIUS = 37.3;

/** An activity's state, from its dates and today. */
export const epidemicActivityStateLabel: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** An activity runs at most this many days, and names at most this many classes. */
export const MAX_EPIDEMIC_DAYS = 366;
export const MAX_RECORD_CHILDREN = 60;

const rangeRule: [(input: { startDate: string; endDate: string }) => boolean, { path: string[]; message: string }] = [
  (input) => input.startDate <= input.endDate,
  { path: ['endDate'], message: '结束日期不能早于开始日期' },
];

export const EpidemicActivityListInput = z
  .object({
    ...pageInput,
    searchKey: optionalText('搜索内容', 50),
    measureType: intAmong([0, ...epidemicMeasures], '措施类型不存在').default(0),
    /** 0 全部, 1 未开始, 2 进行中, 3 已结束. */
    state: intAmong([0, 1, 2, 3], '状态不存在').default(0),
  });
export type EpidemicActivityListInput = z.infer<typeof EpidemicActivityListInput>;

export const EpidemicActivityRow = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  measureType: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** 0 未开始, 1 进行中, 2 已结束. */
  state: z.number().int(),
  classCount: z.number().int(),
  /** Class days recorded so far. */
  recordCount: z.number().int(),
  /** Children found with a symptom, over all its records. */
  symptomCount: z.number().int(),
  adderName: z.string(),
});
export type EpidemicActivityRow = z.infer<typeof EpidemicActivityRow>;
export const EpidemicActivityPage = pageOf(EpidemicActivityRow);

export const EpidemicActivityIdInput = z.object({ activityId: id() });

export const EpidemicActivityDetail = EpidemicActivityRow.extend({
  content: z.string().nullable(),
  classList: z.array(z.object({ classId: z.number().int(), className: z.string(), gradeName: z.string() })),
  createdAt: z.string(),
});
export type EpidemicActivityDetail = z.infer<typeof EpidemicActivityDetail>;

const activityFields = {
  activityName: nameText('活动名称', 50),
  measureType: intAmong(epidemicMeasures, '请选择措施类型'),
  content: optionalText('措施要求', 1000),
  classIds: idList('班级'),
};
export const AddEpidemicActivityInput = z.object({ ...activityFields, startDate: calendarDate(), endDate: calendarDate() }).refine(...rangeRule);
export type AddEpidemicActivityInput = z.infer<typeof AddEpidemicActivityInput>;
export const UpdateEpidemicActivityInput = z
  .object({ activityId: id(), ...activityFields, startDate: calendarDate(), endDate: calendarDate() })
  .refine(...rangeRule);
export type UpdateEpidemicActivityInput = z.infer<typeof UpdateEpidemicActivityInput>;
export const SavedEpidemicActivity = z.object({ activityId: z.number().int() });

/** Each class of an activity: the school days of the range so far, the days recorded, the children found. */
export const EpidemicClassSummary = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  dueDays: z.number().int(),
  recordDays: z.number().int(),
  symptomCount: z.number().int(),
  lastRecordDate: z.string().nullable(),
});
export type EpidemicClassSummary = z.infer<typeof EpidemicClassSummary>;

export const EpidemicClassDetailInput = z.object({ activityId: id(), classId: id() });

export const EpidemicChildFinding = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  symptom: z.number().int(),
  temperature: z.number().nullable(),
  remark: z.string().nullable(),
});
export type EpidemicChildFinding = z.infer<typeof EpidemicChildFinding>;

/** One school day of a class in an activity, with its record when there is one. */
export const EpidemicClassDay = z.object({
  date: z.string(),
  recordId: z.number().int().nullable(),
  recorderId: z.number().int().nullable(),
  recorderName: z.string().nullable(),
  doneTime: z.string().nullable(),
  findings: z.string().nullable(),
  childList: z.array(EpidemicChildFinding),
});
export type EpidemicClassDay = z.infer<typeof EpidemicClassDay>;
export const EpidemicClassDetail = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  measureType: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  dayList: z.array(EpidemicClassDay),
});
export type EpidemicClassDetail = z.infer<typeof EpidemicClassDetail>;

const temperature = numeric(z.number({ error: '体温应为 34 至 43 之间的数' }).min(34, '体温应为 34 至 43 之间的数').max(43, '体温应为 34 至 43 之间的数'));

export const SaveEpidemicRecordInput = z.object({
  activityId: id(),
  classId: id(),
  recordDate: calendarDate(),
  /** Who did it; the caller when not given. */
  recorderId: id().optional(),
  doneTime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '完成时间格式应为 HH:mm')]).default(''),
  findings: freeText('检查情况', 500),
  childList: z
    .array(
      z.object({
        studentId: id(),
        symptom: intAmong(epidemicSymptoms, '请选择症状'),
        temperature: temperature.nullable().optional(),
        remark: optionalText('备注', 200),
      }),
    )
    .max(MAX_RECORD_CHILDREN, `一次最多记录${MAX_RECORD_CHILDREN}名幼儿`)
    .default([]),
});
export type SaveEpidemicRecordInput = z.infer<typeof SaveEpidemicRecordInput>;
export const SavedEpidemicRecord = z.object({ recordId: z.number().int() });

export const StudentEpidemicInput = z
  .object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .refine((input) => input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export const StudentEpidemicFinding = z.object({
  recordDate: z.string(),
  activityName: z.string(),
  measureType: z.number().int(),
  className: z.string(),
  symptom: z.number().int(),
  temperature: z.number().nullable(),
  remark: z.string().nullable(),
  recorderName: z.string(),
});
export type StudentEpidemicFinding = z.infer<typeof StudentEpidemicFinding>;
