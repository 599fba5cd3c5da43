import { z } from 'zod';
import { id, int } from '../endpoint.js';
import { AttendDay, AttendTotals, ClassAttendRow, ResolvedRange, withDateRange } from '../attendance/attendance.schemas.js';

/** The five tiles of the dashboard: ChildCount, TeacherCount, PhotoCount, VideoCount, WorkbookCount. */
export const CountModel = z.object({
  childCount: z.number().int(),
  teacherCount: z.number().int(),
  photoCount: z.number().int(),
  videoCount: z.number().int(),
  workbookCount: z.number().int(),
});
export type CountModel = z.infer<typeof CountModel>;
export const SchoolCount = z.object({ count: z.number().int() });

export const RankingInput = withDateRange({
  top: int(1, 50, '名次数为1-50').default(10),
});

export const TeacherRankingRow = z.object({
  rank: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  postCount: z.number().int(),
  photoCount: z.number().int(),
});
export const ParentRankingRow = z.object({
  rank: z.number().int(),
  guardianId: z.number().int(),
  guardianName: z.string(),
  /** The children of the parent, 王小明、王小红. */
  studentNames: z.string(),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  interactionCount: z.number().int(),
});
export const ClassRankingRow = z.object({
  rank: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  recordedCount: z.number().int(),
  attendedCount: z.number().int(),
  attendRate: z.number(),
});
const ranking = <Row extends z.ZodType>(row: Row) => ResolvedRange.extend({ list: z.array(row) });
export const TeacherRanking = ranking(TeacherRankingRow);
export const ParentRanking = ranking(ParentRankingRow);
export const ClassRanking = ranking(ClassRankingRow);

export const ClassChoice = z.object({ classId: z.number().int(), className: z.string() });
export const GradeClasses = z.object({ gradeId: z.number().int(), gradeName: z.string(), gradeLevel: z.number().int(), classList: z.array(ClassChoice) });
export const SearchOptionsInput = z.object({ yearId: id().optional() });
export const SearchOptions = z.object({
  /** The year the grades belong to: the one asked for, or the current one; null when the school has none. */
  yearId: z.number().int().nullable(),
  yearName: z.string().nullable(),
  dateTypes: z.array(z.object({ dateType: z.number().int(), label: z.string() })),
  grades: z.array(GradeClasses),
});

const dashboardFilter = { yearId: id().optional(), gradeId: id().optional(), classId: id().optional() };
export const DashboardAttendInput = withDateRange(dashboardFilter);
export const DashboardAttendStatistics = ResolvedRange.extend({
  totals: AttendTotals,
  classes: z.array(ClassAttendRow),
  days: z.array(AttendDay),
});

export const ClassStatisticsInput = withDateRange(dashboardFilter);
export const ClassStatisticsRow = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  childCount: z.number().int(),
  boyCount: z.number().int(),
  girlCount: z.number().int(),
  teacherCount: z.number().int(),
  attendRate: z.number().nullable(),
  dynamicCount: z.number().int(),
  photoCount: z.number().int(),
  videoCount: z.number().int(),
  workbookCount: z.number().int(),
});
export type ClassStatisticsRow = z.infer<typeof ClassStatisticsRow>;
export const ClassStatistics = ResolvedRange.extend({ list: z.array(ClassStatisticsRow) });
