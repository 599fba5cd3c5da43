import type { ScreenRoute } from '../../routes/screen-route';

export const appraiseRoutes: ScreenRoute[] = [
  { path: '/TeachEvaluate/AppraiseSetting', load: () => import('./pages/AppraiseSettingPage'), module: 'TeachEvaluate.AppraiseSetting' },
  { path: '/TeachEvaluate/TeachAppraise', load: () => import('./pages/TeachAppraisePage'), module: 'TeachEvaluate.TeachAppraise' },
];
