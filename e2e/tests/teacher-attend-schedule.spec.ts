import type { Page } from '@playwright/test';
import { fillRange, formItem } from '../support/basic-info';
import { toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, confirmDialog, type TestTeacher } from '../support/teachers';
import { uniqueName } from '../support/unique';

const WORKFORCE = '/TeacherAttend/Workforce';
/** After the demo's planned months: a month only the test plans. */
const MONTH = '2027-03';

/** A group of two new teachers working 周一 to 周五 on a shift of its own. */
async function addGroup(page: Page) {
  const shiftName = uniqueName('排');
  const { shiftId } = await callAs<{ shiftId: number }>(page, 'POST', '/javaApi/teacherAttend/addShift', { shiftName, periods: [{ startTime: '08:00', endTime: '17:00' }] });
  const teachers = [await addTeacher(page), await addTeacher(page)];
  const groupName = uniqueName('排班组');
  const { groupId } = await callAs<{ groupId: number }>(page, 'POST', '/javaApi/teacherAttend/addAttendGroup', {
    groupName,
    loopType: 1,
    loopShiftIds: [shiftId, shiftId, shiftId, shiftId, shiftId, null, null],
    teacherIds: teachers.map((teacher) => teacher.teacherId),
  });
  return { groupId, groupName, shiftName, teachers };
}

const cell = (page: Page, teacher: TestTeacher, date: string) => page.getByRole('button', { name: new RegExp(`^${teacher.teacherName} ${date} `) });

test('a month is smart-scheduled from the group’s loop and shows in the grid', async ({ page }) => {
  await signInAs(page);
  const { groupId, groupName, shiftName, teachers } = await addGroup(page);
  await page.goto(`${WORKFORCE}?groupId=${groupId}&month=${MONTH}`);
  await expect(cell(page, teachers[0]!, `${MONTH}-01`)).toHaveAccessibleName(`${teachers[0]!.teacherName} ${MONTH}-01 未排班`);

  await page.getByRole('button', { name: '智能排班' }).click();
  await confirmDialog(page, `按「${groupName}」的排班规则排满 ${MONTH}？`).getByRole('button', { name: '智能排班' }).click();
  await expect(toast(page, '已排62个班')).toBeVisible();
  // 2027-03-01 is a Monday, 2027-03-06 a Saturday.
  await expect(cell(page, teachers[0]!, `${MONTH}-01`)).toHaveAccessibleName(`${teachers[0]!.teacherName} ${MONTH}-01 ${shiftName}`);
  await expect(cell(page, teachers[1]!, `${MONTH}-06`)).toHaveAccessibleName(`${teachers[1]!.teacherName} ${MONTH}-06 休息`);
});

test('a day is set by hand from its cell, and a range is cleared in bulk', async ({ page }) => {
  await signInAs(page);
  const { groupId, shiftName, teachers } = await addGroup(page);
  await callAs(page, 'POST', '/javaApi/teacherAttend/smartArrangeShift', { groupId, month: MONTH });
  await page.goto(`${WORKFORCE}?groupId=${groupId}&month=${MONTH}`);
  const [first, second] = teachers as [TestTeacher, TestTeacher];

  await cell(page, first, `${MONTH}-02`).click();
  const manual = page.getByRole('dialog', { name: '手动排班' });
  await formItem(manual, '班次').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="休息"]').click();
  await manual.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已排1个班')).toBeVisible();
  await expect(cell(page, first, `${MONTH}-02`)).toHaveAccessibleName(`${first.teacherName} ${MONTH}-02 休息`);

  await page.getByRole('button', { name: '批量清除' }).click();
  const clear = page.getByRole('dialog', { name: '批量清除排班' });
  await fillRange(formItem(clear, '日期'), `${MONTH}-08`, `${MONTH}-14`);
  await clear.getByRole('button', { name: '确认清除' }).click();
  await expect(toast(page, '已清除14个班')).toBeVisible();
  for (const teacher of [first, second]) {
    await expect(cell(page, teacher, `${MONTH}-10`)).toHaveAccessibleName(`${teacher.teacherName} ${MONTH}-10 未排班`);
    await expect(cell(page, teacher, `${MONTH}-15`)).toHaveAccessibleName(`${teacher.teacherName} ${MONTH}-15 ${shiftName}`);
  }
});
