import { ErrorCode } from '@yuanwu/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type LegacyAnswer } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { sampleExe, samplePdf, samplePng, sampleWav } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadInChunks } from '../../test/uploads.js';

const D = '/api/Drawbook/';


/**
 * Story: the principal builds the school's picture book library: a book of pictures for 小班 and a
 * PDF book for 大班, finds them by grade and by name or author, edits one (the pages it drops leave
 * the store unless another book shows them) and deletes them; another school and a role without
 * 绘本 never reach any of it.
 */
describe.each(testDialects)('picture books on %s', (dialect) => {
  let t: TestApp;
  const tokens = { admin: '', adminB: '', teacher: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens.admin = await t.login(t.people.adminA.phone);
    tokens.adminB = await t.login(t.people.adminB.phone);
    tokens.teacher = await t.login(t.people.teacherA.phone);
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = tokens.admin) =>
    (await send(t, method, `${D}${action}`, input, token)) as LegacyAnswer;
  const ok = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token = tokens.admin) => {
    const answer = await call(method, action, input, token);
    expect(answer.ErrorMessage, `${action} ${JSON.stringify(input)}`).toBe('');
    return answer.Data;
  };

  let pictureCount = 0;
  /** A picture (or another file) uploaded as kind DrawBook; answers its id. */
  async function upload(bytes: Buffer = samplePng(2048 + (pictureCount += 1)), fileName = `第${pictureCount}页.png`, token = tokens.admin): Promise<number> {
    const { fileId, last } = await uploadInChunks(t, { kind: 'DrawBook', bytes, fileName, token });
    expect(last.ErrorMessage).toBe('');
    return fileId!;
  }
  const book = async (overrides: Record<string, unknown> = {}) => ({
    DrawbookName: '好饿的毛毛虫',
    GradeId: 2,
    Author: '艾瑞·卡尔',
    Introduction: '一条毛毛虫吃呀吃，最后变成了美丽的蝴蝶。',
    CoverFileId: await upload(),
    PageFileIds: [await upload(), await upload(), await upload()],
    ...overrides,
  });
  const add = async (overrides: Record<string, unknown> = {}) => (await ok('POST', 'AddDrawbook', await book(overrides))).DrawbookId as number;
  const names = (list: { DrawbookName: string }[]) => list.map((row) => row.DrawbookName);
  /** Whether a file's row and its bytes are still kept. */
  async function kept(fileId: number, storageKey: string) {
    const row = await t.db.selectFrom('file').select('id').where('id', '=', fileId).executeTakeFirst();
    return { row: Boolean(row), bytes: existsSync(path.join(t.config.dataDir, 'files', ...storageKey.split('/'))) };
  }
  const storageKeyOf = async (fileId: number) => (await t.db.selectFrom('file').select('storageKey').where('id', '=', fileId).executeTakeFirstOrThrow()).storageKey;

  it('adds a book of pictures and a PDF book, lists them newest first, counts them and filters by grade and by name or author', async () => {
    const pictures = await book();
    const caterpillarId = await ok('POST', 'AddDrawbook', pictures).then((data: { DrawbookId: number }) => data.DrawbookId);
    const pdf = await upload(samplePdf(40_000), '小小建筑师.pdf');
    const builderId = await add({ DrawbookName: '小小建筑师', GradeId: 4, Author: '大班建构区', Introduction: '', PageFileIds: [pdf] });

    const list = await ok('GET', 'GetDrawbookList', { SearchContent: '' });
    expect(names(list)).toEqual(['小小建筑师', '好饿的毛毛虫']);
    expect(list[1]).toMatchObject({
      DrawbookId: caterpillarId,
      SchoolId: t.schools.schoolA,
      GradeId: 2,
      GradeName: '小班',
      Author: '艾瑞·卡尔',
      CoverFileId: pictures.CoverFileId,
      PageType: 1,
      PageTypeName: '图片',
      PageCount: 3,
      AdderId: t.people.adminA.id,
      AdderName: '甲园长',
    });
    expect(list[0]).toMatchObject({ DrawbookId: builderId, GradeName: '大班', PageType: 2, PageTypeName: 'PDF', PageCount: 1, Introduction: '' });

    expect(names(await ok('GET', 'GetDrawbookList', { GradeId: 2 }))).toEqual(['好饿的毛毛虫']);
    expect(names(await ok('GET', 'GetDrawbookList', { SearchContent: '卡尔' }))).toEqual(['好饿的毛毛虫']);
    expect(names(await ok('GET', 'GetDrawbookList', { SearchContent: '建筑' }))).toEqual(['小小建筑师']);
    expect(names(await ok('GET', 'GetDrawbookList', { GradeId: 3 }))).toEqual([]);
    expect(names(await ok('GET', 'GetDrawbookList', { StartNum: 2, EndNum: 2 }))).toEqual(['好饿的毛毛虫']);
    expect(await ok('GET', 'GetDrawbookListNum', {})).toEqual({ Count: 2 });
    expect(await ok('GET', 'GetDrawbookListNum', { GradeId: 4, SearchContent: '建构', SchoolId: t.schools.schoolA })).toEqual({ Count: 1 });
    expect(await ok('GET', 'GetDrawbookGrades')).toEqual([
      { GradeId: 2, GradeName: '小班', Count: 1 },
      { GradeId: 4, GradeName: '大班', Count: 1 },
    ]);

    const single = await ok('GET', 'GetSingleDrawbook', { DrawbookId: caterpillarId });
    expect(single.Cover).toMatchObject({ FileId: pictures.CoverFileId, FileType: 'png' });
    expect(single.Pages.map((page: { FileId: number }) => page.FileId)).toEqual(pictures.PageFileIds);
    expect((await ok('GET', 'GetSingleDrawbook', { DrawbookId: builderId })).Pages).toEqual([{ FileId: pdf, FileName: '小小建筑师.pdf', FileType: 'pdf', Size: 40_000 }]);

    // A page opens through its signed link, as the console's preview does.
    const signed = (await t.call('GET', '/javaApi/file/getSignedUrl', { token: tokens.admin, query: { fileId: String(pictures.PageFileIds[0]) } })).body.data.url as string;
    const served = await t.app.inject({ method: 'GET', url: signed });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('takes only pictures for the cover, and pictures or one PDF for the pages, of kind DrawBook uploaded by the one who saves', async () => {
    const pdf = await upload(samplePdf(5000), '绘本.pdf');
    const refusal = async (overrides: Record<string, unknown>) => {
      const answer = await call('POST', 'AddDrawbook', await book(overrides));
      expect(answer.ResponseStatus, JSON.stringify(answer)).toBe(2);
      return { code: answer.ErrorCode, message: answer.ErrorMessage, field: answer.ErrorField };
    };
    expect(await refusal({ CoverFileId: pdf })).toEqual({ code: ErrorCode.INVALID_PARAMS, message: '封面须为图片（jpg、png、gif、webp）', field: 'CoverFileId' });
    expect(await refusal({ PageFileIds: [pdf, await upload()] })).toMatchObject({ message: '绘本内容为 PDF 时只能是一个 PDF 文件；多页图片请都上传为图片', field: 'PageFileIds' });
    expect(await refusal({ PageFileIds: [] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 pageFileIds 请上传绘本内容（图片或一个PDF）' });
    const page = await upload();
    expect(await refusal({ PageFileIds: [page, page] })).toMatchObject({ message: '同一个文件不能重复添加' });
    expect(await refusal({ PageFileIds: [2_000_000] })).toMatchObject({ message: '文件（编号2000000）不存在' });

    // A file of another kind, and a picture someone else uploaded, are not the book's to take.
    const song = (await uploadInChunks(t, { kind: 'Music', bytes: sampleWav(1), fileName: '儿歌.wav', token: tokens.admin })).fileId!;
    expect(await refusal({ PageFileIds: [song] })).toMatchObject({ message: `文件（编号${song}）须为绘本` });
    const librarians = await t.make.role(t.schools.schoolA, ['ResourceManage.Drawbook'], '图书管理员');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000021', roleId: librarians, name: '图书老师' });
    const theirs = await upload(undefined, undefined, await t.login('13700000021'));
    expect(await refusal({ CoverFileId: theirs })).toMatchObject({ message: `文件（编号${theirs}）不是您上传的，请重新上传后再添加` });

    // Fields as the schema words them.
    expect(await refusal({ GradeId: 6 })).toMatchObject({ field: 'GradeId' });
    expect(await refusal({ DrawbookName: '' })).toMatchObject({ message: '参数 drawbookName 请填写绘本名称' });
    expect(await refusal({ DrawbookName: '毛毛虫🐛' })).toMatchObject({ field: 'DrawbookName' });
    expect(await refusal({ Author: '作'.repeat(31) })).toMatchObject({ message: '参数 author 作者最多30字' });
    expect((await call('GET', 'GetDrawbookList', { StartNum: 5, EndNum: 4 })).ErrorField).toBe('EndNum');
    expect((await call('GET', 'GetDrawbookList', { StartNum: 1, EndNum: 201 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('GET', 'GetDrawbookList', { GradeId: 'x' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('refuses a disguised file at upload: a program named as a picture is no picture book page', async () => {
    const { last } = await uploadInChunks(t, { kind: 'DrawBook', bytes: sampleExe(4096), fileName: '封面.jpg', token: tokens.admin });
    expect(last).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '绘本只能是 jpg、png、gif、webp、pdf 格式，该文件实际是 exe 格式' });
    const chunk = await uploadInChunks(t, { kind: 'DrawBook', bytes: samplePng(1024 * 1024 + 10), fileName: '大图.png', token: tokens.admin, chunkBytes: 1024 * 1024 + 10 });
    expect(chunk.last.ErrorMessage).toBe('每个分片不能超过 1MB');
  });

  it('edits a book: the files it lets go leave the store, those another book shows stay', async () => {
    const shared = await upload();
    const original = await book({ DrawbookName: '秋天的画', GradeId: 3 });
    const drawbookId = await ok('POST', 'AddDrawbook', { ...original, PageFileIds: [...original.PageFileIds, shared] }).then((data: { DrawbookId: number }) => data.DrawbookId);
    const otherId = await add({ DrawbookName: '树叶贴画', GradeId: 3, PageFileIds: [shared] });
    const [oldCover, firstPage, secondPage] = [original.CoverFileId, original.PageFileIds[0], original.PageFileIds[1]] as number[];
    const keys = new Map(await Promise.all([oldCover!, firstPage!, secondPage!, shared].map(async (id) => [id, await storageKeyOf(id)] as const)));
    expect(await kept(oldCover!, keys.get(oldCover!)!)).toEqual({ row: true, bytes: true });

    const newCover = await upload();
    await ok('POST', 'UpdateDrawbook', { DrawbookId: drawbookId, DrawbookName: '秋天的画（修订）', GradeId: 5, Author: '', Introduction: '', CoverFileId: newCover, PageFileIds: [secondPage, shared] });
    const single = await ok('GET', 'GetSingleDrawbook', { DrawbookId: drawbookId });
    expect(single).toMatchObject({ DrawbookName: '秋天的画（修订）', GradeId: 5, GradeName: '其他', Author: '', CoverFileId: newCover, PageCount: 2 });
    expect(single.Pages.map((page: { FileId: number }) => page.FileId)).toEqual([secondPage, shared]);
    expect(await kept(oldCover!, keys.get(oldCover!)!)).toEqual({ row: false, bytes: false });
    expect(await kept(firstPage!, keys.get(firstPage!)!)).toEqual({ row: false, bytes: false });
    expect(await kept(secondPage!, keys.get(secondPage!)!)).toEqual({ row: true, bytes: true });
    expect((await t.call('GET', '/javaApi/file/getFileInfo', { token: tokens.admin, query: { fileId: String(oldCover) } })).body.message).toBe('文件不存在');

    await ok('POST', 'DelDrawbook', { DrawbookId: drawbookId });
    expect(await kept(secondPage!, keys.get(secondPage!)!)).toEqual({ row: false, bytes: false });
    expect(await kept(shared, keys.get(shared)!)).toEqual({ row: true, bytes: true });
    expect((await call('GET', 'GetSingleDrawbook', { DrawbookId: drawbookId })).ErrorMessage).toBe('绘本不存在');
    expect((await call('POST', 'DelDrawbook', { DrawbookId: drawbookId })).ErrorMessage).toBe('绘本不存在');
    await ok('POST', 'DelDrawbook', { DrawbookId: otherId });
    expect(await kept(shared, keys.get(shared)!)).toEqual({ row: false, bytes: false });
  });

  it('keeps another school’s books and files out of reach', async () => {
    const drawbookId = await add({ DrawbookName: '甲园的绘本' });
    const ownFile = await upload();
    const inB = await ok('GET', 'GetDrawbookList', {}, tokens.adminB);
    expect(names(inB)).not.toContain('甲园的绘本');
    expect(await ok('GET', 'GetDrawbookListNum', {}, tokens.adminB)).toEqual({ Count: 0 });
    expect(await ok('GET', 'GetDrawbookGrades', {}, tokens.adminB)).toEqual([]);
    expect((await call('GET', 'GetDrawbookList', { SchoolId: t.schools.schoolA }, tokens.adminB)).ErrorMessage).toBe('园所不存在');
    expect((await call('GET', 'GetSingleDrawbook', { DrawbookId: drawbookId }, tokens.adminB)).ErrorMessage).toBe('绘本不存在');
    expect((await call('POST', 'DelDrawbook', { DrawbookId: drawbookId }, tokens.adminB)).ErrorMessage).toBe('绘本不存在');
    const theirs = { DrawbookName: '乙园', GradeId: 1, CoverFileId: ownFile, PageFileIds: [ownFile] };
    expect((await call('POST', 'UpdateDrawbook', { DrawbookId: drawbookId, ...theirs }, tokens.adminB)).ErrorMessage).toBe('绘本不存在');
    expect((await call('POST', 'AddDrawbook', theirs, tokens.adminB)).ErrorMessage).toBe(`文件（编号${ownFile}）不存在`);
    expect(names(await ok('GET', 'GetDrawbookList', { SearchContent: '甲园' }))).toEqual(['甲园的绘本']);
  });

  it('answers only a session whose role grants 绘本', async () => {
    expect((await call('GET', 'GetDrawbookList', {}, null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    expect((await call('POST', 'AddDrawbook', await book(), null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    for (const [method, action] of [
      ['GET', 'GetDrawbookList'],
      ['GET', 'GetDrawbookListNum'],
      ['GET', 'GetDrawbookGrades'],
      ['GET', 'GetSingleDrawbook'],
      ['POST', 'AddDrawbook'],
      ['POST', 'UpdateDrawbook'],
      ['POST', 'DelDrawbook'],
    ] as const) {
      expect((await call(method, action, { DrawbookId: 1 }, tokens.teacher)).ErrorCode, action).toBe(ErrorCode.NOT_ALLOWED);
    }
    const { last } = await uploadInChunks(t, { kind: 'DrawBook', bytes: samplePng(2048), fileName: '封面.png', token: tokens.teacher });
    expect(last).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '当前角色无权上传绘本' });
  });
});
