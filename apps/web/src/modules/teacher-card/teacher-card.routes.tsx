import type { ScreenRoute } from '../../routes/screen-route';

export const TEACHER_CARD_PATH = '/TeacherAttend/TeacherCard';

export const teacherCardRoutes: ScreenRoute[] = [
  { path: TEACHER_CARD_PATH, load: () => import('./pages/TeacherCardPage'), module: 'TeacherAttend.TeacherCard' },
];
