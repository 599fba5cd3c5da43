import type { ScreenRoute } from '../../routes/screen-route';
import { CARD_MANAGE_PATH, CARD_STATISTICS_PATH } from './student-card.paths';

export const studentCardRoutes: ScreenRoute[] = [
  { path: CARD_MANAGE_PATH, load: () => import('./pages/CardManagePage'), module: 'ChildManage.CardManage' },
  { path: CARD_STATISTICS_PATH, load: () => import('./pages/CardStatisticsPage'), module: 'ChildManage.CardStatistics' },
];
