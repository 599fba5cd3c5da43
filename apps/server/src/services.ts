import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { serverSecret } from './db/app-settings.js';
import type { Database } from './db/schema.js';
import type { MountedGroup } from './http/context.js';
import { auditLog } from './modules/audit/audit.service.js';
import { childImportService } from './modules/child/child-import.service.js';
import { childHandlers } from './modules/child/child.handlers.js';
import { childService } from './modules/child/child.service.js';
import { guardianService } from './modules/child/guardian.service.js';
import { enrolHandlers } from './modules/enrol/enrol.handlers.js';
import { enrolService } from './modules/enrol/enrol.service.js';
import { studentCardHandlers } from './modules/student-card/student-card.handlers.js';
import { studentCardService } from './modules/student-card/student-card.service.js';
import { classGroupHandlers } from './modules/class-group/class-group.handlers.js';
import { classGroupService } from './modules/class-group/class-group.service.js';
import { fileHandlers } from './modules/files/files.handlers.js';
import { fileService } from './modules/files/files.service.js';
import { filterHandlers } from './modules/filter/filter.handlers.js';
import { filterService } from './modules/filter/filter.service.js';
import { holidayHandlers } from './modules/holiday/holiday.handlers.js';
import { holidayService } from './modules/holiday/holiday.service.js';
import { schoolHandlers } from './modules/school/school.handlers.js';
import { schoolService } from './modules/school/school.service.js';
import { promotionService } from './modules/school-year/promotion.service.js';
import { schoolYearHandlers } from './modules/school-year/school-year.handlers.js';
import { schoolYearService } from './modules/school-year/school-year.service.js';
import { loginThrottle } from './modules/session/login-throttle.js';
import { sessionHandlers } from './modules/session/session.handlers.js';
import { sessionService } from './modules/session/session.service.js';
import { smsCodes } from './modules/session/sms-codes.js';
import type { SmsProvider } from './modules/session/sms-provider.js';
import { accountHandlers } from './modules/account/account.handlers.js';
import { accountService } from './modules/account/account.service.js';
import { roleHandlers } from './modules/role/role.handlers.js';
import { roleService } from './modules/role/role.service.js';
import { teacherCardHandlers } from './modules/teacher-card/teacher-card.handlers.js';
import { teacherCardService } from './modules/teacher-card/teacher-card.service.js';
import { departmentHandlers, postHandlers } from './modules/teacher/staff-group.handlers.js';
import { staffGroupService } from './modules/teacher/staff-group.service.js';
import { teacherHandlers } from './modules/teacher/teacher.handlers.js';
import { teacherService } from './modules/teacher/teacher.service.js';
import { attendanceExports } from './modules/attendance/attendance-exports.js';
import { attendanceHandlers } from './modules/attendance/attendance.handlers.js';
import { attendanceService } from './modules/attendance/attendance.service.js';
import { dashboardHandlers } from './modules/dashboard/dashboard.handlers.js';
import { dashboardService } from './modules/dashboard/dashboard.service.js';
import { childGrowthExports } from './modules/child-growth/child-growth-exports.js';
import { childGrowthHandlers } from './modules/child-growth/child-growth.handlers.js';
import { childGrowthService } from './modules/child-growth/child-growth.service.js';
import { teachNoteHandlers } from './modules/teach-note/teach-note.handlers.js';
import { teachNoteService } from './modules/teach-note/teach-note.service.js';
import { homeworkHandlers } from './modules/homework/homework.handlers.js';
import { homeworkService } from './modules/homework/homework.service.js';
import { workbookHandlers } from './modules/workbook/workbook.handlers.js';
import { workbookService } from './modules/workbook/workbook.service.js';
import { classDynamicHandlers } from './modules/class-dynamic/class-dynamic.handlers.js';
import { classDynamicService } from './modules/class-dynamic/class-dynamic.service.js';
import { teachingSummaryHandlers } from './modules/teacher/teaching-summary.handlers.js';
import { teachingSummaryService } from './modules/teacher/teaching-summary.service.js';
import { teachResearchHandlers } from './modules/teach-research/teach-research.handlers.js';
import { teachResearchService } from './modules/teach-research/teach-research.service.js';
import { checkupFiles } from './modules/checkup/checkup-files.js';
import { checkupHandlers } from './modules/checkup/checkup.handlers.js';
import { checkupService } from './modules/checkup/checkup.service.js';
import { cookbookFiles } from './modules/cookbook/cookbook-files.js';
import { cookbookHandlers } from './modules/cookbook/cookbook.handlers.js';
import { cookbookService } from './modules/cookbook/cookbook.service.js';
import { areaHandlers, schoolActivityHandlers } from './modules/school-activity/school-activity.handlers.js';
import { regularImportService } from './modules/school-activity/regular-import.service.js';
import { schoolActivityService } from './modules/school-activity/school-activity.service.js';
import { dailyCareExports } from './modules/daily-care/daily-care-exports.js';
import { dailyCareHandlers } from './modules/daily-care/daily-care.handlers.js';
import { dailyCareService } from './modules/daily-care/daily-care.service.js';

export interface ServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'session' | 'passwordCost' | 'tokenSecret' | 'dataDir' | 's3'>;
  sms: SmsProvider;
}

/** Every service, wired by hand: explicit dependencies, no container. */
export function createServices({ db, clock, config, sms }: ServiceDeps) {
  const tokenSecret = serverSecret(db, 'token_secret', config.tokenSecret);
  const codes = smsCodes({ db, clock, sms, secret: tokenSecret });
  const throttle = loginThrottle({ db, clock });
  const sessions = sessionService({ db, clock, policy: config.session, passwordCost: config.passwordCost, tokenSecret, codes, throttle });
  const schools = schoolService({ db, sessions });
  const audit = auditLog({ db, clock });
  const schoolYears = schoolYearService({ clock });
  const promotion = promotionService({ clock, years: schoolYears });
  const classGroups = classGroupService({ clock });
  const holidays = holidayService({ clock });
  const filters = filterService({ clock });
  const files = fileService({ db, clock, config });
  const account = accountService({ db, clock, codes, throttle, passwordCost: config.passwordCost });
  const teachers = teacherService({ clock, sessions, accounts: account, sms });
  const departments = staffGroupService('department');
  const posts = staffGroupService('post');
  const roles = roleService({ clock });
  const teacherCards = teacherCardService({ clock });
  const children = childService({ clock });
  const guardians = guardianService({ clock, passwordCost: config.passwordCost });
  const childImports = childImportService({ clock });
  const enrol = enrolService({ clock });
  const studentCards = studentCardService({ clock, guardians });
  const attendance = attendanceService({ db, clock });
  const attendanceFiles = attendanceExports({ clock, attendance });
  const dashboard = dashboardService({ clock, attendance });
  const childGrowth = childGrowthService({ clock });
  const childGrowthFiles = childGrowthExports({ growth: childGrowth });
  const teachResearch = teachResearchService({ clock });
  const checkup = checkupService({ clock });
  const checkupFileService = checkupFiles({ clock, checkup });
  const cookbooks = cookbookService({ db, clock });
  const cookbookFileService = cookbookFiles({ clock, cookbooks });
  const schoolActivities = schoolActivityService({ clock });
  const regularImports = regularImportService({ clock });
  const dailyCare = dailyCareService({ clock });
  const dailyCareFiles = dailyCareExports({ clock, care: dailyCare });
  const teachNotes = teachNoteService({ clock });
  const homework = homeworkService({ clock });
  const workbooks = workbookService({ clock });
  const classDynamics = classDynamicService();
  const teachingSummaries = teachingSummaryService();
  return { children, guardians, childImports, enrol, studentCards, sessions, schools, audit, schoolYears, promotion, classGroups, holidays, filters, files, teachers, departments, posts, roles, teacherCards, account, attendance, attendanceFiles, dashboard, childGrowth, childGrowthFiles, teachResearch, checkup, checkupFileService, cookbooks, cookbookFileService, schoolActivities, regularImports, teachNotes, homework, workbooks, classDynamics, teachingSummaries, dailyCare, dailyCareFiles };
}

export type Services = ReturnType<typeof createServices>;

/** Each module's declared calls with their handlers; the adapter mounts them under both families. */
export function mountedGroups(services: Services): MountedGroup[] {
  return [
    sessionHandlers(services.sessions),
    schoolHandlers(services.schools),
    schoolYearHandlers(services.schoolYears, services.promotion),
    classGroupHandlers(services.classGroups),
    holidayHandlers(services.holidays),
    filterHandlers(services.filters),
    fileHandlers(services.files),
    teacherHandlers(services.teachers),
    departmentHandlers(services.departments),
    postHandlers(services.posts),
    roleHandlers(services.roles),
    teacherCardHandlers(services.teacherCards),
    accountHandlers(services.account),
    childHandlers(services.children, services.guardians, services.childImports),
    enrolHandlers(services.enrol),
    studentCardHandlers(services.studentCards),
    attendanceHandlers(services.attendance, services.attendanceFiles),
    dashboardHandlers(services.dashboard),
    childGrowthHandlers(services.childGrowth, services.childGrowthFiles),
    teachNoteHandlers(services.teachNotes),
    homeworkHandlers(services.homework),
    workbookHandlers(services.workbooks),
    classDynamicHandlers(services.classDynamics),
    teachingSummaryHandlers(services.teachingSummaries),
    teachResearchHandlers(services.teachResearch),
    checkupHandlers(services.checkup, services.checkupFileService),
    cookbookHandlers(services.cookbooks, services.cookbookFileService),
    schoolActivityHandlers(services.schoolActivities, services.regularImports),
    areaHandlers(services.schoolActivities),
    dailyCareHandlers(services.dailyCare, services.dailyCareFiles),
  ];
}
