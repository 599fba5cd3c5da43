import { accountRoutes } from '../modules/account/account.routes';
import { attendanceRoutes } from '../modules/attendance/attendance.routes';
import { dailyCareRoutes } from '../modules/daily-care/daily-care.routes';
import { childRoutes } from '../modules/child/child.routes';
import { checkupRoutes } from '../modules/checkup/checkup.routes';
import { childGrowthRoutes } from '../modules/child-growth/child-growth.routes';
import { classGroupRoutes } from '../modules/class-group/class-group.routes';
import { cookbookRoutes } from '../modules/cookbook/cookbook.routes';
import { enrolRoutes } from '../modules/enrol/enrol.routes';
import { holidayRoutes } from '../modules/holiday/holiday.routes';
import { homeRoutes } from '../modules/home/home.routes';
import { roleRoutes } from '../modules/role/role.routes';
import { schoolYearRoutes } from '../modules/school-year/school-year.routes';
import { schoolActivityRoutes } from '../modules/school-activity/school-activity.routes';
import { sessionRoutes } from '../modules/session/session.routes';
import { studentCardRoutes } from '../modules/student-card/student-card.routes';
import { teacherCardRoutes } from '../modules/teacher-card/teacher-card.routes';
import { teacherRoutes } from '../modules/teacher/teacher.routes';
import type { ScreenRoute } from './screen-route';

export const NOT_FOUND_PATH = '/404';

/** Screens of the frame itself rather than of a module. */
const shellRoutes: ScreenRoute[] = [
  { path: NOT_FOUND_PATH, label: '页面不存在', load: () => import('./NotFoundPage'), hideInMenu: true },
];

/** The route table: every module's screens. A screen enters it once it works. */
export const appRoutes: readonly ScreenRoute[] = [...sessionRoutes, ...homeRoutes, ...schoolYearRoutes, ...classGroupRoutes, ...holidayRoutes, ...childRoutes, ...childGrowthRoutes, ...enrolRoutes, ...attendanceRoutes, ...dailyCareRoutes, ...studentCardRoutes, ...checkupRoutes, ...teacherRoutes, ...teacherCardRoutes, ...cookbookRoutes, ...schoolActivityRoutes, ...accountRoutes, ...roleRoutes, ...shellRoutes];
