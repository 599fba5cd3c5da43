import { expect, type Locator, type Page } from '@playwright/test';
import { callAs } from './session';
import { uniqueName, uniquePhone } from './unique';

export const TEACHER_MANAGE = '/StaffingManage/TeacherManage';
export const DIMISSION = '/StaffingManage/DimissionPeople';
export const SECTOR_MANAGE = '/StaffingManage/SectorManage';
export const POST_MANAGE = '/StaffingManage/PostManage';
export const TEACHER_ANALYSIS = '/StaffingManage/TeacherAnalysis';
export const TEACHER_CARD = '/TeacherAttend/TeacherCard';

export interface TestTeacher {
  teacherId: number;
  teacherName: string;
  phone: string;
}

/** A teacher of the test's own, added through the API (no role: they cannot sign in). */
export async function addTeacher(page: Page, fields: Record<string, unknown> = {}): Promise<TestTeacher> {
  const teacherName = uniqueName('教测');
  const phone = uniquePhone();
  const { teacherId } = await callAs<{ teacherId: number }>(page, 'POST', '/javaApi/teacher/addTeacher', { teacherName, sex: 2, phone, ...fields });
  return { teacherId, teacherName, phone };
}

/** The filter bar's 搜索 field, filled and applied. */
export async function search(page: Page, text: string): Promise<void> {
  await page.locator('.list-page__filters').getByPlaceholder('姓名或手机号').fill(text);
  await page.getByRole('button', { name: '查询' }).click();
}

/** Opens a row's 更多 menu and picks `action`. */
export async function rowAction(row: Locator, action: string): Promise<void> {
  await row.getByRole('button', { name: /更多/ }).click();
  await row.page().locator('.ant-dropdown:visible').getByText(action, { exact: true }).click();
}

/** The confirm dialog asking `title`. */
export const confirmDialog = (page: Page, title: string) => page.locator('.ant-modal-confirm').filter({ hasText: title });

/** A class of a year not yet ended, as 调整任教班级 offers it. */
export interface OpenClass {
  classId: number;
  className: string;
  gradeName: string;
  yearName: string;
}

/** The class as the teacher dialogs name it. */
export const classLabel = (choice: OpenClass) => `${choice.className}（${choice.yearName}）`;

/** The class's teachers as 班级管理 reads them. */
export const classTeachers = async (page: Page, classId: number) =>
  (await callAs<{ teachers: { teacherId: number; position: number }[] }>(page, 'GET', '/javaApi/class/getClassInfo', { classId })).teachers;

/** A class with room for one more teacher (the server keeps six at most). */
export async function classWithRoom(page: Page): Promise<OpenClass> {
  for (const choice of await callAs<OpenClass[]>(page, 'GET', '/javaApi/teacher/getClassListForSelect')) {
    if ((await classTeachers(page, choice.classId)).length < 6) return choice;
  }
  throw new Error('no class has room for another teacher');
}

/**
 * Picks `option` in the antd select inside `field` with the keyboard. On a busy machine a dropdown
 * can still be moving into place when a click lands, and the click is lost; a key press is not.
 */
export async function pickOption(field: Locator, option: string): Promise<void> {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  for (let step = 0; step < 50 && (await active.getAttribute('title')) !== option; step += 1) await page.keyboard.press('ArrowDown');
  await expect(active).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
}
