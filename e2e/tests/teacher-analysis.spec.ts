import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { TEACHER_ANALYSIS } from '../support/teachers';

interface Analysis {
  total: number;
  byDepartment: { name: string; count: number }[];
  byEducation: { name: string; count: number }[];
}

test('教师分析 draws the counts by department, post, age, years of service and education', async ({ page }) => {
  await signInAs(page);
  await page.goto(TEACHER_ANALYSIS);
  for (const title of ['部门分布', '职务分布', '年龄分布', '入职年限分布', '学历分布']) {
    await expect(page.getByRole('img', { name: new RegExp(`^${title}：`) }).locator('canvas')).toBeVisible();
  }
  const analysis = await callAs<Analysis>(page, 'GET', '/javaApi/teacher/getTeacherAnalysis');
  const teaching = analysis.byDepartment.find((item) => item.name === '教学部')!;
  await expect(page.getByRole('img', { name: /^部门分布：/ })).toHaveAttribute('aria-label', new RegExp(`教学部${teaching.count}人`));
  // Other tests add and remove staff meanwhile: the total is at least the demo's.
  const shown = Number(await page.locator('.ant-statistic').first().locator('.ant-statistic-content-value').innerText());
  expect(shown).toBeGreaterThan(10);
});
