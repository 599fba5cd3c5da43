import { z } from 'zod';
import { flag, id, int, intAmong, isoDate, pageInput, pageOf } from '../endpoint.js';
import { GradeLevel } from '../enums.js';
import { freeText, nameText, optionalText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';
import { GuideTargetId, GuideTargetIdList } from '../guide/guide.js';
import { courseActivityTypes, courseSources, courseSubjects, courseVisibilities, CourseVisibility } from './courseware.rules.js';

export const COURSEWARE_NAME_MAX = 50;
export const SERIES_NAME_MAX = 30;
export const THEME_NAME_MAX = 30;
export const COURSE_DESCRIPTION_MAX = 500;
export const COURSE_PART_MAX = 5000;
export const COURSE_GOAL_MAX = 200;
export const ACTIVITY_POINT_MAX = 300;
export const MAX_COURSE_RESOURCES = 30;
export const MAX_ACTIVITY_POINTS = 20;
const SEARCH_MAX = 50;

/** Query strings and forms send '' for a field left empty. */
const blank = (value: unknown) => value === '' || value === null || value === undefined;
export const optionalInput = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());
/** An optional choice that '', 0 or null clears (selects send 0 for none). */
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) || value === 0 || value === '0' ? null : value), schema.nullable()).default(null);
/** An optional reference. */
const nullableId = () => clearable(id());

export const gradeLevelInput = () => intAmong(Object.values(GradeLevel), '年级应为1（托班）、2（小班）、3（中班）、4（大班）或5（其他）');
/** A series' or theme's grade: none leaves it for every grade. */
const optionalGradeLevel = () => clearable(gradeLevelInput());
const subjectInput = () => intAmong(courseSubjects, '学科应为1至8（健康、科学、艺术、社会、数学、音乐、语言、其他）');
const visibilityInput = () => intAmong(courseVisibilities, '可见范围应为1（公开）、2（仅订阅可见）、3（私有）或4（仅本园）');
const searchInput = () => z.string().trim().max(SEARCH_MAX, `搜索内容最多${SEARCH_MAX}字`).optional();

/** Ids as a JSON array, or as `1,2,3` in a query string or form. */
const idArray = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.preprocess(
    (value) => (blank(value) ? [] : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : typeof value === 'number' ? [value] : value),
    z.array(item).max(max, `${what}最多${max}个`),
  );

const Int = z.number().int();

// ---------- inputs ----------

export const CoursewareIdInput = z.object({ coursewareId: id() });
export const CourseSeriesIdInput = z.object({ seriesId: id() });
export const CourseThemeIdInput = z.object({ themeId: id() });
export const CourseGoalIdInput = z.object({ goalId: id() });

const coursewareFilter = {
  sourceId: optionalInput(intAmong(courseSources, '来源应为1（本园原创）、2（集团共享）或3（复制）')),
  gradeId: optionalInput(gradeLevelInput()),
  subjectId: optionalInput(subjectInput()),
  visibility: optionalInput(visibilityInput()),
  seriesId: optionalInput(id()),
  themeId: optionalInput(id()),
  /** Part of the lesson's name. */
  searchKey: searchInput(),
};
export const CoursewareCountInput = z.object(coursewareFilter);
export type CoursewareFilter = z.infer<typeof CoursewareCountInput>;
export const CoursewareListInput = z.object({ ...coursewareFilter, ...pageInput });
export type CoursewareListInput = z.infer<typeof CoursewareListInput>;

export const SeriesCoursewareInput = z.object({ seriesId: id(), searchKey: searchInput(), ...pageInput });
export type SeriesCoursewareInput = z.infer<typeof SeriesCoursewareInput>;
export const SeriesCoursewareCountInput = z.object({ seriesId: id(), searchKey: searchInput() });

/** Series and themes: the kept ones, or with isDeleted the deleted ones that can be resumed. */
export const CourseShelfListInput = z.object({ isDeleted: flag().default(false), searchKey: searchInput(), ...pageInput });
export type CourseShelfListInput = z.infer<typeof CourseShelfListInput>;

const seriesFields = {
  seriesName: nameText('系列名称', SERIES_NAME_MAX),
  gradeId: optionalGradeLevel(),
  description: optionalText('系列简介', COURSE_DESCRIPTION_MAX),
};
export const AddSeriesInput = z.object(seriesFields);
export type AddSeriesInput = z.infer<typeof AddSeriesInput>;
export const UpdateSeriesInput = z.object({ seriesId: id(), ...seriesFields });
export type UpdateSeriesInput = z.infer<typeof UpdateSeriesInput>;

const themeFields = {
  themeName: nameText('课程主题名称', THEME_NAME_MAX),
  gradeId: optionalGradeLevel(),
  description: optionalText('课程主题简介', COURSE_DESCRIPTION_MAX),
};
export const AddCourseThemeInput = z.object(themeFields);
export type AddCourseThemeInput = z.infer<typeof AddCourseThemeInput>;
export const UpdateCourseThemeInput = z.object({ themeId: id(), ...themeFields });
export type UpdateCourseThemeInput = z.infer<typeof UpdateCourseThemeInput>;

/** A lesson's own fields: its parts are written by calls of their own. */
const coursewareFields = {
  coursewareName: nameText('课件名称', COURSEWARE_NAME_MAX),
  gradeId: gradeLevelInput(),
  subjectId: subjectInput(),
  visibility: visibilityInput().default(CourseVisibility.SCHOOL),
  seriesId: nullableId(),
  themeId: nullableId(),
  activityType: z
    .preprocess((value) => (blank(value) ? null : value), z.enum(courseActivityTypes, { error: `活动类型应为${courseActivityTypes.join('、')}之一` }).nullable())
    .default(null),
  /** A picture uploaded as kind Courseware; none shows the subject's cover. */
  coverFileId: nullableId(),
  introduction: optionalText('课件简介', COURSE_DESCRIPTION_MAX),
  durationMinutes: z.preprocess((value) => (blank(value) ? null : value), int(5, 180, '活动时长应为5至180分钟').nullable()).default(null),
};
export const AddCoursewareInput = z.object(coursewareFields);
export type AddCoursewareInput = z.infer<typeof AddCoursewareInput>;
export const UpdateCoursewareInput = z.object({ coursewareId: id(), ...coursewareFields });
export type UpdateCoursewareInput = z.infer<typeof UpdateCoursewareInput>;

export const CopyCoursewareInput = z.object({ coursewareId: id(), seriesId: nullableId() });
export type CopyCoursewareInput = z.infer<typeof CopyCoursewareInput>;
export const RemoveCoursewareInput = z.object({ coursewareId: id(), seriesId: optionalInput(id()) });
export type RemoveCoursewareInput = z.infer<typeof RemoveCoursewareInput>;

export const ActivityPrepareInput = z.object({ coursewareId: id(), activityPrepare: optionalText('活动准备', COURSE_PART_MAX) });
export const ActivityProcessInput = z.object({ coursewareId: id(), activityProcess: optionalText('活动过程', COURSE_PART_MAX) });
export const TeachCaseInput = z.object({ coursewareId: id(), teachCase: optionalText('教学案例', COURSE_PART_MAX) });
export const CourseResourceInput = z.object({ coursewareId: id(), fileIds: idArray(id(), MAX_COURSE_RESOURCES, '课件资源') });
export type CourseResourceInput = z.infer<typeof CourseResourceInput>;
export const CourseGuideTargetInput = z.object({ coursewareId: id(), targetIds: GuideTargetIdList });
export type CourseGuideTargetInput = z.infer<typeof CourseGuideTargetInput>;

export const AddCourseGoalInput = z.object({ coursewareId: id(), content: freeText('活动目标', COURSE_GOAL_MAX) });
export const UpdateCourseGoalInput = z.object({ goalId: id(), content: freeText('活动目标', COURSE_GOAL_MAX) });

const activityPoint = {
  content: freeText('活动要点', ACTIVITY_POINT_MAX),
  /** The guide target the point works towards, if any. */
  targetId: clearable(GuideTargetId),
};
export const AddActivityPointListInput = z.object({
  coursewareId: id(),
  pointList: z.array(z.object(activityPoint)).min(1, '请填写活动要点').max(MAX_ACTIVITY_POINTS, `一次最多添加${MAX_ACTIVITY_POINTS}条活动要点`),
});
export type AddActivityPointListInput = z.infer<typeof AddActivityPointListInput>;
export const UpdateActivityPointInput = z.object({ pointId: id(), ...activityPoint });
export type UpdateActivityPointInput = z.infer<typeof UpdateActivityPointInput>;
export const ActivityPointIdInput = z.object({ pointId: id() });

export const CourseGuideTargetSelectInput = z.object({ gradeId: optionalInput(gradeLevelInput()) });

// ---------- outputs ----------

export const CoursewareGradeList = z.array(z.object({ gradeId: Int, gradeName: z.string() }));
export const CourseSubjectList = z.array(z.object({ subjectId: Int, subjectName: z.string(), coverUrl: z.string() }));
export const CourseSourceList = z.array(z.object({ sourceId: Int, sourceName: z.string() }));
export const CourseActivityTypeNameList = z.array(z.object({ activityTypeName: z.string() }));
export const CoursewareCount = z.object({ count: Int });

export const CoursewareRow = z.object({
  coursewareId: Int,
  coursewareName: z.string(),
  schoolId: Int,
  schoolName: z.string(),
  gradeId: Int,
  gradeName: z.string(),
  subjectId: Int,
  subjectName: z.string(),
  /** The lesson's own picture (kind Courseware), or null: then coverUrl, its subject's cover, is shown. */
  coverFileId: Int.nullable(),
  coverUrl: z.string(),
  visibility: Int,
  visibilityName: z.string(),
  sourceId: Int,
  sourceName: z.string(),
  seriesId: Int.nullable(),
  seriesName: z.string(),
  themeId: Int.nullable(),
  themeName: z.string(),
  activityType: z.string(),
  adderId: Int,
  adderName: z.string(),
  /** Whether the caller's school owns it, and so may edit and delete it; others only copy it. */
  isOwn: z.boolean(),
  addTime: z.string(),
  updateTime: z.string(),
});
export type CoursewareRow = z.infer<typeof CoursewareRow>;
export const CoursewarePage = pageOf(CoursewareRow);

export const CourseGoalRow = z.object({ goalId: Int, content: z.string() });
export const CourseGuideTarget = z.object({ targetId: Int, domainId: Int, domainName: z.string(), subDomainName: z.string(), targetName: z.string() });
export type CourseGuideTarget = z.infer<typeof CourseGuideTarget>;
export const CourseActivityPoint = z.object({ pointId: Int, content: z.string(), targetId: Int.nullable(), targetName: z.string() });

export const CoursewareInfo = CoursewareRow.extend({
  introduction: z.string(),
  durationMinutes: Int.nullable(),
  activityPrepare: z.string(),
  activityProcess: z.string(),
  teachCase: z.string(),
  resources: z.array(AttachedFile),
  goals: z.array(CourseGoalRow),
  guideTargets: z.array(CourseGuideTarget),
  activityPoints: z.array(CourseActivityPoint),
  copiedFromId: Int.nullable(),
  /** How many lessons of the timetable teach it. */
  lessonCount: Int,
});
export type CoursewareInfo = z.infer<typeof CoursewareInfo>;

export const SavedCourseware = z.object({ coursewareId: Int });
export const SavedSeries = z.object({ seriesId: Int });
export const SavedTheme = z.object({ themeId: Int });
export const SavedCourseGoal = z.object({ goalId: Int });
export const SavedActivityPoints = z.object({ pointIds: z.array(Int) });

export const SeriesRow = z.object({
  seriesId: Int,
  seriesName: z.string(),
  gradeId: Int.nullable(),
  gradeName: z.string(),
  description: z.string(),
  coursewareNum: Int,
  isDeleted: z.boolean(),
  adderName: z.string(),
  addTime: z.string(),
});
export type SeriesRow = z.infer<typeof SeriesRow>;
export const SeriesPage = pageOf(SeriesRow);
export const SeriesList = z.array(SeriesRow);
export const SeriesCount = z.object({ seriesCount: Int, deletedSeriesCount: Int, coursewareCount: Int, coursewareInSeriesCount: Int });

export const CourseThemeRow = z.object({
  themeId: Int,
  themeName: z.string(),
  gradeId: Int.nullable(),
  gradeName: z.string(),
  description: z.string(),
  coursewareNum: Int,
  isDeleted: z.boolean(),
  adderName: z.string(),
  addTime: z.string(),
});
export type CourseThemeRow = z.infer<typeof CourseThemeRow>;
export const CourseThemePage = pageOf(CourseThemeRow);
export const CourseThemeFilterList = z.array(z.object({ themeId: Int, themeName: z.string() }));

export const CourseGuideTargetTree = z.array(
  z.object({
    domainId: Int,
    domainName: z.string(),
    subDomains: z.array(
      z.object({
        subDomainId: Int,
        subDomainName: z.string(),
        targets: z.array(z.object({ targetId: Int, targetName: z.string(), behaviours: z.array(z.string()) })),
      }),
    ),
  }),
);
export type CourseGuideTargetTree = z.infer<typeof CourseGuideTargetTree>;
export const GuideTargetsOfCourse = z.array(CourseGuideTarget);

// ---------- statistics ----------

export const CourseStatisticsInput = z
  .object({ startDate: optionalInput(isoDate()), endDate: optionalInput(isoDate()), gradeId: optionalInput(gradeLevelInput()) })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type CourseStatisticsInput = z.infer<typeof CourseStatisticsInput>;
export const CourseGuideStatisticsInput = z
  .object({ startDate: optionalInput(isoDate()), endDate: optionalInput(isoDate()), gradeId: optionalInput(gradeLevelInput()), fieldId: optionalInput(int(1, 5, '领域应为1至5')) })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, { message: '结束日期不能早于开始日期', path: ['endDate'] });
export type CourseGuideStatisticsInput = z.infer<typeof CourseGuideStatisticsInput>;
export const GuideFieldIdInput = z.object({ fieldId: int(1, 5, '领域应为1至5') });

export const GuideFieldList = z.array(z.object({ fieldId: Int, fieldName: z.string() }));
export const GuideFieldContentList = z.array(z.object({ contentId: Int, contentName: z.string(), subDomainName: z.string() }));
export const CourseStatistics = z.object({
  coursewareTotal: Int,
  lessonTotal: Int,
  subjects: z.array(z.object({ subjectId: Int, subjectName: z.string(), coursewareCount: Int, lessonCount: Int })),
  fields: z.array(z.object({ fieldId: Int, fieldName: z.string(), coursewareCount: Int, lessonCount: Int })),
});
export type CourseStatistics = z.infer<typeof CourseStatistics>;
export const CourseGuideStatistics = z.array(
  z.object({ targetId: Int, targetName: z.string(), fieldId: Int, fieldName: z.string(), coursewareCount: Int, lessonCount: Int }),
);
export type CourseGuideStatistics = z.infer<typeof CourseGuideStatistics>;
