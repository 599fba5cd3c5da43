import type { ScreenRoute } from '../../routes/screen-route';
import { AREA_INFO_PATH, AREA_MANAGE_PATH, AREA_STATISTICS_PATH, SCHOOL_ACTIVITY_PATH } from './school-activity.paths';

const AREA_MODULE = 'ActivityManage.AreaManage';

export const schoolActivityRoutes: ScreenRoute[] = [
  { path: SCHOOL_ACTIVITY_PATH, load: () => import('./pages/SchoolActivityPage'), module: 'ActivityManage.SchoolActivity' },
  // Back from an area or the statistics, the list is as it was.
  { path: AREA_MANAGE_PATH, load: () => import('./pages/AreaManagePage'), module: AREA_MODULE, keepAlive: true },
  { path: AREA_INFO_PATH, label: '区域详情', load: () => import('./pages/AreaDetailPage'), module: AREA_MODULE, previous: AREA_MANAGE_PATH },
  { path: AREA_STATISTICS_PATH, label: '区域使用统计', load: () => import('./pages/AreaStatisticsPage'), module: AREA_MODULE, previous: AREA_MANAGE_PATH },
];
