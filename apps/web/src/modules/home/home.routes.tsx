import type { ScreenRoute } from '../../routes/screen-route';

export const homeRoutes: ScreenRoute[] = [
  { path: '/home', load: () => import('./pages/WorkbenchPage'), module: 'Home' },
];
