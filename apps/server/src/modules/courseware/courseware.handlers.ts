import { courseEndpoints, courseSeriesEndpoints, courseStaticsEndpoints, courseThemeEndpoints, coursewareEndpoints, lessonEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { CoursewareService } from './courseware.service.js';
import type { LessonService } from './lesson.service.js';

export const coursewareHandlers = (library: CoursewareService) =>
  handlersFor(coursewareEndpoints, {
    getSourceList: async () => library.sources(),
    getCoursewareGrade: async () => library.grades(),
    getCoursewareSubject: async () => library.subjects(),
    getActivityTypeNameList: async () => library.activityTypes(),
    getSchoolSeriesList: (_input, { db }) => library.seriesOptions(db),
    getCourseThemesForFilter: (_input, { db }) => library.themeOptions(db),
    getSchoolCoursewareNum: (input, { session }) => library.count(session, input),
    getSchoolCoursewareV2: (input, { session }) => library.list(session, input),
    getCourseInfo4: (input, { session }) => library.info(session, input.coursewareId),
    getGuideTargetForSelect: async (input) => library.guideTree(input.gradeId),
    getGuideTargetForCourse: (input, { session }) => library.guideTargets(session, input.coursewareId),
    addCourseware: (input, { db, session }) => library.add(db, session, input),
    updateCourseware: (input, { db, session }) => library.update(db, session, input),
    delCourseware: (input, { db, session }) => library.remove(db, session, input.coursewareId),
    copyCourseware: (input, { db, session }) => library.copy(db, session, input),
    copyToActivityLibrary: (input, { db, session }) => library.toActivityLibrary(db, session, input.coursewareId),
    removeCourseware: (input, { db, session }) => library.removeFromSeries(db, session, input),
    delOrUpdateActivityPrepare: (input, { db, session }) => library.setPrepare(db, session, input.coursewareId, input.activityPrepare),
    updateActivityProcess: (input, { db, session }) => library.setProcess(db, session, input.coursewareId, input.activityProcess),
    updateCourseResource: (input, { db, session }) => library.setResources(db, session, input),
    updateCourseTeachCase: (input, { db, session }) => library.setTeachCase(db, session, input.coursewareId, input.teachCase),
    addCourseGuideTarget: (input, { db, session }) => library.setGuideTargets(db, session, input.coursewareId, input.targetIds),
    addSingleCourseGoal: (input, { db, session }) => library.addGoal(db, session, input),
    updateSingleCourseGoal: (input, { db, session }) => library.updateGoal(db, session, input),
    delCourseGoal: (input, { db, session }) => library.removeGoal(db, session, input.goalId),
    addActivityPointList: (input, { db, session }) => library.addPoints(db, session, input),
    updateSingleActivityPoint: (input, { db, session }) => library.updatePoint(db, session, input),
    delActivityPoint: (input, { db, session }) => library.removePoint(db, session, input.pointId),
  });

export const courseSeriesHandlers = (library: CoursewareService) =>
  handlersFor(courseSeriesEndpoints, {
    getSeriesCount: (_input, { db }) => library.seriesCount(db),
    getSeriesList: (input, { db }) => library.seriesList(db, input),
    getSchoolSeries: (input, { db }) => library.series(db, input.seriesId),
    getSchoolSeriesCoursewareNum: (input, { db, session }) => library.seriesCoursewareCount(db, session, input),
    getSchoolSeriesCourseware: (input, { db, session }) => library.seriesCourseware(db, session, input),
    addSeries: (input, { db, session }) => library.addSeries(db, session, input),
    updateSeries: (input, { db }) => library.updateSeries(db, input),
    delSeries: (input, { db }) => library.deleteSeries(db, input.seriesId),
    resumeSeries: (input, { db }) => library.resumeSeries(db, input.seriesId),
  });

export const courseThemeHandlers = (library: CoursewareService) =>
  handlersFor(courseThemeEndpoints, {
    getCourseThemeList: (input, { db }) => library.themeList(db, input),
    addCourseTheme: (input, { db, session }) => library.addTheme(db, session, input),
    updateCourseTheme: (input, { db }) => library.updateTheme(db, input),
    delCourseTheme: (input, { db }) => library.deleteTheme(db, input.themeId),
    resumeCourseTheme: (input, { db }) => library.resumeTheme(db, input.themeId),
  });

export const courseStaticsHandlers = (lessons: LessonService) =>
  handlersFor(courseStaticsEndpoints, {
    getFieldList: async () => lessons.fields(),
    getFieldContentList: async (input) => lessons.fieldContents(input.fieldId),
    getCourseStatisticsDataList: (input, { db }) => lessons.statistics(db, input),
    getGuideStatisticsDataList: (input, { db }) => lessons.guideStatistics(db, input),
  });

export const courseHandlers = (lessons: LessonService) =>
  handlersFor(courseEndpoints, {
    getUsedCourseForId: (input, { db, session }) => lessons.usedCourse(db, session, input.coursewareId),
    getGuideContentForCourse: (input, { session }) => lessons.guideContent(session, input.coursewareId),
    getStudentAttendRateForCourse: (input, { db, session }) => lessons.attendRates(db, session, input),
    getStudentAttendForCourse: (input, { db }) => lessons.attendOfLesson(db, input.lessonId),
  });

export const lessonHandlers = (lessons: LessonService) =>
  handlersFor(lessonEndpoints, {
    getTermListForSelect: (_input, { db }) => lessons.termOptions(db),
    getGradeListForSelect: (_input, { db }) => lessons.gradeOptions(db),
    getClassListForSelect: (input, { db }) => lessons.classOptions(db, input.gradeId),
    getLessonListForSelect: (input, { db, session }) => lessons.lessonOptions(db, session, input),
    getAddedLessonList: (input, { db }) => lessons.lessons(db, input),
    getAddedLessonInfo: (input, { db }) => lessons.lessonInfo(db, input.lessonId),
    getTermList: (_input, { db }) => lessons.terms(db),
    getTermInfo: (input, { db }) => lessons.termInfo(db, input.termId),
    addOrUpdateLesson: (input, { db, session }) => lessons.saveLesson(db, session, input),
    addOrUpdateTerm: (input, { db, session }) => lessons.saveTerm(db, session, input),
    delLesson: (input, { db }) => lessons.deleteLesson(db, input.lessonId),
    restoreLesson: (input, { db }) => lessons.restoreLesson(db, input.lessonId),
    delTerm: (input, { db, session }) => lessons.deleteTerm(db, session, input.termId),
  });
