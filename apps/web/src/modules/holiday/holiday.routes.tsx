import type { ScreenRoute } from '../../routes/screen-route';

export const holidayRoutes: ScreenRoute[] = [
  { path: '/BaseInfoManage/SetHoliday', label: '假期设置', load: () => import('./pages/SetHolidayPage'), module: 'BaseInfoManage.SetHoliday' },
];
