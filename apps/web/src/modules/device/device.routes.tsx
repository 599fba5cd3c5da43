import type { ScreenRoute } from '../../routes/screen-route';

export const deviceRoutes: ScreenRoute[] = [{ path: '/Setting/DeviceManage', load: () => import('./pages/DeviceManagePage'), module: 'Setting.DeviceManage' }];
