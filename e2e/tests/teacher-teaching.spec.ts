import type { Locator } from '@playwright/test';
import type { TeachingSummary } from '@yuanwu/shared';
import { daysBefore } from '../support/attendance';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { TEACHER_MANAGE } from '../support/teachers';
import { uniqueName } from '../support/unique';

const TILES = [
  ['教学笔记', 'teachNoteCount', '篇'],
  ['亲子作业', 'homeworkCount', '份'],
  ['班级动态', 'dynamicCount', '条'],
  ['照片', 'photoCount', '张'],
  ['视频', 'videoCount', '个'],
  ['幼儿作品', 'workCount', '件'],
] as const;

/** Each count tile shows the figure the summary call answers for the same dates. */
async function expectTiles(panel: Locator, summary: TeachingSummary) {
  for (const [label, key, unit] of TILES) await expect(panel.getByLabel(label, { exact: true })).toHaveText(`${summary[key]}${unit}`);
}

test('教学情况 shows the figures, notes and homework of the interval chosen', async ({ page }) => {
  await signInAs(page, accounts.headAdmin);
  const { list } = await callAs<{ list: { teacherId: number }[] }>(page, 'GET', '/javaApi/teacher/getTeacherList', { keyword: accounts.classTeacher });
  const teacherId = list[0]!.teacherId;
  const { classes } = await callAs<{ classes: { classId: number }[] }>(page, 'GET', '/javaApi/teacher/getTeacherInfo', { teacherId });
  const [noteTitle, homeworkTitle] = [uniqueName('笔记'), uniqueName('作业')];
  await signInAs(page, accounts.classTeacher);
  const written = { ClassId: classes[0]!.classId, Content: '孩子们在活动中学会了轮流等待。' };
  await callAs(page, 'POST', '/api/Teacher4/AddTeachNote', { ...written, Title: noteTitle, NoteDate: daysBefore(0) });
  await callAs(page, 'POST', '/api/Teacher4/AddHomeWork', { ...written, Title: homeworkTitle, EndDate: daysBefore(-3) });

  await signInAs(page, accounts.headAdmin);
  await page.goto(`${TEACHER_MANAGE}/teacherInfo/${teacherId}`);
  await page.getByRole('tab', { name: '教学情况' }).click();
  const panel = page.getByRole('tabpanel', { name: '教学情况' });
  const month = /统计时间段：(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/.exec((await panel.locator('.interval-bar').textContent()) ?? '')!;
  await expectTiles(panel, await callAs<TeachingSummary>(page, 'GET', '/javaApi/teacher/getTeachingSummary', { teacherId, startDate: month[1], endDate: month[2] }));
  await expect(panel.locator('.teaching__list').filter({ hasText: '亲子作业' })).toContainText(homeworkTitle);
  await panel.getByRole('button', { name: noteTitle }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: noteTitle });
  await expect(drawer).toContainText('孩子们在活动中学会了轮流等待。');
  await page.keyboard.press('Escape');

  const [startDate, endDate] = [daysBefore(46), daysBefore(40)];
  await panel.getByText('自定义').click();
  await panel.getByPlaceholder('开始日期').fill(startDate);
  await panel.getByPlaceholder('结束日期').fill(endDate);
  await panel.getByPlaceholder('结束日期').press('Enter');
  await expect(panel).toContainText(`统计时间段：${startDate} 至 ${endDate}`);
  await expectTiles(panel, await callAs<TeachingSummary>(page, 'GET', '/javaApi/teacher/getTeachingSummary', { teacherId, startDate, endDate }));
  await expect(panel).not.toContainText(noteTitle);
});
