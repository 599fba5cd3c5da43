import type { ServerModule } from './core/module.js';
import { schoolScope } from './db/school-scope.js';
import { accountModule } from './modules/account/index.js';
import { attendanceModule } from './modules/attendance/index.js';
import { auditModule } from './modules/audit/index.js';
import { checkupModule } from './modules/checkup/index.js';
import { childGrowthModule } from './modules/child-growth/index.js';
import { childModule } from './modules/child/index.js';
import { classDynamicModule } from './modules/class-dynamic/index.js';
import { classGroupModule } from './modules/class-group/index.js';
import { commentModule } from './modules/comment/index.js';
import { cookbookModule } from './modules/cookbook/index.js';
import { dailyCareModule } from './modules/daily-care/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { complianceModule } from './modules/compliance/index.js';
import { drawbookModule } from './modules/drawbook/index.js';
import { dutyItemModule } from './modules/duty-item/index.js';
import { emergencyModule } from './modules/emergency/index.js';
import { epidemicModule } from './modules/epidemic/index.js';
import { activitySafetyModule } from './modules/activity-safety/index.js';
import { enrolModule } from './modules/enrol/index.js';
import { filesModule } from './modules/files/index.js';
import { filterModule } from './modules/filter/index.js';
import { holidayModule } from './modules/holiday/index.js';
import { homeworkModule } from './modules/homework/index.js';
import { musicModule } from './modules/music/index.js';
import { coursewareModule } from './modules/courseware/index.js';
import { newsModule } from './modules/news/index.js';
import { noticeModule } from './modules/notice/index.js';
import { promotionModule } from './modules/promotion/index.js';
import { questionnaireModule } from './modules/questionnaire/index.js';
import { readReceiptModule } from './modules/read-receipt/index.js';
import { roleModule } from './modules/role/index.js';
import { schoolActivityModule } from './modules/school-activity/index.js';
import { schoolYearModule } from './modules/school-year/index.js';
import { schoolModule } from './modules/school/index.js';
import { sessionModule } from './modules/session/index.js';
import { studentCardModule } from './modules/student-card/index.js';
import { teachNoteModule } from './modules/teach-note/index.js';
import { teachResearchModule } from './modules/teach-research/index.js';
import { teacherAttendModule } from './modules/teacher-attend/index.js';
import { teacherCardModule } from './modules/teacher-card/index.js';
import { teacherModule } from './modules/teacher/index.js';
import { voteModule } from './modules/vote/index.js';
import { teachPlanModule } from './modules/teach-plan/index.js';
import { approvalModule } from './modules/approval/index.js';
import { familyModule } from './modules/family/index.js';
import { workbookModule } from './modules/workbook/index.js';
import { deviceModule } from './modules/device/index.js';
import { appSetupModule } from './modules/app-setup/index.js';
import { goodsModule } from './modules/goods/index.js';
import { appraiseModule } from './modules/appraise/index.js';
import { recordStaticsModule } from './modules/record-statics/index.js';
import { auditLogModule } from './modules/audit-log/index.js';

/**
 * Every server module, one line each. The order is the order their services are made (a module
 * comes after those whose services it takes) and their demo records are seeded (the class life
 * after the holidays, in the order of the random source they share).
 */
export const serverModules = [
  auditModule,
  sessionModule,
  accountModule,
  schoolModule,
  roleModule,
  filesModule,
  holidayModule,
  filterModule,
  schoolYearModule,
  teacherModule,
  teacherCardModule,
  classGroupModule,
  childModule,
  enrolModule,
  studentCardModule,
  promotionModule,
  attendanceModule,
  dashboardModule,
  complianceModule,
  commentModule,
  classDynamicModule,
  workbookModule,
  teachNoteModule,
  homeworkModule,
  childGrowthModule,
  teachResearchModule,
  cookbookModule,
  checkupModule,
  schoolActivityModule,
  dailyCareModule,
  readReceiptModule,
  newsModule,
  noticeModule,
  questionnaireModule,
  teacherAttendModule,
  voteModule,
  teachPlanModule,
  approvalModule,
  drawbookModule,
  musicModule,
  epidemicModule,
  activitySafetyModule,
  dutyItemModule,
  emergencyModule,
  coursewareModule,
  familyModule,
  deviceModule,
  appSetupModule,
  goodsModule,
  appraiseModule,
  recordStaticsModule,
  auditLogModule,
] as const;

type AnyModule = ServerModule<never, object>;

/** A table's name in SQL, as the CamelCasePlugin writes the Database type's name. */
const sqlName = (table: string) => table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The tables each module claims in its manifest, by their SQL names, with whose rows they hold. */
export const moduleTables = new Map(
  (serverModules as readonly AnyModule[]).flatMap((module) => Object.entries(module.tables).map(([table, scope]) => [sqlName(table), scope] as const)),
);

/** The tables whose every row is one school's: a school-scoped handle confines each query on them. */
const schoolTables = new Set([...moduleTables].filter(([, scope]) => scope !== 'platform').map(([table]) => table));

/** The school's tables whose rows belong to a class, with the column that says which, by SQL names. */
const classOwnedTables = new Map(
  [...moduleTables].flatMap(([table, scope]) => {
    if (typeof scope === 'string') return [];
    return [[table, 'classColumn' in scope ? { classColumn: sqlName(scope.classColumn) } : { childColumn: sqlName(scope.childColumn) }] as const];
  }),
);

/** A handle confined to one school (and to the classes a data scope reaches), for the app, its seeds and tests. */
export const scopeToSchool = schoolScope(schoolTables, classOwnedTables);
