import { TODAY } from '../support/clock';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { addTeacher, confirmDialog, DIMISSION, rowAction, search, TEACHER_MANAGE } from '../support/teachers';

test('办理离职 after a confirmation moves the teacher to 离职人员, and 恢复 brings them back', async ({ page }) => {
  await signInAs(page);
  const teacher = await addTeacher(page, { entryDate: '2020-09-01' });
  await page.goto(TEACHER_MANAGE);
  await search(page, teacher.teacherName);
  await rowAction(rowOf(page, teacher.teacherName), '办理离职');
  const confirm = confirmDialog(page, `为「${teacher.teacherName}」办理离职？`);
  await expect(confirm).toContainText('档案保留在“离职人员”中');
  await confirm.getByRole('button', { name: '办理离职' }).click();
  await expect(toast(page, `「${teacher.teacherName}」已离职`)).toBeVisible();
  await expect(rowOf(page, teacher.teacherName)).toHaveCount(0);

  await page.goto(DIMISSION);
  await search(page, teacher.teacherName);
  const row = rowOf(page, teacher.teacherName);
  await expect(row).toContainText('2020-09-01');
  await expect(row).toContainText(TODAY);
  await row.getByRole('button', { name: '恢复' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '恢复' }).click();
  await expect(toast(page, `「${teacher.teacherName}」已恢复为在职`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const restored = await callAs<{ status: number; leftAt: string | null }>(page, 'GET', '/javaApi/teacher/getTeacherInfo', { teacherId: teacher.teacherId });
  expect(restored).toMatchObject({ status: 0, leftAt: null });
});
