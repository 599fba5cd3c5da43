import type { ScreenRoute } from '../../routes/screen-route';
import { CLASS_INFO_PATH, CLASS_MANAGE_PATH } from './class-group.paths';

export const classGroupRoutes: ScreenRoute[] = [
  {
    path: CLASS_MANAGE_PATH,
    load: () => import('./pages/ClassManagePage'),
    module: 'BaseInfoManage.ClassManage',
    // Back from a class, the list is as it was: year, filters and page.
    keepAlive: true,
  },
  {
    path: CLASS_INFO_PATH,
    label: '班级详情',
    load: () => import('./pages/ClassInfoPage'),
    module: 'BaseInfoManage.ClassManage',
    previous: CLASS_MANAGE_PATH,
  },
];
