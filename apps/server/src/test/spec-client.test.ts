import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './databases.js';
import { TEST_PASSWORD } from './factories.js';
import { samplePng } from './sample-files.js';
import { specClient, type SpecClient } from './spec-client.js';
import { createTestApp, type TestApp } from './test-app.js';

const KB = 1024;
const MB = 1024 * KB;
/** The chunk sizes the description gives: 100 KB for school news images and music, 1 MB for the rest. */
const NEWS_IMAGE_CHUNK = 102_400;
const OTHER_CHUNK = 1_048_576;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDialects)('a client that knows only the description, over HTTP, on %s', (dialect) => {
  let t: TestApp;
  let client: SpecClient;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = specClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterEach(async () => {
    await t.close();
  });

  /** What the server kept of a file, found by its name: the description names no field of the finished upload's answer. */
  const storedSha = async (originalName: string) => (await t.db.selectFrom('file').select('sha256').where('originalName', '=', originalName).executeTakeFirstOrThrow()).sha256;

  it('logs in, reads both families’ envelopes, and refreshes an expired token', async () => {
    const anonymous = await client.teacherAccountInfo();
    expect(anonymous).toMatchObject({ ok: false, code: 1000011, message: '请先登录' });

    const login = await client.login(t.people.adminA.phone, TEST_PASSWORD);
    expect(login.ok).toBe(true);
    expect(login.data.teacherId).toBe(t.people.adminA.id);
    expect((await client.teacherAccountInfo()).data).toMatchObject({ teacherId: t.people.adminA.id, schoolId: t.schools.schoolA });

    const yearId = await t.make.schoolYear(t.schools.schoolA);
    const years = await client.get('/api/SchoolYear/GetSchoolYearList', { schoolId: t.schools.schoolA });
    expect(years).toMatchObject({ ok: true, responseStatus: 1, message: '' });
    expect(years.data).toEqual([expect.objectContaining({ YearId: yearId, YearName: '2026-2027学年', StartDate: '2026-09-01', EndDate: '2027-07-31' })]);

    t.clock.advance(t.config.session.accessMinutes * 60 + 1);
    expect((await client.teacherAccountInfo()).ok).toBe(false);
    expect((await client.get('/api/SchoolYear/GetSchoolYearList', { schoolId: t.schools.schoolA })).sessionEnded).toBe(true);

    const expiredToken = client.token;
    expect((await client.refresh()).ok).toBe(true);
    expect(client.token).not.toBe(expiredToken);
    expect((await client.teacherAccountInfo()).ok).toBe(true);
    expect((await client.get('/api/SchoolYear/GetSchoolYearList', { schoolId: t.schools.schoolA })).ok).toBe(true);
  });

  it('uploads a file in chunks without ever naming the upload, taking each next offset from Data.StartOffset', async () => {
    await client.login(t.people.adminA.phone, TEST_PASSWORD);
    const image = samplePng(250 * KB);
    const answers = await client.upload('SchoolNewsImage', image, 'banner.png', NEWS_IMAGE_CHUNK);
    expect(answers.map((answer) => [answer.ok, answer.data.StartOffset])).toEqual([
      [true, NEWS_IMAGE_CHUNK],
      [true, 2 * NEWS_IMAGE_CHUNK],
      [true, image.length],
    ]);
    expect(await storedSha('banner.png')).toBe(sha256(image));
  });

  it('goes on with an upload after a token refresh between chunks, and is told so when it sends a chunk at the wrong offset', async () => {
    await client.login(t.people.adminA.phone, TEST_PASSWORD);
    const photo = samplePng(2 * MB + 10 * KB);
    const chunk = (offset: number) => ({
      relativeServerName: 'ChildPhoto',
      offset,
      isLast: offset + OTHER_CHUNK >= photo.length,
      bytes: photo.subarray(offset, offset + OTHER_CHUNK),
      fileName: 'photo.png',
    });
    const first = await client.sendChunk(chunk(0));
    expect(first.data.StartOffset).toBe(OTHER_CHUNK);

    const skipped = await client.sendChunk(chunk(2 * OTHER_CHUNK));
    expect(skipped).toMatchObject({ ok: false, responseStatus: 2, message: `分片位置不对，应从第 ${OTHER_CHUNK} 字节续传`, data: null });

    expect((await client.refresh()).ok).toBe(true);
    const second = await client.sendChunk(chunk(first.data.StartOffset));
    const last = await client.sendChunk(chunk(second.data.StartOffset));
    expect(last).toMatchObject({ ok: true, data: expect.objectContaining({ StartOffset: photo.length }) });
    expect(await storedSha('photo.png')).toBe(sha256(photo));
  });
});
