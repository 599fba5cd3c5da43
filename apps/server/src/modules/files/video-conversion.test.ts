import { DataScope, type UploadChunkInput } from '@yuanwu/shared';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionIdentity } from '../../core/session-identity.js';
import { scopeToSchool } from '../../module-list.js';
import { testDialects } from '../../test/databases.js';
import { sampleJpeg, sampleMp4 } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fileService } from './files.service.js';
import type { VideoConverter } from './video-converter.js';

async function* streamOf(bytes: Buffer) {
  yield bytes;
}

const madeByFfmpeg: VideoConverter = {
  available: true,
  async convert(_input, folder) {
    const video = path.join(folder, 'converted.mp4');
    const poster = path.join(folder, 'poster.jpg');
    await writeFile(video, sampleMp4(4096));
    await writeFile(poster, sampleJpeg(2048));
    return { video, poster };
  },
};

const brokenFfmpeg: VideoConverter = {
  available: true,
  convert: async () => {
    throw new Error('ffmpeg exited with code 1');
  },
};

describe.each(testDialects)('video conversion on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'yuanwu-video-'));
    t = await createTestApp(dialect, { dataDir });
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function uploadVideo(converter: VideoConverter) {
    const files = fileService({ db: t.db, clock: t.clock, config: { dataDir, s3: undefined }, converter });
    const session: SessionIdentity = {
      sessionId: 1,
      accountId: 1,
      teacherId: t.people.adminA.id,
      schoolId: t.schools.schoolA,
      homeSchoolId: t.schools.schoolA,
      roleId: null,
      modules: new Set(['SchoolDynamic']),
      isGroupAdmin: false,
      dataScope: DataScope.SCHOOL,
      classesInReach: null,
      mustChangePassword: false,
    };
    const log = { error: vi.fn(), warn: vi.fn() };
    const db = scopeToSchool(t.db, t.schools.schoolA);
    const input: UploadChunkInput = {
      relativeServerName: 'NoticeVideo',
      offset: 0,
      isLast: true,
      isAutoCallVideoConvert: true,
      files: { fileName: '家长会通知.mov', mimeType: 'video/quicktime', stream: streamOf(sampleMp4(10_000)) },
    };
    const answer = await files.receiveChunk(input, { session, db, log });
    await files.startHousekeeping(log)();
    return { answer, info: await files.info(db, answer.fileId!), files, db, log };
  }

  it('keeps the H.264 MP4 and a poster frame as files of their own, linked from the original', async () => {
    const { answer, info, files, db } = await uploadVideo(madeByFfmpeg);
    expect(answer.conversion).toBe('pending');
    expect(info).toMatchObject({ conversion: 'done', convertedFileId: expect.any(Number), posterFileId: expect.any(Number) });
    expect(await files.info(db, info.convertedFileId!)).toMatchObject({ originalName: '家长会通知.mp4', contentType: 'video/mp4', visibility: 'private', conversion: 'none' });
    expect(await files.info(db, info.posterFileId!)).toMatchObject({ originalName: '家长会通知.jpg', contentType: 'image/jpeg', size: 2048 });
  });

  it('records a failed conversion and keeps the original', async () => {
    const { info, log } = await uploadVideo(brokenFfmpeg);
    expect(info).toMatchObject({ conversion: 'failed', convertedFileId: null, posterFileId: null, contentType: 'video/mp4' });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ fileId: info.fileId }), 'video conversion failed');
  });
});
