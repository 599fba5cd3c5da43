import type { ScreenRoute } from '../../routes/screen-route';
import { PERSONAL_INFO_PATH } from './account.paths';

export const accountRoutes: ScreenRoute[] = [
  { path: PERSONAL_INFO_PATH, load: () => import('./pages/PersonalInfoPage'), module: 'Setting.PersonalInfo' },
];
