import type { ScreenRoute } from '../../routes/screen-route';

export const MUSIC_PATH = '/ResourceManage/Music';

export const musicRoutes: ScreenRoute[] = [{ path: MUSIC_PATH, load: () => import('./pages/MusicPage'), module: 'ResourceManage.Music' }];
