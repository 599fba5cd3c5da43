import type { ScreenRoute } from '../../routes/screen-route';
import { NOTICE_PATH } from './notice.paths';

export const noticeRoutes: ScreenRoute[] = [{ path: NOTICE_PATH, load: () => import('./pages/NoticePage'), module: 'SchoolDynamic.Notification' }];
