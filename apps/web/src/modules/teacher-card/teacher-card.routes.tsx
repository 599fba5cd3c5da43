import type { ScreenRoute } from '../../routes/screen-route';

export const TEACHER_CARD_PATH = '/TeacherAttend/TeacherCard';

export const teacherCardRoutes: ScreenRoute[] = [
  { path: TEACHER_CARD_PATH, label: '教师发卡', load: () => import('./pages/TeacherCardPage'), module: 'TeacherAttend.TeacherCard' },
];
