/**
 * What a role can be granted: the console's menu groups and their screens. An endpoint names the
 * screen module it serves; a role holding the screen (or its whole group) may call it.
 *
 * Each name is the module's one name: the menu, the home page, the role tree, the breadcrumbs and
 * the browser tab all show it, so a screen is never named like its group.
 *
 * `planned` marks a screen the product will have but the console does not yet: it is left out of
 * the menu, the home page and the role tree, and no role can be granted it, until it is built and
 * the mark removed. This mark is the one place that says which modules exist (the console's route
 * table is held to it by a test).
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
      { code: 'Vote', name: '投票活动' },
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
      { code: 'Child', name: '幼儿信息' },
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
    code: 'TeachManage',
    name: '教学管理',
    screens: [
      { code: 'WeekPlan', name: '周计划' },
      { code: 'ActivityLibrary', name: '活动库' },
      { code: 'TeachApprove', name: '计划审批' },
      { code: 'TeachTheme', name: '教学主题' },
    ],
  },
  {
    code: 'TeachEvaluate',
    name: '教学评价',
    screens: [
      { code: 'AppraiseSetting', name: '评价设置' },
      { code: 'TeachAppraise', name: '听课评价' },
      { code: 'HomeworkStatistics', name: '作业统计' },
      { code: 'RecordStatics', name: '记录统计' },
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
    code: 'ResourceManage',
    name: '教学资源',
    screens: [
      { code: 'Drawbook', name: '绘本' },
      { code: 'Music', name: '音乐' },
      { code: 'Courseware', name: '课件库' },
      { code: 'CourseSeries', name: '系列' },
      { code: 'CourseTheme', name: '课程主题' },
      { code: 'CourseStatistics', name: '课程统计' },
      { code: 'CourseLesson', name: '课节与学期' },
    ],
  },
  {
    code: 'CookBook',
    name: '膳食管理',
    screens: [
      { code: 'CookManage', name: '食谱管理' },
      { code: 'ShowCook', name: '共享信息' },
      { code: 'FoodManage', name: '食物管理' },
    ],
  },
  {
    code: 'SafetyManage',
    name: '安全卫生',
    screens: [
      { code: 'EpidemicControl', name: '防疫活动' },
      { code: 'ActivitySafety', name: '活动安全' },
      { code: 'DutyItem', name: '值日事项' },
      { code: 'Emergency', name: '突发事件' },
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
      { code: 'OperationLog', name: '操作日志' },
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

/** A group or screen of the catalogue, as the built part of it lists them. */
export interface CatalogueEntry {
  code: string;
  name: string;
}

export interface CatalogueGroup extends CatalogueEntry {
  code: Group['code'];
  screens: readonly CatalogueEntry[];
}

type CatalogueScreen = CatalogueEntry & { planned?: boolean };

/** Each group's code, then each of its screens' (`Setting`, `Setting.RoleManage` ...). */
const codesOf = (groups: readonly { code: string; screens: readonly CatalogueEntry[] }[]) =>
  groups.flatMap((group) => [group.code, ...group.screens.map((screen) => `${group.code}.${screen.code}`)]) as ModuleCode[];

export const allModuleCodes: readonly ModuleCode[] = codesOf(moduleCatalogue);

/**
 * The catalogue without its planned screens, and without the groups that have none left (a group
 * without screens of its own, 首页, is a screen itself): what the menu, the home page and the role
 * tree show, and all a role can be granted.
 */
export const builtCatalogue: readonly CatalogueGroup[] = moduleCatalogue.flatMap((group) => {
  const screens: readonly CatalogueScreen[] = group.screens;
  const built = screens.filter((screen) => !screen.planned).map(({ code, name }) => ({ code, name }));
  return screens.length > 0 && built.length === 0 ? [] : [{ code: group.code, name: group.name, screens: built }];
});

/** What a role can be granted: each built group, as a whole, and each of its built screens. */
export const grantableModuleCodes: readonly ModuleCode[] = codesOf(builtCatalogue);

export const isGrantableModule = (code: string): code is ModuleCode => (grantableModuleCodes as readonly string[]).includes(code);

/** The name of a module, group or screen, as every part of the console shows it. */
export function moduleName(code: ModuleCode): string {
  const [groupCode, screenCode] = code.split('.');
  const group = moduleCatalogue.find((candidate) => candidate.code === groupCode);
  if (!screenCode) return group?.name ?? code;
  const screens: readonly CatalogueEntry[] = group?.screens ?? [];
  return screens.find((screen) => screen.code === screenCode)?.name ?? code;
}

/** The module that every administrator role keeps, so that nobody locks the school out. */
export const ROLE_MANAGEMENT_MODULE: ModuleCode = 'Setting.RoleManage';

/** Whether a set of granted modules reaches `required` (a screen is reached through its group too). */
export function grantsModule(granted: ReadonlySet<string>, required: ModuleCode): boolean {
  if (granted.has(required)) return true;
  const dot = required.indexOf('.');
  return dot > 0 && granted.has(required.slice(0, dot));
}
