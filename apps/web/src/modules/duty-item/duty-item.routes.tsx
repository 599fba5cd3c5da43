import type { ScreenRoute } from '../../routes/screen-route';

export const DUTY_ITEM_PATH = '/SafetyManage/DutyItem';

export const dutyItemRoutes: ScreenRoute[] = [{ path: DUTY_ITEM_PATH, load: () => import('./pages/DutyItemPage'), module: 'SafetyManage.DutyItem' }];
