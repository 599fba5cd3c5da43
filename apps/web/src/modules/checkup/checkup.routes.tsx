import type { ScreenRoute } from '../../routes/screen-route';
import { CHECKUP_DETAIL_PATH, CHECKUP_PATH, CHECKUP_TEMPLATE_PATH } from './checkup.paths';

const CHECKUP_MODULE = 'ChildManage.PysicalExamination';

export const checkupRoutes: ScreenRoute[] = [
  { path: CHECKUP_PATH, load: () => import('./pages/CheckupListPage'), module: CHECKUP_MODULE },
  { path: CHECKUP_DETAIL_PATH, label: '体检详情', load: () => import('./pages/CheckupDetailPage'), module: CHECKUP_MODULE, previous: CHECKUP_PATH },
  { path: CHECKUP_TEMPLATE_PATH, label: '体检模板', load: () => import('./pages/CheckupTemplatePage'), module: CHECKUP_MODULE, previous: CHECKUP_PATH },
];
