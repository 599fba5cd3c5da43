import { expect, type Locator, type Page } from '@playwright/test';
import { TOKEN_KEY } from './console';
import { accounts, DEMO_PASSWORD } from './demo';

const NAME_CHARACTERS = '安博辰丹飞刚昊佳嘉俊凯乐琳敏宁琪锐森涛婷薇欣雅轩怡悦泽哲智梓';
const pick = (characters: string, count: number) =>
  Array.from({ length: count }, () => characters[Math.floor(Math.random() * characters.length)]).join('');
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A child's name no other test (nor the demo) uses: the prefix and three random characters. */
export const uniqueName = (prefix: string) => `${prefix}${pick(NAME_CHARACTERS, 3)}`;
/** A phone number outside the demo's ranges. */
export const uniquePhone = () => `166${digits(8)}`;
/** A card number outside the demo's ranges, as a reader would type it. */
export const uniqueCardNo = () => `77${digits(8)}`;

/**
 * Where the browser tests put the children they make: 大四班 and 大三班 of the current year, so the
 * classes other screens' tests look at keep their demo children.
 */
export const TEST_CLASS = '大四班';
export const OTHER_TEST_CLASS = '大三班';

/** The session each page was signed in with, for the API calls that set up a test's rows. */
const sessions = new WeakMap<Page, string>();

/**
 * Signs the head school's administrator in through the API and hands the session to the console
 * (its sessionStorage, before any of its scripts run), so the next page.goto opens a screen at once.
 * The login screen and the home dashboard have tests of their own; on a busy machine passing them
 * costs these tests seconds each.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/javaApi/login/validLogin', {
    data: { account: accounts.headAdmin, password: DEMO_PASSWORD, appId: 'web' },
  });
  const body = (await response.json()) as { code: number; message?: string; data: { token: string; teacherId: number } };
  expect(body.code, body.message).toBe(200);
  const { token, ...account } = body.data;
  sessions.set(page, token);
  await page.addInitScript(
    ({ tokenKey, token, account }) => {
      // Only the first page load: later ones keep whatever the console made of the session since.
      if (sessionStorage.getItem(tokenKey)) return;
      sessionStorage.setItem(tokenKey, token);
      sessionStorage.setItem('yuanwu.account', JSON.stringify(account));
      sessionStorage.setItem('yuanwu.teacherId', String(account.teacherId));
    },
    { tokenKey: TOKEN_KEY, token, account },
  );
}

function authHeaders(page: Page) {
  const token = sessions.get(page);
  if (!token) throw new Error('signInAsAdmin(page) before calling the API');
  return { Auth: token };
}

/** The id of a class of the current year, by name (Java family). */
export async function classIdNamed(page: Page, className: string): Promise<number> {
  const response = await page.request.get('/javaApi/class/getSchoolClassFilterList', { headers: authHeaders(page) });
  const body = (await response.json()) as { code: number; data: { classId: number; className: string }[] };
  const found = body.data.find((entry) => entry.className === className);
  if (!found) throw new Error(`no class ${className}`);
  return found.classId;
}

export interface TestChild {
  studentId: number;
  name: string;
  guardianName: string;
  guardianPhone: string;
}

/** Adds a child with one guardian through the API (legacy family), for tests about what comes after. */
export async function addChild(page: Page, name: string, className = TEST_CLASS): Promise<TestChild> {
  const guardianName = `${name}妈妈`;
  const guardianPhone = uniquePhone();
  const response = await page.request.post('/api/Student4/AddStudent', {
    headers: authHeaders(page),
    data: {
      StudentName: name,
      Sex: 2,
      Birthday: '2021-04-12',
      ClassId: await classIdNamed(page, className),
      Guardians: [{ GuardianName: guardianName, Phone: guardianPhone, RelationType: 2 }],
    },
  });
  const body = (await response.json()) as { ResponseStatus: number; ErrorMessage?: string; Data: { StudentId: number } };
  expect(body.ResponseStatus, body.ErrorMessage).toBe(1);
  return { studentId: body.Data.StudentId, name, guardianName, guardianPhone };
}

/** Binds a pickup card to a child's guardian or pick-up person through the API (Java family). */
export async function bindCard(page: Page, child: TestChild, cardNo: string): Promise<void> {
  const response = await page.request.post('/javaApi/studentCard/bindCard', {
    headers: authHeaders(page),
    data: { studentId: child.studentId, phone: child.guardianPhone, cardNo },
  });
  const body = (await response.json()) as { code: number; message?: string };
  expect(body.code, body.message).toBe(200);
}

/** Registers a new student in the admission list through the API (legacy family). */
export async function enrolStudent(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/NewStudentJoinSchool4/AddEnrolStudent', {
    headers: authHeaders(page),
    data: { StudentName: name, Sex: 1, Birthday: '2021-02-03', GradeLevel: 4, GuardianName: `${name}爸爸`, Phone: uniquePhone(), RelationType: 1 },
  });
  const body = (await response.json()) as { ResponseStatus: number; ErrorMessage?: string };
  expect(body.ResponseStatus, body.ErrorMessage).toBe(1);
}

/** The visible field labelled `label`: a kept-alive screen hidden behind this one may have one of the same name. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true }).filter({ visible: true });

/**
 * Picks `option` in the antd select labelled `label`. A searchable select is typed into and the
 * match taken with Enter once the filtered list has made it the active option: a click can land
 * while the list is still redrawing, an Enter before the filter takes the option active before it,
 * and a long list only renders the options in view. The select then shows the option.
 */
export async function pickOption(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  const select = field(scope, label);
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  if ((await select.getAttribute('readonly')) === null) {
    await select.fill(option);
    await expect(dropdown.locator('.ant-select-item-option-active')).toHaveAttribute('title', option);
    await select.press('Enter');
  } else {
    await dropdown.getByTitle(option, { exact: true }).click();
  }
  const shown = scope.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }), visible: true });
  await expect(shown).toContainText(option);
}

/** Types a date into the antd date picker labelled `label` and confirms it. */
export async function fillDate(scope: Page | Locator, label: string, date: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** The row of the list table that names `text`. */
export const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** A real 1 × 1 PNG: the server checks what an uploaded photo really is. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Picks a photo in the upload control within `scope` and waits until it is stored. */
export async function uploadPhoto(scope: Locator, fileName: string): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await expect(scope.getByText('上传完成')).toBeVisible();
}
