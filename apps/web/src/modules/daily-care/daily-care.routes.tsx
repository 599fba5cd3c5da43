import type { ScreenRoute } from '../../routes/screen-route';

export const DAILY_CARE_PATH = '/ChildManage/DailyCare';

export const dailyCareRoutes: ScreenRoute[] = [
  {
    path: DAILY_CARE_PATH,
    load: () => import('./pages/DailyCarePage'),
    module: 'ChildManage.DailyCare',
  },
];
