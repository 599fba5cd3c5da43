import type { Browser, Locator, Page } from '@playwright/test';
import { formItem, readSheet } from '../support/basic-info';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

const QUESTIONNAIRES = '/SchoolDynamic/Questionnaire';

const question = (page: Page, number: number) => page.locator(`.survey-builder__question[aria-label="第${number}题"]`);

async function addQuestion(page: Page, type: '单选题' | '多选题' | '填空题') {
  await page.getByRole('button', { name: '添加题目' }).click();
  await page.getByRole('menuitem', { name: type }).click();
}

async function fillOptions(card: Locator, number: number, options: string[]) {
  for (const [at, text] of options.entries()) {
    if (at >= 2) await card.getByRole('button', { name: '添加选项' }).click();
    await card.getByRole('textbox', { name: `第${number}题选项${at + 1}` }).fill(text);
  }
}

/** A guardian's phone: a browser of its own, 375 px wide, without the console's session. */
async function phone(browser: Browser, link: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

const mobileQuestion = (page: Page, name: string) => page.locator('.survey-mobile__question').filter({ hasText: name });

test('问卷调查: build with all three types, clone and reorder, publish, two families answer, statistics and an export', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  // Looked at by people: the builder at 1440 px, the family's page at 375 px, the statistics.
  const shot = (target: Page, name: string, fullPage = true) => target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });
  const title = uniqueName('家长满意度调查');
  await signInAs(page);
  await page.goto(QUESTIONNAIRES);
  await page.getByRole('button', { name: '新建问卷' }).click();
  await expect(page).toHaveURL(/\/NewSurvey$/);

  await formItem(page.locator('.survey-builder'), '问卷标题').getByRole('textbox').fill(title);
  await formItem(page.locator('.survey-builder'), '问卷说明').getByRole('textbox').fill('请根据孩子在园情况如实填写');
  await formItem(page.locator('.survey-builder'), '调查对象').getByRole('checkbox', { name: '教职工' }).uncheck();

  await addQuestion(page, '单选题');
  const first = question(page, 1);
  await first.getByRole('textbox', { name: '第1题题目' }).fill('您对孩子的在园生活是否满意');
  await fillOptions(first, 1, ['满意', '一般']);

  await addQuestion(page, '多选题');
  const second = question(page, 2);
  await second.getByRole('textbox', { name: '第2题题目' }).fill('希望加强哪些方面');
  await fillOptions(second, 2, ['运动', '阅读', '艺术']);
  await second.getByRole('checkbox', { name: '限制最多可选' }).check();
  await expect(second.getByRole('spinbutton', { name: '第2题最多可选' })).toHaveValue('2');

  await addQuestion(page, '填空题');
  await question(page, 3).getByRole('textbox', { name: '第3题题目' }).fill('其他建议');
  await question(page, 3).getByRole('checkbox', { name: '必答' }).uncheck();

  // The multiple choice is cloned right after itself, renamed, and moved above the original.
  await second.getByRole('button', { name: '复制第2题' }).click();
  await expect(question(page, 3).getByRole('textbox', { name: '第3题题目' })).toHaveValue('希望加强哪些方面');
  await expect(question(page, 4).getByRole('textbox', { name: '第4题题目' })).toHaveValue('其他建议');
  await question(page, 3).getByRole('textbox', { name: '第3题题目' }).fill('孩子最喜欢的活动');
  await question(page, 3).getByRole('button', { name: '第3题上移' }).click();
  await expect(question(page, 2).getByRole('textbox', { name: '第2题题目' })).toHaveValue('孩子最喜欢的活动');
  await expect(question(page, 3).getByRole('textbox', { name: '第3题题目' })).toHaveValue('希望加强哪些方面');

  // The phone preview follows the form as it is typed.
  const preview = page.getByLabel('手机预览');
  await expect(preview.locator('.survey-mobile__title')).toHaveText(title);
  await expect(preview.locator('.survey-mobile__question-name')).toHaveText([/1\. 您对孩子/, /2\. 孩子最喜欢的活动【多选，最多选2项】/, /3\. 希望加强哪些方面/, /4\. 其他建议【填空】/]);
  await shot(page, 'builder-1440');

  await page.getByRole('button', { name: '保存并发布' }).click();
  await expect(toast(page, `已发布「${title}」`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${QUESTIONNAIRES}$`));
  await formItem(page.locator('.list-page__filters'), '搜索').getByRole('textbox').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = rowOf(page, title);
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('家长');
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '结束' })).toBeVisible();
  await shot(page, 'list-1440', false);

  // 复制 opens the builder on a copy of it, as a new questionnaire.
  await row.getByRole('button', { name: '复制' }).click();
  await expect(page).toHaveURL(/\/NewSurvey\?copy=\d+$/);
  await expect(formItem(page.locator('.survey-builder'), '问卷标题').getByRole('textbox')).toHaveValue(`${title}（副本）`);
  await expect(page.locator('.survey-builder__question')).toHaveCount(4);
  await page.getByRole('button', { name: '取消' }).click();
  await expect(rowOf(page, title)).toBeVisible();

  // Two families' links, as the principal reads them from the respondents' list.
  const { list } = await callAs<{ list: { id: number; title: string }[] }>(page, 'GET', '/javaApi/questionnaire/getQuestionnaireList', { keyword: title });
  const questionnaireId = list[0]!.id;
  const people = await callAs<{ list: { name: string; className: string; answerLink: string }[] }>(page, 'POST', '/javaApi/questionnaire/getUserList', { questionnaireId, pageSize: 2 });
  const [mother, father] = people.list;

  const one = await phone(browser, mother!.answerLink);
  const mobile = one.page;
  await expect(mobile.locator('.survey-mobile__title')).toHaveText(title);
  await expect(mobile.locator('.survey-mobile__head')).toContainText(mother!.name);
  await expect(mobile.locator('.survey-mobile__required')).toHaveCount(3);
  // A second tab of the same link, to submit twice.
  const twice = await one.context.newPage();
  await twice.goto(mother!.answerLink);

  await mobile.getByRole('button', { name: '提交' }).click();
  await expect(mobileQuestion(mobile, '您对孩子')).toContainText('第1题为必答题');
  await mobileQuestion(mobile, '您对孩子').getByRole('radio', { name: '满意' }).check();
  const liked = mobileQuestion(mobile, '孩子最喜欢的活动');
  await liked.getByRole('checkbox', { name: '运动' }).check();
  await liked.getByRole('checkbox', { name: '艺术' }).check();
  // MaxSelection 2: the third option cannot be ticked.
  await expect(liked.getByRole('checkbox', { name: '阅读' })).toBeDisabled();
  await mobileQuestion(mobile, '希望加强哪些方面').getByRole('checkbox', { name: '阅读' }).check();
  await mobileQuestion(mobile, '其他建议').getByRole('textbox').fill('多组织户外活动');
  await shot(mobile, 'mobile-375');
  await mobile.getByRole('button', { name: '提交' }).click();
  await expect(mobile.getByText('已提交', { exact: true })).toBeVisible();
  await shot(mobile, 'mobile-375-submitted');
  const horizontal = await mobile.evaluate(() => document.documentElement.scrollWidth);
  expect(horizontal).toBeLessThanOrEqual(375);

  // The other tab still shows the empty sheet: its submit is refused, and says why.
  await mobileQuestion(twice, '您对孩子').getByRole('radio', { name: '一般' }).check();
  await mobileQuestion(twice, '孩子最喜欢的活动').getByRole('checkbox', { name: '运动' }).check();
  await mobileQuestion(twice, '希望加强哪些方面').getByRole('checkbox', { name: '运动' }).check();
  await twice.getByRole('button', { name: '提交' }).click();
  await expect(twice.getByText('您已提交过本轮问卷')).toBeVisible();
  await expect(twice.getByText('已提交', { exact: true })).toBeVisible();
  await one.context.close();

  const two = await phone(browser, father!.answerLink);
  await mobileQuestion(two.page, '您对孩子').getByRole('radio', { name: '满意' }).check();
  await mobileQuestion(two.page, '孩子最喜欢的活动').getByRole('checkbox', { name: '阅读' }).check();
  await mobileQuestion(two.page, '希望加强哪些方面').getByRole('checkbox', { name: '运动' }).check();
  await mobileQuestion(two.page, '其他建议').getByRole('textbox').fill('希望多开展亲子活动');
  await two.page.getByRole('button', { name: '提交' }).click();
  await expect(two.page.getByText('已提交', { exact: true })).toBeVisible();
  // A forged link is refused in words a parent understands.
  await two.page.goto('/m/questionnaire?token=1.2.3.4.5.6.forged');
  await expect(two.page.getByText('答卷链接无效，请向幼儿园索取新的链接')).toBeVisible();
  await two.context.close();

  // The statistics: two answers, the chart of each choice question, the essays, the classes, an export.
  await page.reload();
  await rowOf(page, title).getByRole('button', { name: '统计' }).click();
  await expect(page).toHaveURL(/SurveyStatistics/);
  await expect(page.locator('.ant-statistic').filter({ hasText: '已答人数' })).toContainText('2');
  await expect(page.getByRole('img', { name: /您对孩子的在园生活是否满意：满意 2人（100%），一般 0人（0%）/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /孩子最喜欢的活动：运动 1人（50%），阅读 1人（50%），艺术 1人（50%）/ })).toBeVisible();
  const essays = page.locator('.survey-stats__question').filter({ hasText: '其他建议' });
  await expect(essays).toContainText('多组织户外活动');
  await expect(essays).toContainText('希望多开展亲子活动');
  await shot(page, 'statistics-1440');
  await page.getByRole('tab', { name: '班级完成情况' }).click();
  const classes = page.getByRole('tabpanel');
  await expect(classes).toContainText('作答率');
  // The class of the two families: who has answered, who has not, and a reminder to the rest.
  const answeredClass = rowOf(classes, mother!.className);
  await answeredClass.getByRole('button', { name: '展开行' }).click();
  await expect(classes.locator('.survey-stats__respondents')).toContainText(mother!.name);
  await answeredClass.getByRole('button', { name: '提醒作答' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '发送' }).click();
  await expect(page.locator('.ant-message').getByText(/已提醒 \d+ 人/)).toBeVisible();
  await shot(page, 'statistics-classes-1440', false);
  await page.getByRole('tab', { name: '题目统计' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出问卷统计' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await readSheet(await download.path());
  expect(rows[0]).toEqual(['题号', '题目', '选项', '人数', '比例', '作答人数']);
  expect(rows.some((cells) => cells.includes('多组织户外活动') || cells.includes('满意'))).toBe(true);
});
