import type { Locator } from '@playwright/test';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, pickOption, TEACHER_MANAGE } from '../support/teachers';
import { uniqueName } from '../support/unique';

/** The form item labelled `label` inside `dialog`. */
const field = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });

test('教研情况 lists a teacher’s research, and adds one with participants, edits and deletes it', async ({ page }) => {
  await signInAs(page);
  const [teacher, colleague] = await Promise.all([addTeacher(page), addTeacher(page)]);
  const listed = uniqueName('绘本教学研讨');
  await callAs(page, 'POST', '/javaApi/teachResearch/addRecord', {
    kind: 2,
    title: listed,
    researchDate: '2026-10-15',
    organizerId: teacher.teacherId,
    participantIds: [colleague.teacherId],
    content: '围绕绘本的提问设计开展研讨。',
  });

  await page.goto(`${TEACHER_MANAGE}/teacherInfo/${teacher.teacherId}`);
  await page.getByRole('tab', { name: '教研情况' }).click();
  const panel = page.getByRole('tabpanel', { name: '教研情况' });
  await expect(rowOf(panel, listed)).toContainText(colleague.teacherName);
  await expect(panel.locator('.research-counts')).toContainText('教研研讨1次');

  const added = uniqueName('幼儿自主游戏观察');
  await panel.getByRole('button', { name: '添加教研记录' }).click();
  const dialog = page.getByRole('dialog', { name: '添加教研记录' });
  await pickOption(field(dialog, '类型'), '业务学习');
  await field(dialog, '教研主题').getByRole('textbox').fill(added);
  await field(dialog, '参与教师').locator('.ant-select').click();
  await page.keyboard.type(colleague.teacherName);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveAttribute('title', colleague.teacherName);
  await page.keyboard.press('Enter');
  await field(dialog, '教研内容').getByRole('textbox').fill('观看游戏视频，分析幼儿的游戏行为。');
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, `已添加教研记录「${added}」`)).toBeVisible();
  const row = rowOf(panel, added);
  await expect(row).toContainText('业务学习');
  await expect(row).toContainText(colleague.teacherName);

  await row.getByRole('button', { name: '编辑' }).click();
  const editing = page.getByRole('dialog', { name: '编辑教研记录' });
  const edited = `${added}（修订）`;
  await field(editing, '教研主题').getByRole('textbox').fill(edited);
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '教研记录已保存')).toBeVisible();
  const editedRow = rowOf(panel, edited);
  await expect(editedRow).toContainText(colleague.teacherName);

  await editedRow.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(toast(page, `已删除教研记录「${edited}」`)).toBeVisible();
  await expect(editedRow).toHaveCount(0);
  await expect(rowOf(panel, listed)).toBeVisible();
});
