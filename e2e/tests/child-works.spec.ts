import type { Page } from '@playwright/test';
import { classIdOf } from '../support/basic-info';
import { addChild, TEST_CLASS } from '../support/children';
import { storedToken } from '../support/console';
import { expect, test } from '../support/fixtures';
import { callAs, signInAs } from '../support/session';
import { uniqueName } from '../support/unique';

/** A real 1 × 1 PNG: the server checks what an uploaded file really is. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A workbook of the class, found through a demo child's works (no call lists a class's workbooks yet). */
async function workbookOfClass(page: Page, classId: number): Promise<number> {
  const children = await callAs<{ List: { StudentId: number }[] }>(page, 'GET', '/api/Student4/GetStudentList', { ClassId: classId, Status: 0, PageSize: 50 });
  for (const { StudentId } of children.List) {
    const works = await callAs<{ List: { WorkbookId: number }[] }>(page, 'GET', '/api/Student4/GetStudentWorkbookList', { StudentId, PageSize: 1 });
    if (works.List[0]) return works.List[0].WorkbookId;
  }
  throw new Error(`no workbook in class ${classId}`);
}

/** Uploads the picture of a work in one chunk, as the signed-in page's session. */
async function uploadWorkPhoto(page: Page): Promise<number> {
  const response = await page.request.post('/api/FileUpload/UploadCarveFile', {
    params: { relativeServerName: 'Workbook', offset: 0, isLast: 1 },
    headers: { Auth: (await storedToken(page))!, 'X-App': 'yuanwu-web' },
    multipart: { files: { name: '树叶拓印.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') } },
  });
  const body = (await response.json()) as { ResponseStatus: number; ErrorMessage: string; Data: { FileId: number } };
  expect(body.ResponseStatus, body.ErrorMessage).toBe(1);
  return body.Data.FileId;
}

test('幼儿发展 shows in 作品 the work a teacher added, with its picture and comment', async ({ page }) => {
  await signInAs(page);
  const child = await addChild(page, uniqueName('测作'));
  const workbookId = await workbookOfClass(page, await classIdOf(page, TEST_CLASS));
  await page.goto(`/ChildManage/Child/childInfo/${child.studentId}`);
  const fileId = await uploadWorkPhoto(page);
  await callAs(page, 'POST', '/api/Teacher4/AddOrUpdateWorkbookFile', { WorkbookId: workbookId, StudentId: child.studentId, FileId: fileId, Title: '树叶拓印', TeacherComment: '颜色搭配很大胆！' });

  await page.getByRole('tab', { name: '幼儿发展' }).click();
  const works = page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.child-works');
  await expect(works).toContainText('共 1 件 · 优秀 0 件');
  const work = works.locator('.child-works__item');
  await expect(work).toHaveCount(1);
  await expect(work).toContainText('树叶拓印');
  await expect(work).toContainText('评语：颜色搭配很大胆！');
  await expect(work.getByRole('img', { name: '树叶拓印' })).toHaveAttribute('src', /\/javaApi\/file\/download\?/);
  await expect(page.getByRole('tabpanel', { name: '幼儿发展' }).locator('.child-album')).toContainText('没有更多数据');
});
