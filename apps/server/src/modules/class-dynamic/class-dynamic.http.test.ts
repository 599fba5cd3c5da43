import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';
import { DynamicCheckStatus as CheckStatus } from '@yuanwu/shared';

const ALBUM = '/api/Student4/GetStudentAlbumList';
/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');

type Item = { Date: string; ClassName: string; MediaType: number; AlbumName: string | null; DynamicContent: string | null; FileId: number | null };

/**
 * 陈小雨 joined 小一班 on 1 October and moved to 小二班 on 10 November (the first day out of 小一班):
 * the photos and videos of 小一班 from 1 October to 9 November and of 小二班 from 10 November are hers,
 * each day counted in China's time.
 */
describe.each(testDialects)('a child’s album on %s', (dialect) => {
  let s: TeachingApp;
  let chen: number;
  let photo: number;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    s.t.clock.advance((NOW - s.t.clock.now().getTime()) / 1000);
    const { schoolA, schoolB } = s.t.schools;
    chen = await s.t.make.childInClass(schoolA, s.own.classId, '陈小雨', { since: '2026-10-01' });
    const moved = await s.legacy('/api/Student4/JoinNewClass', { StudentId: chen, NewYearId: s.yearId, NewClassId: s.other.classId, JoinDate: '2026-11-10' }, s.tokens.admin);
    expect(moved.ResponseStatus).toBe(1);
    photo = await s.upload('ChildPhoto', s.tokens.admin, '秋游.png');

    const classOne = { classId: s.own.classId, teacherId: s.teacherId };
    const classTwo = { classId: s.other.classId, teacherId: s.otherTeacherId };
    // Before she joined: the evening of 30 September in China.
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-09-30T15:30:00.000Z', photos: 3 });
    // Her first day, half an hour after midnight in China.
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-09-30T16:30:00.000Z', photos: 2 });
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-10-20T03:00:00.000Z', photos: 4, checkStatus: CheckStatus.REJECTED });
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-10-21T03:00:00.000Z', photos: 4, checkStatus: CheckStatus.PENDING });
    await s.t.make.classAlbum(schoolA, { ...classOne, name: '秋游', createdAt: '2026-10-25T03:00:00.000Z', photos: 3, fileIds: [photo] });
    // Her last evening in 小一班, then the morning she had left it.
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-11-09T15:30:00.000Z', videos: 1 });
    await s.t.make.classPost(schoolA, { ...classOne, createdAt: '2026-11-10T01:00:00.000Z', photos: 5 });
    // 小二班 before and after she came.
    await s.t.make.classPost(schoolA, { ...classTwo, createdAt: '2026-11-05T03:00:00.000Z', photos: 2 });
    await s.t.make.classPost(schoolA, { ...classTwo, createdAt: '2026-11-12T03:00:00.000Z', photos: 1, videos: 1 });
    await s.t.make.classPost(schoolB, { classId: s.foreign.classId, teacherId: s.t.people.adminB.id, createdAt: '2026-11-12T03:00:00.000Z', photos: 2 });
  });
  afterAll(() => s.t.close());

  const album = async (query: Record<string, string | number>, token: string | null = s.tokens.admin) =>
    (await s.t.call('GET', ALBUM, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) })).body;
  const shown = (items: Item[]) => items.map((item) => `${item.Date} ${item.ClassName} ${item.MediaType === 2 ? '视频' : '照片'}`);

  it('shows the approved posts’ and the albums’ media of her classes while she was in them, newest first', async () => {
    const answer = await album({ StudentId: chen });
    expect(answer).toMatchObject({ ResponseStatus: 1, Data: { Total: 8, PhotoCount: 6, VideoCount: 2 } });
    const items = answer.Data.List as Item[];
    expect(shown(items)).toEqual([
      '2026-11-12 小二班 照片',
      '2026-11-12 小二班 视频',
      '2026-11-09 小一班 视频',
      '2026-10-25 小一班 照片',
      '2026-10-25 小一班 照片',
      '2026-10-25 小一班 照片',
      '2026-10-01 小一班 照片',
      '2026-10-01 小一班 照片',
    ]);
    expect(items[0]).toEqual({
      MediaId: expect.any(Number),
      MediaType: 1,
      ClassId: s.other.classId,
      ClassName: '小二班',
      AlbumId: null,
      AlbumName: null,
      DynamicId: expect.any(Number),
      DynamicContent: '今天的户外活动',
      TeacherName: '小二班老师',
      CreatedAt: '2026-11-12T03:00:00.000Z',
      Date: '2026-11-12',
      FileId: null,
      FileType: null,
    });
    expect(items[3]).toMatchObject({ AlbumName: '秋游', DynamicId: null, DynamicContent: null, TeacherName: '小一班老师', FileId: photo, FileType: 'png' });
    expect(items[4]).toMatchObject({ AlbumName: '秋游', FileId: null });
  });

  it('keeps to the interval’s school days and pages', async () => {
    const november = await album({ StudentId: chen, StartDate: '2026-11-01', EndDate: '2026-11-30' });
    expect(november.Data).toMatchObject({ Total: 3, PhotoCount: 1, VideoCount: 2 });
    const firstDay = await album({ StudentId: chen, StartDate: '2026-10-01', EndDate: '2026-10-01' });
    expect(shown(firstDay.Data.List)).toEqual(['2026-10-01 小一班 照片', '2026-10-01 小一班 照片']);
    expect((await album({ StudentId: chen, EndDate: '2026-09-30' })).Data).toMatchObject({ List: [], Total: 0, PhotoCount: 0, VideoCount: 0 });
    const second = await album({ StudentId: chen, PageIndex: 2, PageSize: 3 });
    expect(second.Data.Total).toBe(8);
    expect((second.Data.List as Item[]).map((item) => item.AlbumName)).toEqual(['秋游', '秋游', '秋游']);
  });

  it('gives a child still in 小一班 all its shared media since the start of the year', async () => {
    expect((await album({ StudentId: s.own.childId })).Data).toMatchObject({ Total: 14, PhotoCount: 13, VideoCount: 1 });
  });

  it('refuses bad input', async () => {
    expect(await album({ StudentId: 'abc' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS });
    expect((await album({ StudentId: chen, StartDate: '2026-11-30', EndDate: '2026-11-01' })).ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await album({ StudentId: chen, PageIndex: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('needs a session and a role granting 幼儿信息', async () => {
    expect(await album({ StudentId: chen }, null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
    expect((await album({ StudentId: chen }, s.tokens.teacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('does not reach another school’s child', async () => {
    expect(await album({ StudentId: s.foreign.childId })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '幼儿不存在' });
    expect((await album({ StudentId: chen }, s.tokens.adminB)).ErrorMessage).toBe('幼儿不存在');
  });
});
