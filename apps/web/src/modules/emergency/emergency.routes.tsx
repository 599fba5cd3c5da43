import type { ScreenRoute } from '../../routes/screen-route';
import { EMERGENCY_DETAIL_PATH, EMERGENCY_PATH } from './emergency.paths';

const EMERGENCY_MODULE = 'SafetyManage.Emergency';

export const emergencyRoutes: ScreenRoute[] = [
  { path: EMERGENCY_PATH, load: () => import('./pages/EmergencyListPage'), module: EMERGENCY_MODULE },
  { path: EMERGENCY_DETAIL_PATH, label: '突发事件详情', load: () => import('./pages/EmergencyDetailPage'), module: EMERGENCY_MODULE, previous: EMERGENCY_PATH },
];
