import type { ScreenRoute } from '../../routes/screen-route';
import { YEAR_MANAGE_PATH } from './school-year.paths';

export const schoolYearRoutes: ScreenRoute[] = [
  { path: YEAR_MANAGE_PATH, label: '学年管理', load: () => import('./pages/YearManagePage'), module: 'BaseInfoManage.YearManage' },
];
