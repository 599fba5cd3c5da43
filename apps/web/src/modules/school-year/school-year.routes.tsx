import type { ScreenRoute } from '../../routes/screen-route';

export const YEAR_MANAGE_PATH = '/BaseInfoManage/YearManage';

export const schoolYearRoutes: ScreenRoute[] = [
  { path: YEAR_MANAGE_PATH, label: '学年管理', load: () => import('./pages/YearManagePage'), module: 'BaseInfoManage.YearManage' },
];
