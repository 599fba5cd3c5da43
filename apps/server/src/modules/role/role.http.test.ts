import { allEndpoints, allModuleCodes, ErrorCode, grantsModule, type EndpointDefinition, type ModuleCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { ALL_MODULES } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The adapter's refusal when the caller's role lacks the call's module. */
const GATE_REFUSAL = '当前角色无权使用此功能';

describe.each(testDialects)('roles on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let phone = 13400000000;
  const nextPhone = () => String(++phone);

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown> = {}, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const addRole = async (roleName: string, moduleCodes: string[], token = admin) => {
    const answer = await post('/api/Role/AddRole', { RoleName: roleName, ModuleCodes: moduleCodes }, token);
    expect(answer.body.ErrorCode, answer.body.ErrorMessage).toBe(200);
    return answer.body.Data.RoleId as number;
  };
  /** A staff member holding `roleId`, signed in. */
  const holderOf = async (roleId: number) => {
    const holderPhone = nextPhone();
    const teacherId = await t.make.teacher(t.schools.schoolA, { phone: holderPhone, roleId });
    return { teacherId, token: await t.login(holderPhone) };
  };
  const roleList = async (token = admin) => (await get('/javaApi/role/getRoleList', {}, token)).body.data as { roleId: number; roleName: string; moduleCodes: string[]; teacherCount: number; isAdmin: boolean }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the roles with their modules and how many working staff hold them', async () => {
    const roles = await roleList();
    expect(roles).toContainEqual({ roleId: expect.any(Number), roleName: '教师', description: null, isAdmin: false, teacherCount: 1, moduleCodes: ['Home', 'ChildManage.Child'], dataScope: 1 });
    expect((await roleList(adminB)).map((role) => role.roleName)).toEqual(['园长']);
  });

  it('shows a role’s module tree: groups and screens, each granted or not', async () => {
    const teacherRole = (await roleList()).find((role) => role.roleName === '教师')!;
    const tree = (await get('/api/Role/GetSchoolModuleListByRole', { roleId: teacherRole.roleId })).body.Data;
    // Planned screens are left out: 园所动态 shows its six built screens.
    expect(tree.map((group: { ModuleCode: string }) => group.ModuleCode)).toEqual([
      'Home',
      'SchoolDynamic',
      'BaseInfoManage',
      'ChildManage',
      'StaffingManage',
      'TeachManage',
      'TeachEvaluate',
      'ActivityManage',
      'ResourceManage',
      'CookBook',
      'SafetyManage',
      'TeacherAttend',
      'Setting',
    ]);
    const schoolDynamic = tree.find((group: { ModuleCode: string }) => group.ModuleCode === 'SchoolDynamic');
    expect(schoolDynamic.Screens.map((screen: { ModuleName: string }) => screen.ModuleName)).toEqual(['通知动态', '园所新闻', '问卷调查', '投票活动', '班级动态', '作品集']);
    const teacherAttend = tree.find((group: { ModuleCode: string }) => group.ModuleCode === 'TeacherAttend');
    expect(teacherAttend.Screens.map((screen: { ModuleName: string }) => screen.ModuleName)).toEqual(['每日考勤', '考勤统计', '排班', '教师发卡', '考勤设置']);
    const setting = tree.find((group: { ModuleCode: string }) => group.ModuleCode === 'Setting');
    expect(setting.Screens.map((screen: { ModuleName: string }) => screen.ModuleName)).toEqual(['个人信息', '园所信息', '角色管理', '设备管理', '安装统计', '审批设置', '操作日志']);
    expect(tree[0]).toEqual({ ModuleCode: 'Home', ModuleName: '首页', Granted: true, Locked: false, Screens: [] });
    const children = tree.find((group: { ModuleCode: string }) => group.ModuleCode === 'ChildManage');
    expect(children).toMatchObject({ ModuleName: '幼儿管理', Granted: false });
    expect(children.Screens[0]).toEqual({ ModuleCode: 'ChildManage.Child', ModuleName: '幼儿信息', Granted: true, Locked: false });
    expect(children.Screens[1].Granted).toBe(false);
  });

  it('creates a role with modules, and refuses a repeated name or a module that does not exist', async () => {
    const roleId = await addRole('保健医', ['Home', 'ChildManage.PysicalExamination']);
    expect((await roleList()).find((role) => role.roleId === roleId)).toMatchObject({ roleName: '保健医', moduleCodes: ['Home', 'ChildManage.PysicalExamination'], teacherCount: 0 });
    expect((await post('/api/Role/AddRole', { RoleName: '保健医' })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '已有角色「保健医」' });
    expect((await post('/api/Role/AddRole', { RoleName: '怪角色', ModuleCodes: ['Nothing.Here'] })).body.ErrorMessage).toBe('参数 moduleCodes.0 不是可授权的模块');
    expect((await post('/api/Role/AddRole', { RoleName: '' })).body.ErrorMessage).toBe('参数 roleName 请填写角色名称');
  });

  it('refuses to grant a module the catalogue does not have, and leaves it out of a copy', async () => {
    // Every screen of the catalogue is built now; a code it does not have (a retired screen) is what a grant must refuse.
    const unknown = { ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 moduleCodes.1 不是可授权的模块', ErrorField: 'ModuleCodes.1' };
    expect((await post('/api/Role/AddRole', { RoleName: '打印员', ModuleCodes: ['Home', 'Setting.PrinterManage'] })).body).toMatchObject(unknown);
    const roleId = await addRole('考勤员', ['Home']);
    expect((await post('/api/Role/AddRoleModule', { RoleId: roleId, ModuleCodes: ['Setting.PrinterManage'] })).body.ErrorMessage).toBe('参数 moduleCodes.0 不是可授权的模块');
    // A role the school had before may hold a code no longer in the catalogue; copying it passes on the rest.
    const retired = 'Setting.PrinterManage' as ModuleCode;
    const older = await t.make.role(t.schools.schoolA, ['Home', retired, 'TeacherAttend.TeacherCard'], '旧角色');
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: roleId, FromRoleId: older })).body.Data.ModuleCodes).toEqual(['Home', 'TeacherAttend.TeacherCard']);
  });

  it('grants modules that take effect on the holder’s next call, without signing in again', async () => {
    const roleId = await addRole('后勤', ['Home']);
    const { token } = await holderOf(roleId);
    const teacherList = () => get('/javaApi/teacher/getTeacherList', {}, token);
    expect((await teacherList()).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: GATE_REFUSAL });
    const granted = await post('/api/Role/AddRoleModule', { RoleId: roleId, ModuleCodes: 'Home,StaffingManage,StaffingManage.TeacherManage' });
    // A screen of a granted group is granted already: the codes are kept canonical.
    expect(granted.body.Data).toEqual({ RoleId: roleId, ModuleCodes: ['Home', 'StaffingManage'] });
    expect((await teacherList()).body.code).toBe(200);
    await post('/api/Role/AddRoleModule', { RoleId: roleId, ModuleCodes: [] });
    expect((await teacherList()).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await t.call('GET', '/javaApi/account/getPersonalAccountInfo', { token })).body.code).toBe(200);
  });

  it('never lets the administrator’s role lose role management, nor be deleted', async () => {
    const adminRole = await t.make.adminRole(t.schools.schoolA, ALL_MODULES);
    const narrowed = await post('/api/Role/AddRoleModule', { RoleId: adminRole, ModuleCodes: ['Home'] });
    expect(narrowed.body.Data.ModuleCodes).toEqual(['Home', 'Setting.RoleManage']);
    const tree = (await get('/api/Role/GetSchoolModuleListByRole', { roleId: adminRole })).body.Data;
    const setting = tree.find((group: { ModuleCode: string }) => group.ModuleCode === 'Setting');
    expect(setting.Screens.find((screen: { ModuleCode: string }) => screen.ModuleCode === 'Setting.RoleManage')).toMatchObject({ Granted: true, Locked: true });
    const source = await addRole('无权限', []);
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: adminRole, FromRoleId: source })).body.Data.ModuleCodes).toEqual(['Setting.RoleManage']);
    expect((await post('/api/Role/DelRole', { RoleId: adminRole })).body).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '「园所管理员」是园所管理员角色，不能删除' });
  });

  it('copies another role’s modules', async () => {
    const source = await addRole('年级组长', ['Home', 'BaseInfoManage.ClassManage', 'ChildManage']);
    const target = await addRole('副组长', ['Home']);
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: target, FromRoleId: source })).body.Data).toEqual({ RoleId: target, ModuleCodes: ['Home', 'BaseInfoManage.ClassManage', 'ChildManage'] });
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: target, FromRoleId: target })).body.ErrorMessage).toBe('请选择另一个角色作为复制来源');
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: target, FromRoleId: 999999 })).body.ErrorMessage).toBe('角色不存在');
  });

  it('deletes a role nobody working holds (leavers lose it); refuses one still held with 2000032', async () => {
    const roleId = await addRole('临时工', ['Home']);
    const { teacherId } = await holderOf(roleId);
    expect((await post('/api/Role/DelRole', { RoleId: roleId })).body).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '还有1位在职教职工使用「临时工」，请先为他们更换角色' });
    await post('/javaApi/teacher/dimissionTeacher', { teacherId });
    expect((await post('/api/Role/DelRole', { RoleId: roleId })).body.ResponseStatus).toBe(1);
    expect((await get('/javaApi/teacher/getTeacherInfo', { teacherId })).body.data.roleId).toBeNull();
    expect((await roleList()).map((role) => role.roleId)).not.toContain(roleId);
  });

  it('lets a role manager hand out only what their own role reaches', async () => {
    const managerRole = await addRole('角色管理员', ['Home', 'Setting.RoleManage']);
    const { token } = await holderOf(managerRole);
    const beyond = '不能授予或改动超出您自己权限的模块';
    expect((await post('/api/Role/AddRole', { RoleName: '越权', ModuleCodes: ['ChildManage'] }, token)).body).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: beyond });
    const within = await addRole('首页而已', ['Home'], token);
    expect((await post('/api/Role/AddRoleModule', { RoleId: within, ModuleCodes: ['Home', 'CookBook'] }, token)).body.ErrorMessage).toBe(beyond);
    const principal = (await roleList()).find((role) => role.roleName === '园长')!;
    expect((await post('/api/Role/AddRoleModule', { RoleId: principal.roleId, ModuleCodes: ['Home'] }, token)).body.ErrorMessage).toBe(beyond);
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: within, FromRoleId: principal.roleId }, token)).body.ErrorMessage).toBe(beyond);
    expect((await post('/api/Role/DelRole', { RoleId: principal.roleId }, token)).body.ErrorCode).toBe(ErrorCode.DELETE_RULE);
    const unheld = await addRole('全能但无人', ['ChildManage']);
    expect((await post('/api/Role/DelRole', { RoleId: unheld }, token)).body.ErrorMessage).toBe(beyond);
  });

  it('keeps another school away from the school’s roles', async () => {
    const roleId = await addRole('甲园专属', ['Home']);
    const notFound = { ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '角色不存在' };
    expect((await get('/api/Role/GetSchoolModuleListByRole', { roleId }, adminB)).body).toMatchObject(notFound);
    expect((await post('/api/Role/AddRoleModule', { RoleId: roleId, ModuleCodes: [] }, adminB)).body).toMatchObject(notFound);
    expect((await post('/api/Role/DelRole', { RoleId: roleId }, adminB)).body).toMatchObject(notFound);
    const own = (await roleList(adminB))[0]!;
    expect((await post('/api/Role/CopyFromOtherRole', { RoleId: own.roleId, FromRoleId: roleId }, adminB)).body).toMatchObject(notFound);
    expect((await post('/javaApi/teacher/updateTeacherRole', { teacherId: t.people.adminB.id, roleId }, adminB)).body.message).toBe('不能修改自己的角色');
    expect((await roleList()).find((role) => role.roleId === roleId)!.moduleCodes).toEqual(['Home']);
  });

  describe('every module-gated call', () => {
    const routes = allEndpoints.flatMap((endpoint: EndpointDefinition) => [
      ...(endpoint.java ? [{ endpoint, method: endpoint.java.method, url: endpoint.java.path }] : []),
      ...(endpoint.legacy && !endpoint.legacy.signed ? [{ endpoint, method: endpoint.legacy.method, url: endpoint.legacy.path }] : []),
    ]);
    const modules = [...new Set(routes.map((route) => route.endpoint.access))].filter((access): access is ModuleCode => !['public', 'session', 'family', 'familyTeacher'].includes(access));

    /** The answer's code and message in either family; file downloads answer with the file, never a refusal. */
    async function callAs(token: string, route: (typeof routes)[number]) {
      const response = await t.app.inject({ method: route.method, url: route.url, headers: { auth: token }, ...(route.method === 'POST' ? { payload: {} } : {}) });
      if (!String(response.headers['content-type']).includes('json')) return { code: 200, message: '' };
      const body = response.json();
      return { code: body.code ?? body.ErrorCode, message: body.message ?? body.ErrorMessage };
    }

    it.each(modules)('is refused with 2000014 to a role holding everything but %s, and reaches the service for a role holding it', async (module) => {
      const allBut = allModuleCodes.filter((code) => !grantsModule(new Set([code]), module));
      // Made directly, since a gate may be a module not built yet, which no role can be granted through the calls.
      const without = await holderOf(await t.make.role(t.schools.schoolA, allBut));
      const only = await holderOf(await t.make.role(t.schools.schoolA, [module]));
      for (const route of routes.filter((candidate) => candidate.endpoint.access === module)) {
        expect(await callAs(without.token, route), `${route.method} ${route.url}`).toEqual({ code: ErrorCode.NOT_ALLOWED, message: GATE_REFUSAL });
        expect((await callAs(only.token, route)).message, `${route.method} ${route.url}`).not.toBe(GATE_REFUSAL);
      }
    });
  });
});
