import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './basic-info';
import { DEMO_PASSWORD } from './demo';

/** An 11-digit phone no demo row and no other test of the run uses. */
export const uniquePhone = () => `166${Date.now().toString().slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The session token a password sign-in gets, or undefined when refused. */
export async function apiSignIn(request: APIRequestContext, account: string, password: string): Promise<string | undefined> {
  const login = await request.post('/javaApi/login/validLogin', { data: { account, password, appId: 'web' } });
  return login.headers()['auth'];
}

type Envelope<Data> = { code: number; message: string; data: Data } | { ResponseStatus: number; ErrorMessage: string; Data: Data };

/**
 * An administrator's session through the API alone, for the rows a test needs but does not test:
 * quicker than signing in through the console on a busy machine. Answers either family's data.
 */
export async function adminApi(request: APIRequestContext, account: string) {
  const token = await apiSignIn(request, account, DEMO_PASSWORD);
  if (!token) throw new Error(`${account} could not sign in through the API`);
  return async <Data>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}): Promise<Data> => {
    const headers = { Auth: token };
    const response =
      method === 'GET'
        ? await request.get(path, { headers, params: input as Record<string, string | number> })
        : await request.post(path, { headers, data: input });
    const body = (await response.json()) as Envelope<Data>;
    if ('code' in body ? body.code !== 200 : body.ResponseStatus !== 1) throw new Error(`${path} answered ${JSON.stringify(body)}`);
    return 'code' in body ? body.data : body.Data;
  };
}

type AdminApi = Awaited<ReturnType<typeof adminApi>>;

export interface Staff {
  teacherId: number;
  teacherName: string;
  phone: string;
  password: string;
}

async function teacherRoleId(api: AdminApi): Promise<number> {
  const roles = await api<{ roleId: number; roleName: string }[]>('GET', '/javaApi/teacher/getRoleListForSelect');
  const teacher = roles.find((role) => role.roleName === '教师');
  if (!teacher) throw new Error('the demo school has no 教师 role');
  return teacher.roleId;
}

/**
 * A staff member of the test's own, who can sign in, with the given role or the demo's 教师 role:
 * tests that change an account's phone, password or role change this one, never a demo account
 * other tests sign in with.
 */
export async function createStaff(api: AdminApi, options: { roleId?: number } = {}): Promise<Staff> {
  const teacherName = uniqueName('测试');
  const phone = uniquePhone();
  const { teacherId } = await api<{ teacherId: number }>('POST', '/javaApi/teacher/addTeacher', {
    teacherName,
    sex: 2,
    phone,
    roleId: options.roleId ?? (await teacherRoleId(api)),
  });
  const { temporaryPassword } = await api<{ temporaryPassword: string }>('POST', '/javaApi/teacher/resetTeacherPassword', { teacherId });
  return { teacherId, teacherName, phone, password: temporaryPassword };
}

/** A role of the test's own granting `moduleCodes`. */
export async function createRole(api: AdminApi, moduleCodes: string[]): Promise<{ roleId: number; roleName: string }> {
  const roleName = uniqueName('角色');
  const saved = await api<{ RoleId: number }>('POST', '/api/Role/AddRole', { RoleName: roleName, ModuleCodes: moduleCodes });
  return { roleId: saved.RoleId, roleName };
}

/**
 * Signs in on the login page as a visitor sent there from `path`, and lands on `path`: quicker than
 * passing the home dashboard on a busy machine.
 */
export async function signInAt(page: Page, path: string, account: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByPlaceholder('手机号或登录账号').fill(account);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Ends the page's session here, so the next sign-in starts clean. */
export const signOutHere = (page: Page) => page.evaluate(() => sessionStorage.clear());
