import type { ScreenRoute } from '../../routes/screen-route';

export const recordStaticsRoutes: ScreenRoute[] = [{ path: '/TeachEvaluate/RecordStatics', load: () => import('./pages/RecordStaticsPage'), module: 'TeachEvaluate.RecordStatics' }];
