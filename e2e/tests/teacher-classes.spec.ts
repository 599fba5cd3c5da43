import type { Page } from '@playwright/test';
import { rowOf, toast } from '../support/console';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';
import { addTeacher, classLabel, classTeachers, classWithRoom, pickOption, rowAction, search, TEACHER_MANAGE } from '../support/teachers';

const classesDialog = (page: Page) => page.getByRole('dialog', { name: '调整任教班级' });
const classesCard = (page: Page) => page.locator('.ant-card').filter({ hasText: '本学年任教班级' });

test('调整任教班级 on the detail gives a teacher a class, shown in the detail and in 班级管理', async ({ page }) => {
  await signInAs(page);
  const [teacher, target] = await Promise.all([addTeacher(page), classWithRoom(page)]);
  await page.goto(`${TEACHER_MANAGE}/teacherInfo/${teacher.teacherId}`);
  await classesCard(page).getByRole('button', { name: '调整任教班级' }).click();
  const dialog = classesDialog(page);
  await expect(dialog).toContainText('当前没有任教班级');
  await dialog.getByRole('button', { name: '添加班级' }).click();
  await pickOption(dialog.locator('.teacher-class-rows__class'), classLabel(target));
  await pickOption(dialog.locator('.teacher-class-rows__position'), '配班教师');
  await dialog.getByRole('button', { name: '保存' }).click();

  await expect(toast(page, `已保存「${teacher.teacherName}」的任教班级`)).toBeVisible();
  await expect(classesCard(page).locator('.teacher-class-tag')).toHaveText(`${target.gradeName} · ${target.className} · 配班教师`);
  expect(await classTeachers(page, target.classId)).toContainEqual(expect.objectContaining({ teacherId: teacher.teacherId, position: 2 }));
});

test('调整任教班级 from the list starts from the current classes, refuses one class twice, and can empty them', async ({ page }) => {
  await signInAs(page);
  const target = await classWithRoom(page);
  const teacher = await addTeacher(page, { classId: target.classId, classPositionId: 1 });
  await page.goto(TEACHER_MANAGE);
  await search(page, teacher.teacherName);
  const row = rowOf(page.locator('.list-page'), teacher.teacherName);
  await expect(row).toContainText(target.className);
  await rowAction(row, '调整任教班级');
  const dialog = classesDialog(page);
  await expect(dialog).toContainText(`当前任教：${classLabel(target)}主班教师`);

  await dialog.getByRole('button', { name: '添加班级' }).click();
  await pickOption(dialog.locator('.teacher-class-rows__class').nth(1), classLabel(target));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('同一个班级不能重复')).toBeVisible();

  for (const _ of [1, 2]) await dialog.getByRole('button', { name: '移除班级' }).first().click();
  await expect(dialog.getByText('不任教班级')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已保存「${teacher.teacherName}」的任教班级`)).toBeVisible();
  await expect(row).not.toContainText(target.className);
  expect((await classTeachers(page, target.classId)).map((item) => item.teacherId)).not.toContain(teacher.teacherId);
});
