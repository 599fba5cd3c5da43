import type { ScreenRoute } from '../../routes/screen-route';
import { ATTEND_STATISTICS_PATH, CLASS_ATTEND_PATH } from './attendance.paths';

export const attendanceRoutes: ScreenRoute[] = [
  {
    path: ATTEND_STATISTICS_PATH,
    load: () => import('./pages/AttendStatisticsPage'),
    module: 'ChildManage.StudentAttendStatistics',
    // Back from a class, the statistics are as they were: range, filters, tab and page.
    keepAlive: true,
  },
  {
    path: CLASS_ATTEND_PATH,
    label: '班级考勤',
    load: () => import('./pages/ClassAttendPage'),
    module: 'ChildManage.StudentAttendStatistics',
    previous: ATTEND_STATISTICS_PATH,
  },
];
