import type { Page } from '@playwright/test';
import { classIdOf } from '../support/basic-info';
import { TODAY } from '../support/clock';
import { rowOf } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { codeSentTo } from '../support/sms';
import { addChild, OTHER_TEST_CLASS, TEST_CLASS } from '../support/children';
import { accounts } from '../support/demo';
import { teacherRoleId } from '../support/staff';
import { uniqueName, uniquePhone } from '../support/unique';

/** 李泽宇 (托一班)'s main guardian in the demo kindergarten (README, 家长端): a notice unread, a questionnaire to answer, votes left today. */
const GUARDIAN = { phone: '15900000035', name: '李国', child: '李泽宇' };
/** 托一班's head teacher (README, 家长端): the teacher's view of the same class. */
const TEACHER = { phone: '13900000009', name: '张敏涛', className: '托一班' };
const SURVEY = '寒假托管需求调查';
const VOTE = '“秋天的童话”亲子绘画评选';

type Page1<Row> = { list: Row[]; total: number };
type Legacy<Row> = { List: Row[] };

test.use({ viewport: { width: 375, height: 812 } });
// The teacher's test reads the leave the guardian's test reports (a phone gets one code a minute: one sign-in each).
test.describe.configure({ mode: 'serial' });

/** The family page's tab bar: one of its sections. */
const openTab = (page: Page, name: string) => page.locator('.adm-tab-bar-item').filter({ hasText: name }).click();

/** Signs a phone in on the family page, as a family or (the login's second tab) a teacher, with the code from the SMS outbox; the page opens on `landing`. */
async function signIn(page: Page, phone: string, as: 'family' | 'teacher', beforeLogin?: () => Promise<unknown>, landing = /\/family\/notices$/) {
  await page.goto('/family/');
  await expect(page).toHaveURL(/\/family\/login$/);
  if (as === 'teacher') await page.getByRole('tab', { name: '我是老师' }).click();
  await page.getByPlaceholder(as === 'teacher' ? '教职工手机号' : '家长手机号').fill(phone);
  const since = new Date();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByPlaceholder('6位验证码').fill(await codeSentTo(phone, since));
  await beforeLogin?.();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(landing);
}

test('家长端: a guardian signs in by SMS code, reads a notice, answers a questionnaire, votes, signs off homework and reports a leave; the console counts each', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // The console's side, through its API as its screens read it.
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAs(consolePage);

  await signIn(page, GUARDIAN.phone, 'family', () => shot('login-375'));

  // 通知: the first unread notice, opened; the console's read count of it goes up by one.
  await expect(page.getByRole('button', { name: '退出登录' })).toContainText(`${GUARDIAN.child} · 托一班`);
  const unread = page.locator('.adm-list-item').filter({ hasText: '未读' }).first();
  const title = (await unread.locator('.adm-list-item-content-main').first().innerText()).split('\n')[0]!.trim();
  await shot('notices-375');
  const notices = await callAs<Page1<{ noticeId: number; title: string; readCount: number }>>(consolePage, 'GET', '/javaApi/notice/getSchoolNoticeList', { keyword: title, pageSize: 10 });
  const notice = notices.list.find((row) => row.title === title)!;
  await unread.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.family-article__meta')).toContainText('已读');
  await shot('notice-375');
  await consolePage.goto('/SchoolDynamic/Notification');
  await expect(rowOf(consolePage, title)).toContainText(`已读 ${notice.readCount + 1} /`);

  // 问卷: answered in place, each question its first choice; the console lists the answer.
  await openTab(page, '问卷');
  await page.locator('.adm-list-item').filter({ hasText: SURVEY }).click();
  await expect(page.getByRole('heading', { name: SURVEY })).toBeVisible();
  for (const group of await page.locator('.family-question__options').all()) await group.locator('.adm-radio, .adm-checkbox').first().click();
  await page.getByRole('textbox').first().fill('下午5点左右');
  await shot('survey-375');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('已提交', { exact: true })).toBeVisible();
  const surveys = await callAs<Page1<{ id: number; title: string }>>(consolePage, 'GET', '/javaApi/questionnaire/getQuestionnaireList', { keyword: SURVEY, pageSize: 10 });
  const answered = await callAs<Page1<{ name: string; answered: boolean }>>(consolePage, 'POST', '/javaApi/questionnaire/getUserList', { questionnaireId: surveys.list.find((row) => row.title === SURVEY)!.id, answered: 1, keyword: GUARDIAN.name, pageSize: 20 });
  expect(answered.list).toContainEqual(expect.objectContaining({ name: GUARDIAN.name, answered: true }));

  // 投票: one vote for the first entry, within the day's limit; the console's voter list counts it.
  const voters = async () => {
    const activities = await callAs<Legacy<{ ActivityId: number; ActivityName: string }>>(consolePage, 'GET', '/api/Vote/GetActivityList', { pageSize: 50 });
    const activityId = activities.List.find((row) => row.ActivityName === VOTE)!.ActivityId;
    const list = await callAs<Legacy<{ ObjectName: string; VoteCount: number }>>(consolePage, 'GET', '/api/Vote/GetVotePersonList', { activityId, searchKey: GUARDIAN.child, pageSize: 20 });
    return list.List.find((row) => row.ObjectName === GUARDIAN.child)?.VoteCount ?? 0;
  };
  const before = await voters();
  await openTab(page, '投票');
  await page.locator('.adm-list-item').filter({ hasText: VOTE }).click();
  await expect(page.getByRole('status')).toContainText('您还可以投');
  const entry = page.locator('.family-entry').first();
  await entry.getByRole('button', { name: '投票' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/投票成功，还可投\d+票/)).toBeVisible();
  await shot('vote-375');
  await expect.poll(voters).toBe(before + 1);

  // 排行 and 请假, looked at.
  await page.getByRole('tab', { name: '排行' }).click();
  await expect(page.locator('.family-rank').first()).toHaveText('1');
  await shot('ranking-375');
  // 作业: the class's homework due today, signed off (签收); the console's completion counts it.
  const homeworkTitle = uniqueName('亲子阅读');
  const { HomeworkId: homeworkId } = await callAs<{ HomeworkId: number }>(consolePage, 'POST', '/api/HomeworkStatistics/AddHomework', {
    ClassId: await classIdOf(consolePage, '托一班'),
    Title: homeworkTitle,
    Content: '请和孩子共读一本绘本。',
    EndDate: TODAY,
  });
  await openTab(page, '作业');
  const homework = page.locator('.adm-list-item').filter({ hasText: homeworkTitle });
  await expect(homework).toContainText(`截止 ${TODAY}`);
  await homework.getByRole('button', { name: '签收' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '签收' }).click();
  await expect(homework).toContainText('已签收');
  await shot('homework-375');
  expect((await callAs<{ SignCount: number }>(consolePage, 'GET', '/api/HomeworkStatistics/GetHomeworkInfoForId', { HomeworkId: homeworkId })).SignCount).toBe(1);
  // 请假: a sick leave for today, which the class's roll call shows (the teacher's test below).
  await openTab(page, '请假');
  await expect(page.getByText(`为${GUARDIAN.child}请假`)).toBeVisible();
  await page.getByPlaceholder('例如：发烧，在家休息').fill('发烧，在家休息');
  await page.getByRole('button', { name: '提交请假' }).click();
  await expect(page.getByText('请假已提交，老师点名时会看到')).toBeVisible();
  await shot('leave-375');
  await consolePage.close();
});

test('家长端 for teachers: the class teacher signs in by SMS code, reads a staff notice, votes, sees the family’s leave in today’s roll call and takes it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The teacher signs in on the same page, as a teacher: the staff's sections, 点名 instead of 请假.
  await signIn(page, TEACHER.phone, 'teacher', () => shot('teacher-login-375'));
  await expect(page.getByRole('button', { name: '退出登录' })).toContainText(`${TEACHER.name}老师`);
  await expect(page.locator('.adm-tab-bar-item')).toHaveText(['通知', '新闻', '问卷', '投票', '点名']);
  const staffNotice = page.locator('.adm-list-item').filter({ hasText: '教职工' }).first();
  await expect(staffNotice).toBeVisible();
  await shot('teacher-notices-375');
  await staffNotice.click();
  await expect(page.locator('.family-article__meta')).toContainText('已读');

  // 投票: the families' drawing contest is open to every voter: the teacher votes as herself.
  await openTab(page, '投票');
  await page.locator('.adm-list-item').filter({ hasText: VOTE }).click();
  await expect(page.getByRole('tab', { name: '报名' })).toHaveCount(0);
  await page.locator('.family-entry').first().getByRole('button', { name: '投票' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/投票成功，还可投\d+票/)).toBeVisible();

  // 点名: today's sheet of her class, the child on leave counted as 请假.
  await openTab(page, '点名');
  await expect(page.locator('.adm-list-header').first()).toContainText(`${TEACHER.className}（`);
  await expect(page.locator('.adm-list-header').first()).toContainText('请假 1');
  await expect(page.locator('.adm-list-item').filter({ hasText: GUARDIAN.child })).toContainText('病假');
  await shot('teacher-roll-call-375');

  // She takes the roll call on the phone: one child absent, then the rest present in one go.
  const header = page.locator('.adm-list-header').first();
  const first = page.locator('.adm-list-item').filter({ hasText: '未点名' }).first();
  const absentName = (await first.locator('.adm-list-item-content-main').innerText()).trim();
  await first.click();
  await page.locator('.adm-action-sheet').getByText('缺勤', { exact: true }).click();
  await expect(page.getByText(`${absentName}：缺勤`)).toBeVisible();
  await expect(page.locator('.adm-list-item').filter({ hasText: absentName })).toContainText('缺勤');
  await expect(header).toContainText('缺勤 1');
  await page.getByRole('button', { name: /^未点名的 \d+ 名标为出勤$/ }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(header).toContainText('未点名 0');
  await expect(header).toContainText('缺勤 1');
  await expect(page.getByRole('button', { name: /标为出勤/ })).toHaveCount(0);
  await shot('teacher-roll-call-taken-375');

  // Signed out, the page is back at its login.
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.adm-action-sheet').getByText('退出登录').click();
  await expect(page).toHaveURL(/\/family\/login$/);
});

test('家长端 for a family with two children: the child is picked after signing in, and switched from the top', async ({ page, browser }) => {
  const consolePage = await browser.newPage();
  await signInAs(consolePage);
  const elder = await addChild(consolePage, uniqueName('大宝'));
  const younger = await addChild(consolePage, uniqueName('二宝'), OTHER_TEST_CLASS);
  await callAs(consolePage, 'POST', '/api/Student4/AddRelation', { StudentId: younger.studentId, GuardianName: elder.guardianName, Phone: elder.guardianPhone, RelationType: 2 });
  await consolePage.close();

  await signIn(page, elder.guardianPhone, 'family', undefined, /\/family\/children$/);
  await page.locator('.adm-list-item').filter({ hasText: younger.name }).click();
  await expect(page).toHaveURL(/\/family\/notices$/);
  const heading = page.getByRole('button', { name: '切换孩子或退出' });
  await expect(heading).toContainText(`${younger.name} · ${OTHER_TEST_CLASS}`);

  await heading.click();
  await page.locator('.adm-action-sheet').getByText('切换孩子').click();
  await expect(page.locator('.adm-list-item').filter({ hasText: '当前' })).toContainText(younger.name);
  await page.locator('.adm-list-item').filter({ hasText: elder.name }).click();
  await expect(heading).toContainText(`${elder.name} · ${TEST_CLASS}`);
});

test('家长端 for a teacher on the staff of two schools: 切换幼儿园 takes the page to the other school', async ({ page, browser }, testInfo) => {
  const phone = uniquePhone();
  const teacherName = uniqueName('两园');
  const consolePage = await browser.newPage();
  for (const account of [accounts.headAdmin, accounts.branchAdmin]) {
    await signInAs(consolePage, account);
    await callAs(consolePage, 'POST', '/javaApi/teacher/addTeacher', { teacherName, sex: 2, phone, roleId: await teacherRoleId(consolePage) });
  }
  await consolePage.close();

  await signIn(page, phone, 'teacher');
  const heading = page.getByRole('button', { name: '切换幼儿园或退出' });
  await expect(heading).toContainText(`${teacherName}老师阳光幼儿园`);
  await heading.click();
  await page.locator('.adm-action-sheet').getByText('切换幼儿园').click();
  await expect(page).toHaveURL(/\/family\/schools$/);
  await expect(page.locator('.adm-list-item').filter({ hasText: '当前' })).toHaveText(/^阳光幼儿园当前/);
  await page.screenshot({ path: testInfo.outputPath('teacher-schools-375.png'), fullPage: true });
  await page.locator('.adm-list-item').filter({ hasText: '东湖分园' }).click();
  await expect(page).toHaveURL(/\/family\/notices$/);
  await expect(heading).toContainText('阳光幼儿园（东湖分园）');
});

test('幼儿考勤统计 sets when families hear of a child marked absent without a leave', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page);
  await page.goto('/ChildManage/StudentAttendStatistics');
  await page.getByRole('button', { name: '缺勤提醒 09:30' }).click();
  const dialog = page.getByRole('dialog', { name: '缺勤提醒设置' });
  await expect(dialog).toBeVisible();
  await dialog.locator('.ant-picker').hover();
  await dialog.locator('.ant-picker-clear').click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请选择通知时间')).toBeVisible();
  await dialog.getByPlaceholder('选择时间').fill('10:15');
  await dialog.getByPlaceholder('选择时间').press('Enter');
  await page.screenshot({ path: testInfo.outputPath('absence-notice-1440.png') });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('缺勤提醒时间已设为 10:15')).toBeVisible();
  await expect(page.getByRole('button', { name: '缺勤提醒 10:15' })).toBeVisible();
  expect(await callAs<{ notifyTime: string }>(page, 'GET', '/javaApi/studentAttend/getAbsenceNoticeSetting', {})).toEqual({ notifyTime: '10:15' });
});
