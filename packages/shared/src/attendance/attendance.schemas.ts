import { z } from 'zod';
import { id, int, isoDate, pageInput, pageOf } from '../endpoint.js';

/** A child's day: 0 缺勤, 1 出勤, 2 离园 (came, and went home early). */
export const AttendStatus = { ABSENT: 0, PRESENT: 1, LEFT: 2 } as const;
export const attendStatusLabel: Record<number, string> = { 0: '缺勤', 1: '出勤', 2: '离园' };

/** Who wrote a day: the teacher's daily sheet, or a pickup card swiped at the card machine. */
export const AttendSource = { SHEET: 1, CARD: 2 } as const;
export const attendSourceLabel: Record<number, string> = { 1: '教师点名', 2: '刷卡' };

/** The date range options: 今天, 近一周, 近一月, 自定义. */
export const DateRangeType = { TODAY: 1, WEEK: 2, MONTH: 3, CUSTOM: 4 } as const;
export const dateRangeLabel: Record<number, string> = { 1: '今天', 2: '近一周', 3: '近一月', 4: '自定义' };
/** The longest range a statistic covers: a school year. */
export const MAX_RANGE_DAYS = 366;

/**
 * A statistics period: one of the preset ranges ending today, or 自定义 with both dates. Without a
 * type, two dates mean 自定义 and none mean 近一周.
 */
export const dateRangeFields = {
  dateType: int(1, 4, '日期范围为1-4').optional(),
  startDate: isoDate().optional(),
  endDate: isoDate().optional(),
};

interface DateRangeValues {
  dateType?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function checkCustomRange(input: DateRangeValues, context: z.RefinementCtx) {
  const custom = input.dateType === DateRangeType.CUSTOM || (input.dateType === undefined && (input.startDate || input.endDate));
  if (!custom) return;
  if (!input.startDate) context.addIssue({ code: 'custom', path: ['startDate'], message: '自定义范围须填写开始日期' });
  else if (!input.endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: '自定义范围须填写结束日期' });
  else if (input.startDate > input.endDate) context.addIssue({ code: 'custom', path: ['startDate'], message: '开始日期不能晚于结束日期' });
}

/** Adds the date range to a filter object, with the check that a custom range has both ends in order. */
export function withDateRange<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, ...dateRangeFields }).superRefine((input, context) => checkCustomRange(input as DateRangeValues, context));
}

export const DateRangeInput = withDateRange({});
export type DateRangeQuery = z.infer<typeof DateRangeInput>;

/** Which classes a statistic covers: a school year (the current one when absent), a grade, a class. */
export const classFilterFields = {
  yearId: id().optional(),
  gradeId: id().optional(),
  classId: id().optional(),
};

/**
 * Counts over recorded school days. 实到 (attended) is 出勤 plus 离园, since a child who went home
 * early did come; the rate is attended over recorded, so a day nobody took is not an absence.
 */
export const AttendTotals = z.object({
  recordedCount: z.number().int(),
  presentCount: z.number().int(),
  leftCount: z.number().int(),
  /** Marked absent without a leave (缺勤); marked absent on a day of a family's leave is leaveCount (请假). */
  absentCount: z.number().int(),
  leaveCount: z.number().int(),
  /** Percent with one decimal, null when nothing was recorded. */
  attendRate: z.number().nullable(),
});
export type AttendTotals = z.infer<typeof AttendTotals>;

/** The range a statistic was computed over, once presets are resolved and the future cut off. */
export const ResolvedRange = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Weekdays in the range that are not children's holidays. */
  schoolDays: z.number().int(),
});

export const ClassAttendRow = AttendTotals.extend({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  /** Children in the class now. */
  childCount: z.number().int(),
  /** School days of the range on which the class's attendance was taken. */
  takenDays: z.number().int(),
});
export type ClassAttendRow = z.infer<typeof ClassAttendRow>;

export const ClassAttendStatisticsInput = withDateRange({ yearId: id().optional(), gradeId: id().optional() });
export const ClassAttendStatistics = ResolvedRange.extend({ totals: AttendTotals, list: z.array(ClassAttendRow) });

export const StudentAttendRow = AttendTotals.extend({
  studentId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  /** School days of the range the child belonged to the class. */
  schoolDays: z.number().int(),
  /** Of those, the days nobody recorded. */
  unrecordedCount: z.number().int(),
});
export type StudentAttendRow = z.infer<typeof StudentAttendRow>;

const studentFilterShape = {
  ...classFilterFields,
  studentId: id().optional(),
  keyword: z.string().trim().max(20, '姓名最多20字').optional(),
};
export const StudentAttendStatisticsInput = withDateRange({ ...studentFilterShape, ...pageInput });
export const StudentAttendExportInput = withDateRange(studentFilterShape);
export const StudentAttendStatistics = pageOf(StudentAttendRow).extend(ResolvedRange.shape);

export const AttendDay = AttendTotals.extend({
  date: z.string(),
  /** Children in the class that day who have no record. */
  unrecordedCount: z.number().int(),
});
export const ClassAttendDetailInput = withDateRange({ classId: id() });
export const ClassAttendDetail = ResolvedRange.extend({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  yearName: z.string(),
  totals: AttendTotals,
  days: z.array(AttendDay),
  students: z.array(StudentAttendRow),
});

export const StudentAttendDay = z.object({
  date: z.string(),
  /** Null: nobody recorded the day. */
  status: z.number().int().nullable(),
  arriveAt: z.string().nullable(),
  leaveAt: z.string().nullable(),
  source: z.number().int().nullable(),
  remark: z.string().nullable(),
});
export const StudentAttendDetailInput = withDateRange({ studentId: id() });
export const StudentAttendDetail = ResolvedRange.extend({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string(),
  totals: AttendTotals,
  days: z.array(StudentAttendDay),
});

/** Why a child stays home, as the family reports it on the family page: 病假 or 事假. */
export const ChildLeaveType = { SICK: 1, PERSONAL: 2 } as const;
export type ChildLeaveType = (typeof ChildLeaveType)[keyof typeof ChildLeaveType];
export const childLeaveTypeLabel: Record<number, string> = { 1: '病假', 2: '事假' };
/** A leave covers at most this many days (a month): longer absences are the school's to arrange. */
export const MAX_LEAVE_DAYS = 31;
/** A family may report a leave this many days after it began (a sick day told the day after). */
export const LEAVE_LATE_DAYS = 7;
/** A leave covering a child's day, as the roll call shows it. */
export const SheetLeave = z.object({ leaveId: z.number().int(), leaveType: z.number().int(), leaveTypeName: z.string(), note: z.string() });

export const SheetInput = z.object({ classId: id(), date: isoDate() });
export const SheetChild = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  status: z.number().int().nullable(),
  arriveAt: z.string().nullable(),
  leaveAt: z.string().nullable(),
  source: z.number().int().nullable(),
  remark: z.string().nullable(),
  markedByName: z.string().nullable(),
  /** The family's leave covering the day, if any: the child is 请假, not 缺勤, unless marked present. */
  leave: SheetLeave.nullable(),
});
export const ClassAttendSheet = z.object({
  classId: z.number().int(),
  className: z.string(),
  date: z.string(),
  /** Whether the day can be taken: a school day of the class's year, not in the future. */
  editable: z.boolean(),
  /** Why it cannot: 周六, 国庆节, 未到日期 ...; null when editable. */
  closedReason: z.string().nullable(),
  totals: AttendTotals,
  /** Children with a leave that day who were not marked present, recorded or not (totals count the recorded ones). */
  leaveCount: z.number().int(),
  children: z.array(SheetChild),
});

const attendStatus = () => int(0, 2, '考勤状态为0缺勤、1出勤、2离园');
export const SaveSheetInput = z.object({
  classId: id(),
  date: isoDate(),
  records: z
    .array(z.object({ studentId: id(), status: attendStatus(), remark: z.string().trim().max(50, '备注最多50字').optional() }))
    .min(1, '请至少标记一名幼儿')
    .max(100, '一次最多标记100名幼儿'),
});
export const SavedSheet = z.object({ savedCount: z.number().int() });

/** A card machine's swipe: the school is the one the device key belongs to. */
export const CardSwipeInput = z.object({
  deviceKey: z.string().trim().min(1, '缺少设备密钥').max(200),
  cardNo: z.string().trim().min(1, '请填写卡号').max(32, '卡号最多32位'),
  /** When the card was read (ISO 8601); a machine that was offline sends its stored swipes later. Now when absent. */
  swipeTime: z.iso.datetime({ offset: true, message: '刷卡时间应为 ISO 8601 时间' }).optional(),
});
/** arrive: the first swipe of the day; leave: a later one; repeat: within minutes of the last, ignored. */
export const SwipeEvent = z.enum(['arrive', 'leave', 'repeat']);
export const CardSwipeResult = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string(),
  event: SwipeEvent,
  /** What the machine shows: 王小明 入园 08:02. */
  message: z.string(),
});

export const IssuedDeviceKey = z.object({
  /** Shown once: the server keeps only its hash. */
  deviceKey: z.string(),
  issuedAt: z.string(),
});
