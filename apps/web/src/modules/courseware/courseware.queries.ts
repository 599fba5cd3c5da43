import { useQuery } from '@tanstack/react-query';
import { courseEndpoints, courseSeriesEndpoints, courseStaticsEndpoints, courseThemeEndpoints, coursewareEndpoints, lessonEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';

/** Lessons show who added them: a change to the staff shows here too. */
const keys = {
  all: queryRoot('courseware', ['courseware', 'staff']),
  fixed: queryRoot('courseware-lists', []),
  lessons: queryRoot('courseware-timetable', ['courseware', 'classes', 'attendance', 'placements']),
};
const coursewareKeys = {
  list: () => [...keys.all, 'list'] as const,
  info: (coursewareId: number) => [...keys.all, 'info', coursewareId] as const,
  series: () => [...keys.all, 'series'] as const,
  seriesOptions: () => [...keys.all, 'series-options'] as const,
  themes: () => [...keys.all, 'themes'] as const,
  themeOptions: () => [...keys.all, 'theme-options'] as const,
  statistics: (input: object) => [...keys.lessons, 'statistics', input] as const,
  lessonList: () => [...keys.lessons, 'lesson-list'] as const,
  terms: () => [...keys.lessons, 'terms'] as const,
  termOptions: () => [...keys.lessons, 'term-options'] as const,
  classes: () => [...keys.lessons, 'classes'] as const,
  lessonOptions: (gradeId: number | undefined) => [...keys.lessons, 'lesson-options', gradeId ?? 0] as const,
  used: (coursewareId: number) => [...keys.lessons, 'used', coursewareId] as const,
};

/** A filter's 全部. */
export const ANY = 0;
const given = (value: number) => (value === ANY ? undefined : value);

export interface CoursewareFilters {
  sourceId: number;
  gradeId: number;
  subjectId: number;
  visibility: number;
  seriesId: number;
  themeId: number;
  searchKey: string;
}

export const coursewareListSource = {
  queryKey: coursewareKeys.list(),
  fetchPage: ({ pageIndex, pageSize, ...filters }: CoursewareFilters & PageRequest) =>
    call(coursewareEndpoints.getSchoolCoursewareV2, {
      pageIndex,
      pageSize,
      sourceId: given(filters.sourceId),
      gradeId: given(filters.gradeId),
      subjectId: given(filters.subjectId),
      visibility: given(filters.visibility),
      seriesId: given(filters.seriesId),
      themeId: given(filters.themeId),
      searchKey: filters.searchKey.trim() || undefined,
    }),
};

export const useSubjects = () => useQuery({ queryKey: [...keys.fixed, 'subjects'], queryFn: () => call(coursewareEndpoints.getCoursewareSubject, {}), staleTime: Infinity });
export const useSources = () => useQuery({ queryKey: [...keys.fixed, 'sources'], queryFn: () => call(coursewareEndpoints.getSourceList, {}), staleTime: Infinity });
export const useSeriesOptions = () => useQuery({ queryKey: coursewareKeys.seriesOptions(), queryFn: () => call(coursewareEndpoints.getSchoolSeriesList, {}) });
export const useThemeOptions = () => useQuery({ queryKey: coursewareKeys.themeOptions(), queryFn: () => call(coursewareEndpoints.getCourseThemesForFilter, {}) });
export const useCourseware = (coursewareId: number | undefined) =>
  useQuery({ queryKey: coursewareKeys.info(coursewareId ?? 0), queryFn: () => call(coursewareEndpoints.getCourseInfo4, { coursewareId: coursewareId! }), enabled: Boolean(coursewareId) });
export const useUsedCourse = (coursewareId: number | undefined) =>
  useQuery({ queryKey: coursewareKeys.used(coursewareId ?? 0), queryFn: () => call(courseEndpoints.getStudentAttendRateForCourse, { coursewareId: coursewareId! }), enabled: Boolean(coursewareId) });

const CHANGES = { changes: ['courseware'] } as const;

export type CoursewareSave = CallInput<typeof coursewareEndpoints.addCourseware> & { coursewareId?: number | undefined };
export const useSaveCourseware = () =>
  useWrite(
    ({ coursewareId, ...input }: CoursewareSave): Promise<{ coursewareId: number }> =>
      coursewareId
        ? call(coursewareEndpoints.updateCourseware, { coursewareId, ...input }).then(() => ({ coursewareId }))
        : call(coursewareEndpoints.addCourseware, input),
    CHANGES,
  );
export const useDeleteCourseware = () =>
  useWrite((coursewareId: number) => call(coursewareEndpoints.delCourseware, { coursewareId }), { ...CHANGES, forget: (coursewareId) => [coursewareKeys.info(coursewareId)] });
export const useCopyCourseware = () => useWrite((input: CallInput<typeof coursewareEndpoints.copyCourseware>) => call(coursewareEndpoints.copyCourseware, input), CHANGES);
/** A lesson into 活动库, where week plans take their activities from. */
export const useStoreInActivityLibrary = () => useWrite((coursewareId: number) => call(coursewareEndpoints.copyToActivityLibrary, { coursewareId }), { changes: ['teachPlans'] });

/** Each part of a lesson is saved by its own call. */
export const usePartWrites = () => ({
  prepare: useWrite((input: CallInput<typeof coursewareEndpoints.delOrUpdateActivityPrepare>) => call(coursewareEndpoints.delOrUpdateActivityPrepare, input), CHANGES),
  process: useWrite((input: CallInput<typeof coursewareEndpoints.updateActivityProcess>) => call(coursewareEndpoints.updateActivityProcess, input), CHANGES),
  teachCase: useWrite((input: CallInput<typeof coursewareEndpoints.updateCourseTeachCase>) => call(coursewareEndpoints.updateCourseTeachCase, input), CHANGES),
  resources: useWrite((input: CallInput<typeof coursewareEndpoints.updateCourseResource>) => call(coursewareEndpoints.updateCourseResource, input), CHANGES),
  targets: useWrite((input: CallInput<typeof coursewareEndpoints.addCourseGuideTarget>) => call(coursewareEndpoints.addCourseGuideTarget, input), CHANGES),
  addGoal: useWrite((input: CallInput<typeof coursewareEndpoints.addSingleCourseGoal>) => call(coursewareEndpoints.addSingleCourseGoal, input), CHANGES),
  updateGoal: useWrite((input: CallInput<typeof coursewareEndpoints.updateSingleCourseGoal>) => call(coursewareEndpoints.updateSingleCourseGoal, input), CHANGES),
  removeGoal: useWrite((goalId: number) => call(coursewareEndpoints.delCourseGoal, { goalId }), CHANGES),
  addPoints: useWrite((input: CallInput<typeof coursewareEndpoints.addActivityPointList>) => call(coursewareEndpoints.addActivityPointList, input), CHANGES),
  updatePoint: useWrite((input: CallInput<typeof coursewareEndpoints.updateSingleActivityPoint>) => call(coursewareEndpoints.updateSingleActivityPoint, input), CHANGES),
  removePoint: useWrite((pointId: number) => call(coursewareEndpoints.delActivityPoint, { pointId }), CHANGES),
});

// ---------- series and themes ----------

export interface ShelfFilters {
  /** 1: the deleted ones, which can be resumed. */
  deleted: number;
  searchKey: string;
}
const shelfInput = ({ pageIndex, pageSize, deleted, searchKey }: ShelfFilters & PageRequest) => ({ pageIndex, pageSize, isDeleted: deleted === 1, searchKey: searchKey.trim() || undefined });

export const seriesListSource = { queryKey: coursewareKeys.series(), fetchPage: (input: ShelfFilters & PageRequest) => call(courseSeriesEndpoints.getSeriesList, shelfInput(input)) };
export const themeListSource = { queryKey: coursewareKeys.themes(), fetchPage: (input: ShelfFilters & PageRequest) => call(courseThemeEndpoints.getCourseThemeList, shelfInput(input)) };
export const useSeriesCount = () => useQuery({ queryKey: [...coursewareKeys.series(), 'count'], queryFn: () => call(courseSeriesEndpoints.getSeriesCount, {}) });
export const useSeriesCourseware = (seriesId: number | undefined) =>
  useQuery({
    queryKey: [...coursewareKeys.series(), 'courseware', seriesId ?? 0],
    queryFn: () => call(courseSeriesEndpoints.getSchoolSeriesCourseware, { seriesId: seriesId!, pageSize: 200 }),
    enabled: Boolean(seriesId),
  });

export const useSeriesWrites = () => ({
  save: useWrite(
    ({ seriesId, ...input }: CallInput<typeof courseSeriesEndpoints.addSeries> & { seriesId?: number | undefined }): Promise<unknown> =>
      seriesId ? call(courseSeriesEndpoints.updateSeries, { seriesId, ...input }) : call(courseSeriesEndpoints.addSeries, input),
    CHANGES,
  ),
  remove: useWrite((seriesId: number) => call(courseSeriesEndpoints.delSeries, { seriesId }), CHANGES),
  resume: useWrite((seriesId: number) => call(courseSeriesEndpoints.resumeSeries, { seriesId }), CHANGES),
  takeOut: useWrite((input: { coursewareId: number; seriesId: number }) => call(coursewareEndpoints.removeCourseware, input), CHANGES),
});

export const useThemeWrites = () => ({
  save: useWrite(
    ({ themeId, ...input }: CallInput<typeof courseThemeEndpoints.addCourseTheme> & { themeId?: number | undefined }): Promise<unknown> =>
      themeId ? call(courseThemeEndpoints.updateCourseTheme, { themeId, ...input }) : call(courseThemeEndpoints.addCourseTheme, input),
    CHANGES,
  ),
  remove: useWrite((themeId: number) => call(courseThemeEndpoints.delCourseTheme, { themeId }), CHANGES),
  resume: useWrite((themeId: number) => call(courseThemeEndpoints.resumeCourseTheme, { themeId }), CHANGES),
});

// ---------- statistics ----------

export const useCourseStatistics = (input: CallInput<typeof courseStaticsEndpoints.getCourseStatisticsDataList>) =>
  useQuery({ queryKey: coursewareKeys.statistics(input), queryFn: () => call(courseStaticsEndpoints.getCourseStatisticsDataList, input) });
export const useGuideStatistics = (input: CallInput<typeof courseStaticsEndpoints.getGuideStatisticsDataList>) =>
  useQuery({ queryKey: coursewareKeys.statistics({ ...input, guide: true }), queryFn: () => call(courseStaticsEndpoints.getGuideStatisticsDataList, input) });

// ---------- lessons and terms ----------

export interface LessonFilters {
  termId: number;
  classId: number;
  /** 1: the deleted lessons, which can be restored. */
  deleted: number;
}
export const lessonListSource = {
  queryKey: coursewareKeys.lessonList(),
  fetchPage: ({ pageIndex, pageSize, termId, classId, deleted }: LessonFilters & PageRequest) =>
    call(lessonEndpoints.getAddedLessonList, { pageIndex, pageSize, isDeleted: deleted === 1, termId: given(termId), classId: given(classId) }),
};
export const useTerms = () => useQuery({ queryKey: coursewareKeys.terms(), queryFn: () => call(lessonEndpoints.getTermList, {}) });
export const useTermOptions = () => useQuery({ queryKey: coursewareKeys.termOptions(), queryFn: () => call(lessonEndpoints.getTermListForSelect, {}) });
export const useClassOptions = () => useQuery({ queryKey: coursewareKeys.classes(), queryFn: () => call(lessonEndpoints.getClassListForSelect, {}) });
export const useLessonOptions = () => useQuery({ queryKey: coursewareKeys.lessonOptions(undefined), queryFn: () => call(lessonEndpoints.getLessonListForSelect, {}) });

export const useLessonWrites = () => ({
  save: useWrite((input: CallInput<typeof lessonEndpoints.addOrUpdateLesson>) => call(lessonEndpoints.addOrUpdateLesson, input), CHANGES),
  remove: useWrite((lessonId: number) => call(lessonEndpoints.delLesson, { lessonId }), CHANGES),
  restore: useWrite((lessonId: number) => call(lessonEndpoints.restoreLesson, { lessonId }), CHANGES),
  saveTerm: useWrite((input: CallInput<typeof lessonEndpoints.addOrUpdateTerm>) => call(lessonEndpoints.addOrUpdateTerm, input), CHANGES),
  removeTerm: useWrite((termId: number) => call(lessonEndpoints.delTerm, { termId }), CHANGES),
});
