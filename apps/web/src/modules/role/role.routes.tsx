import type { ScreenRoute } from '../../routes/screen-route';

export const ROLE_MANAGE_PATH = '/Setting/RoleManage';

export const roleRoutes: ScreenRoute[] = [
  { path: ROLE_MANAGE_PATH, load: () => import('./pages/RoleManagePage'), module: 'Setting.RoleManage' },
];
