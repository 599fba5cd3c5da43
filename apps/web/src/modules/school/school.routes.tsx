import type { ScreenRoute } from '../../routes/screen-route';

export const schoolRoutes: ScreenRoute[] = [{ path: '/Setting/SchoolInfo', load: () => import('./pages/SchoolInfoPage'), module: 'Setting.SchoolInfo' }];
