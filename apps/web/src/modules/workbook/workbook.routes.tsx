import type { ScreenRoute } from '../../routes/screen-route';
import { SHOWREEL_PATH } from './workbook.paths';

export const workbookRoutes: ScreenRoute[] = [{ path: SHOWREEL_PATH, load: () => import('./pages/ShowreelPage'), module: 'SchoolDynamic.Showreel' }];
