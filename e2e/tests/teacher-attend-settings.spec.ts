import { choose, formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher } from '../support/teachers';
import { uniqueName } from '../support/unique';

const ATTEND_SETTING = '/TeacherAttend/AttendSetting';

test('a shift is added with a night period, then set invalid', async ({ page }) => {
  await signInAs(page);
  await page.goto(ATTEND_SETTING);
  const shiftName = uniqueName('夜');
  await page.getByRole('button', { name: '添加班次' }).click();
  const dialog = page.getByRole('dialog', { name: '添加班次' });
  await formItem(dialog, '班次名称').getByRole('textbox').fill(shiftName);
  // 添加时段 stands on its own line, above the thresholds rather than beside their labels.
  const addPeriod = await dialog.getByRole('button', { name: '添加时段' }).boundingBox();
  const thresholds = await formItem(dialog, '允许迟到(分钟)').boundingBox();
  expect(addPeriod!.y + addPeriod!.height).toBeLessThanOrEqual(thresholds!.y);
  const [start, end] = [dialog.getByLabel('时段1上班时间'), dialog.getByLabel('时段1下班时间')];
  await start.click();
  await start.fill('20:00');
  await start.press('Enter');
  await end.click();
  await end.fill('06:00');
  await end.press('Enter');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, shiftName);
  await expect(row).toContainText('20:00-次日06:00');
  await expect(row).toContainText('10.0小时');

  await row.getByRole('button', { name: '设为无效' }).click();
  await expect(toast(page, '已设为无效')).toBeVisible();
  await expect(row).toContainText('无效');
});

test('an attendance group is added with members and a week loop, and lists its members', async ({ page }) => {
  await signInAs(page);
  const shiftName = uniqueName('班');
  await callAs(page, 'POST', '/javaApi/teacherAttend/addShift', { shiftName, periods: [{ startTime: '08:00', endTime: '17:00' }] });
  const [first, second] = [await addTeacher(page), await addTeacher(page)];
  await page.goto(`${ATTEND_SETTING}?tab=groups`);
  const groupName = uniqueName('组');
  await page.getByRole('button', { name: '添加考勤组' }).click();
  const dialog = page.getByRole('dialog', { name: '添加考勤组' });
  await formItem(dialog, '考勤组名称').getByRole('textbox').fill(groupName);
  const members = formItem(dialog, '成员');
  for (const teacher of [first, second]) {
    await members.locator('.ant-select').click();
    await page.keyboard.type(teacher.teacherName);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: teacher.teacherName }).click();
  }
  await page.keyboard.press('Escape');
  for (const weekday of ['周一', '周二', '周三']) await choose(formItem(dialog, weekday), `${shiftName} 08:00-17:00`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  const row = rowOf(page, groupName);
  await expect(row).toContainText('按周');
  await expect(row).toContainText(`周一 ${shiftName}`);
  await expect(row).toContainText('周四 休息');
  await row.getByRole('button', { name: '2人' }).click();
  const membersDialog = page.getByRole('dialog', { name: `${groupName} · 成员` });
  await expect(membersDialog).toContainText(first.teacherName);
  await expect(membersDialog).toContainText(second.teacherName);
});

test('a leave type is added for half days and disabled', async ({ page }) => {
  await signInAs(page);
  await page.goto(`${ATTEND_SETTING}?tab=leaveTypes`);
  await expect(rowOf(page, '病假')).toBeVisible();
  const leaveTypeName = uniqueName('假').slice(0, 6);
  await page.getByRole('button', { name: '添加请假类型' }).click();
  const dialog = page.getByRole('dialog', { name: '添加请假类型' });
  await formItem(dialog, '请假类型名称').getByRole('textbox').fill(leaveTypeName);
  await dialog.getByRole('button', { name: '确定' }).click();
  const row = rowOf(page, leaveTypeName);
  await expect(row).toContainText('按半天');
  await row.getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('停用');
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
});
