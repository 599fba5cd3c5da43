import type { ScreenRoute } from '../../routes/screen-route';
import { ADD_COURSEWARE_PATH, COURSEWARE_PATH, EDIT_COURSEWARE_PATH } from './courseware-paths';

const CW = 'ResourceManage.Courseware';

/** 教学资源 > 课件库, 系列, 课程主题, 课程统计, 课节与学期. */
export const coursewareRoutes: ScreenRoute[] = [
  { path: COURSEWARE_PATH, load: () => import('./pages/CoursewarePage'), module: CW },
  { path: ADD_COURSEWARE_PATH, label: '新增课件', load: () => import('./pages/CoursewareEditPage'), module: CW, previous: COURSEWARE_PATH },
  { path: EDIT_COURSEWARE_PATH, label: '编辑课件', load: () => import('./pages/CoursewareEditPage'), module: CW, previous: COURSEWARE_PATH },
  { path: '/ResourceManage/CourseSeries', load: () => import('./pages/CourseSeriesPage'), module: 'ResourceManage.CourseSeries' },
  { path: '/ResourceManage/CourseTheme', load: () => import('./pages/CourseThemePage'), module: 'ResourceManage.CourseTheme' },
  { path: '/ResourceManage/CourseStatistics', load: () => import('./pages/CourseStatisticsPage'), module: 'ResourceManage.CourseStatistics' },
  { path: '/ResourceManage/CourseLesson', load: () => import('./pages/CourseLessonPage'), module: 'ResourceManage.CourseLesson' },
];
