import { z } from 'zod';
import { freeText, optionalText } from '../fields.js';
import { id, intAmong } from '../endpoint.js';
import type { FileKindName } from '../files/file-kinds.js';
import { calendarDate, idList, MAX_STUDENT_BATCH } from '../child/child.schemas.js';
import { GUIDE_DOMAIN_IDS, GuideDomain, guideDomainLabel } from '../guide/guide.js';

/** A child's mood of the day (在园心情). */
export const Mood = { HAPPY: 1, CALM: 2, SAD: 3, ANGRY: 4, AFRAID: 5 } as const;
export const moodLabel: Record<number, string> = { 1: '开心', 2: '平静', 3: '难过', 4: '生气', 5: '害怕' };
export const MOODS = Object.values(Mood);

/** The five domains of the national 3-6岁儿童学习与发展指南, which growth records and observations are filed under. */
export const DevelopmentField = GuideDomain;
export const developmentFieldLabel = guideDomainLabel;
export const DEVELOPMENT_FIELDS = GUIDE_DOMAIN_IDS;

/** The files module's kinds a growth record's photos may be. */
export const RECORD_PHOTO_KINDS: readonly FileKindName[] = ['GrowthRecordPhoto'];
export const MAX_RECORD_PHOTOS = 9;
export const MAX_OBSERVED_GOALS = 20;
/** The longest interval the child's growth read covers: a school year. */
export const MAX_GROWTH_RANGE_DAYS = 366;

const DAY_MS = 24 * 3600 * 1000;


const mood = () => intAmong(MOODS, '心情为1（开心）、2（平静）、3（难过）、4（生气）或5（害怕）');
const developmentField = () =>
  intAmong(DEVELOPMENT_FIELDS, '领域为1（健康）、2（语言）、3（社会）、4（科学）或5（艺术）');

// ---- the teacher app's writes ----

export const ChildMoodInput = z.object({ studentId: id(), mood: mood(), remark: optionalText('心情备注', 200) });
export const AddMoodInput = z.object({
  classId: id(),
  date: calendarDate(),
  moods: z.array(ChildMoodInput).min(1, '请至少填写一名幼儿的心情').max(MAX_STUDENT_BATCH, `一次最多${MAX_STUDENT_BATCH}名幼儿`),
});
export type AddMoodInput = z.infer<typeof AddMoodInput>;
export const SavedMoods = z.object({ savedCount: z.number().int() });

export const SaveRecordInput = z.object({
  /** With an id the record is updated, by its author only. */
  recordId: id().optional(),
  classId: id(),
  studentIds: idList('幼儿'),
  field: developmentField(),
  content: freeText('记录内容', 2000),
  recordDate: calendarDate(),
  /** Files of the files module, of a kind in RECORD_PHOTO_KINDS. */
  photoIds: z.array(id()).max(MAX_RECORD_PHOTOS, `最多${MAX_RECORD_PHOTOS}张照片`).default([]),
});
export type SaveRecordInput = z.infer<typeof SaveRecordInput>;
export const SavedRecord = z.object({ recordId: z.number().int() });

export const ObservedGoalInput = z.object({ goalText: freeText('观察目标', 200), remark: optionalText('目标备注', 500) });
export const AddObservationInput = z.object({
  classId: id(),
  studentIds: idList('观察的幼儿'),
  activityName: freeText('活动名称', 50),
  observeDate: calendarDate(),
  field: developmentField(),
  goals: z.array(ObservedGoalInput).min(1, '请至少填写一个观察目标').max(MAX_OBSERVED_GOALS, `最多${MAX_OBSERVED_GOALS}个观察目标`),
  note: optionalText('观察总结', 2000),
});
export type AddObservationInput = z.infer<typeof AddObservationInput>;
export const SavedObservation = z.object({ obsId: z.number().int() });

export const GoalRemarkInput = z.object({ goalId: id(), remark: optionalText('目标备注', 500) });
export const SavedGoal = z.object({ goalId: z.number().int() });

/** The observation to export, named as the legacy call names it in the query. */
export const ExportObservationInput = z.object({ iObsId: id() });

// ---- the console's read ----

export const StudentGrowthInput = z
  .object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .superRefine((input, context) => {
    if (input.startDate > input.endDate) context.addIssue({ code: 'custom', path: ['startDate'], message: '开始日期不能晚于结束日期' });
    else if ((Date.parse(input.endDate) - Date.parse(input.startDate)) / DAY_MS >= MAX_GROWTH_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `时间段最长${MAX_GROWTH_RANGE_DAYS}天` });
    }
  });
export type StudentGrowthInput = z.infer<typeof StudentGrowthInput>;

const NamedChild = z.object({ studentId: z.number().int(), studentName: z.string() });

export const MoodDay = z.object({ date: z.string(), mood: z.number().int(), remark: z.string().nullable(), teacherName: z.string() });
export type MoodDay = z.infer<typeof MoodDay>;
export const MoodSummary = z.object({
  recordedDays: z.number().int(),
  /** Every mood 1-5, with the days it was recorded. */
  counts: z.array(z.object({ mood: z.number().int(), days: z.number().int() })),
  /** The days whose mood has a remark, newest first. */
  remarkedDays: z.array(MoodDay),
});

export const GrowthRecord = z.object({
  recordId: z.number().int(),
  className: z.string(),
  field: z.number().int(),
  content: z.string(),
  recordDate: z.string(),
  photoIds: z.array(z.number().int()),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** Every child the record is about, this one included. */
  students: z.array(NamedChild),
});
export type GrowthRecord = z.infer<typeof GrowthRecord>;

export const ObservedGoal = z.object({ goalId: z.number().int(), goalText: z.string(), remark: z.string().nullable() });
export const Observation = z.object({
  obsId: z.number().int(),
  className: z.string(),
  activityName: z.string(),
  observeDate: z.string(),
  field: z.number().int(),
  note: z.string().nullable(),
  teacherName: z.string(),
  students: z.array(NamedChild),
  goals: z.array(ObservedGoal),
  /** What the teacher saw of this child, and the child's level on each catalogue item observed. */
  remark: z.string().nullable(),
  levels: z.array(z.object({ itemId: z.number().int(), level: z.number().int() })),
});
export type Observation = z.infer<typeof Observation>;

export const StudentGrowth = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  moods: MoodSummary,
  /** Newest first. */
  records: z.array(GrowthRecord),
  /** Newest first. */
  observations: z.array(Observation),
});
export type StudentGrowth = z.infer<typeof StudentGrowth>;
