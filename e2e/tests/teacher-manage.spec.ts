import type { Locator, Page } from '@playwright/test';
import { choose, formItem, readSheet } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { fillDate } from '../support/children';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { apiSignIn, teacherRoleId } from '../support/staff';
import { addTeacher, confirmDialog, pickOption, rowAction, search, TEACHER_MANAGE } from '../support/teachers';
import { uniqueName, uniquePhone } from '../support/unique';

const listRow = (page: Page, text: string) => rowOf(page.locator('.list-page'), text);

test.beforeEach(async ({ page }) => {
  await signInAs(page);
});

test('添加教师 checks the phone against the school’s staff, then the teacher shows in the list', async ({ page }) => {
  await page.goto(TEACHER_MANAGE);
  const teacherName = uniqueName('新师');
  await page.getByRole('button', { name: '添加教师' }).click();
  const dialog = page.getByRole('dialog', { name: '添加教师' });
  await dialog.getByLabel('姓名').fill(teacherName);
  await dialog.getByLabel('手机号').fill(accounts.classTeacher);
  await dialog.getByLabel('姓名').click();
  await expect(dialog.getByText(new RegExp(`^手机号${accounts.classTeacher}已被本园教职工「.+」使用$`))).toBeVisible();

  const phone = uniquePhone();
  await dialog.getByLabel('手机号').fill(phone);
  await choose(formItem(dialog, '部门'), '教学部');
  await choose(formItem(dialog, '角色'), '教师');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `已添加教师「${teacherName}」`)).toBeVisible();

  await search(page, teacherName);
  const row = listRow(page, teacherName);
  for (const text of [phone, '教学部', '教师', '正常']) await expect(row).toContainText(text);
});

test('添加教师 refuses an entry date before the birthday under 入职日期, and adds nobody', async ({ page }) => {
  await page.goto(TEACHER_MANAGE);
  const teacherName = uniqueName('早入');
  await page.getByRole('button', { name: '添加教师' }).click();
  const dialog = page.getByRole('dialog', { name: '添加教师' });
  await dialog.getByLabel('姓名').fill(teacherName);
  await dialog.getByLabel('手机号').fill(uniquePhone());
  await fillDate(dialog, '出生日期', '1995-03-02');
  await fillDate(dialog, '入职日期', '1990-09-01');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(formItem(dialog, '入职日期')).toContainText('入职日期不能早于出生日期');
  await expect(dialog).toBeVisible();
});

test('a teacher’s detail has its three tabs and is kept alive when leaving for the list and coming back', async ({ page }) => {
  const teacher = await addTeacher(page);
  await page.goto(TEACHER_MANAGE);
  await search(page, teacher.teacherName);
  await listRow(page, teacher.teacherName).getByRole('link', { name: teacher.teacherName }).click();
  await expect(page).toHaveURL(new RegExp(`/StaffingManage/TeacherManage/teacherInfo/${teacher.teacherId}$`));
  await expect(page.locator('.teacher-header__name')).toHaveText(teacher.teacherName);
  await page.getByRole('tab', { name: '教学情况' }).click();
  await expect(page.getByText('还没有任教记录')).toBeVisible();
  await page.getByRole('tab', { name: '教研情况' }).click();
  await expect(page.getByText(`${teacher.teacherName}还没有主持或参与的教研记录`)).toBeVisible();

  await page.goBack();
  await expect(listRow(page, teacher.teacherName)).toHaveCount(1);
  await page.goForward();
  await expect(page.getByRole('tab', { name: '教研情况' })).toHaveAttribute('aria-selected', 'true');
});

test('编辑 on the detail saves the teacher and shows the change', async ({ page }) => {
  const teacher = await addTeacher(page);
  await page.goto(`${TEACHER_MANAGE}/teacherInfo/${teacher.teacherId}`);
  await page.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑教师' });
  await expect(edit.getByLabel('手机号')).toHaveValue(teacher.phone);
  await choose(formItem(edit, '部门'), '保育部');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '教师信息已保存')).toBeVisible();
  await expect(page.locator('.teacher-header')).toContainText('保育部');
});

test('重置密码 shows a temporary password once, and it signs the teacher in; 短信邀请 is sent', async ({ page }) => {
  const teacher = await addTeacher(page, { roleId: await teacherRoleId(page) });
  await page.goto(TEACHER_MANAGE);
  await search(page, teacher.teacherName);

  await rowAction(listRow(page, teacher.teacherName), '重置密码');
  await confirmDialog(page, `重置「${teacher.teacherName}」的密码？`).getByRole('button', { name: '重置密码' }).click();
  const shown = confirmDialog(page, `「${teacher.teacherName}」的临时密码`);
  const password = (await shown.locator('.teacher-password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z2-9]{10}$/);
  await shown.getByRole('button', { name: '我已记下' }).click();
  await expect(shown).toHaveCount(0);
  expect(await apiSignIn(page.request, teacher.phone, password)).toBeTruthy();

  await rowAction(listRow(page, teacher.teacherName), '短信邀请');
  await expect(toast(page, `已向 ${teacher.phone} 发送邀请短信`)).toBeVisible();
});

test('删除 takes a teacher added by mistake away after a confirmation', async ({ page }) => {
  const mistake = await addTeacher(page);
  await page.goto(TEACHER_MANAGE);
  await search(page, mistake.teacherName);
  await rowAction(listRow(page, mistake.teacherName), '删除');
  await confirmDialog(page, `删除教师「${mistake.teacherName}」？`).getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除教师「${mistake.teacherName}」`)).toBeVisible();
  await expect(listRow(page, mistake.teacherName)).toHaveCount(0);
});

test('导出教师报表 downloads the filtered list', async ({ page }) => {
  await page.goto(TEACHER_MANAGE);
  await choose(formItem(page.locator('.list-page__filters'), '部门'), '后勤部');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('.list-page .ant-table-tbody tr.ant-table-row').filter({ hasNotText: '后勤部' })).toHaveCount(0);
  const total = Number((await page.locator('.ant-pagination-total-text').innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出教师报表' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/教师报表.*\.xlsx$/);
  const [header, ...rows] = await readSheet(await file.path());
  expect(header).toEqual(['姓名', '性别', '手机号', '部门', '职务', '角色', '任教班级', '状态', '出生日期', '入职日期', '学历', '离职日期']);
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row[3]).toBe('后勤部');
});

/** The table cell holding the select named `label` (第2行部门). */
const cellOf = (dialog: Locator, label: string) => dialog.locator('td').filter({ has: dialog.page().getByRole('combobox', { name: label, exact: true }) });
const batchRow = (dialog: Locator, index: number) => dialog.locator('.ant-table-tbody tr.ant-table-row').nth(index);

async function openBatchAdd(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '批量添加' }).click();
  return page.getByRole('dialog', { name: '批量添加教师' });
}

async function fillBatchRow(dialog: Locator, number: number, teacherName: string, phone: string): Promise<void> {
  if (number > 1) await dialog.getByRole('button', { name: '添加一行' }).click();
  await dialog.getByLabel(`第${number}行姓名`).fill(teacherName);
  await dialog.getByLabel(`第${number}行手机号`).fill(phone);
}

test('批量添加 refuses a row in the table before sending, then adds every row with one call', async ({ page }) => {
  await page.goto(TEACHER_MANAGE);
  const batchCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/batchAddTeacher')) batchCalls.push(request.url());
  });
  const prefix = uniqueName('批师');
  const phone = uniquePhone();
  const dialog = await openBatchAdd(page);
  await fillBatchRow(dialog, 1, `${prefix}甲`, phone);
  await fillBatchRow(dialog, 2, `${prefix}乙`, phone);
  await dialog.getByRole('button', { name: '全部添加' }).click();
  await expect(batchRow(dialog, 1).getByText('与第1行手机号相同')).toBeVisible();
  expect(batchCalls).toHaveLength(0);

  await dialog.getByLabel('第2行手机号').fill(uniquePhone());
  await pickOption(cellOf(dialog, '第2行部门'), '教学部');
  await dialog.getByRole('button', { name: '全部添加' }).click();
  await expect(toast(page, '已添加2位教师')).toBeVisible();
  expect(batchCalls).toHaveLength(1);
  await search(page, prefix);
  await expect(listRow(page, `${prefix}甲`)).toContainText(phone);
  await expect(listRow(page, `${prefix}乙`)).toContainText('教学部');
});
