import type { ScreenRoute } from '../../routes/screen-route';

export const holidayRoutes: ScreenRoute[] = [
  { path: '/BaseInfoManage/SetHoliday', load: () => import('./pages/SetHolidayPage'), module: 'BaseInfoManage.SetHoliday' },
];
