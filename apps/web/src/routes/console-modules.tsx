import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  HomeOutlined,
  NotificationOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { accountRoutes } from '../modules/account/account.routes';
import { appraiseRoutes } from '../modules/appraise/appraise.routes';
import { homeworkRoutes } from '../modules/homework/homework.routes';
import { recordStaticsRoutes } from '../modules/record-statics/record-statics.routes';
import { attendanceRoutes } from '../modules/attendance/attendance.routes';
import { checkupRoutes } from '../modules/checkup/checkup.routes';
import { childGrowthRoutes } from '../modules/child-growth/child-growth.routes';
import { childRoutes } from '../modules/child/child.routes';
import { classDynamicRoutes } from '../modules/class-dynamic/class-dynamic.routes';
import { classGroupRoutes } from '../modules/class-group/class-group.routes';
import { cookbookRoutes } from '../modules/cookbook/cookbook.routes';
import { dailyCareRoutes } from '../modules/daily-care/daily-care.routes';
import { drawbookRoutes } from '../modules/drawbook/drawbook.routes';
import { coursewareRoutes } from '../modules/courseware/courseware.routes';
import { enrolRoutes } from '../modules/enrol/enrol.routes';
import { holidayRoutes } from '../modules/holiday/holiday.routes';
import { homeRoutes } from '../modules/home/home.routes';
import { musicRoutes } from '../modules/music/music.routes';
import { epidemicRoutes } from '../modules/epidemic/epidemic.routes';
import { activitySafetyRoutes } from '../modules/activity-safety/activity-safety.routes';
import { dutyItemRoutes } from '../modules/duty-item/duty-item.routes';
import { emergencyRoutes } from '../modules/emergency/emergency.routes';
import { newsRoutes } from '../modules/news/news.routes';
import { noticeRoutes } from '../modules/notice/notice.routes';
import { questionnaireAnswerRoutes, questionnaireRoutes } from '../modules/questionnaire/questionnaire.routes';
import { roleRoutes } from '../modules/role/role.routes';
import { schoolRoutes } from '../modules/school/school.routes';
import { deviceRoutes } from '../modules/device/device.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { appSetupRoutes } from '../modules/app-setup/app-setup.routes';
import { schoolActivityRoutes } from '../modules/school-activity/school-activity.routes';
import { schoolYearRoutes } from '../modules/school-year/school-year.routes';
import { sessionRoutes } from '../modules/session/session.routes';
import { studentCardRoutes } from '../modules/student-card/student-card.routes';
import { teacherAttendRoutes } from '../modules/teacher-attend/teacher-attend.routes';
import { teacherCardRoutes } from '../modules/teacher-card/teacher-card.routes';
import { teacherRoutes } from '../modules/teacher/teacher.routes';
import { approveSettingRoutes, teachPlanRoutes } from '../modules/teach-plan/teach-plan.routes';
import { voteRoutes } from '../modules/vote/vote.routes';
import { workbookRoutes } from '../modules/workbook/workbook.routes';
import type { GroupCode, ScreenRoute } from './screen-route';

/** A menu group of the catalogue: its icon, and the screens of each module folder under it. */
export interface ConsoleGroup {
  icon: ReactNode;
  modules: readonly (readonly ScreenRoute[])[];
}

/**
 * The console's modules, by the catalogue's menu group their screens sit in, in menu order. The
 * route table (app-routes.ts) and the menu icons are derived from this list alone: a new module
 * is its folder, with its `<module>.routes.tsx`, plus one line here. A module's screens are listed
 * under the group of their module codes (console-modules.test.ts holds them to it).
 */
export const consoleGroups = {
  Home: { icon: <HomeOutlined />, modules: [homeRoutes] },
  SchoolDynamic: { icon: <NotificationOutlined />, modules: [noticeRoutes, newsRoutes, questionnaireRoutes, voteRoutes, classDynamicRoutes, workbookRoutes] },
  BaseInfoManage: {
    icon: <AppstoreOutlined />,
    modules: [
      schoolYearRoutes,
      classGroupRoutes,
      holidayRoutes,
    ],
  },
  ChildManage: {
    icon: <SmileOutlined />,
    modules: [
      childRoutes,
      childGrowthRoutes,
      enrolRoutes,
      attendanceRoutes,
      dailyCareRoutes,
      studentCardRoutes,
      checkupRoutes,
    ],
  },
  StaffingManage: { icon: <TeamOutlined />, modules: [teacherRoutes] },
  TeachManage: { icon: <ScheduleOutlined />, modules: [teachPlanRoutes] },
  TeachEvaluate: { icon: <AuditOutlined />, modules: [appraiseRoutes, homeworkRoutes, recordStaticsRoutes] },
  ActivityManage: { icon: <CalendarOutlined />, modules: [schoolActivityRoutes] },
  ResourceManage: { icon: <ReadOutlined />, modules: [drawbookRoutes, musicRoutes, coursewareRoutes] },
  CookBook: { icon: <BookOutlined />, modules: [cookbookRoutes] },
  SafetyManage: { icon: <SafetyOutlined />, modules: [epidemicRoutes, activitySafetyRoutes, dutyItemRoutes, emergencyRoutes] },
  TeacherAttend: { icon: <ClockCircleOutlined />, modules: [teacherAttendRoutes, teacherCardRoutes] },
  Setting: {
    icon: <SettingOutlined />,
    modules: [
      accountRoutes,
      schoolRoutes,
      roleRoutes,
      deviceRoutes,
      appSetupRoutes,
      approveSettingRoutes,
      auditRoutes,
    ],
  },
} satisfies Record<GroupCode, ConsoleGroup>;

/** Modules whose screens stand outside the console frame and its menu: signing in, answering a questionnaire. */
export const publicModules: readonly (readonly ScreenRoute[])[] = [sessionRoutes, questionnaireAnswerRoutes];

/** The icon of a menu group, for the side menu and the home screen's cards. */
export const groupIcon = (group: GroupCode): ReactNode => consoleGroups[group].icon;
