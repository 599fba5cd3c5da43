import type { ScreenRoute } from '../../routes/screen-route';
import { ADD_CHILD_PATH, CHILD_INFO_PATH, CHILD_PATH } from './child.paths';

const CHILD_MODULE = 'ChildManage.Child';

export const childRoutes: ScreenRoute[] = [
  {
    path: CHILD_PATH,
    load: () => import('./pages/ChildListPage'),
    module: CHILD_MODULE,
    // Back from a child, the list is as it was: filters, page and the rows ticked.
    keepAlive: true,
  },
  { path: ADD_CHILD_PATH, label: '添加幼儿', load: () => import('./pages/AddChildPage'), module: CHILD_MODULE, previous: CHILD_PATH },
  { path: CHILD_INFO_PATH, label: '幼儿详情', load: () => import('./pages/ChildInfoPage'), module: CHILD_MODULE, previous: CHILD_PATH },
];
