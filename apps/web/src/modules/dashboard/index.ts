// The dashboard module's door: the school's figures on the home page.
import { lazyExport } from '../../components/lazy-export';

/** Loaded after the home page's first paint: its charts, filters and rankings do not hold up the greeting. */
export const Dashboard = lazyExport(() => import('./components/Dashboard'), 'Dashboard');
