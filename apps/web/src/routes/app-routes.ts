import { consoleGroups, publicModules } from './console-modules';
import type { ScreenRoute } from './screen-route';

export const NOT_FOUND_PATH = '/404';

/** Screens of the frame itself rather than of a module. */
const shellRoutes: ScreenRoute[] = [
  { path: NOT_FOUND_PATH, label: '页面不存在', load: () => import('./NotFoundPage'), hideInMenu: true },
];

/** The route table: every module's screens. A screen enters it once it works. */
export const appRoutes: readonly ScreenRoute[] = [
  ...publicModules.flat(),
  ...Object.values(consoleGroups).flatMap((group) => group.modules.flat()),
  ...shellRoutes,
];
