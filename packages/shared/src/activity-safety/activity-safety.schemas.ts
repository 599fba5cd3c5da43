import { z } from 'zod';
import { AttachedFile } from '../files/files.schemas.js';
import { calendarDate } from '../child/child.schemas.js';
import { id, intAmong, pageInput, pageOf } from '../endpoint.js';
import { freeText, optionalText } from '../fields.js';

/** What a safety plan is for: one of 活动管理's school activities, or a class's own activity. */
export const SafetyActivityKind = { SCHOOL: 1, CLASS: 2 } as const;
export const safetyActivityKindLabel: Record<number, string> = { 1: '园所活动', 2: '班级活动' };

/** The check after the activity (活动后检查). */
export const SafetyCheckStatus = { UNCHECKED: 1, PASSED: 2, PROBLEM: 3 } as const;
export const safetyCheckStatusLabel: Record<number, string> = { 1: '未检查', 2: '检查合格', 3: '发现问题' };

export const MAX_SAFETY_BATCH = 20;
export const MAX_SAFETY_ITEMS = 30;
export const MAX_SAFETY_PEOPLE = 20;
export const MAX_SAFETY_FILES = 9;

export const ActivitySafetyListInput = z.object({
  ...pageInput,
  searchKey: optionalText('搜索内容', 50),
  activityKind: intAmong([0, 1, 2], '活动类别不存在').default(0),
  checkStatus: intAmong([0, 1, 2, 3], '检查状态不存在').default(0),
});
export type ActivitySafetyListInput = z.infer<typeof ActivitySafetyListInput>;

export const ActivitySafetyRow = z.object({
  safetyId: z.number().int(),
  activityKind: z.number().int(),
  schoolActivityId: z.number().int().nullable(),
  classId: z.number().int().nullable(),
  /** The class of a class activity; the classes taking part in a school activity. */
  className: z.string(),
  activityName: z.string(),
  activityDate: z.string(),
  location: z.string().nullable(),
  itemCount: z.number().int(),
  /** The people responsible, by name. */
  personNames: z.array(z.string()),
  checkStatus: z.number().int(),
  checkerName: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type ActivitySafetyRow = z.infer<typeof ActivitySafetyRow>;
export const ActivitySafetyPage = pageOf(ActivitySafetyRow);

export const SafetyIdInput = z.object({ safetyId: id() });

export const SafetyItem = z.object({ content: freeText('安全事项', 200), measure: optionalText('防范措施', 300) });
export const SafetyPerson = z.object({ teacherId: id(), duty: optionalText('职责', 50) });

const planFields = {
  activityKind: intAmong([1, 2], '请选择活动类别'),
  /** A school activity of 活动管理 (activityKind 1). */
  schoolActivityId: id().nullable().optional(),
  /** A class activity's class, name and day (activityKind 2). */
  classId: id().nullable().optional(),
  activityName: optionalText('活动名称', 50),
  activityDate: z.union([z.literal(''), calendarDate()]).nullable().optional(),
  location: optionalText('活动地点', 50),
  planContent: freeText('安全预案', 2000),
  itemList: z.array(SafetyItem).min(1, '请至少填写一条安全事项').max(MAX_SAFETY_ITEMS, `安全事项最多${MAX_SAFETY_ITEMS}条`),
  personList: z.array(SafetyPerson).min(1, '请选择负责人').max(MAX_SAFETY_PEOPLE, `负责人最多${MAX_SAFETY_PEOPLE}人`),
  fileIds: z.array(id()).max(MAX_SAFETY_FILES, `资料最多${MAX_SAFETY_FILES}个`).default([]),
};
export const ActivitySafetyPlan = z.object(planFields);
export type ActivitySafetyPlan = z.infer<typeof ActivitySafetyPlan>;

export const AddActivitySafetyListInput = z.object({
  safetyList: z.array(ActivitySafetyPlan).min(1, '请填写安全计划').max(MAX_SAFETY_BATCH, `一次最多添加${MAX_SAFETY_BATCH}条`),
});
export type AddActivitySafetyListInput = z.infer<typeof AddActivitySafetyListInput>;
export const SavedActivitySafetyList = z.object({ safetyIds: z.array(z.number().int()) });

export const UpdateActivitySafetyInput = z.object({
  safetyId: id(),
  ...planFields,
  checkStatus: intAmong([1, 2, 3], '检查状态不存在').default(1),
  checkResult: optionalText('检查情况', 500),
});
export type UpdateActivitySafetyInput = z.infer<typeof UpdateActivitySafetyInput>;

export const ActivitySafetyDetail = ActivitySafetyRow.extend({
  planContent: z.string(),
  itemList: z.array(z.object({ itemId: z.number().int(), content: z.string(), measure: z.string().nullable() })),
  personList: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string(), duty: z.string().nullable() })),
  fileList: z.array(AttachedFile),
  checkResult: z.string().nullable(),
  adderName: z.string(),
  createdAt: z.string(),
});
export type ActivitySafetyDetail = z.infer<typeof ActivitySafetyDetail>;

/** A school activity a plan may be for. */
export const SafetySchoolActivity = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  areaName: z.string().nullable(),
  className: z.string(),
});
export type SafetySchoolActivity = z.infer<typeof SafetySchoolActivity>;
export const SafetySchoolActivityInput = z.object({ searchKey: optionalText('搜索内容', 50) });
