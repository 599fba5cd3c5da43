import { dateRangeLabel, MediaType, type DateRangeQuery } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { periodOf, type SchoolCalendar } from '../../core/calendar.js';
import { notFound } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { AttendanceService, ClassFilter } from '../attendance/index.js';
import { gradesOfYear, listClasses } from '../class-group/index.js';
import { currentYear, findYear } from '../school-year/index.js';
import { teacherCountsOfClasses } from '../teacher/index.js';
import * as repository from './dashboard.repository.js';

const DATE_TYPES = Object.entries(dateRangeLabel).map(([dateType, label]) => ({ dateType: Number(dateType), label }));
const BOY = 1;
const GIRL = 2;

/** The creation times of a range's days: from the start of its first day to the start of the day after its last. */
const rangeOf = (calendar: SchoolCalendar) => ({ startDate: calendar.startDate, endDate: calendar.endDate, schoolDays: calendar.schoolDays.length });
const ranked = <Row extends object>(rows: Row[]) => rows.map((row, index) => ({ rank: index + 1, ...row }));
const asCount = (count: number) => ({ count });

export function dashboardService(deps: { clock: Clock; attendance: AttendanceService }) {
  const { attendance } = deps;

  /** The grades of a year (the current one by default) with their classes. */
  async function gradeTree(db: SchoolDb, yearId: number | undefined) {
    const year = yearId ? await findYear(db, yearId) : await currentYear(db, schoolDate(deps.clock.now()));
    if (yearId && !year) throw notFound('学年');
    if (!year) return { year: undefined, grades: [] };
    const [grades, classes] = await Promise.all([gradesOfYear(db, year.id), listClasses(db, { yearId: year.id })]);
    return {
      year,
      grades: grades.map(({ gradeId, gradeName, gradeLevel }) => ({
        gradeId,
        gradeName,
        gradeLevel,
        classList: classes.filter((row) => row.gradeId === gradeId).map(({ classId, className }) => ({ classId, className })),
      })),
    };
  }

  return {
    async counts(db: SchoolDb) {
      const [childCount, teacherCount, photoCount, videoCount, workbookCount] = await Promise.all([
        repository.childCount(db),
        repository.teacherCount(db),
        repository.mediaCount(db, MediaType.PHOTO),
        repository.mediaCount(db, MediaType.VIDEO),
        repository.workCount(db),
      ]);
      return { childCount, teacherCount, photoCount, videoCount, workbookCount };
    },
    childCount: (db: SchoolDb) => repository.childCount(db).then(asCount),
    teacherCount: (db: SchoolDb) => repository.teacherCount(db).then(asCount),
    photoCount: (db: SchoolDb) => repository.mediaCount(db, MediaType.PHOTO).then(asCount),
    videoCount: (db: SchoolDb) => repository.mediaCount(db, MediaType.VIDEO).then(asCount),
    workCount: (db: SchoolDb) => repository.workCount(db).then(asCount),

    async teacherRanking(db: SchoolDb, query: DateRangeQuery & { top: number }) {
      const calendar = await attendance.calendarFor(db, query);
      return { ...rangeOf(calendar), list: ranked(await repository.teacherRanking(db, periodOf(calendar), query.top)) };
    },

    async parentRanking(db: SchoolDb, query: DateRangeQuery & { top: number }) {
      const calendar = await attendance.calendarFor(db, query);
      const rows = await repository.parentRanking(db, periodOf(calendar), query.top);
      const children = await repository.childrenOfGuardians(db, rows.map((row) => row.guardianId));
      const studentNames = (guardianId: number) =>
        children
          .filter((child) => child.guardianId === guardianId)
          .map((child) => child.name)
          .join('、');
      return { ...rangeOf(calendar), list: ranked(rows.map((row) => ({ ...row, studentNames: studentNames(row.guardianId) }))) };
    },

    /** The current year's classes by attendance rate over the period; classes with nothing recorded are left out. */
    async classRanking(db: SchoolDb, query: DateRangeQuery & { top: number }) {
      const calendar = await attendance.calendarFor(db, query);
      const { classes: rows } = await attendance.classAndDayRows(db, {}, calendar);
      const list = rows
        .flatMap((row) => (row.attendRate === null ? [] : [{ ...row, attendRate: row.attendRate }]))
        .sort((a, b) => b.attendRate - a.attendRate || b.recordedCount - a.recordedCount)
        .slice(0, query.top)
        .map(({ classId, className, gradeName, recordedCount, presentCount, leftCount, attendRate }) => ({
          classId,
          className,
          gradeName,
          recordedCount,
          attendedCount: presentCount + leftCount,
          attendRate,
        }));
      return { ...rangeOf(calendar), list: ranked(list) };
    },

    async searchOptions(db: SchoolDb, yearId: number | undefined) {
      const { year, grades } = await gradeTree(db, yearId);
      return { yearId: year?.id ?? null, yearName: year?.name ?? null, dateTypes: DATE_TYPES, grades };
    },

    gradeClassSelect: (db: SchoolDb, yearId: number | undefined) => gradeTree(db, yearId).then((tree) => tree.grades),

    async attendStatistics(db: SchoolDb, query: DateRangeQuery & ClassFilter) {
      const calendar = await attendance.calendarFor(db, query);
      const { classes, days } = await attendance.classAndDayRows(db, query, calendar);
      return { ...rangeOf(calendar), totals: attendance.totalsOf(classes), classes, days };
    },

    /** Each class: its children and teachers now, and its attendance and class life over the period. */
    async classStatistics(db: SchoolDb, query: DateRangeQuery & ClassFilter) {
      const calendar = await attendance.calendarFor(db, query);
      const { classes } = await attendance.classAndDayRows(db, query, calendar);
      const ids = classes.map((row) => row.classId);
      const [sexes, teachers, activity] = await Promise.all([
        repository.childrenBySex(db, ids),
        teacherCountsOfClasses(db, ids),
        repository.classActivity(db, ids, periodOf(calendar)),
      ]);
      const childrenOf = (classId: number, sex: number) => sexes.find((row) => row.classId === classId && row.sex === sex)?.n ?? 0;
      const mediaOf = (classId: number, mediaType: number) => activity.media.find((row) => row.classId === classId && row.mediaType === mediaType)?.n ?? 0;
      return {
        ...rangeOf(calendar),
        list: classes.map((row) => ({
          classId: row.classId,
          className: row.className,
          gradeName: row.gradeName,
          childCount: row.childCount,
          boyCount: childrenOf(row.classId, BOY),
          girlCount: childrenOf(row.classId, GIRL),
          teacherCount: teachers.get(row.classId) ?? 0,
          attendRate: row.attendRate,
          dynamicCount: activity.dynamics.get(row.classId) ?? 0,
          photoCount: mediaOf(row.classId, MediaType.PHOTO),
          videoCount: mediaOf(row.classId, MediaType.VIDEO),
          workbookCount: activity.works.get(row.classId) ?? 0,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
