import type { ScreenRoute } from '../../routes/screen-route';
import { DIMISSION_PATH, POST_MANAGE_PATH, SECTOR_MANAGE_PATH, TEACHER_ANALYSIS_PATH, TEACHER_INFO_PATH, TEACHER_MANAGE_PATH } from './teacher.paths';

const TEACHER_MODULE = 'StaffingManage.TeacherManage';

export const teacherRoutes: ScreenRoute[] = [
  {
    path: TEACHER_MANAGE_PATH,
    load: () => import('./pages/TeacherManagePage'),
    module: TEACHER_MODULE,
    // Back from a teacher, the list is as it was: filters and page.
    keepAlive: true,
  },
  {
    path: TEACHER_INFO_PATH,
    label: '教师详情',
    load: () => import('./pages/TeacherInfoPage'),
    module: TEACHER_MODULE,
    previous: TEACHER_MANAGE_PATH,
    // A teacher's detail is kept alive: the tab chosen is still open on return.
    keepAlive: true,
  },
  { path: TEACHER_ANALYSIS_PATH, load: () => import('./pages/TeacherAnalysisPage'), module: 'StaffingManage.TeacherAnalysis' },
  { path: SECTOR_MANAGE_PATH, load: () => import('./pages/SectorManagePage'), module: 'StaffingManage.SectorManage' },
  { path: POST_MANAGE_PATH, load: () => import('./pages/PostManagePage'), module: 'StaffingManage.PostManage' },
  { path: DIMISSION_PATH, load: () => import('./pages/DimissionPeoplePage'), module: 'StaffingManage.DimissionPeople' },
];
