import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { id, int, numeric, pageInput, pageOf } from '../endpoint.js';
import { AttachedFile } from '../files/files.schemas.js';

/** The five kinds of teaching research record, one legacy controller each. */
export const ResearchKind = { PLAN: 1, DISCUSS: 2, LEARNING: 3, TRIAL: 4, OTHER: 5 } as const;
export type ResearchKind = (typeof ResearchKind)[keyof typeof ResearchKind];
export const researchKindLabel: Record<number, string> = { 1: '教研计划', 2: '教研研讨', 3: '业务学习', 4: '试教/观摩', 5: '其他' };
export const researchKinds = Object.values(ResearchKind);

export const MAX_RESEARCH_PARTICIPANTS = 100;
export const MAX_RESEARCH_ATTACHMENTS = 9;

const KIND_RULE = '类型为1（教研计划）、2（教研研讨）、3（业务学习）、4（试教/观摩）或5（其他）';
const researchKind = () => int(1, 5, KIND_RULE);
/** A time of day as the form writes it, or '' when not given. */
const clockTime = (what: string) => z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`)]).default('');
const optionalText = (what: string, max: number) => z.string().trim().max(max, `${what}最多${max}字`).default('');

const researchFields = {
  kind: researchKind(),
  title: z.string().trim().min(1, '请填写教研主题').max(50, '教研主题最多50字'),
  /** The day it takes place; a plan's day also places it in a week of a semester. */
  researchDate: calendarDate(),
  startTime: clockTime('开始时间'),
  endTime: clockTime('结束时间'),
  place: optionalText('地点', 50),
  /** Who leads it (主持人 / 执教教师): staff of the school. */
  organizerId: id(),
  /** Who takes part besides the organizer: staff of the school. */
  participantIds: z.array(id()).max(MAX_RESEARCH_PARTICIPANTS, `参与教师最多${MAX_RESEARCH_PARTICIPANTS}人`).default([]),
  content: z.string().trim().min(1, '请填写教研内容').max(5000, '教研内容最多5000字'),
  /** 成效与反思: filled in afterwards, empty for a plan not yet held. */
  outcome: optionalText('成效与反思', 5000),
  /** Files of the files module (kind TeachResearch) uploaded beforehand. */
  fileIds: z.array(id()).max(MAX_RESEARCH_ATTACHMENTS, `附件最多${MAX_RESEARCH_ATTACHMENTS}个`).default([]),
};
export const AddResearchInput = z.object(researchFields);
export type AddResearchInput = z.infer<typeof AddResearchInput>;
export const UpdateResearchInput = z.object({ researchId: id(), ...researchFields });
export type UpdateResearchInput = z.infer<typeof UpdateResearchInput>;
export const ResearchIdInput = z.object({ researchId: id() });
export const SavedResearch = z.object({ researchId: z.number().int() });

const dateRange = {
  startDate: calendarDate().optional(),
  endDate: calendarDate().optional(),
};

/** A legacy list: one kind (by the path), within a semester and/or dates, of a teacher, by text. */
export const ResearchListInput = z.object({
  semesterId: id().optional(),
  ...dateRange,
  /** Records the teacher organised or took part in. */
  teacherId: id().optional(),
  /** In the theme, the content or the place. */
  searchKey: z.string().trim().max(50, '搜索内容最多50字').optional(),
  ...pageInput,
});
export type ResearchListInput = z.infer<typeof ResearchListInput>;
/** Weekly plans are also found by the week of the semester (第N周). */
export const PlanListInput = ResearchListInput.extend({ weekIndex: numeric(z.number({ error: '周次应为整数' }).int('周次应为整数').min(1, '周次从1开始').max(60, '周次最大为60')).optional() });
export type PlanListInput = z.infer<typeof PlanListInput>;

export const TeacherResearchListInput = z.object({ teacherId: id(), kind: researchKind().optional(), ...dateRange, ...pageInput });
export type TeacherResearchListInput = z.infer<typeof TeacherResearchListInput>;

export const ResearchTeacher = z.object({ teacherId: z.number().int(), teacherName: z.string() });

export const ResearchRow = z.object({
  researchId: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  title: z.string(),
  researchDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  place: z.string(),
  organizerId: z.number().int(),
  organizerName: z.string(),
  participants: z.array(ResearchTeacher),
  /** The semester and teaching week (第N周, Monday to Sunday) the date falls in; null outside every semester. */
  semesterId: z.number().int().nullable(),
  semesterName: z.string().nullable(),
  yearName: z.string().nullable(),
  weekIndex: z.number().int().nullable(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResearchRow = z.infer<typeof ResearchRow>;
export const ResearchPage = pageOf(ResearchRow);

export const ResearchInfo = ResearchRow.extend({
  content: z.string(),
  outcome: z.string(),
  attachments: z.array(AttachedFile),
  createdById: z.number().int(),
  createdByName: z.string(),
});
export type ResearchInfo = z.infer<typeof ResearchInfo>;

export const ResearchKindCount = z.object({ kind: z.number().int(), kindName: z.string(), count: z.number().int() });
export const TeacherResearchPage = pageOf(ResearchRow.extend({ isOrganizer: z.boolean() })).extend({
  /** Every kind, also those without records, over the same dates whatever the kind filter. */
  kindCounts: z.array(ResearchKindCount),
});
export type TeacherResearchPage = z.infer<typeof TeacherResearchPage>;
