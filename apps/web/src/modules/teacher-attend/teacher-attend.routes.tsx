import type { ScreenRoute } from '../../routes/screen-route';

export const DAILY_ATTEND_PATH = '/TeacherAttend/DailyAttend';
export const ATTEND_STATISTICS_PATH = '/TeacherAttend/AttendStatistics';
export const ATTEND_SETTING_PATH = '/TeacherAttend/AttendSetting';
export const WORKFORCE_PATH = '/TeacherAttend/Workforce';

export const teacherAttendRoutes: ScreenRoute[] = [
  { path: DAILY_ATTEND_PATH, load: () => import('./pages/DailyAttendPage'), module: 'TeacherAttend.DailyAttend' },
  { path: ATTEND_STATISTICS_PATH, load: () => import('./pages/AttendStatisticsPage'), module: 'TeacherAttend.AttendStatistics' },
  { path: WORKFORCE_PATH, load: () => import('./pages/WorkforcePage'), module: 'TeacherAttend.Workforce' },
  { path: ATTEND_SETTING_PATH, load: () => import('./pages/AttendSettingPage'), module: 'TeacherAttend.AttendSetting' },
];
