import { Activity, Fragment, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { ScreenQuery } from '../components/url-state';
import { screenOfHandle } from '../routes/screen-route';

/** More kept screens than this and the least recently shown one is let go. */
const MAX_KEPT = 10;

/** The kept screens with `path` shown last: re-inserting moves it to the end of the map's order. */
function keptWith(kept: ReadonlyMap<string, ReactNode>, path: string, element: ReactNode, maxKept: number): ReadonlyMap<string, ReactNode> {
  const next = new Map(kept);
  next.delete(path);
  next.set(path, element);
  for (const oldest of next.keys()) {
    if (next.size <= maxKept) break;
    next.delete(oldest);
  }
  return next;
}

/**
 * The console's outlet. Screens flagged keepAlive stay mounted, hidden by <Activity>, when the user
 * leaves them, so coming back finds the list scrolled, filtered and paged as it was. Each visited
 * URL is kept apart (teacherInfo/1 and teacherInfo/2 are two screens). Other screens mount afresh.
 * Each screen reads its query (filters, tab, page) through a ScreenQuery of its own.
 */
export function KeepAliveOutlet({ maxKept = MAX_KEPT }: { maxKept?: number }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const keepAlive = Boolean(screenOfHandle(useMatches().at(-1)?.handle)?.keepAlive);
  const shown = keepAlive ? pathname : undefined;
  // The kept screens in the order of last showing. Updated while rendering when a kept URL comes
  // to be shown (React's way for state that follows a prop), so it is never drawn unmounted first.
  const [kept, setKept] = useState<ReadonlyMap<string, ReactNode>>(new Map());
  const [keptFor, setKeptFor] = useState<string>();
  if (shown !== keptFor) {
    setKeptFor(shown);
    if (shown !== undefined) setKept(keptWith(kept, shown, outlet, maxKept));
  }

  return (
    <>
      {[...kept].map(([path, element]) => (
        <Activity key={path} mode={path === shown ? 'visible' : 'hidden'}>
          <ScreenQuery keptPath={path}>{path === shown ? outlet : element}</ScreenQuery>
        </Activity>
      ))}
      {keepAlive ? null : (
        <Fragment key="current">
          <ScreenQuery>{outlet}</ScreenQuery>
        </Fragment>
      )}
    </>
  );
}
