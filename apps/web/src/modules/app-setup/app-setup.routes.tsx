import type { ScreenRoute } from '../../routes/screen-route';

export const appSetupRoutes: ScreenRoute[] = [
  { path: '/Setting/InstallationStatistics', load: () => import('./pages/InstallationStatisticsPage'), module: 'Setting.InstallationStatistics' },
];
