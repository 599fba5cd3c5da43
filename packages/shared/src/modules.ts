/**
 * What a role can be granted: the console's menu groups and their screens. An endpoint names the
 * screen module it serves; a role holding the screen (or its whole group) may call it.
 */
export const moduleCatalogue = [
  { code: 'Home', name: '首页', screens: [] },
  {
    code: 'SchoolDynamic',
    name: '园所动态',
    screens: [
      { code: 'Notification', name: '通知动态' },
      { code: 'SchoolNews', name: '园所新闻' },
      { code: 'Questionnaire', name: '问卷调查' },
      { code: 'ClassDynamic', name: '班级动态' },
      { code: 'Showreel', name: '作品集' },
    ],
  },
  {
    code: 'BaseInfoManage',
    name: '基础信息',
    screens: [
      { code: 'YearManage', name: '学年管理' },
      { code: 'ClassManage', name: '班级管理' },
      { code: 'SetHoliday', name: '假期设置' },
    ],
  },
  {
    code: 'ChildManage',
    name: '幼儿管理',
    screens: [
      { code: 'Child', name: '幼儿管理' },
      { code: 'ChildEnterThePark', name: '新生入园' },
      { code: 'StudentAttendStatistics', name: '幼儿考勤统计' },
      { code: 'CardManage', name: '接送卡管理' },
      { code: 'CardStatistics', name: '发卡记录' },
      { code: 'PysicalExamination', name: '幼儿体检' },
      { code: 'DailyCare', name: '饮水进餐' },
      { code: 'Observation', name: '观察记录' },
    ],
  },
  {
    code: 'StaffingManage',
    name: '教职工管理',
    screens: [
      { code: 'TeacherManage', name: '教师管理' },
      { code: 'TeacherAnalysis', name: '教师分析' },
      { code: 'SectorManage', name: '部门管理' },
      { code: 'PostManage', name: '职务管理' },
      { code: 'DimissionPeople', name: '离职人员' },
    ],
  },
  {
    code: 'ActivityManage',
    name: '活动管理',
    screens: [
      { code: 'SchoolActivity', name: '园所活动' },
      { code: 'AreaManage', name: '区域管理' },
    ],
  },
  {
    code: 'CookBook',
    name: '食谱管理',
    screens: [
      { code: 'CookManage', name: '食谱管理' },
      { code: 'ShowCook', name: '共享信息' },
      { code: 'FoodManage', name: '食物管理' },
    ],
  },
  {
    code: 'TeacherAttend',
    name: '教师考勤',
    screens: [
      { code: 'DailyAttend', name: '每日考勤' },
      { code: 'AttendStatistics', name: '考勤统计' },
      { code: 'Workforce', name: '排班' },
      { code: 'TeacherCard', name: '教师发卡' },
      { code: 'AttendSetting', name: '考勤设置' },
    ],
  },
  {
    code: 'Setting',
    name: '系统设置',
    screens: [
      { code: 'PersonalInfo', name: '个人信息' },
      { code: 'SchoolInfo', name: '园所信息' },
      { code: 'RoleManage', name: '角色管理' },
      { code: 'DeviceManage', name: '设备管理' },
      { code: 'InstallationStatistics', name: '安装统计' },
      { code: 'ApproveSetting', name: '审批设置' },
    ],
  },
] as const;

type Catalogue = typeof moduleCatalogue;
type Group = Catalogue[number];
type ScreenCode<G extends Group> = G extends { code: infer C extends string; screens: readonly (infer S)[] }
  ? S extends { code: infer SC extends string }
    ? `${C}.${SC}`
    : never
  : never;

/** A grantable module: a whole group ('Setting') or one screen of it ('Setting.RoleManage'). */
export type ModuleCode = Group['code'] | ScreenCode<Group>;

export const allModuleCodes: readonly ModuleCode[] = moduleCatalogue.flatMap((group) => [
  group.code as ModuleCode,
  ...group.screens.map((screen) => `${group.code}.${screen.code}` as ModuleCode),
]);

/** The module that every administrator role keeps, so that nobody locks the school out. */
export const ROLE_MANAGEMENT_MODULE: ModuleCode = 'Setting.RoleManage';

/** Whether a set of granted modules reaches `required` (a screen is reached through its group too). */
export function grantsModule(granted: ReadonlySet<string>, required: ModuleCode): boolean {
  if (granted.has(required)) return true;
  const dot = required.indexOf('.');
  return dot > 0 && granted.has(required.slice(0, dot));
}
