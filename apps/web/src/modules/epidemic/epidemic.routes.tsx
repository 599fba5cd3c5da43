import type { ScreenRoute } from '../../routes/screen-route';
import { EPIDEMIC_CLASS_PATH, EPIDEMIC_DETAIL_PATH, EPIDEMIC_PATH } from './epidemic.paths';

const EPIDEMIC_MODULE = 'SafetyManage.EpidemicControl';

export const epidemicRoutes: ScreenRoute[] = [
  { path: EPIDEMIC_PATH, load: () => import('./pages/EpidemicListPage'), module: EPIDEMIC_MODULE },
  { path: EPIDEMIC_DETAIL_PATH, label: '防疫活动详情', load: () => import('./pages/EpidemicDetailPage'), module: EPIDEMIC_MODULE, previous: EPIDEMIC_PATH },
  { path: EPIDEMIC_CLASS_PATH, label: '班级每日记录', load: () => import('./pages/EpidemicClassPage'), module: EPIDEMIC_MODULE, previous: EPIDEMIC_DETAIL_PATH },
];
