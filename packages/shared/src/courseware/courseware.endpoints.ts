import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import { SavedLibraryActivity } from '../teach-plan/activity-library.schemas.js';
import * as s from './courseware.schemas.js';
import * as l from './lesson.schemas.js';

const CW = 'ResourceManage.Courseware';
const SERIES = 'ResourceManage.CourseSeries';
const THEME = 'ResourceManage.CourseTheme';
const STATS = 'ResourceManage.CourseStatistics';
const LESSON = 'ResourceManage.CourseLesson';
const C = '/api/Courseware4/' as const;
const ST = '/api/CourseStatics/' as const;
const CO = '/api/Course/' as const;
const L = '/api/Lesson/' as const;

/**
 * 教学资源 > 课件库 (legacy Courseware4): the school's lessons, each with its parts (activity prepare,
 * process, resources, teaching case, goals, guide targets, activity points) written by calls of their
 * own, so that saving one never touches another; the group's shared lessons, and copying them in.
 */
export const coursewareEndpoints = {
  getSourceList: defineEndpoint({ id: 'courseware.getSourceList', summary: '课件来源（本园原创、集团共享、复制）', access: CW, legacy: { method: 'GET', path: `${C}GetSourceList` }, input: z.object({}), output: s.CourseSourceList }),
  getCoursewareGrade: defineEndpoint({ id: 'courseware.getCoursewareGrade', summary: '课件的年级（托班至其他）', access: CW, legacy: { method: 'GET', path: `${C}GetCoursewareGrade` }, input: z.object({}), output: s.CoursewareGradeList }),
  getCoursewareSubject: defineEndpoint({ id: 'courseware.getCoursewareSubject', summary: '课件学科及其封面（SVG 图片的 data URL）', access: CW, legacy: { method: 'GET', path: `${C}GetCoursewareSubject` }, input: z.object({}), output: s.CourseSubjectList }),
  getActivityTypeNameList: defineEndpoint({ id: 'courseware.getActivityTypeNameList', summary: '活动类型', access: CW, legacy: { method: 'GET', path: `${C}GetActivityTypeNameList` }, input: z.object({}), output: s.CourseActivityTypeNameList }),
  getSchoolSeriesList: defineEndpoint({ id: 'courseware.getSchoolSeriesList', summary: '本园的系列（筛选、选择用，不含已删除）', access: CW, legacy: { method: 'GET', path: `${C}GetSchoolSeriesList` }, input: z.object({}), output: s.SeriesList }),
  getCourseThemesForFilter: defineEndpoint({ id: 'courseware.getCourseThemesForFilter', summary: '本园的课程主题（筛选、选择用，不含已删除）', access: CW, legacy: { method: 'GET', path: `${C}GetCourseThemesForFilter` }, input: z.object({}), output: s.CourseThemeFilterList }),
  getSchoolCoursewareNum: defineEndpoint({ id: 'courseware.getSchoolCoursewareNum', summary: '可见课件数量（按来源、年级、学科、可见范围、系列、主题、名称筛选）', access: CW, legacy: { method: 'GET', path: `${C}GetSchoolCoursewareNum` }, input: s.CoursewareCountInput, output: s.CoursewareCount }),
  getSchoolCoursewareV2: defineEndpoint({ id: 'courseware.getSchoolCoursewareV2', summary: '课件库：本园课件与集团共享课件（筛选、分页，最近修改在前）', access: CW, legacy: { method: 'GET', path: `${C}GetSchoolCoursewareV2` }, input: s.CoursewareListInput, output: s.CoursewarePage }),
  getCourseInfo4: defineEndpoint({ id: 'courseware.getCourseInfo4', summary: '课件详情：基本信息与各部分（准备、过程、资源、案例、目标、指南目标、活动要点）', access: CW, legacy: { method: 'GET', path: `${C}GetCourseInfo4` }, input: s.CoursewareIdInput, output: s.CoursewareInfo }),
  getGuideTargetForSelect: defineEndpoint({ id: 'courseware.getGuideTargetForSelect', summary: '《3-6岁儿童学习与发展指南》的领域、子领域与目标（给年级时附该年龄段的典型表现）', access: CW, legacy: { method: 'GET', path: `${C}GetGuideTargetForSelect` }, input: s.CourseGuideTargetSelectInput, output: s.CourseGuideTargetTree }),
  getGuideTargetForCourse: defineEndpoint({ id: 'courseware.getGuideTargetForCourse', summary: '课件关联的指南目标', access: CW, legacy: { method: 'GET', path: `${C}GetGuideTargetForCourse` }, input: s.CoursewareIdInput, output: s.GuideTargetsOfCourse }),
  addCourseware: defineEndpoint({ id: 'courseware.addCourseware', summary: '新增课件（基本信息；各部分另行保存）', access: CW, legacy: { method: 'POST', path: `${C}AddCourseware` }, input: s.AddCoursewareInput, output: s.SavedCourseware, creates: 'coursewareId' }),
  updateCourseware: defineEndpoint({ id: 'courseware.updateCourseware', summary: '修改课件基本信息（不影响各部分）', access: CW, legacy: { method: 'POST', path: `${C}UpdateCourseware` }, input: s.UpdateCoursewareInput, output: Done }),
  delCourseware: defineEndpoint({ id: 'courseware.delCourseware', summary: '删除本园课件（已排课的不能删除）', access: CW, legacy: { method: 'POST', path: `${C}DelCourseware` }, input: s.CoursewareIdInput, output: Done }),
  copyCourseware: defineEndpoint({ id: 'courseware.copyCourseware', summary: '把可见的课件复制到本园（可放入本园的系列）', access: CW, legacy: { method: 'POST', path: `${C}CopyCourseware` }, input: s.CopyCoursewareInput, output: s.SavedCourseware, creates: 'coursewareId' }),
  copyToActivityLibrary: defineEndpoint({
    id: 'courseware.copyToActivityLibrary',
    summary: '把可见的课件存入活动库（来源：课件库；名称、活动目标、指南目标与同名的活动类型），以便加入周计划',
    access: 'TeachManage.ActivityLibrary',
    java: { method: 'POST', path: '/javaApi/courseware/copyToActivityLibrary' },
    input: s.CoursewareIdInput,
    output: SavedLibraryActivity,
    creates: 'activityId',
  }),
  removeCourseware: defineEndpoint({ id: 'courseware.removeCourseware', summary: '把课件移出系列（课件保留）', access: SERIES, legacy: { method: 'POST', path: `${C}RemoveCourseware` }, input: s.RemoveCoursewareInput, output: Done }),
  delOrUpdateActivityPrepare: defineEndpoint({ id: 'courseware.delOrUpdateActivityPrepare', summary: '保存活动准备（留空即删除）', access: CW, legacy: { method: 'POST', path: `${C}DelOrUpdateActivityPrepare` }, input: s.ActivityPrepareInput, output: Done }),
  updateActivityProcess: defineEndpoint({ id: 'courseware.updateActivityProcess', summary: '保存活动过程', access: CW, legacy: { method: 'POST', path: `${C}UpdateActivityProcess` }, input: s.ActivityProcessInput, output: Done }),
  updateCourseResource: defineEndpoint({ id: 'courseware.updateCourseResource', summary: '保存课件资源（图片、视频、音频、文档，按顺序；上传为 Courseware 类）', access: CW, legacy: { method: 'POST', path: `${C}UpdateCourseResource` }, input: s.CourseResourceInput, output: Done }),
  updateCourseTeachCase: defineEndpoint({ id: 'courseware.updateCourseTeachCase', summary: '保存教学案例', access: CW, legacy: { method: 'POST', path: `${C}UpdateCourseTeachCase` }, input: s.TeachCaseInput, output: Done }),
  addCourseGuideTarget: defineEndpoint({ id: 'courseware.addCourseGuideTarget', summary: '设置课件的指南目标（整体替换）', access: CW, legacy: { method: 'POST', path: `${C}AddCourseGuideTarget` }, input: s.CourseGuideTargetInput, output: Done }),
  addSingleCourseGoal: defineEndpoint({ id: 'courseware.addSingleCourseGoal', summary: '添加一条活动目标', access: CW, legacy: { method: 'POST', path: `${C}AddSingleCourseGoal` }, input: s.AddCourseGoalInput, output: s.SavedCourseGoal, creates: 'goalId' }),
  updateSingleCourseGoal: defineEndpoint({ id: 'courseware.updateSingleCourseGoal', summary: '修改一条活动目标', access: CW, legacy: { method: 'POST', path: `${C}UpdateSingleCourseGoal` }, input: s.UpdateCourseGoalInput, output: Done }),
  delCourseGoal: defineEndpoint({ id: 'courseware.delCourseGoal', summary: '删除一条活动目标', access: CW, legacy: { method: 'POST', path: `${C}DelCourseGoal` }, input: s.CourseGoalIdInput, output: Done }),
  addActivityPointList: defineEndpoint({ id: 'courseware.addActivityPointList', summary: '添加活动要点（可关联指南目标）', access: CW, legacy: { method: 'POST', path: `${C}AddActivityPointList` }, input: s.AddActivityPointListInput, output: s.SavedActivityPoints }),
  updateSingleActivityPoint: defineEndpoint({ id: 'courseware.updateSingleActivityPoint', summary: '修改一条活动要点', access: CW, legacy: { method: 'GET', path: `${C}UpdateSingleActivityPoint` }, readOnly: false, input: s.UpdateActivityPointInput, output: Done }),
  delActivityPoint: defineEndpoint({ id: 'courseware.delActivityPoint', summary: '删除一条活动要点', access: CW, legacy: { method: 'GET', path: `${C}DelActivityPoint` }, readOnly: false, input: s.ActivityPointIdInput, output: Done }),
};

/** 教学资源 > 系列 (legacy Courseware4): lessons grouped into series; deleted series are kept and can be resumed. */
export const courseSeriesEndpoints = {
  getSeriesCount: defineEndpoint({ id: 'courseSeries.getSeriesCount', summary: '本园系列与课件的数量', access: SERIES, legacy: { method: 'GET', path: `${C}GetSeriesCount` }, input: z.object({}), output: s.SeriesCount }),
  getSeriesList: defineEndpoint({ id: 'courseSeries.getSeriesList', summary: '系列列表（含各系列课件数；isDeleted 查已删除的）', access: SERIES, legacy: { method: 'GET', path: `${C}GetSeriesList` }, input: s.CourseShelfListInput, output: s.SeriesPage }),
  getSchoolSeries: defineEndpoint({ id: 'courseSeries.getSchoolSeries', summary: '系列详情', access: SERIES, legacy: { method: 'GET', path: `${C}GetSchoolSeries` }, input: s.CourseSeriesIdInput, output: s.SeriesRow }),
  getSchoolSeriesCoursewareNum: defineEndpoint({ id: 'courseSeries.getSchoolSeriesCoursewareNum', summary: '系列中的课件数量', access: SERIES, legacy: { method: 'GET', path: `${C}GetSchoolSeriesCoursewareNum` }, input: s.SeriesCoursewareCountInput, output: s.CoursewareCount }),
  getSchoolSeriesCourseware: defineEndpoint({ id: 'courseSeries.getSchoolSeriesCourseware', summary: '系列中的课件（分页）', access: SERIES, legacy: { method: 'GET', path: `${C}GetSchoolSeriesCourseware` }, input: s.SeriesCoursewareInput, output: s.CoursewarePage }),
  addSeries: defineEndpoint({ id: 'courseSeries.addSeries', summary: '新增系列（本园内名称不重复）', access: SERIES, legacy: { method: 'POST', path: `${C}AddSeries` }, input: s.AddSeriesInput, output: s.SavedSeries, creates: 'seriesId' }),
  updateSeries: defineEndpoint({ id: 'courseSeries.updateSeries', summary: '修改系列', access: SERIES, legacy: { method: 'POST', path: `${C}UpdateSeries` }, input: s.UpdateSeriesInput, output: Done }),
  delSeries: defineEndpoint({ id: 'courseSeries.delSeries', summary: '删除系列（保留，可恢复；其课件仍在课件库）', access: SERIES, legacy: { method: 'POST', path: `${C}DelSeries` }, input: s.CourseSeriesIdInput, output: Done }),
  resumeSeries: defineEndpoint({ id: 'courseSeries.resumeSeries', summary: '恢复已删除的系列', access: SERIES, legacy: { method: 'POST', path: `${C}ResumeSeries` }, input: s.CourseSeriesIdInput, output: Done }),
};

/** 教学资源 > 课程主题 (legacy Courseware4): the school's course themes; deleted ones are kept and can be resumed. */
export const courseThemeEndpoints = {
  getCourseThemeList: defineEndpoint({ id: 'courseTheme.getCourseThemeList', summary: '课程主题列表（含课件数；isDeleted 查已删除的）', access: THEME, legacy: { method: 'GET', path: `${C}GetCourseThemeList` }, input: s.CourseShelfListInput, output: s.CourseThemePage }),
  addCourseTheme: defineEndpoint({ id: 'courseTheme.addCourseTheme', summary: '新增课程主题（本园内名称不重复）', access: THEME, legacy: { method: 'POST', path: `${C}AddCourseTheme` }, input: s.AddCourseThemeInput, output: s.SavedTheme, creates: 'themeId' }),
  updateCourseTheme: defineEndpoint({ id: 'courseTheme.updateCourseTheme', summary: '修改课程主题', access: THEME, legacy: { method: 'POST', path: `${C}UpdateCourseTheme` }, input: s.UpdateCourseThemeInput, output: Done }),
  delCourseTheme: defineEndpoint({ id: 'courseTheme.delCourseTheme', summary: '删除课程主题（保留，可恢复）', access: THEME, legacy: { method: 'POST', path: `${C}DelCourseTheme` }, input: s.CourseThemeIdInput, output: Done }),
  resumeCourseTheme: defineEndpoint({ id: 'courseTheme.resumeCourseTheme', summary: '恢复已删除的课程主题', access: THEME, legacy: { method: 'POST', path: `${C}ResumeCourseTheme` }, input: s.CourseThemeIdInput, output: Done }),
};

/** 教学资源 > 课程统计 (legacy CourseStatics): lessons by subject, guide field and target, counted in SQL for a time range. */
export const courseStaticsEndpoints = {
  getFieldList: defineEndpoint({ id: 'courseStatics.getFieldList', summary: '指南的五大领域', access: STATS, legacy: { method: 'GET', path: `${ST}GetFieldList` }, input: z.object({}), output: s.GuideFieldList }),
  getFieldContentList: defineEndpoint({ id: 'courseStatics.getFieldContentList', summary: '领域的目标', access: STATS, legacy: { method: 'GET', path: `${ST}GetFieldContentList` }, input: s.GuideFieldIdInput, output: s.GuideFieldContentList }),
  getCourseStatisticsDataList: defineEndpoint({ id: 'courseStatics.getCourseStatisticsDataList', summary: '各学科、各领域的课件数与时间段内的授课次数', access: STATS, legacy: { method: 'GET', path: `${ST}GetCourseStatisticsDataList` }, input: s.CourseStatisticsInput, output: s.CourseStatistics }),
  getGuideStatisticsDataList: defineEndpoint({ id: 'courseStatics.getGuideStatisticsDataList', summary: '各指南目标的课件数与时间段内的授课次数', access: STATS, legacy: { method: 'GET', path: `${ST}GetGuideStatisticsDataList` }, input: s.CourseGuideStatisticsInput, output: s.CourseGuideStatistics }),
};

/** The course reads (legacy Course): where a lesson was taught, its guide content, and the children's attendance on those days. */
export const courseEndpoints = {
  getUsedCourseForId: defineEndpoint({ id: 'course.getUsedCourseForId', summary: '课件的授课记录（哪些班级、哪天、第几节）', access: CW, legacy: { method: 'GET', path: `${CO}GetUsedCourseForId` }, input: s.CoursewareIdInput, output: l.UsedCourseLessonList }),
  getGuideContentForCourse: defineEndpoint({ id: 'course.getGuideContentForCourse', summary: '课件的指南目标及其年龄段的典型表现', access: CW, legacy: { method: 'GET', path: `${CO}GetGuideContentForCourse` }, input: s.CoursewareIdInput, output: l.CourseGuideContentList }),
  getStudentAttendRateForCourse: defineEndpoint({ id: 'course.getStudentAttendRateForCourse', summary: '课件每次授课当天班级的出勤率', access: CW, legacy: { method: 'GET', path: `${CO}GetStudentAttendRateForCourse` }, input: l.CourseAttendRateInput, output: l.CourseAttendRateList }),
  getStudentAttendForCourse: defineEndpoint({ id: 'course.getStudentAttendForCourse', summary: '一次授课当天班级幼儿的出勤情况', access: CW, legacy: { method: 'GET', path: `${CO}GetStudentAttendForCourse` }, input: l.CourseLessonIdInput, output: l.LessonAttendList }),
};

/** 教学资源 > 课节与学期 (legacy Lesson): the timetable of lessons by term, grade and class; deleted lessons can be restored. */
export const lessonEndpoints = {
  getTermListForSelect: defineEndpoint({ id: 'lesson.getTermListForSelect', summary: '课程学期（选择用）', access: LESSON, legacy: { method: 'GET', path: `${L}GetTermListForSelect` }, input: z.object({}), output: l.CourseTermOptionList }),
  getGradeListForSelect: defineEndpoint({ id: 'lesson.getGradeListForSelect', summary: '当前学年的年级（选择用）', access: LESSON, legacy: { method: 'GET', path: `${L}GetGradeListForSelect` }, input: z.object({}), output: l.LessonGradeOptionList }),
  getClassListForSelect: defineEndpoint({ id: 'lesson.getClassListForSelect', summary: '当前学年的班级（数据范围内，可按年级）', access: LESSON, legacy: { method: 'GET', path: `${L}GetClassListForSelect` }, input: l.LessonClassSelectInput, output: l.LessonClassOptionList }),
  getLessonListForSelect: defineEndpoint({ id: 'lesson.getLessonListForSelect', summary: '可排课的本园课件（按年级、名称，最多50条）', access: LESSON, legacy: { method: 'GET', path: `${L}GetLessonListForSelect` }, input: l.LessonSelectInput, output: l.LessonCoursewareOptionList }),
  getAddedLessonList: defineEndpoint({ id: 'lesson.getAddedLessonList', summary: '已排课节（按学期、年级、班级、日期；isDeleted 查已删除的）', access: LESSON, legacy: { method: 'GET', path: `${L}GetAddedLessonList` }, input: l.AddedLessonListInput, output: l.CourseLessonPage }),
  getAddedLessonInfo: defineEndpoint({ id: 'lesson.getAddedLessonInfo', summary: '一节课的详情', access: LESSON, legacy: { method: 'GET', path: `${L}GetAddedLessonInfo` }, input: l.CourseLessonIdInput, output: l.CourseLessonRow }),
  getTermList: defineEndpoint({ id: 'lesson.getTermList', summary: '课程学期列表（含课节数）', access: LESSON, legacy: { method: 'GET', path: `${L}GetTermList` }, input: z.object({}), output: l.CourseTermList }),
  getTermInfo: defineEndpoint({ id: 'lesson.getTermInfo', summary: '课程学期详情', access: LESSON, legacy: { method: 'GET', path: `${L}GetTermInfo` }, input: l.CourseTermIdInput, output: l.CourseTermRow }),
  addOrUpdateLesson: defineEndpoint({ id: 'lesson.addOrUpdateLesson', summary: '排课或修改课节（日期在学期内，班级同一天同一节不重复）', access: LESSON, legacy: { method: 'POST', path: `${L}AddOrUpdateLesson` }, input: l.SaveCourseLessonInput, output: l.SavedCourseLesson, creates: 'lessonId' }),
  addOrUpdateTerm: defineEndpoint({ id: 'lesson.addOrUpdateTerm', summary: '新增或修改课程学期（名称不重复，已排的课须仍在学期内）', access: LESSON, legacy: { method: 'POST', path: `${L}AddOrUpdateTerm` }, input: l.SaveCourseTermInput, output: l.SavedCourseTerm, creates: 'termId' }),
  delLesson: defineEndpoint({ id: 'lesson.delLesson', summary: '删除课节（可恢复）', access: LESSON, legacy: { method: 'POST', path: `${L}DelLesson` }, input: l.CourseLessonIdInput, output: Done }),
  restoreLesson: defineEndpoint({ id: 'lesson.restoreLesson', summary: '恢复已删除的课节', access: LESSON, legacy: { method: 'POST', path: `${L}RestoreLesson` }, input: l.CourseLessonIdInput, output: Done }),
  delTerm: defineEndpoint({ id: 'lesson.delTerm', summary: '删除课程学期（还有课节时不能删除）', access: LESSON, legacy: { method: 'POST', path: `${L}DelTerm` }, input: l.CourseTermIdInput, output: Done }),
};
