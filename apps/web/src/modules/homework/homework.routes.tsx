import type { ScreenRoute } from '../../routes/screen-route';

export const homeworkRoutes: ScreenRoute[] = [{ path: '/TeachEvaluate/HomeworkStatistics', load: () => import('./pages/HomeworkStatisticsPage'), module: 'TeachEvaluate.HomeworkStatistics' }];
