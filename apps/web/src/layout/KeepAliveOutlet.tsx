import { Activity, Fragment, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { screenOfHandle } from '../routes/screen-route';

/** More kept screens than this and the least recently shown one is let go. */
const MAX_KEPT = 10;

/**
 * The console's outlet. Screens flagged keepAlive stay mounted, hidden by <Activity>, when the user
 * leaves them, so coming back finds the list scrolled, filtered and paged as it was. Each visited
 * URL is kept apart (teacherInfo/1 and teacherInfo/2 are two screens). Other screens mount afresh.
 */
export function KeepAliveOutlet({ maxKept = MAX_KEPT }: { maxKept?: number }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const keepAlive = Boolean(screenOfHandle(useMatches().at(-1)?.handle)?.keepAlive);
  const kept = useRef(new Map<string, ReactNode>());

  if (keepAlive) {
    // Re-inserting moves the URL to the end: the map's order is the order of last showing.
    kept.current.delete(pathname);
    kept.current.set(pathname, outlet);
    for (const oldest of kept.current.keys()) {
      if (kept.current.size <= maxKept) break;
      kept.current.delete(oldest);
    }
  }

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={path} mode={keepAlive && path === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {keepAlive ? null : <Fragment key="current">{outlet}</Fragment>}
    </>
  );
}
