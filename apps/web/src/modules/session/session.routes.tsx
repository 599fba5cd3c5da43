import { LOGIN_PATH, RESET_PATH } from '../../app/navigation';
import type { ScreenRoute } from '../../routes/screen-route';

export const sessionRoutes: ScreenRoute[] = [
  { path: LOGIN_PATH, label: '登录', load: () => import('./pages/LoginPage'), public: true },
  { path: RESET_PATH, label: '重置密码', load: () => import('./pages/ResetPasswordPage'), public: true },
];
