import type { ScreenRoute } from '../../routes/screen-route';

export const teachPlanRoutes: ScreenRoute[] = [
  { path: '/TeachManage/WeekPlan', load: () => import('./pages/WeekPlanPage'), module: 'TeachManage.WeekPlan' },
  { path: '/TeachManage/ActivityLibrary', load: () => import('./pages/ActivityLibraryPage'), module: 'TeachManage.ActivityLibrary' },
  { path: '/TeachManage/TeachApprove', load: () => import('./pages/TeachApprovePage'), module: 'TeachManage.TeachApprove' },
  { path: '/TeachManage/TeachTheme', load: () => import('./pages/TeachThemePage'), module: 'TeachManage.TeachTheme' },
];

/** 系统设置 > 审批设置: who approves each grade's week plans. */
export const approveSettingRoutes: ScreenRoute[] = [
  { path: '/Setting/ApproveSetting', load: () => import('./pages/ApproveSettingPage'), module: 'Setting.ApproveSetting' },
];
