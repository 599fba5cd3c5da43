import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { screenName, screenOfHandle } from './screen-route';

const PRODUCT_NAME = '园务';

/** Above every screen: names the browser tab after the screen shown. */
export function RootRoute() {
  const screen = screenOfHandle(useMatches().at(-1)?.handle);
  const label = screen && screenName(screen);
  useEffect(() => {
    document.title = label ? `${label} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [label]);
  return <Outlet />;
}
