import type { ScreenRoute } from '../../routes/screen-route';

export const homeRoutes: ScreenRoute[] = [
  { path: '/home', label: '首页', load: () => import('./pages/WorkbenchPage'), module: 'Home' },
];
