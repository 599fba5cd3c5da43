import { grantsModule, moduleCatalogue } from '@yuanwu/shared';
import { screenName, type GroupCode, type ScreenRoute } from './screen-route';

export interface MenuEntry {
  /** A screen's path, or a group's code. */
  key: string;
  label: string;
  group: GroupCode;
  children?: MenuEntry[];
}

export interface Crumb {
  label: string;
  /** Absent for the current screen and for groups, which are not pages. */
  path?: string;
}

/** The group a screen belongs to: its father marker, else the group of its module. */
export function groupOf(route: ScreenRoute): GroupCode | undefined {
  if (route.father) return route.father;
  const code = route.module?.split('.')[0];
  return moduleCatalogue.find((group) => group.code === code)?.code;
}

export function isGranted(route: ScreenRoute, granted: ReadonlySet<string>): boolean {
  return !route.module || grantsModule(granted, route.module);
}

/** A screen of its own in the menu: not a detail or sub screen, nor hidden. */
export const isMenuScreen = (route: ScreenRoute) => !route.public && !route.hideInMenu && !route.previous && !route.path.includes(':');

/**
 * The side menu: catalogue groups in catalogue order, each with the granted screens it has. The
 * 首页 group has no sub screens, so its screens stand at the top level; empty groups are left out.
 */
export function buildMenu(routes: readonly ScreenRoute[], granted: ReadonlySet<string>): MenuEntry[] {
  const visible = routes.filter((route) => isMenuScreen(route) && isGranted(route, granted));
  return moduleCatalogue.flatMap((group): MenuEntry[] => {
    const items = visible
      .filter((route) => groupOf(route) === group.code)
      .map((route) => ({ key: route.path, label: screenName(route), group: group.code }));
    if (items.length === 0) return [];
    if (group.screens.length === 0) return items;
    return [{ key: group.code, label: group.name, group: group.code, children: items }];
  });
}

/** The screen and its parents through the previous markers, outermost first. */
function lineage(routes: readonly ScreenRoute[], route: ScreenRoute): ScreenRoute[] {
  const chain = [route];
  for (let current = route; current.previous; ) {
    const parent = routes.find((candidate) => candidate.path === current.previous);
    if (!parent || chain.includes(parent)) break;
    chain.unshift(parent);
    current = parent;
  }
  return chain;
}

/** The menu entry to highlight: the screen itself, or the nearest parent that is in the menu. */
export function menuKeyOf(routes: readonly ScreenRoute[], route: ScreenRoute): string | undefined {
  return lineage(routes, route).reverse().find(isMenuScreen)?.path;
}

/** Group, parent screens, current screen. A group without sub screens (首页) adds no crumb. */
export function breadcrumbsOf(routes: readonly ScreenRoute[], route: ScreenRoute): Crumb[] {
  const chain = lineage(routes, route);
  const group = moduleCatalogue.find((candidate) => candidate.code === groupOf(chain[0] ?? route));
  const groupCrumbs = group && group.screens.length > 0 ? [{ label: group.name }] : [];
  const screens = chain.map((screen, index) => (index < chain.length - 1 ? { label: screenName(screen), path: screen.path } : { label: screenName(screen) }));
  return [...groupCrumbs, ...screens];
}
