import type { ScreenRoute } from '../../routes/screen-route';
import { CLASS_PARK_DETAIL_PATH, ENROL_PATH } from './enrol.paths';

const ADMISSION_MODULE = 'ChildManage.ChildEnterThePark';

export const enrolRoutes: ScreenRoute[] = [
  { path: ENROL_PATH, load: () => import('./pages/EnterParkPage'), module: ADMISSION_MODULE, keepAlive: true },
  {
    path: CLASS_PARK_DETAIL_PATH,
    label: '班级入园详情',
    load: () => import('./pages/ClassParkDetailPage'),
    module: ADMISSION_MODULE,
    previous: ENROL_PATH,
  },
];
