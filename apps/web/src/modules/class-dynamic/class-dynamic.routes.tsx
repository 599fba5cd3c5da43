import type { ScreenRoute } from '../../routes/screen-route';
import { CLASS_DYNAMIC_PATH } from './class-dynamic.paths';

export const classDynamicRoutes: ScreenRoute[] = [{ path: CLASS_DYNAMIC_PATH, load: () => import('./pages/ClassDynamicPage'), module: 'SchoolDynamic.ClassDynamic' }];
