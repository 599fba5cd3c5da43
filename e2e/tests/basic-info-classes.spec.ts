import type { Page } from '@playwright/test';
import { choose, createYear, formItem, readSheet, teacherOptions } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

// Whole flows through several dialogs: more than the default budget on a busy machine.
test.describe.configure({ timeout: 90_000 });

const CLASS_MANAGE = '/BaseInfoManage/ClassManage';
const filters = (page: Page) => page.locator('.list-page__filters');
const classRow = (page: Page, className: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: className, exact: true }) });

/** Opens 班级管理 on one of the test's own years. */
async function openYear(page: Page, yearName: string) {
  await page.goto(CLASS_MANAGE);
  await choose(formItem(filters(page), '学年'), yearName);
  await expect(page.getByText(`班级列表 · ${yearName}`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('creates a class with the suggested name, refuses a duplicate or too long name under the field, renames and deletes it', async ({ page }) => {
  const yearName = uniqueName('班级学年');
  await createYear(page, { yearName, startYear: 2007, grades: [{ gradeName: '小班', gradeLevel: 2, classes: [] }] });
  const [teacher] = await teacherOptions(page);
  await openYear(page, yearName);
  await expect(page.getByText('没有找到班级，可调整筛选条件或新建班级')).toBeVisible();

  for (const suggested of ['小一班', '小二班']) {
    await page.getByRole('button', { name: '新建班级' }).click();
    const dialog = page.getByRole('dialog', { name: '新建班级' });
    await choose(formItem(dialog, '年级'), '小班');
    await expect(formItem(dialog, '班级名称').getByRole('textbox')).toHaveValue(suggested);
    if (suggested === '小一班') {
      await dialog.getByRole('button', { name: '添加老师' }).click();
      await choose(dialog.locator('.teacher-rows__teacher'), teacher!.teacherName);
    }
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, `班级「${suggested}」已创建`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await expect(classRow(page, '小一班').getByRole('cell').nth(3)).toHaveText(teacher!.teacherName);
  await expect(classRow(page, '小二班').getByRole('cell').nth(3)).toHaveText('未设置');

  // The server's refusal shows under the name, where it is corrected, rather than in a passing toast.
  await page.getByRole('button', { name: '新建班级' }).click();
  const another = page.getByRole('dialog', { name: '新建班级' });
  const nameField = formItem(another, '班级名称');
  await choose(formItem(another, '年级'), '小班');
  await nameField.getByRole('textbox').fill('小一班');
  await another.getByRole('button', { name: '确定' }).click();
  await expect(nameField.locator('.ant-form-item-explain')).toHaveText('本学年已有班级「小一班」');
  await expect(toast(page, '本学年已有班级「小一班」')).toHaveCount(0);
  // A long paste is kept whole and counted, and refused with the limit: never cut and saved.
  const pasted = '向日葵'.repeat(67).slice(0, 200);
  await nameField.getByRole('textbox').fill(pasted);
  await expect(nameField.getByRole('textbox')).toHaveValue(pasted);
  await expect(nameField).toContainText('200 / 20');
  await another.getByRole('button', { name: '确定' }).click();
  await expect(nameField.locator('.ant-form-item-explain')).toHaveText('班级名称最多20字');
  await another.getByRole('button', { name: '取消' }).click();
  await expect(classRow(page, pasted.slice(0, 20))).toHaveCount(0);

  await classRow(page, '小二班').getByRole('button', { name: '改名' }).click();
  const rename = page.getByRole('dialog', { name: '班级改名' });
  await formItem(rename, '班级名称').getByRole('textbox').fill('小一班');
  await rename.getByRole('button', { name: '确定' }).click();
  await expect(formItem(rename, '班级名称').locator('.ant-form-item-explain')).toHaveText('本学年已有班级「小一班」');
  await expect(rename).toBeVisible();
  await formItem(rename, '班级名称').getByRole('textbox').fill('小星星班');
  await rename.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '班级已改名')).toBeVisible();

  await classRow(page, '小星星班').getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '班级已删除')).toBeVisible();
  await expect(classRow(page, '小星星班')).toHaveCount(0);
  await expect(classRow(page, '小一班')).toBeVisible();
});

test('manages the grades of a year: add, refuse a duplicate, rename with a manager, delete', async ({ page }) => {
  const yearName = uniqueName('年级学年');
  await createYear(page, { yearName, startYear: 2010 });
  const [manager] = await teacherOptions(page);
  await openYear(page, yearName);
  await page.getByRole('button', { name: '年级管理' }).click();
  const drawer = page.getByRole('dialog', { name: `年级管理 · ${yearName}` });
  await expect(drawer.getByText('本学年还没有年级')).toBeVisible();

  const addGrade = async (gradeName: string) => {
    await drawer.getByRole('button', { name: '添加年级' }).click();
    const dialog = page.getByRole('dialog', { name: '添加年级' });
    await formItem(dialog, '年级名称').getByRole('textbox').fill(gradeName);
    await choose(formItem(dialog, '年级级别'), '托班');
    await dialog.getByRole('button', { name: '确定' }).click();
    return dialog;
  };
  await addGrade('托班');
  await expect(toast(page, '年级已添加')).toBeVisible();
  const duplicate = await addGrade('托班');
  await expect(formItem(duplicate, '年级名称').locator('.ant-form-item-explain')).toHaveText('本学年已有年级「托班」');
  await duplicate.getByRole('button', { name: '取消' }).click();

  await rowOf(drawer, '托班').getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑年级' });
  await formItem(editor, '年级名称').getByRole('textbox').fill('托儿班');
  await choose(formItem(editor, '年级组长'), manager!.teacherName);
  await editor.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '年级已保存')).toBeVisible();
  const row = rowOf(drawer, '托儿班');
  await expect(row).toContainText(manager!.teacherName);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '年级已删除')).toBeVisible();
  await expect(drawer.getByText('本学年还没有年级')).toBeVisible();
});

test('sets the teachers of a class on its detail screen', async ({ page }) => {
  const yearName = uniqueName('老师学年');
  const { classIds } = await createYear(page, { yearName, startYear: 2013, grades: [{ gradeName: '中班', gradeLevel: 3, classes: ['中一班'] }] });
  const [first, second] = await teacherOptions(page);
  await page.goto(`${CLASS_MANAGE}/classInfo/${classIds['中一班']}`);
  await expect(page.getByRole('heading', { name: '中一班' })).toBeVisible();
  await expect(page.getByText('还没有设置班级老师')).toBeVisible();

  await page.getByRole('button', { name: '设置老师' }).click();
  const dialog = page.getByRole('dialog', { name: '设置老师' });
  await dialog.getByRole('button', { name: '添加老师' }).click();
  await dialog.getByRole('button', { name: '添加老师' }).click();
  const teachers = dialog.locator('.teacher-rows__teacher');
  await choose(teachers.nth(0), first!.teacherName);
  await choose(teachers.nth(1), first!.teacherName);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('同一位老师不能重复任职')).toBeVisible();
  await choose(teachers.nth(1), second!.teacherName);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '班级老师已更新')).toBeVisible();

  const list = page.locator('.class-info__teachers');
  await expect(list.locator('li').filter({ hasText: first!.teacherName })).toContainText('主班教师');
  await expect(list.locator('li').filter({ hasText: second!.teacherName })).toContainText('配班教师');
});

test('shows a class with its teachers and children, and its children export opens with their rows', async ({ page }) => {
  await page.goto(CLASS_MANAGE);
  await page.getByRole('link', { name: '托一班', exact: true }).click();
  await expect(page).toHaveURL(/\/BaseInfoManage\/ClassManage\/classInfo\/\d+$/);
  await expect(page.getByRole('heading', { name: '托一班' })).toBeVisible();
  await expect(page.locator('.class-info__teachers li')).toHaveCount(3);
  await expect(page.locator('.class-info__teachers')).toContainText('主班教师');
  const children = page.locator('.ant-card').filter({ hasText: '幼儿名单' });
  await expect(children.getByText(/共 \d+ 名/)).toBeVisible();
  const firstChild = children.getByRole('row').nth(1);
  const [, name, sex, birthday] = await firstChild.getByRole('cell').allInnerTexts();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出幼儿名单' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/托一班.*幼儿名单.*\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]).toEqual(['序号', '姓名', '性别', '出生日期', '年级', '班级']);
  expect(rows[1]).toEqual([1, name, sex, birthday, '托班', '托一班']);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/BaseInfoManage\/ClassManage$/);
  await expect(page.getByRole('link', { name: '托一班', exact: true })).toBeVisible();
});
