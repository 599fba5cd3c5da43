import type { ScreenRoute } from '../../routes/screen-route';

export const ATTEND_SETTING_PATH = '/TeacherAttend/AttendSetting';
export const WORKFORCE_PATH = '/TeacherAttend/Workforce';

export const teacherAttendRoutes: ScreenRoute[] = [
  { path: WORKFORCE_PATH, load: () => import('./pages/WorkforcePage'), module: 'TeacherAttend.Workforce' },
  { path: ATTEND_SETTING_PATH, load: () => import('./pages/AttendSettingPage'), module: 'TeacherAttend.AttendSetting' },
];
