import type { Generated } from 'kysely';

/** A series (系列) of the school's lessons; a deleted one is kept (deletedAt) and can be resumed. */
export interface CourseSeriesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** GradeLevel, or null for every grade. */
  gradeLevel: number | null;
  description: string | null;
  adderId: number;
  createdAt: string;
  deletedAt: string | null;
}

/** A course theme (课程主题) lessons are filed under; deleted ones are kept and can be resumed. */
export interface CourseThemeTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  gradeLevel: number | null;
  description: string | null;
  adderId: number;
  createdAt: string;
  deletedAt: string | null;
}

/** A lesson of the library (课件): its own fields and its text parts, each written by a call of its own. */
export interface CoursewareTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** GradeLevel: 1 托班 to 5 其他. */
  gradeLevel: number;
  /** CourseSubject: 1 健康 to 8 其他. */
  subject: number;
  /** CourseVisibility: 1 公开, 2 仅订阅可见, 3 私有, 4 仅本园. */
  visibility: number;
  seriesId: number | null;
  themeId: number | null;
  activityType: string | null;
  /** A picture of kind Courseware; null shows the subject's cover. */
  coverFileId: number | null;
  introduction: string | null;
  durationMinutes: number | null;
  activityPrepare: string | null;
  activityProcess: string | null;
  teachCase: string | null;
  /** The lesson this one was copied from (CopyCourseware), in this school or another of the group. */
  copiedFromId: number | null;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** A lesson's resource files (kind Courseware) in their order. */
export interface CoursewareResourceTable {
  id: Generated<number>;
  schoolId: number;
  coursewareId: number;
  fileId: number;
  orderNum: number;
}

export interface CoursewareGoalTable {
  id: Generated<number>;
  schoolId: number;
  coursewareId: number;
  content: string;
  orderNum: number;
}

/** A guide target (the shared guide data's targetId) a lesson works towards. */
export interface CoursewareGuideTargetTable {
  schoolId: number;
  coursewareId: number;
  targetId: number;
}

/** An activity point (活动要点), optionally linked to a guide target. */
export interface CoursewareActivityPointTable {
  id: Generated<number>;
  schoolId: number;
  coursewareId: number;
  content: string;
  targetId: number | null;
  orderNum: number;
}

/** A timetable term (课程学期) lessons are planned in. */
export interface CourseTermTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  createdAt: string;
}

/** A lesson taught to a class on a day, in a period (节次); a deleted one is kept and can be restored. */
export interface CourseLessonTable {
  id: Generated<number>;
  schoolId: number;
  termId: number;
  classId: number;
  coursewareId: number;
  lessonDate: string;
  section: number;
  remark: string | null;
  teacherId: number;
  createdAt: string;
  deletedAt: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    courseSeries: CourseSeriesTable;
    courseTheme: CourseThemeTable;
    courseware: CoursewareTable;
    coursewareResource: CoursewareResourceTable;
    coursewareGoal: CoursewareGoalTable;
    coursewareGuideTarget: CoursewareGuideTargetTable;
    coursewareActivityPoint: CoursewareActivityPointTable;
    courseTerm: CourseTermTable;
    courseLesson: CourseLessonTable;
  }
}
