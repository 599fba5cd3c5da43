import { byClass, defineModule, type CoreDeps } from '../../core/module.js';
import type { FileService } from '../files/index.js';
import type { ActivityLibraryService } from '../teach-plan/index.js';
import { seedCourseware } from './courseware.demo.js';
import { courseHandlers, courseSeriesHandlers, courseStaticsHandlers, courseThemeHandlers, coursewareHandlers, lessonHandlers } from './courseware.handlers.js';
import { coursewareService } from './courseware.service.js';
import { lessonService } from './lesson.service.js';

/**
 * 教学资源 > 课程资源: the curriculum library (课件库, 系列, 课程主题), the timetable of lessons by term and
 * class (课节与学期), and 课程统计. Lessons of the timetable carry their class, so that a data scope by
 * class confines them; the library is the school's, and shared across the group by its visibility.
 */
export const coursewareModule = defineModule({
  tables: {
    courseSeries: 'school',
    courseTheme: 'school',
    courseware: 'school',
    coursewareResource: 'school',
    coursewareGoal: 'school',
    coursewareGuideTarget: 'school',
    coursewareActivityPoint: 'school',
    courseTerm: 'school',
    courseLesson: byClass,
  },
  create: ({ db, schoolDb, clock, files, teachWeeks }: CoreDeps & { files: FileService; teachWeeks: ActivityLibraryService }) => {
    const courseware = coursewareService({ db, schoolDb, clock, files, activityLibrary: teachWeeks });
    return { courseware, lessons: lessonService({ schoolDb, clock, courseware }) };
  },
  handlers: ({ courseware, lessons }) => [
    coursewareHandlers(courseware),
    courseSeriesHandlers(courseware),
    courseThemeHandlers(courseware),
    courseStaticsHandlers(lessons),
    courseHandlers(lessons),
    lessonHandlers(lessons),
  ],
  demo: seedCourseware,
});

export type * from './courseware.table.js';
