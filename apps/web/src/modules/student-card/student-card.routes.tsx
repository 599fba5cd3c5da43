import type { ScreenRoute } from '../../routes/screen-route';
import { CARD_MANAGE_PATH, CARD_STATISTICS_PATH } from './student-card.paths';

export const studentCardRoutes: ScreenRoute[] = [
  { path: CARD_MANAGE_PATH, label: '接送卡管理', load: () => import('./pages/CardManagePage'), module: 'ChildManage.CardManage' },
  { path: CARD_STATISTICS_PATH, label: '发卡记录', load: () => import('./pages/CardStatisticsPage'), module: 'ChildManage.CardStatistics' },
];
