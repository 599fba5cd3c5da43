import { daysBefore } from '../support/attendance';
import { classIdOf, readSheet } from '../support/basic-info';
import { addChild, TEST_CLASS } from '../support/children';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const ACTIVITY = '绘本阅读：《猜猜我有多爱你》';

test('幼儿发展 shows the mood, growth record and observation a teacher wrote, and exports the observation', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测成'));
  const classId = await classIdOf(page, TEST_CLASS);
  const today = daysBefore(0);
  const about = { ClassId: classId, StudentIds: [child.studentId] };
  await callAs(page, 'POST', '/api/Teacher4/AddMood', { ClassId: classId, Date: today, Moods: [{ StudentId: child.studentId, Mood: 3, Remark: '午睡时想妈妈' }] });
  await callAs(page, 'POST', '/api/Teacher4/AddOrUpdateRecord', { ...about, Field: 2, Content: '给同伴讲了《小熊请客》的故事', RecordDate: today });
  await callAs(page, 'POST', '/api/Teacher4/AddCourseObserve', {
    ...about,
    ActivityName: ACTIVITY,
    ObserveDate: today,
    Field: 2,
    Goals: [{ GoalText: '能安静地倾听故事', Remark: '听得很专注' }],
    Note: '愿意在集体面前表达。',
  });

  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const panel = page.getByRole('tabpanel', { name: '幼儿发展' });
  const moods = panel.locator('.growth-section--moods');
  await expect(moods).toContainText('共记录 1 天');
  await expect(moods.getByRole('row').filter({ hasText: today })).toContainText('难过午睡时想妈妈');
  const records = panel.locator('.growth-section--records');
  await expect(records.locator('.growth-field')).toContainText('语言1 条');
  await expect(records).toContainText('给同伴讲了《小熊请客》的故事');
  const observations = panel.locator('.growth-section--observations');
  await expect(observations.getByRole('row').filter({ hasText: '能安静地倾听故事' })).toContainText('听得很专注');

  const downloading = page.waitForEvent('download');
  await observations.getByRole('button', { name: '导出' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/观察记录-\d{8}\.xlsx$/);
  const sheet = await readSheet(await download.path());
  expect(sheet[0]).toEqual(['观察日期', '班级', '幼儿', '活动名称', '领域', '观察目标', '目标备注', '观察总结', '记录教师']);
  expect(sheet).toHaveLength(2);
  expect(sheet[1]!.slice(0, 8)).toEqual([today, TEST_CLASS, child.name, ACTIVITY, '语言', '能安静地倾听故事', '听得很专注', '愿意在集体面前表达。']);
});
