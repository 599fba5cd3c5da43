// The dashboard module's door: the school's figures on the home page.
import { lazy } from 'react';

/** Loaded after the home page's first paint: its charts, filters and rankings do not hold up the greeting. */
export const Dashboard = lazy(() => import('./components/Dashboard').then(({ Dashboard }) => ({ default: Dashboard })));
