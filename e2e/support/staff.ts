import type { APIRequestContext, Page } from '@playwright/test';
import { callAs, signInAs } from './session';
import { uniqueName, uniquePhone } from './unique';

/** The session token a password sign-in gets, or undefined when refused: for tests about passwords. */
export async function apiSignIn(request: APIRequestContext, account: string, password: string): Promise<string | undefined> {
  const login = await request.post('/javaApi/login/validLogin', { data: { account, password, appId: 'web' } });
  return login.headers()['auth'];
}

export interface Staff {
  teacherId: number;
  teacherName: string;
  phone: string;
  password: string;
}

/** The id of the demo's 教师 role. */
export async function teacherRoleId(page: Page): Promise<number> {
  const roles = await callAs<{ roleId: number; roleName: string }[]>(page, 'GET', '/javaApi/teacher/getRoleListForSelect');
  const teacher = roles.find((role) => role.roleName === '教师');
  if (!teacher) throw new Error('the demo school has no 教师 role');
  return teacher.roleId;
}

/**
 * A staff member of the test's own, who can sign in, with the given role or the demo's 教师 role:
 * tests that change an account's phone, password or role change this one, never a demo account
 * other tests sign in with. Made by the administrator the page is signed in as.
 */
export async function createStaff(page: Page, options: { roleId?: number } = {}): Promise<Staff> {
  const teacherName = uniqueName('测试');
  const phone = uniquePhone();
  const { teacherId } = await callAs<{ teacherId: number }>(page, 'POST', '/javaApi/teacher/addTeacher', {
    teacherName,
    sex: 2,
    phone,
    roleId: options.roleId ?? (await teacherRoleId(page)),
  });
  const { temporaryPassword } = await callAs<{ temporaryPassword: string }>(page, 'POST', '/javaApi/teacher/resetTeacherPassword', { teacherId });
  // A temporary password opens only its change: the staff member sets their own, as at a first sign-in.
  const token = await apiSignIn(page.request, phone, temporaryPassword);
  const password = `${temporaryPassword}9a`;
  const changed = await page.request.post('/javaApi/account/updatePwd', { headers: { Auth: token ?? '' }, data: { oldPassword: temporaryPassword, newPassword: password } });
  if ((await changed.json()).code !== 200) throw new Error(`the password of ${phone} did not change`);
  return { teacherId, teacherName, phone, password };
}

/** Signs the page in as a new staff member with the demo's 教师 role (see createStaff). */
export async function signInAsNewStaff(page: Page): Promise<Staff> {
  await signInAs(page);
  const staff = await createStaff(page);
  await signInAs(page, staff.phone, staff.password);
  return staff;
}

/** A role of the test's own granting `moduleCodes`, made by the administrator the page is signed in as. */
export async function createRole(page: Page, moduleCodes: string[]): Promise<{ roleId: number; roleName: string }> {
  const roleName = uniqueName('角色');
  const saved = await callAs<{ RoleId: number }>(page, 'POST', '/api/Role/AddRole', { RoleName: roleName, ModuleCodes: moduleCodes });
  return { roleId: saved.RoleId, roleName };
}
