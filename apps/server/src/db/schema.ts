import type { AuditLogTable } from '../modules/audit/audit.table.js';
import type { ChildClassHistoryTable, ChildGuardianTable, ChildImportTable, ChildTable, GuardianPhoneChangeTable, GuardianTable, PickupPersonTable } from '../modules/child/child.table.js';
import type { EnrolmentTable } from '../modules/enrol/enrol.table.js';
import type { CardApplicationTable, PickupCardTable } from '../modules/student-card/student-card.table.js';
import type { FileTable, UploadTable } from '../modules/files/files.table.js';
import type { HolidayTable } from '../modules/holiday/holiday.table.js';
import type { PromotionTable } from '../modules/school-year/school-year.table.js';
import type { ClassTeacherTable, GradeTable, SchoolClassTable } from '../modules/class-group/class-group.table.js';
import type { RoleModuleTable, RoleTable } from '../modules/role/role.table.js';
import type { SchoolYearTable, SemesterTable } from '../modules/school-year/school-year.table.js';
import type { SchoolTable } from '../modules/school/school.table.js';
import type { LoginThrottleTable, SessionTable, SmsCodeTable } from '../modules/session/session.table.js';
import type { DepartmentTable, PostTable, TeacherImportTable, TeacherTable } from '../modules/teacher/teacher.table.js';
import type { TeacherCardTable } from '../modules/teacher-card/teacher-card.table.js';
import type { CardMachineKeyTable, ChildAttendanceTable } from '../modules/attendance/attendance.table.js';
import type { ClassAlbumTable, ClassDynamicTable, ClassMediaTable, CommentTable, ContentLikeTable } from '../modules/class-dynamic/class-dynamic.table.js';
import type { WorkbookFileTable, WorkbookTable } from '../modules/workbook/workbook.table.js';

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
  teacherCard: TeacherCardTable;
  teacherImport: TeacherImportTable;
  schoolYear: SchoolYearTable;
  semester: SemesterTable;
  grade: GradeTable;
  schoolClass: SchoolClassTable;
  classTeacher: ClassTeacherTable;
  child: ChildTable;
  guardian: GuardianTable;
  childGuardian: ChildGuardianTable;
  childClassHistory: ChildClassHistoryTable;
  guardianPhoneChange: GuardianPhoneChangeTable;
  pickupPerson: PickupPersonTable;
  childImport: ChildImportTable;
  pickupCard: PickupCardTable;
  cardApplication: CardApplicationTable;
  enrolment: EnrolmentTable;
  holiday: HolidayTable;
  promotion: PromotionTable;
  file: FileTable;
  upload: UploadTable;
  session: SessionTable;
  smsCode: SmsCodeTable;
  loginThrottle: LoginThrottleTable;
  auditLog: AuditLogTable;
  childAttendance: ChildAttendanceTable;
  cardMachineKey: CardMachineKeyTable;
  classDynamic: ClassDynamicTable;
  classAlbum: ClassAlbumTable;
  classMedia: ClassMediaTable;
  workbook: WorkbookTable;
  workbookFile: WorkbookFileTable;
  comment: CommentTable;
  contentLike: ContentLikeTable;
}
