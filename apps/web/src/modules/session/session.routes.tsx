import type { ScreenRoute } from '../../routes/screen-route';

export const sessionRoutes: ScreenRoute[] = [
  { path: '/login', label: '登录', load: () => import('./pages/LoginPage'), public: true },
  { path: '/reset', label: '重置密码', load: () => import('./pages/ResetPasswordPage'), public: true },
];
