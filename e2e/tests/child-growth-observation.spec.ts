import type { Page } from '@playwright/test';
import { daysBefore } from '../support/attendance';
import { classIdOf } from '../support/basic-info';
import { addChild, field, pickOption, TEST_CLASS, type TestChild } from '../support/children';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

/** 学习品质 items of the catalogue. */
const FOCUS = 603;

const openDevelopment = async (page: Page, child: TestChild) => {
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  await page.getByRole('tab', { name: '幼儿发展' }).click();
  return page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.growth-section--quality');
};

test('观察记录: adds an observation with a level per child and item, changes it and deletes it', async ({ page }) => {
  await signInAs(page);
  const [first, second] = [await addChild(page, uniqueName('测观')), await addChild(page, uniqueName('测察'))];
  const situation = uniqueName('建构区搭高楼');

  await page.goto('/ChildManage/Observation');
  await page.getByRole('button', { name: '新增观察记录' }).click();
  const dialog = page.getByRole('dialog', { name: '新增观察记录' });
  await pickOption(page, dialog, '班级', TEST_CLASS);
  await pickOption(page, dialog, '领域', '学习品质');
  await field(dialog, '观察情境').fill(situation);
  // A multiple select's list stays open after a pick: clicking the title closes it.
  const pickEach = async (label: string, options: string[]) => {
    for (const option of options) await pickOption(page, dialog, label, option);
    await dialog.locator('.ant-modal-title').click();
  };
  await pickEach('观察指标', ['专注', '坚持']);
  await pickEach('观察幼儿', [first.name, second.name]);

  const rowOf = (child: TestChild) => dialog.getByRole('row').filter({ hasText: child.name });
  await rowOf(first).getByText('已达成').first().click();
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(dialog.getByText('请选择水平').first()).toBeVisible();

  await rowOf(first).getByText('发展中').nth(1).click();
  await rowOf(second).getByText('需要帮助').first().click();
  await rowOf(second).getByText('发展中').nth(1).click();
  await rowOf(first).getByPlaceholder('观察到的表现（选填）').fill('独自搭了二十分钟，倒了又重来');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('已添加观察记录')).toBeVisible();
  await expect(dialog).toBeHidden();

  const listed = page.getByRole('row').filter({ hasText: situation });
  await expect(listed).toContainText('学习品质');
  await expect(listed).toContainText(`${first.name}、${second.name}`);
  await expect(listed).toContainText('专注、坚持');

  // 领域 filters the list.
  await pickOption(page, page.locator('.list-page__filters'), '领域', '健康');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(listed).toHaveCount(0);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(listed).toBeVisible();

  await listed.getByRole('button', { name: '修改' }).click();
  const editing = page.getByRole('dialog', { name: '修改观察记录' });
  await expect(field(editing, '观察情境')).toHaveValue(situation);
  await expect(editing.getByRole('row').filter({ hasText: first.name }).getByPlaceholder('观察到的表现（选填）')).toHaveValue('独自搭了二十分钟，倒了又重来');
  const renamed = `${situation}（续）`;
  await field(editing, '观察情境').fill(renamed);
  await editing.getByRole('row').filter({ hasText: second.name }).getByText('已达成').first().click();
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('观察记录已保存')).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  const quality = await openDevelopment(page, second);
  await expect(quality).toContainText('依据 1 次观察');
  await expect(quality.getByRole('row').filter({ hasText: '专注' })).toContainText('已达成');
  const observed = page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.growth-section--observations').locator('.growth-observation').filter({ hasText: renamed });
  await expect(observed).toContainText('专注已达成');
  await expect(observed).toContainText('坚持发展中');

  await page.goto('/ChildManage/Observation');
  await renamedRow.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('观察记录已删除')).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
});

test('幼儿发展 shows the child’s 学习品质: the newest level of each item, its trend and the observations behind it', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测品'));
  const classId = await classIdOf(page, TEST_CLASS);
  const observe = (date: string, level: number, remark: string) =>
    callAs(page, 'POST', '/api/Observation/AddObservation', {
      ClassId: classId,
      DomainId: 6,
      ActivityName: '区角游戏：科学区',
      ObserveDate: date,
      ItemIds: [FOCUS],
      Children: [{ StudentId: child.studentId, Remark: remark, Levels: [{ ItemId: FOCUS, Level: level }] }],
    });
  await observe(daysBefore(1), 1, '玩了一会儿磁铁就离开了');
  await observe(daysBefore(0), 3, '用磁铁吸了半小时的回形针');

  const quality = await openDevelopment(page, child);
  await expect(quality).toContainText('依据 2 次观察');
  await expect(quality.getByRole('img', { name: `${child.name}的学习品质各指标最新水平` })).toBeVisible();
  const focus = quality.getByRole('row').filter({ hasText: '专注' });
  await expect(focus).toContainText('已达成');
  await expect(focus).toContainText('↑ 提升');
  await expect(quality.getByRole('row').filter({ hasText: '好奇心与兴趣' })).toContainText('未观察');

  await focus.getByRole('button', { name: /展开/ }).click();
  await expect(quality).toContainText('用磁铁吸了半小时的回形针');
  await expect(quality).toContainText('玩了一会儿磁铁就离开了');
});
