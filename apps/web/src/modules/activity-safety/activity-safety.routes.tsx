import type { ScreenRoute } from '../../routes/screen-route';

export const ACTIVITY_SAFETY_PATH = '/SafetyManage/ActivitySafety';

export const activitySafetyRoutes: ScreenRoute[] = [{ path: ACTIVITY_SAFETY_PATH, load: () => import('./pages/ActivitySafetyPage'), module: 'SafetyManage.ActivitySafety' }];
