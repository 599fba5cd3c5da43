import { z } from 'zod';
import { nameText } from '../fields.js';
import { calendarDate } from '../child/child.schemas.js';
import { flag, id, int, numeric, pageInput, pageOf } from '../endpoint.js';

/** The two kinds of activity on the 园所活动 screen: a one-off event and a class's weekly routine. */
export const ActivityKind = { SCHOOL: 1, REGULAR: 2 } as const;
export type ActivityKind = (typeof ActivityKind)[keyof typeof ActivityKind];
export const activityKindLabel: Record<number, string> = { 1: '园所活动', 2: '常规活动' };

/**
 * The activity type dictionary (Id, DicName, Tag). Tag names the kind of activity a type classifies,
 * so each form offers only its own types.
 */
export const activityTypes = [
  { id: 1, dicName: '节日庆典', tag: ActivityKind.SCHOOL },
  { id: 2, dicName: '运动会', tag: ActivityKind.SCHOOL },
  { id: 3, dicName: '亲子活动', tag: ActivityKind.SCHOOL },
  { id: 4, dicName: '开放日', tag: ActivityKind.SCHOOL },
  { id: 5, dicName: '文艺演出', tag: ActivityKind.SCHOOL },
  { id: 6, dicName: '参观研学', tag: ActivityKind.SCHOOL },
  { id: 7, dicName: '安全演练', tag: ActivityKind.SCHOOL },
  { id: 8, dicName: '其他', tag: ActivityKind.SCHOOL },
  { id: 11, dicName: '区域活动', tag: ActivityKind.REGULAR },
  { id: 12, dicName: '户外游戏', tag: ActivityKind.REGULAR },
  { id: 13, dicName: '体育锻炼', tag: ActivityKind.REGULAR },
  { id: 14, dicName: '阅读活动', tag: ActivityKind.REGULAR },
  { id: 15, dicName: '其他常规', tag: ActivityKind.REGULAR },
] as const;
export const activityTypeName = (typeId: number | null) => activityTypes.find((type) => type.id === typeId)?.dicName ?? '';

/** The evaluation units a school activity may carry: a short questionnaire answered after it. */
export const questionUnits = [
  { unitId: 1, unitName: '活动组织', questions: ['活动目标是否明确', '流程安排是否合理', '时间把控是否得当'] },
  { unitId: 2, unitName: '幼儿参与', questions: ['幼儿参与是否积极', '幼儿是否有自主表现的机会', '幼儿是否获得了新的经验'] },
  { unitId: 3, unitName: '安全保障', questions: ['场地与器材是否安全', '人员分工是否到位', '应急预案是否完备'] },
  { unitId: 4, unitName: '家园合作', questions: ['家长是否了解活动目的', '家长参与是否积极', '家长对活动是否满意'] },
  { unitId: 5, unitName: '环境与材料', questions: ['场地布置是否适宜', '活动材料是否充足、适宜'] },
] as const;

/** Weekdays a routine can meet on: 1 Monday to 5 Friday, school days. */
export const weekdayLabel: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五' };

export const MAX_ACTIVITY_CLASSES = 100;
export const MAX_QUESTION_UNITS = questionUnits.length;
export const MAX_REGULAR_IMPORT_ROWS = 1000;

/** The columns of the regular activity import workbook, in order; `*` marks a required one. */
export const regularImportColumns = ['活动名称*', '班级*', '区域*', '星期*', '开始时间*', '结束时间*', '开始日期*', '结束日期*', '活动类型', '活动内容'] as const;

/** Query strings and forms send '' for a field left empty. */
const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const optionalId = () => blankAsUndefined(id());
const optionalDate = () => blankAsUndefined(calendarDate());
const clockTime = (what: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`);
const optionalClockTime = (what: string) => z.union([z.literal(''), clockTime(what)]).default('');
const text = (what: string, max: number) => z.string().trim().max(max, `${what}最多${max}字`).default('');
const idArray = (what: string, max: number, min = 0) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
    z.array(id()).min(min, `请选择${what}`).max(max, `${what}最多${max}个`),
  );
const searchKey = () => z.string().trim().max(50, '搜索内容最多50字').optional();

export const ClassRef = z.object({ classId: z.number().int(), className: z.string() });

// ---- areas ----

const areaFields = {
  name: nameText('区域名称', 30),
  /** Where it is: 一楼东侧走廊, 户外操场北侧 ... */
  location: text('位置', 50),
  /** How many children it holds at once; empty when not limited. */
  capacity: blankAsUndefined(numeric(z.number({ error: '容纳人数应为整数' }).int('容纳人数应为整数').min(1, '容纳人数至少为1').max(500, '容纳人数最多为500'))),
  /** A picture of the files module (kind ActivityLocationCover) uploaded beforehand. */
  coverFileId: optionalId(),
  /** The classes that use it. */
  classIds: idArray('使用班级', MAX_ACTIVITY_CLASSES).default([]),
  remark: text('备注', 500),
};
export const AddOrUpdateAreaInput = z.object({ areaId: optionalId(), ...areaFields });
export type AddOrUpdateAreaInput = z.infer<typeof AddOrUpdateAreaInput>;
export const AreaIdInput = z.object({ areaId: id() });
export const SavedArea = z.object({ areaId: z.number().int() });

export const AreaListInput = z.object({ searchKey: searchKey(), ...pageInput });
export type AreaListInput = z.infer<typeof AreaListInput>;

export const AreaRow = z.object({
  areaId: z.number().int(),
  name: z.string(),
  location: z.string(),
  capacity: z.number().int().nullable(),
  coverFileId: z.number().int().nullable(),
  classes: z.array(ClassRef),
  remark: z.string(),
  /** Activities of either kind held there. */
  activityCount: z.number().int(),
  updatedAt: z.string(),
});
export type AreaRow = z.infer<typeof AreaRow>;
export const AreaPage = pageOf(AreaRow);

export const AreaOption = z.object({ areaId: z.number().int(), name: z.string(), location: z.string() });
export const AreaOptions = z.object({ list: z.array(AreaOption) });

export const AreaUseStatisticsInput = z
  .object({ startDate: calendarDate(), endDate: calendarDate(), areaId: optionalId() })
  .refine((input) => input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type AreaUseStatisticsInput = z.infer<typeof AreaUseStatisticsInput>;
export const ClassUse = ClassRef.extend({ useCount: z.number().int() });
export const AreaUse = z.object({
  areaId: z.number().int(),
  name: z.string(),
  /** Sessions held there in the period: a routine's school days, an event's days. */
  useCount: z.number().int(),
  /** The classes that used it, most sessions first. */
  classes: z.array(ClassUse),
});
export const AreaUseStatistics = z.object({ startDate: z.string(), endDate: z.string(), areas: z.array(AreaUse) });
export type AreaUseStatistics = z.infer<typeof AreaUseStatistics>;

export const ActivityTypeOption = z.object({ id: z.number().int(), dicName: z.string(), tag: z.number().int() });
export const ActivityClassOption = ClassRef.extend({ gradeName: z.string() });
/** What the area and activity forms choose from: the activity types and the current year's classes. */
export const ReferenceData = z.object({ activityTypes: z.array(ActivityTypeOption), classes: z.array(ActivityClassOption) });
export type ReferenceData = z.infer<typeof ReferenceData>;

// ---- activities ----

export const ActivityRow = z.object({
  activityId: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  name: z.string(),
  typeId: z.number().int().nullable(),
  typeName: z.string(),
  areaId: z.number().int().nullable(),
  areaName: z.string(),
  classes: z.array(ClassRef),
  /** An event's first and last day; a routine's term dates. */
  startDate: z.string(),
  endDate: z.string(),
  /** A routine's weekday, 1 Monday to 5 Friday; null for an event. */
  weekday: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityRow = z.infer<typeof ActivityRow>;
export const ActivityPage = pageOf(ActivityRow);

export const ActivityListInput = z
  .object({
    kind: blankAsUndefined(int(1, 2, '活动类别为1（园所活动）或2（常规活动）')),
    typeId: optionalId(),
    classId: optionalId(),
    areaId: optionalId(),
    /** Activities taking place on some day of the period. */
    startDate: optionalDate(),
    endDate: optionalDate(),
    searchKey: searchKey(),
    ...pageInput,
  })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type ActivityListInput = z.infer<typeof ActivityListInput>;

export const AreaActivityListInput = z
  .object({ areaId: id(), startDate: optionalDate(), endDate: optionalDate(), ...pageInput })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type AreaActivityListInput = z.infer<typeof AreaActivityListInput>;

export const ActivityIdInput = z.object({ activityId: id() });
export const SavedActivity = z.object({ activityId: z.number().int() });

const activityName = nameText('活动名称', 50);
const activityContent = text('活动内容', 2000);

const schoolActivityFields = {
  name: activityName,
  typeId: id(),
  startDate: calendarDate(),
  endDate: calendarDate(),
  startTime: optionalClockTime('开始时间'),
  endTime: optionalClockTime('结束时间'),
  /** Where it takes place; empty for an event outside the school's areas (an outing). */
  areaId: optionalId(),
  classIds: idArray('参加班级', MAX_ACTIVITY_CLASSES, 1),
  content: activityContent,
  questionUnitIds: idArray('评价单元', MAX_QUESTION_UNITS).default([]),
};
export const AddSchoolActivityInput = z.object(schoolActivityFields);
export type AddSchoolActivityInput = z.infer<typeof AddSchoolActivityInput>;
export const UpdateSchoolActivityInput = z.object({ activityId: id(), ...schoolActivityFields });
export type UpdateSchoolActivityInput = z.infer<typeof UpdateSchoolActivityInput>;

const regularActivityFields = {
  name: activityName,
  typeId: id(),
  classId: id(),
  areaId: id(),
  weekday: int(1, 5, '星期应为周一至周五'),
  startTime: clockTime('开始时间'),
  endTime: clockTime('结束时间'),
  /** The term it runs in. */
  startDate: calendarDate(),
  endDate: calendarDate(),
  content: activityContent,
};
export const AddRegularActivityInput = z.object(regularActivityFields);
export type AddRegularActivityInput = z.infer<typeof AddRegularActivityInput>;
export const UpdateRegularActivityInput = z.object({ activityId: id(), ...regularActivityFields });
export type UpdateRegularActivityInput = z.infer<typeof UpdateRegularActivityInput>;

export const QuestionUnit = z.object({ unitId: z.number().int(), unitName: z.string(), questions: z.array(z.string()) });
export const QuestionUnitList = z.object({ list: z.array(QuestionUnit) });

export const SchoolActivityDetail = ActivityRow.extend({
  content: z.string(),
  questionUnits: z.array(QuestionUnit),
  createdByName: z.string(),
});
export type SchoolActivityDetail = z.infer<typeof SchoolActivityDetail>;
export const RegularActivityDetail = ActivityRow.extend({ content: z.string(), createdByName: z.string() });
export type RegularActivityDetail = z.infer<typeof RegularActivityDetail>;

// ---- import ----

export const ImportRegularDataInput = z.object({
  /** The .xlsx workbook, base64 (a data: URL is accepted too). */
  fileContent: z.string().min(1, '请选择要导入的文件').max(2_000_000, '文件过大，请分批导入'),
  fileName: z.string().trim().max(100).default('常规活动导入.xlsx'),
  /** false (the default): import nothing when any row is wrong; true: import the good rows only. */
  onlyValidRows: flag().default(false),
});
export type ImportRegularDataInput = z.infer<typeof ImportRegularDataInput>;
export const RegularImportRowError = z.object({ rowNumber: z.number().int(), activityName: z.string(), messages: z.array(z.string()) });
export const RegularImportResult = z.object({
  importId: z.number().int(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  /** The first failed rows; the error report holds them all. */
  errors: z.array(RegularImportRowError),
});
export type RegularImportResult = z.infer<typeof RegularImportResult>;
export const RegularImportIdInput = z.object({ importId: id() });

// ---- a child's activities ----

export const StudentActivityListInput = z
  .object({ studentId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .refine((input) => input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type StudentActivityListInput = z.infer<typeof StudentActivityListInput>;
export const StudentActivity = ActivityRow.extend({
  /** The class the child took part with. */
  classId: z.number().int(),
  className: z.string(),
  /** The school days of the period the child met it: 1 for an event day, the weeks' sessions of a routine. */
  sessionCount: z.number().int(),
});
export type StudentActivity = z.infer<typeof StudentActivity>;
export const StudentActivityList = z.object({ schoolActivities: z.array(StudentActivity), regularActivities: z.array(StudentActivity) });
export type StudentActivityList = z.infer<typeof StudentActivityList>;
