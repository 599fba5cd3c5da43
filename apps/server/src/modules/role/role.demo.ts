import { DataScope, isGrantableModule, moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

const GROUP_CODES = moduleCatalogue.map((group) => group.code as ModuleCode);
/**
 * A class's records its teachers keep day by day, outside 幼儿管理, on screens whose calls stay within
 * the role's data scope (their tables are the class's, or the service refuses a class out of reach):
 * the grade leader's role reaches them for the whole grade.
 */
const CLASS_SCREENS: ModuleCode[] = [
  'TeachEvaluate.HomeworkStatistics',
  'SafetyManage.EpidemicControl',
  'SafetyManage.ActivitySafety',
];
const GRADE_MANAGER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic',
  'BaseInfoManage.ClassManage',
  // 幼儿管理 but 新生入园 and 幼儿体检, whose admissions and checkup batches are the whole school's.
  'ChildManage.Child',
  'ChildManage.StudentAttendStatistics',
  'ChildManage.CardManage',
  'ChildManage.CardStatistics',
  'ChildManage.DailyCare',
  'ChildManage.Observation',
  'StaffingManage.TeacherManage',
  'CookBook.ShowCook',
  'TeacherAttend.DailyAttend',
  'Setting.PersonalInfo',
  'TeachManage.WeekPlan',
  ...CLASS_SCREENS,
  // The grade's week plans wait for its leader's approval, and its figures are hers to follow.
  'TeachManage.TeachApprove',
  'TeachEvaluate.RecordStatics',
];
const TEACHER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic.Notification',
  'SchoolDynamic.ClassDynamic',
  'SchoolDynamic.Showreel',
  'ChildManage.Child',
  'ChildManage.StudentAttendStatistics',
  'ChildManage.DailyCare',
  'ChildManage.Observation',
  'TeachManage.WeekPlan',
  'CookBook.ShowCook',
  'Setting.PersonalInfo',
  ...CLASS_SCREENS,
];

/**
 * The demo school's three roles (the staff take them by name): the principal's, a grade leader's and a
 * teacher's. Each is given the modules of its list that are built: a planned screen joins its roles
 * once it works.
 */
export async function seedRoles(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const role = async (name: string, description: string, modules: readonly ModuleCode[], dataScope: DataScope, isAdmin = false) => {
    const { id } = await db
      .insertInto('role')
      .values({ name, description, isAdmin: isAdmin ? 1 : 0, dataScope, createdAt: plan.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('roleModule').values(modules.filter(isGrantableModule).map((moduleCode) => ({ roleId: id, moduleCode }))).execute();
  };
  await role('园长', '全园管理，拥有全部模块', GROUP_CODES, DataScope.SCHOOL, true);
  await role('年级组长', '负责本年级的班级、幼儿与教学', GRADE_MANAGER_MODULES, DataScope.GRADE);
  await role('教师', '班级日常工作', TEACHER_MODULES, DataScope.CLASS);
}
