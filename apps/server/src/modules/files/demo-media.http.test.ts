import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo.js';
import { testDialects } from '../../test/databases.js';
import { createDemoApp, type DemoApp } from '../../test/test-app.js';

/** The school year up to DEMO_TEST_DAY: the demo's class life. */
const PERIOD = { startDate: '2026-09-01', endDate: '2026-11-21' };

describe.each(testDialects)('the demo’s photos, works, videos and area covers on %s', (dialect) => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await createDemoApp(dialect);
  });
  afterAll(() => demo.close());

  const get = async (url: string, token: string, query: Record<string, string> = {}) => demo.app.inject({ method: 'GET', url, headers: { auth: token }, query });

  /** What a browser gets from a file's signed link: the type it is served as, and the type its bytes are. */
  async function served(fileId: number, token: string) {
    const signed = (await get('/javaApi/file/getSignedUrl', token, { fileId: String(fileId) })).json().data.url as string;
    const response = await demo.app.inject({ method: 'GET', url: signed });
    return { status: response.statusCode, contentType: response.headers['content-type'], content: (await fileTypeFromBuffer(response.rawPayload))?.mime };
  }

  it('names a stored file in every album item, work and area cover of both schools', async () => {
    const db = demo.database.db;
    const missing = await Promise.all([
      db.selectFrom('classMedia').select((eb) => eb.fn.countAll<number>().as('n')).where('fileId', 'is', null).executeTakeFirstOrThrow(),
      db.selectFrom('workbookFile').select((eb) => eb.fn.countAll<number>().as('n')).where('fileId', 'is', null).executeTakeFirstOrThrow(),
      db.selectFrom('activityArea').select((eb) => eb.fn.countAll<number>().as('n')).where('coverFileId', 'is', null).executeTakeFirstOrThrow(),
    ]);
    expect(missing.map((row) => Number(row.n))).toEqual([0, 0, 0]);

    const [head, branch] = await db.selectFrom('school').select('id').orderBy('id').execute();
    for (const [schoolId, account] of [
      [head!.id, DEMO_ACCOUNTS.headAdmin],
      [branch!.id, DEMO_ACCOUNTS.branchAdmin],
    ] as const) {
      const token = await demo.login(account);
      const named = await Promise.all([
        db.selectFrom('classMedia').select('fileId as id').where('schoolId', '=', schoolId).execute(),
        db.selectFrom('workbookFile').select('fileId as id').where('schoolId', '=', schoolId).execute(),
        db.selectFrom('activityArea').select('coverFileId as id').where('schoolId', '=', schoolId).execute(),
      ]);
      const fileIds = [...new Set(named.flat().map((row) => row.id!))];
      const shown = await db.selectFrom('file').select(['id', 'contentType']).where('schoolId', '=', schoolId).where('id', 'in', fileIds).execute();
      expect(shown).toHaveLength(fileIds.length);
      expect(new Set(shown.map((file) => file.contentType))).toEqual(new Set(['image/jpeg', 'video/webm']));
      for (const file of shown) {
        expect(await served(file.id, token), `file ${file.id}`).toEqual({ status: 200, contentType: file.contentType, content: file.contentType });
      }
    }
  });

  it('shows a child’s album and works as pictures and a video that load', async () => {
    const token = await demo.login(DEMO_ACCOUNTS.classTeacher);
    const child = (await get('/api/Student4/GetStudentList', token, { pageSize: '1' })).json().Data.List[0];
    const query = { studentId: String(child.StudentId), ...PERIOD, pageSize: '200' };
    const album = (await get('/api/Student4/GetStudentAlbumList', token, query)).json().Data;
    const works = (await get('/api/Student4/GetStudentWorkbookList', token, query)).json().Data;

    const photos = album.List.filter((item: { MediaType: number }) => item.MediaType === 1);
    const video = album.List.find((item: { MediaType: number }) => item.MediaType === 2);
    expect(new Set(photos.map((item: { FileId: number }) => item.FileId)).size).toBeGreaterThan(10);
    expect(await served(photos[0].FileId, token)).toEqual({ status: 200, contentType: 'image/jpeg', content: 'image/jpeg' });
    expect(await served(video.FileId, token)).toEqual({ status: 200, contentType: 'video/webm', content: 'video/webm' });
    expect(works.List.length).toBeGreaterThan(0);
    expect(await served(works.List[0].FileId, token)).toEqual({ status: 200, contentType: 'image/jpeg', content: 'image/jpeg' });
  });
});
