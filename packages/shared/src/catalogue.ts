import type { EndpointDefinition, EndpointGroup } from './endpoint.js';
import { childEndpoints } from './child/child.endpoints.js';
import { classGroupEndpoints } from './class-group/class-group.endpoints.js';
import { enrolEndpoints } from './enrol/enrol.endpoints.js';
import { fileEndpoints } from './files/files.endpoints.js';
import { filterEndpoints } from './filter/filter.endpoints.js';
import { holidayEndpoints } from './holiday/holiday.endpoints.js';
import { schoolYearEndpoints } from './school-year/school-year.endpoints.js';
import { schoolEndpoints } from './school/school.endpoints.js';
import { sessionEndpoints } from './session/session.endpoints.js';
import { studentCardEndpoints } from './student-card/student-card.endpoints.js';
import { accountEndpoints } from './account/account.endpoints.js';
import { roleEndpoints } from './role/role.endpoints.js';
import { teacherCardEndpoints } from './teacher-card/teacher-card.endpoints.js';
import { departmentEndpoints, postEndpoints } from './teacher/staff-group.endpoints.js';
import { teacherEndpoints } from './teacher/teacher.endpoints.js';
import { teachingSummaryEndpoints } from './teacher/teaching-summary.endpoints.js';
import { teachNoteEndpoints } from './teach-note/teach-note.endpoints.js';
import { homeworkEndpoints, homeworkStatisticsEndpoints } from './homework/homework.endpoints.js';
import { appraiseEndpoints } from './appraise/appraise.endpoints.js';
import { recordStaticsEndpoints } from './record-statics/record-statics.endpoints.js';
import { workbookEndpoints } from './workbook/workbook.endpoints.js';
import { classDynamicEndpoints } from './class-dynamic/class-dynamic.endpoints.js';
import { attendanceEndpoints } from './attendance/attendance.endpoints.js';
import { familyEndpoints, familySettingEndpoints, familyTeacherEndpoints } from './family/family.endpoints.js';
import { dashboardEndpoints } from './dashboard/dashboard.endpoints.js';
import { childGrowthEndpoints } from './child-growth/child-growth.endpoints.js';
import { teachResearchEndpoints } from './teach-research/teach-research.endpoints.js';
import { checkupEndpoints } from './checkup/checkup.endpoints.js';
import { cookbookEndpoints } from './cookbook/cookbook.endpoints.js';
import { areaEndpoints, schoolActivityEndpoints } from './school-activity/school-activity.endpoints.js';
import { dailyCareEndpoints } from './daily-care/daily-care.endpoints.js';
import { commentEndpoints, newsEndpoints } from './news/news.endpoints.js';
import { noticeEndpoints } from './notice/notice.endpoints.js';
import { questionnaireEndpoints, questionnaireSelectEndpoints, surveyStatsEndpoints } from './questionnaire/questionnaire.endpoints.js';
import { voteEndpoints } from './vote/vote.endpoints.js';
import { approveSettingEndpoints, teachApproveEndpoints, teachPlanEndpoints, teachThemeEndpoints } from './teach-plan/teach-plan.endpoints.js';
import { activityLibraryEndpoints, teacherPlanEndpoints, teachWeekEndpoints } from './teach-plan/activity-library.endpoints.js';
import { approvalEndpoints } from './approval/approval.endpoints.js';
import { drawbookEndpoints } from './drawbook/drawbook.endpoints.js';
import { deviceEndpoints } from './device/device.endpoints.js';
import { appSetupEndpoints } from './app-setup/app-setup.endpoints.js';
import { goodsEndpoints } from './goods/goods.endpoints.js';
import { musicEndpoints } from './music/music.endpoints.js';
import { courseEndpoints, courseSeriesEndpoints, courseStaticsEndpoints, courseThemeEndpoints, coursewareEndpoints, lessonEndpoints } from './courseware/courseware.endpoints.js';
import { epidemicEndpoints } from './epidemic/epidemic.endpoints.js';
import { activitySafetyEndpoints } from './activity-safety/activity-safety.endpoints.js';
import { dutyItemEndpoints } from './duty-item/duty-item.endpoints.js';
import { emergencyEndpoints } from './emergency/emergency.endpoints.js';
import {
  attendSettingEndpoints,
  attendStatisticsEndpoints,
  dailyAttendEndpoints,
  teacherAttendFilterEndpoints,
  teacherClockEndpoints,
  workforceEndpoints,
} from './teacher-attend/teacher-attend.endpoints.js';

/** Every call the product answers, by module: the one list of what exists. */
export const endpointGroups = {
  session: sessionEndpoints,
  school: schoolEndpoints,
  schoolYear: schoolYearEndpoints,
  classGroup: classGroupEndpoints,
  holiday: holidayEndpoints,
  filter: filterEndpoints,
  child: childEndpoints,
  enrol: enrolEndpoints,
  studentCard: studentCardEndpoints,
  files: fileEndpoints,
  teacher: teacherEndpoints,
  teachingSummary: teachingSummaryEndpoints,
  teachNote: teachNoteEndpoints,
  homework: homeworkEndpoints,
  homeworkStatistics: homeworkStatisticsEndpoints,
  appraise: appraiseEndpoints,
  recordStatics: recordStaticsEndpoints,
  workbook: workbookEndpoints,
  classDynamic: classDynamicEndpoints,
  department: departmentEndpoints,
  post: postEndpoints,
  role: roleEndpoints,
  teacherCard: teacherCardEndpoints,
  account: accountEndpoints,
  attendance: attendanceEndpoints,
  dashboard: dashboardEndpoints,
  childGrowth: childGrowthEndpoints,
  teachResearch: teachResearchEndpoints,
  checkup: checkupEndpoints,
  cookbook: cookbookEndpoints,
  schoolActivity: schoolActivityEndpoints,
  area: areaEndpoints,
  dailyCare: dailyCareEndpoints,
  notice: noticeEndpoints,
  news: newsEndpoints,
  comment: commentEndpoints,
  questionnaire: questionnaireEndpoints,
  questionnaireSelect: questionnaireSelectEndpoints,
  surveyStats: surveyStatsEndpoints,
  vote: voteEndpoints,
  teachPlan: teachPlanEndpoints,
  teachApprove: teachApproveEndpoints,
  teachTheme: teachThemeEndpoints,
  approveSetting: approveSettingEndpoints,
  teachWeek: teachWeekEndpoints,
  activityLibrary: activityLibraryEndpoints,
  teacherPlan: teacherPlanEndpoints,
  approval: approvalEndpoints,
  drawbook: drawbookEndpoints,
  music: musicEndpoints,
  courseware: coursewareEndpoints,
  courseSeries: courseSeriesEndpoints,
  courseTheme: courseThemeEndpoints,
  courseStatics: courseStaticsEndpoints,
  course: courseEndpoints,
  lesson: lessonEndpoints,
  epidemic: epidemicEndpoints,
  activitySafety: activitySafetyEndpoints,
  dutyItem: dutyItemEndpoints,
  emergency: emergencyEndpoints,
  attendSetting: attendSettingEndpoints,
  workforce: workforceEndpoints,
  teacherAttendFilter: teacherAttendFilterEndpoints,
  dailyAttend: dailyAttendEndpoints,
  attendStatistics: attendStatisticsEndpoints,
  teacherClock: teacherClockEndpoints,
  family: familyEndpoints,
  familySetting: familySettingEndpoints,
  familyTeacher: familyTeacherEndpoints,
  device: deviceEndpoints,
  appSetup: appSetupEndpoints,
  goods: goodsEndpoints,
} satisfies Record<string, EndpointGroup>;

export const allEndpoints: EndpointDefinition[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group),
);
