import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from '../app/PageLoading';
import { AppLayout } from '../layout/AppLayout';
import { enterRoot, requireSession } from './access';
import { NOT_FOUND_PATH } from './app-routes';
import { loadChunk } from './chunk-load';
import { RootRoute } from './RootRoute';
import { RouteErrorPage } from './RouteErrorPage';
import type { ScreenHandle, ScreenRoute } from './screen-route';

/**
 * The screen's component once its chunk is in. A failed load resolves too, to a component that
 * throws the ChunkLoadError into the route's error element: React Router keeps a route whose lazy()
 * rejected marked as lazy and then draws the hydrate fallback forever, a spinner instead of help.
 */
async function loadScreen(screen: ScreenRoute): Promise<Pick<RouteObject, 'Component'>> {
  try {
    return { Component: (await loadChunk(screen.load)).default };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
}

function screenRoute(screen: ScreenRoute): RouteObject {
  return {
    path: screen.path,
    handle: { screen } satisfies ScreenHandle,
    lazy: () => loadScreen(screen),
    // On the screen itself, so a failed chunk keeps the console frame around the message.
    errorElement: <RouteErrorPage />,
  };
}

/** The router's tree, derived from the route table: public screens, then the console frame. */
export function routeObjects(routes: readonly ScreenRoute[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading fullScreen />,
      children: [
        // Redirect-only routes draw nothing; `element: null` says so to the router.
        { path: '/', loader: enterRoot, element: null },
        ...routes.filter((route) => route.public).map(screenRoute),
        {
          id: 'console',
          loader: requireSession,
          // Checked on every move between screens, not only on entering the console.
          shouldRevalidate: () => true,
          element: <AppLayout routes={routes} />,
          children: routes.filter((route) => !route.public).map(screenRoute),
        },
        { path: '*', loader: () => redirect(NOT_FOUND_PATH), element: null },
      ],
    },
  ];
}
