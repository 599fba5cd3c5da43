import type { Locator, Page } from '@playwright/test';
import { choose, formItem } from '../support/basic-info';
import { LAST_SCHOOL_DAY, TODAY } from '../support/clock';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, type TestTeacher } from '../support/teachers';
import { uniqueName } from '../support/unique';

const DAILY_ATTEND = '/TeacherAttend/DailyAttend';

/** Two new teachers in a group of their own, on an 08:00-17:00 shift from LAST_SCHOOL_DAY to TODAY. */
async function scheduledPair(page: Page) {
  const shiftName = uniqueName('日');
  const { shiftId } = await callAs<{ shiftId: number }>(page, 'POST', '/javaApi/teacherAttend/addShift', { shiftName, periods: [{ startTime: '08:00', endTime: '17:00' }] });
  const teachers = [await addTeacher(page), await addTeacher(page)] as [TestTeacher, TestTeacher];
  const groupName = uniqueName('日考组');
  const { groupId } = await callAs<{ groupId: number }>(page, 'POST', '/javaApi/teacherAttend/addAttendGroup', {
    groupName,
    loopType: 1,
    loopShiftIds: [shiftId, shiftId, shiftId, shiftId, shiftId, null, null],
    teacherIds: teachers.map((teacher) => teacher.teacherId),
  });
  await callAs(page, 'POST', '/javaApi/teacherAttend/addArrangeShift', {
    teacherIds: teachers.map((teacher) => teacher.teacherId),
    startDate: LAST_SCHOOL_DAY,
    endDate: TODAY,
    shiftId,
  });
  return { groupId, groupName, shiftName, teachers };
}

/** The summary tile of a status, whose accessible name is its count and its label. */
const tile = (page: Page, label: string) => page.getByRole('group', { name: '各状态人数' }).getByRole('button').filter({ hasText: new RegExp(`^\\d+${label}$`) });

/** Sets a time picker inside `field` by typing, as a keyboard user would. */
async function typeTime(field: Locator, time: string) {
  const input = field.getByRole('textbox');
  await input.click();
  await input.fill(time);
  await input.press('Enter');
}

async function addMakeUp(page: Page, teacher: TestTeacher, time: string) {
  await rowOf(page, teacher.teacherName).getByRole('button', { name: '补卡' }).click();
  const dialog = page.getByRole('dialog', { name: '补卡' });
  await expect(dialog).toContainText(`${teacher.teacherName} · ${LAST_SCHOOL_DAY}`);
  await expect(formItem(dialog, '教职工')).toContainText(teacher.teacherName);
  await expect(formItem(dialog, '补卡日期').getByRole('textbox')).toHaveValue(LAST_SCHOOL_DAY);
  await typeTime(formItem(dialog, '补卡时间'), time);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '已添加1条补卡记录').last()).toBeVisible();
}

test('a past day: both absent, one made whole by two 补卡, the other on leave from the toolbar; the tiles filter', async ({ page }) => {
  await signInAs(page);
  const { groupId, shiftName, teachers } = await scheduledPair(page);
  const [first, second] = teachers;
  await page.goto(`${DAILY_ATTEND}?date=${LAST_SCHOOL_DAY}&groupId=${groupId}`);

  for (const teacher of teachers) {
    const row = rowOf(page, teacher.teacherName);
    await expect(row).toContainText(shiftName);
    await expect(row).toContainText('08:00-17:00');
    await expect(row).toContainText('缺勤');
  }
  await expect(tile(page, '缺勤')).toHaveText('2缺勤');
  await expect(tile(page, '全部')).toHaveText('2全部');

  await addMakeUp(page, first, '07:55');
  await expect(rowOf(page, first.teacherName)).toContainText('07:55补卡');
  await addMakeUp(page, first, '17:05');
  const firstRow = rowOf(page, first.teacherName);
  await expect(firstRow).toContainText('17:05补卡');
  await expect(firstRow).toContainText('正常');

  await page.getByRole('button', { name: '添加请假' }).click();
  const leave = page.getByRole('dialog', { name: '添加请假' });
  await formItem(leave, '教职工').locator('.ant-select').click();
  await page.keyboard.type(second.teacherName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: second.teacherName }).click();
  await page.keyboard.press('Escape');
  await choose(formItem(leave, '请假类型'), '病假');
  await expect(leave.getByLabel('开始日期')).toHaveValue(LAST_SCHOOL_DAY);
  await expect(leave.getByLabel('结束日期')).toHaveValue(LAST_SCHOOL_DAY);
  await leave.getByRole('button', { name: '确定' }).click();
  await expect(leave).toBeHidden();
  await expect(toast(page, '已添加1条请假记录')).toBeVisible();
  const secondRow = rowOf(page, second.teacherName);
  await expect(secondRow).toContainText('请假');
  await expect(secondRow).toContainText('病假');

  await expect(tile(page, '正常')).toHaveText('1正常');
  await expect(tile(page, '请假')).toHaveText('1请假');
  await expect(tile(page, '缺勤')).toHaveText('0缺勤');
  await tile(page, '请假').click();
  await expect(page).toHaveURL(/status=6/);
  await expect(rowOf(page, second.teacherName)).toBeVisible();
  await expect(rowOf(page, first.teacherName)).toHaveCount(0);
  await tile(page, '请假').click();
  await expect(rowOf(page, first.teacherName)).toBeVisible();
});

test('today, before anyone clocks in, shows 待打卡 rather than a status; a trip is added by halves, its ends checked in order; a 补卡 ahead of now is refused under its field', async ({ page }) => {
  await signInAs(page);
  const { groupId, teachers } = await scheduledPair(page);
  await page.goto(`${DAILY_ATTEND}?groupId=${groupId}`);
  await expect(page.getByLabel('考勤日期')).toHaveValue(new RegExp(`^${TODAY}`));
  for (const teacher of teachers) await expect(rowOf(page, teacher.teacherName)).toContainText('待打卡');

  await page.getByRole('button', { name: '添加出差' }).click();
  const trip = page.getByRole('dialog', { name: '添加出差' });
  await formItem(trip, '教职工').locator('.ant-select').click();
  await page.keyboard.type(teachers[0].teacherName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: teachers[0].teacherName }).click();
  await page.keyboard.press('Escape');
  await formItem(trip, '出差地点').getByRole('textbox').fill('上海');
  // The form checks the order of the ends before the server does.
  await choose(formItem(trip, '开始时间'), '下午');
  await choose(formItem(trip, '结束时间'), '上午');
  await trip.getByRole('button', { name: '确定' }).click();
  await expect(formItem(trip, '结束时间')).toContainText('结束时间不能早于开始时间');
  await choose(formItem(trip, '结束时间'), '下午');
  await trip.getByRole('button', { name: '确定' }).click();
  await expect(trip).toBeHidden();
  await expect(toast(page, '已添加1条出差记录')).toBeVisible();
  await expect(rowOf(page, teachers[0].teacherName)).toContainText('上海');

  // The server's refusal of a field shows under that field, and the dialog stays open.
  await rowOf(page, teachers[1].teacherName).getByRole('button', { name: '补卡' }).click();
  const makeUp = page.getByRole('dialog', { name: '补卡' });
  await typeTime(formItem(makeUp, '补卡时间'), '23:00');
  await makeUp.getByRole('button', { name: '确定' }).click();
  await expect(formItem(makeUp, '补卡时间')).toContainText('补卡时间不能晚于现在');
  await expect(makeUp).toBeVisible();
});
