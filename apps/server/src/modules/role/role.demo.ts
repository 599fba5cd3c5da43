import { DataScope, isGrantableModule, moduleCatalogue, type ModuleCode } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

const GROUP_CODES = moduleCatalogue.map((group) => group.code as ModuleCode);
const GRADE_MANAGER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic',
  'BaseInfoManage.ClassManage',
  'ChildManage',
  'StaffingManage.TeacherManage',
  'CookBook.ShowCook',
  'TeacherAttend.DailyAttend',
  'Setting.PersonalInfo',
];
const TEACHER_MODULES: ModuleCode[] = [
  'Home',
  'SchoolDynamic.Notification',
  'SchoolDynamic.ClassDynamic',
  'SchoolDynamic.Showreel',
  'ChildManage.Child',
  'ChildManage.StudentAttendStatistics',
  'ChildManage.DailyCare',
  'TeachManage.WeekPlan',
  'CookBook.ShowCook',
  'Setting.PersonalInfo',
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
