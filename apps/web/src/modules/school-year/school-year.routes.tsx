import type { ScreenRoute } from '../../routes/screen-route';
import { YEAR_MANAGE_PATH } from './school-year.paths';

export const schoolYearRoutes: ScreenRoute[] = [
  { path: YEAR_MANAGE_PATH, load: () => import('./pages/YearManagePage'), module: 'BaseInfoManage.YearManage' },
];
