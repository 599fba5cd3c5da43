import { z } from 'zod';
import { id, int, intAmong, isoDate, pageInput, pageOf } from '../endpoint.js';
import { freeText, nameText, optionalText } from '../fields.js';
import { GuideTargetIdList } from '../guide/guide.js';
import { LibrarySource, PLAN_DAYS, PLAN_PERIODS, TEACH_TEXT_MAX } from './teach-plan.rules.js';
import { WeekPlan } from './teach-plan.schemas.js';

/** 活动库: the school's reusable activities, and putting them into a week plan. */

const keyword = () => z.string().trim().max(50, '搜索内容最多50字').optional();
const sourceField = () => intAmong(Object.values(LibrarySource), '来源只能是1（本园）、2（周计划）或3（课件库）');

export const LibrarySourceOption = z.object({ sourceId: z.number().int(), sourceName: z.string() });

export const LibraryListInput = z.object({ keyword: keyword(), activityTypeId: id().optional(), sourceId: sourceField().optional(), ...pageInput });
export type LibraryListInput = z.infer<typeof LibraryListInput>;

export const LibraryActivity = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  activityTypeId: z.number().int().nullable(),
  activityTypeName: z.string().nullable(),
  content: z.string().nullable(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  guideTargetIds: z.array(z.number().int()),
  /** How many times it was put into a week plan (within the caller's reach). */
  useCount: z.number().int(),
  adderName: z.string(),
  updatedAt: z.string(),
});
export type LibraryActivity = z.infer<typeof LibraryActivity>;
export const LibraryActivityPage = pageOf(LibraryActivity);

export const LibrarySelectInput = z.object({ keyword: keyword(), activityTypeId: id().optional() });
export const LibraryOption = z.object({ activityId: z.number().int(), activityName: z.string(), activityTypeName: z.string().nullable() });
/** The most library activities one select answers: the rest are found by typing. */
export const LIBRARY_SELECT_LIMIT = 50;

export const LibraryActivityIdInput = z.object({ activityId: id() });
export const LIBRARY_CONTENT_MAX = 2000;
const libraryFields = {
  activityName: freeText('活动名称', 50),
  activityTypeId: id().nullable().optional(),
  content: optionalText('活动内容', LIBRARY_CONTENT_MAX),
  guideTargetIds: GuideTargetIdList.default([]),
};
export const AddLibraryActivityInput = z.object(libraryFields);
export type AddLibraryActivityInput = z.infer<typeof AddLibraryActivityInput>;
export const UpdateLibraryActivityInput = z.object({ activityId: id(), ...libraryFields });
export type UpdateLibraryActivityInput = z.infer<typeof UpdateLibraryActivityInput>;
export const SavedLibraryActivity = z.object({ activityId: z.number().int() });

/** A plan's activity copied into the library (source 周计划). */
export const CopyToLibraryInput = z.object({ activityId: id() });

/** The week plans the caller may put activities into: of the classes they write for, not frozen by approval. */
export const PlanSelectInput = z.object({ semesterId: id().optional() });
export const PlanOption = z.object({
  weekId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  semesterName: z.string(),
  weekIndex: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  approveStatus: z.number().int(),
});

export const AddPlanToWeekInput = z.object({
  weekId: id(),
  activityIds: z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value), z.array(id()).min(1, '请选择活动').max(20, '一次最多加入20个活动'))
    .refine((ids) => new Set(ids).size === ids.length, '同一个活动不能加入两次'),
  dayOfWeek: intAmong(PLAN_DAYS, '星期只能是1至5（周一至周五）'),
  period: intAmong(PLAN_PERIODS, `时段只能是1至${PLAN_PERIODS.length}`),
});
export type AddPlanToWeekInput = z.infer<typeof AddPlanToWeekInput>;
export const PlanActivitiesAdded = z.object({ activityIds: z.array(z.number().int()) });

/** Where a library activity was used: the plans it was put into. */
export const ActivityRecordInput = z.object({ activityId: id(), ...pageInput });
export const ActivityRecord = z.object({
  planActivityId: z.number().int(),
  weekId: z.number().int(),
  className: z.string(),
  semesterName: z.string(),
  weekIndex: z.number().int(),
  startDate: z.string(),
  dayOfWeek: z.number().int(),
  period: z.number().int(),
  approveStatus: z.number().int(),
});
export const ActivityRecordPage = pageOf(ActivityRecord);

/** 指南 for selects: domains, their sub-domains and targets, with the behaviours of an age band when asked. */
export const GuideSelectInput = z.object({ gradeLevel: int(1, 5, '年级类型只能是1至5').optional() });
export const GuideDomainOption = z.object({
  domainId: z.number().int(),
  name: z.string(),
  subDomainList: z.array(
    z.object({
      subDomainId: z.number().int(),
      name: z.string(),
      targetList: z.array(z.object({ targetId: z.number().int(), name: z.string(), title: z.string(), behaviours: z.array(z.string()) })),
    }),
  ),
});

export const ActivityGuideTargetInput = z.object({ activityId: id(), guideTargetIds: GuideTargetIdList });

/** A plan's activity as the week shows it, with its guide targets named and their behaviours for the class's age. */
export const WeekActivityInfo = z.object({
  activityId: z.number().int(),
  weekId: z.number().int(),
  className: z.string(),
  ageBand: z.string().nullable(),
  dayOfWeek: z.number().int(),
  period: z.number().int(),
  activityTypeName: z.string().nullable(),
  activityName: z.string(),
  content: z.string().nullable(),
  libraryActivityId: z.number().int().nullable(),
  libraryActivityName: z.string().nullable(),
  targetList: z.array(z.object({ targetId: z.number().int(), title: z.string(), behaviours: z.array(z.string()) })),
});

/** UpdateTeachWeek: the week's 环境创设 and 家园共育. */
export const UpdateTeachWeekInput = z.object({
  weekId: id(),
  environment: optionalText('环境创设', TEACH_TEXT_MAX),
  familyWork: optionalText('家园共育', TEACH_TEXT_MAX),
});
export type UpdateTeachWeekInput = z.infer<typeof UpdateTeachWeekInput>;

const weekTypeName = () => nameText('活动类型', 20);
export const AddWeekActivityTypeInput = z.object({ weekId: id(), name: weekTypeName() });
export const UpdateWeekActivityTypeInput = z.object({ weekActivityTypeId: id(), name: weekTypeName() });
export const WeekActivityTypeIdInput = z.object({ weekActivityTypeId: id() });
export const SavedWeekActivityType = z.object({ weekActivityTypeId: z.number().int() });

/** 教学笔记 as the plan screens read them (the teachers write them from the app). */
const teachNoteId = () =>
  z.preprocess((value) => {
    if (!value || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    return { ...input, teachNoteId: input.teachNoteId ?? input.iTeachNoteId };
  }, z.object({ teachNoteId: id() }));
/** The note's id as `teachNoteId`, or `iTeachNoteId` as the legacy export names it. */
export const TeachNoteIdInput = teachNoteId();
export const TeachNoteListInput = z.object({
  classId: id().optional(),
  teacherId: id().optional(),
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
  keyword: keyword(),
  ...pageInput,
});
export type TeachNoteListInput = z.infer<typeof TeachNoteListInput>;
export const TeachNoteRow = z.object({
  teachNoteId: z.number().int(),
  title: z.string(),
  classId: z.number().int(),
  className: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  noteDate: z.string(),
  fileCount: z.number().int(),
  createdAt: z.string(),
});
export const TeachNotePage = pageOf(TeachNoteRow);
export const TeachNoteInfo = TeachNoteRow.omit({ fileCount: true }).extend({
  content: z.string(),
  fileList: z.array(z.object({ fileId: z.number().int(), fileName: z.string(), fileType: z.string(), size: z.number() })),
});
export type TeachNoteInfo = z.infer<typeof TeachNoteInfo>;

/** 教师详情 > 周计划 (PlanDetails): the week plans a teacher wrote, the latest week first. */
export const TeacherPlanListInput = z.object({ teacherId: id(), ...pageInput });
export const TeacherPlanRow = WeekPlan.pick({
  weekId: true,
  classId: true,
  className: true,
  semesterId: true,
  semesterName: true,
  weekIndex: true,
  startDate: true,
  endDate: true,
  themeName: true,
  approveStatus: true,
  submittedAt: true,
  approverName: true,
});
export const TeacherPlanPage = pageOf(TeacherPlanRow);
