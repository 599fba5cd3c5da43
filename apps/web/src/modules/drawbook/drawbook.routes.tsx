import type { ScreenRoute } from '../../routes/screen-route';

export const DRAWBOOK_PATH = '/ResourceManage/Drawbook';

export const drawbookRoutes: ScreenRoute[] = [{ path: DRAWBOOK_PATH, load: () => import('./pages/DrawbookPage'), module: 'ResourceManage.Drawbook' }];
