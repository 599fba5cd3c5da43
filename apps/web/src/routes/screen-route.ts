import { moduleName, type ModuleCode, type moduleCatalogue } from '@yuanwu/shared';
import type { ComponentType } from 'react';

/** A menu group of the catalogue: 首页, 园所动态, 基础信息 ... */
export type GroupCode = (typeof moduleCatalogue)[number]['code'];

/**
 * One screen of the console. The router, the side menu, the breadcrumbs, the back action and the
 * permission filter are all derived from the list of these, so a screen is declared once.
 */
export interface ScreenRoute {
  /** Absolute path; detail screens carry params (`/staff/teacherInfo/:id`). */
  path: string;
  /**
   * The Chinese name of a screen the catalogue does not name: a detail or sub screen (班级详情), a
   * screen outside the console (登录). A module's own screen has none: it is named by its module in
   * the catalogue (modules.ts), the same in the menu, the breadcrumbs, the tab title, on the home
   * page and in the role tree.
   */
  label?: string;
  /** The screen's chunk, loaded on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /** What the role must grant; screens without one are open to every signed-in user. */
  module?: ModuleCode;
  /** The parent screen's path: detail and sub screens go back there and stay out of the menu. */
  previous?: string;
  /** Top-level kindergarten-dynamics screens: the menu group they sit under, whatever their module. */
  father?: GroupCode;
  /** Stays mounted, hidden, when the user leaves, so returning finds it as it was. */
  keepAlive?: boolean;
  /** Reachable without a session and drawn without the console frame (login, reset). */
  public?: boolean;
  /** Left out of the menu although reachable (the not-found screen). */
  hideInMenu?: boolean;
}

/** What every route object of the router carries in `handle`. */
export interface ScreenHandle {
  screen: ScreenRoute;
}

/** The name a screen is shown under: its own, or its module's. */
export function screenName(screen: ScreenRoute): string {
  return screen.label ?? (screen.module ? moduleName(screen.module) : screen.path);
}

export function screenOfHandle(handle: unknown): ScreenRoute | undefined {
  return handle && typeof handle === 'object' && 'screen' in handle ? (handle as ScreenHandle).screen : undefined;
}
