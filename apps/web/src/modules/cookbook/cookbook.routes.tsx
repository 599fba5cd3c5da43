import type { ScreenRoute } from '../../routes/screen-route';
import { COOK_MANAGE_PATH, FOOD_MANAGE_PATH, SHOW_COOK_PATH } from './cookbook.paths';

export const cookbookRoutes: ScreenRoute[] = [
  { path: COOK_MANAGE_PATH, load: () => import('./pages/CookManagePage'), module: 'CookBook.CookManage' },
  { path: SHOW_COOK_PATH, load: () => import('./pages/ShowCookPage'), module: 'CookBook.ShowCook' },
  { path: FOOD_MANAGE_PATH, load: () => import('./pages/FoodManagePage'), module: 'CookBook.FoodManage' },
];
