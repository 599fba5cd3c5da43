import { expect, type Locator, type Page } from '@playwright/test';
import { classIdOf } from './basic-info';
import { callAs } from './session';
import { uniquePhone } from './unique';

/**
 * Where the browser tests put the children they make: 大四班 and 大三班 of the current year, so the
 * classes other screens' tests look at keep their demo children.
 */
export const TEST_CLASS = '大四班';
export const OTHER_TEST_CLASS = '大三班';

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
  const added = await callAs<{ StudentId: number }>(page, 'POST', '/api/Student4/AddStudent', {
    StudentName: name,
    Sex: 2,
    Birthday: '2021-04-12',
    ClassId: await classIdOf(page, className),
    Guardians: [{ GuardianName: guardianName, Phone: guardianPhone, RelationType: 2 }],
  });
  return { studentId: added.StudentId, name, guardianName, guardianPhone };
}

/** Binds a pickup card to a child's guardian or pick-up person through the API (Java family). */
export const bindCard = (page: Page, child: TestChild, cardNo: string) =>
  callAs(page, 'POST', '/javaApi/studentCard/bindCard', { studentId: child.studentId, phone: child.guardianPhone, cardNo });

/** Registers a new student in the admission list through the API (legacy family). */
export const enrolStudent = (page: Page, name: string) =>
  callAs(page, 'POST', '/api/NewStudentJoinSchool4/AddEnrolStudent', {
    StudentName: name,
    Sex: 1,
    Birthday: '2021-02-03',
    GradeLevel: 4,
    GuardianName: `${name}爸爸`,
    Phone: uniquePhone(),
    RelationType: 1,
  });

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

/** A real 1 × 1 PNG: the server checks what an uploaded photo really is. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Picks a photo in the upload control within `scope` and waits until it is stored. */
export async function uploadPhoto(scope: Locator, fileName: string): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await expect(scope.getByText('上传完成')).toBeVisible();
}
