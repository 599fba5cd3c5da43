import { createContext, useContext, type ReactNode } from 'react';
import type { GroupCode, ScreenRoute } from './screen-route';

/**
 * The console's screens and menu icons, for a module's screen that links to other modules'
 * screens (the home page's 我的功能). It cannot import the route table, which imports the module;
 * the console frame hands the table down instead.
 */
export interface ConsoleMap {
  routes: readonly ScreenRoute[];
  groupIcon(group: GroupCode): ReactNode;
}

export const ConsoleMapContext = createContext<ConsoleMap>({ routes: [], groupIcon: () => null });

export const useConsoleMap = () => useContext(ConsoleMapContext);
