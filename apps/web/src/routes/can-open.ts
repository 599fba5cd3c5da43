import { useMemo } from 'react';
import { matchPath } from 'react-router';
import { useAccount } from '../modules/session';
import { useConsoleMap } from './console-map';
import { isGranted } from './menu';

/**
 * Whether the signed-in person may open a console path. A link to a screen the person's role does
 * not grant would end on 无权访问, so screens show only the links this allows.
 */
export function useCanOpen(): (path: string) => boolean {
  const { routes } = useConsoleMap();
  const modules = useAccount().data?.modules;
  return useMemo(() => {
    const granted = new Set(modules);
    return (path: string) => {
      const pathname = path.split('?')[0] ?? path;
      const screen = routes.find((route) => matchPath(route.path, pathname));
      return screen !== undefined && isGranted(screen, granted);
    };
  }, [routes, modules]);
}
