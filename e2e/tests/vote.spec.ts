import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { fillRange, formItem } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { accounts } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const VOTES = '/SchoolDynamic/Vote';
/** A demo photo of a drawing lesson, as an entry's picture. */
const PICTURE = fileURLToPath(new URL('../../apps/server/demo-media/art-1.jpg', import.meta.url));

type Legacy<Row> = { List: Row[] };

/**
 * Opens the select inside `field`, types the option to search for it when asked, and picks the
 * option titled so; a multiple select's dropdown stays open until Escape.
 */
async function pick(field: Locator, option: string, how: { search?: boolean; multiple?: boolean } = {}) {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  if (how.search) await field.getByRole('combobox').fill(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).first().click();
  if (how.multiple) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const card = (page: Page, title: string) => page.locator('.vote-form__card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

test('投票活动: a class’s drawing contest set up, entries added, voting opened and cast, voters and ranking read, voided and restored', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Looked at by people: the list, the form and the ranking at 1440 px.
  const shot = (name: string, fullPage = true) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  const name = uniqueName('秋叶贴画评选');
  await signInAs(page);
  // Two children of one class of the demo school enter.
  const [someone] = (await callAs<Legacy<{ ClassId: number; ClassName: string }>>(page, 'GET', '/api/Vote/GetStudentList', { pageSize: 1 })).List;
  const classmates = (await callAs<Legacy<{ StudentName: string }>>(page, 'GET', '/api/Vote/GetStudentList', { classId: someone!.ClassId, pageSize: 2 })).List.map((child) => child.StudentName);

  await page.goto(VOTES);
  await expect(rowOf(page, '“秋天的童话”亲子绘画评选')).toContainText('投票中');
  await expect(rowOf(page, '教职工才艺展示')).toContainText('报名中');
  await shot('list-1440', false);

  // 新建投票: children of the class enrol, everyone votes, 2 a day and 5 in all, several at once.
  await page.getByRole('button', { name: '新建投票' }).click();
  await expect(page).toHaveURL(/\/AddVote$/);
  const basics = card(page, '新建投票');
  await formItem(basics, '活动名称').getByRole('textbox').fill(name);
  await formItem(basics, '活动介绍').getByRole('textbox').fill('用秋天的树叶拼一幅画');
  const enrol = card(page, '报名设置');
  await formItem(enrol, '报名对象').getByRole('radio', { name: '幼儿' }).check();
  await formItem(enrol, '报名范围').getByRole('radio', { name: '指定范围' }).check();
  await pick(formItem(enrol, '班级'), someone!.ClassName, { multiple: true });
  const voting = card(page, '投票设置');
  await formItem(voting, '投票方式').getByRole('radio', { name: '每人每天票数' }).check();
  await formItem(voting, '每人总票数').getByRole('spinbutton').fill('5');
  await formItem(voting, '每人每天票数').getByRole('spinbutton').fill('2');
  await formItem(voting, '批量投票').getByRole('switch').click();
  await shot('form-1440');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已新建「${name}」`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${VOTES}$`));

  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('未开始');
  await expect(row).toContainText(`幼儿：${someone!.ClassName}`);
  await expect(row).toContainText('每人每天2票，共5票，可一次投多个');
  await expect(row.getByRole('button', { name: '恢复' })).toHaveCount(0);

  // 复制 opens the form on a copy of its settings, as a new activity.
  await row.getByRole('button', { name: '复制' }).click();
  await expect(page).toHaveURL(/\/AddVote\?copy=\d+$/);
  await expect(formItem(card(page, '新建投票'), '活动名称').getByRole('textbox')).toHaveValue(`${name}（副本）`);
  await page.getByRole('button', { name: '取消' }).click();

  // The school adds the two children's entries, each with a picture.
  await rowOf(page, name).getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/VoteDetail\/\d+$/);
  for (const [index, child] of classmates.entries()) {
    await page.getByRole('button', { name: '添加作品' }).click();
    const dialog = page.getByRole('dialog', { name: '添加作品' });
    await pick(formItem(dialog, '幼儿'), child, { search: true });
    await formItem(dialog, '作品标题').getByRole('textbox').fill(`树叶贴画${index + 1}`);
    await formItem(dialog, '作品介绍').getByRole('textbox').fill('捡来的银杏叶和枫叶');
    const pictures = formItem(dialog, '作品图片');
    await pictures.locator('input[type=file]').setInputFiles(PICTURE);
    await expect(pictures.getByText('art-1.jpg')).toBeVisible();
    await expect(pictures.getByText(/正在上传/)).toHaveCount(0);
    if (index === 0) await shot('entry-1440', false);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, `已为${child}添加作品`)).toBeVisible();
    await expect(rowOf(page, `树叶贴画${index + 1}`)).toContainText(someone!.ClassName);
  }

  // Voting opens: enrolment moved into the past week and voting to now.
  await page.locator('.vote-detail__header').getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/EditVote\/\d+$/);
  await fillRange(formItem(card(page, '报名设置'), '报名时间'), '2026-11-10 08:00', '2026-11-17 08:00');
  await fillRange(formItem(card(page, '投票设置'), '投票时间'), '2026-11-17 08:00', '2026-11-30 20:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '投票活动已保存')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('投票中');

  // The principal votes for both at once (the family page will vote the same way).
  const [activity] = (await callAs<Legacy<{ ActivityId: number }>>(page, 'GET', '/api/Vote/GetActivityList', { searchKey: name })).List;
  const entries = (await callAs<Legacy<{ JoinerId: number }>>(page, 'GET', '/api/Vote/GetJoinPersonList', { activityId: activity!.ActivityId })).List;
  await callAs(page, 'POST', '/api/Vote/AddVote', { activityId: activity!.ActivityId, joinerIds: entries.map((entry) => entry.JoinerId) });

  await rowOf(page, name).getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('tab', { name: '报名名单（2）' })).toBeVisible();
  await expect(rowOf(page, '树叶贴画1')).toContainText('1');
  await shot('entries-1440', false);
  await page.getByRole('tab', { name: '投票名单' }).click();
  await expect(rowOf(page, accounts.headAdmin)).toContainText('教师');
  await page.getByRole('tab', { name: '排行榜' }).click();
  await expect(page.getByRole('img', { name: /投票排行：第1名/ })).toBeVisible();
  await expect(page.locator('.vote-ranking__table').getByRole('row')).toHaveCount(3);
  await shot('ranking-1440');

  // 作废 asks first; a voided activity is restored to its dates' status.
  await page.goto(VOTES);
  await rowOf(page, name).getByRole('button', { name: '作废' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '作废' }).click();
  await expect(toast(page, `已作废「${name}」`)).toBeVisible();
  await expect(rowOf(page, name)).toContainText('已作废');
  await expect(rowOf(page, name).getByRole('button', { name: '删除' })).toBeVisible();
  await rowOf(page, name).getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, `已恢复「${name}」`)).toBeVisible();
  await expect(rowOf(page, name)).toContainText('投票中');
});

test('投票活动: every row’s actions stand on one line at 1440 px', async ({ page }) => {
  await signInAs(page);
  await page.goto(VOTES);
  // The demo's staff talent show is taking entries: 详情 编辑 复制 作废.
  const actions = rowOf(page, '教职工才艺展示').getByRole('cell').last().getByRole('button');
  await expect(actions).toHaveCount(4);
  const tops = await actions.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size, `the actions' tops: ${tops.join(', ')}`).toBe(1);
});
