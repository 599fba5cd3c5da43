import type { ScreenRoute } from '../../routes/screen-route';

export const auditRoutes: ScreenRoute[] = [{ path: '/Setting/OperationLog', load: () => import('./pages/OperationLogPage'), module: 'Setting.OperationLog' }];
