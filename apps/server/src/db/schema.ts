import type { AuditLogTable } from '../modules/audit/audit.table.js';
import type { ChildClassHistoryTable, ChildGuardianTable, ChildTable, GuardianTable } from '../modules/child/child.table.js';
import type { HolidayTable } from '../modules/holiday/holiday.table.js';
import type { PromotionTable } from '../modules/school-year/school-year.table.js';
import type { ClassTeacherTable, GradeTable, SchoolClassTable } from '../modules/class-group/class-group.table.js';
import type { RoleModuleTable, RoleTable } from '../modules/role/role.table.js';
import type { SchoolYearTable, SemesterTable } from '../modules/school-year/school-year.table.js';
import type { SchoolTable } from '../modules/school/school.table.js';
import type { LoginThrottleTable, SessionTable, SmsCodeTable } from '../modules/session/session.table.js';
import type { DepartmentTable, PostTable, TeacherTable } from '../modules/teacher/teacher.table.js';

export interface AppSettingTable {
  key: string;
  value: string;
}

/** Every table, in camelCase: the CamelCasePlugin maps names to the snake_case columns. */
export interface Database {
  appSetting: AppSettingTable;
  school: SchoolTable;
  role: RoleTable;
  roleModule: RoleModuleTable;
  department: DepartmentTable;
  post: PostTable;
  teacher: TeacherTable;
  schoolYear: SchoolYearTable;
  semester: SemesterTable;
  grade: GradeTable;
  schoolClass: SchoolClassTable;
  classTeacher: ClassTeacherTable;
  child: ChildTable;
  guardian: GuardianTable;
  childGuardian: ChildGuardianTable;
  childClassHistory: ChildClassHistoryTable;
  holiday: HolidayTable;
  promotion: PromotionTable;
  session: SessionTable;
  smsCode: SmsCodeTable;
  loginThrottle: LoginThrottleTable;
  auditLog: AuditLogTable;
}
