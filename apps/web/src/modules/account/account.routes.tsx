import type { ScreenRoute } from '../../routes/screen-route';

export const PERSONAL_INFO_PATH = '/Setting/PersonalInfo';

export const accountRoutes: ScreenRoute[] = [
  { path: PERSONAL_INFO_PATH, label: '个人信息', load: () => import('./pages/PersonalInfoPage'), module: 'Setting.PersonalInfo' },
];
