import { DataScope, DynamicCheckStatus, ErrorCode, MediaType } from '@yuanwu/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { sampleExe, sampleMp4, samplePng } from '../../test/sample-files.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';
import { uploadInChunks } from '../../test/uploads.js';

const C = '/api/ClassDynamic4/';
const J = '/javaApi/classDynamic/';
const MB = 1024 * 1024;

type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: any };

/**
 * Story: the 小一班 teacher posts the class's day from the teachers' app; the school (甲园长) checks
 * each post before families see it, passes or refuses it with a reason, takes out a photo, deletes a
 * post. The 小二班 teacher, a 本班 moderator and school B reach only what is theirs.
 */
describe.each(testDialects)('class dynamics and their moderation on %s', (dialect) => {
  let s: TeachingApp;
  let parent: number;
  let moderator: string;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA } = s.t.schools;
    parent = await s.t.make.guardian(schoolA, s.own.childId, { name: '王妈妈', phone: '13900000001' });
    // A moderator whose data scope is 本班, teaching 小二班.
    const role = await s.t.make.role(schoolA, ['SchoolDynamic.ClassDynamic'], '班级审核');
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', role).execute();
    const moderatorId = await s.t.make.teacher(schoolA, { phone: '13700000013', roleId: role, name: '小二班审核' });
    await s.t.db.insertInto('classTeacher').values({ schoolId: schoolA, classId: s.other.classId, teacherId: moderatorId, position: 2 }).execute();
    moderator = await s.t.login('13700000013');
  });
  afterAll(() => s.t.close());

  const asQuery = (input: object) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
  const legacyGet = async (action: string, input: object, token: string | null = s.tokens.admin) =>
    (await s.t.call('GET', `${C}${action}`, { ...(token ? { token } : {}), query: asQuery(input) })).body as Answer;
  const legacyPost = (action: string, body: object, token: string | null = s.tokens.admin) => s.legacy(`${C}${action}`, body, token);
  const java = async (action: string, body: object, token: string | null = s.tokens.admin) => (await s.t.call('POST', `${J}${action}`, { ...(token ? { token } : {}), body })).body;
  const javaGet = async (action: string, token: string = s.tokens.admin) => (await s.t.call('GET', `${J}${action}`, { token })).body;

  const uploadMedia = (bytes: Buffer, fileName: string, token = s.tokens.teacher) => uploadInChunks(s.t, { kind: 'ClassMedia', bytes, fileName, token });
  const photo = async (token = s.tokens.teacher) => (await uploadMedia(samplePng(4096), '户外活动.png', token)).fileId!;
  const video = async () => (await uploadMedia(sampleMp4(8192), '户外活动.mp4')).fileId!;

  const post = async (input: object, token = s.tokens.teacher) => legacyPost('AddClassDynamic', { ClassId: s.own.classId, DynamicType: 3, Content: '今天在操场拍球', ...input }, token);
  const posted = async (input: object = {}, token = s.tokens.teacher) => {
    const answer = await post(input, token);
    expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
    return answer.Data!.DynamicId as number;
  };
  const rowOf = async (dynamicId: number, token = s.tokens.admin) => {
    const list = (await legacyGet('GetDynamicList', { PageSize: 200 }, token)).Data.List as { DynamicId: number }[];
    return list.find((row) => row.DynamicId === dynamicId) as Record<string, any> | undefined;
  };
  const albumOfOwnChild = async () => (await s.t.call('GET', '/api/Student4/GetStudentAlbumList', { token: s.tokens.admin, query: { StudentId: String(s.own.childId), PageSize: '200' } })).body.Data;
  const photoTotal = async () => (await s.t.call('GET', '/javaApi/homePage/getSchoolClassAlbumPhotoCount', { token: s.tokens.admin })).body.data.count as number;
  const storedPath = async (fileId: number) => {
    const file = await s.t.db.selectFrom('file').select('storageKey').where('id', '=', fileId).executeTakeFirstOrThrow();
    return path.join(s.t.config.dataDir, 'files', ...file.storageKey.split('/'));
  };
  const fileRow = (fileId: number) => s.t.db.selectFrom('file').select('id').where('id', '=', fileId).executeTakeFirst();

  it('keeps a teacher’s post from families until the school passes it: the child’s album and the photo total follow the check', async () => {
    const photos = [await photo(), await photo()];
    const clip = await video();
    const before = { album: (await albumOfOwnChild()).Total as number, photos: await photoTotal() };
    const answer = await post({ FileIds: [...photos, clip] });
    expect(answer).toMatchObject({ ResponseStatus: 1, Data: { DynamicId: expect.any(Number), CheckStatus: DynamicCheckStatus.PENDING } });
    const dynamicId = answer.Data!.DynamicId as number;

    expect(await rowOf(dynamicId)).toMatchObject({
      ClassName: '小一班',
      DynamicType: 3,
      TypeName: '户外活动',
      Content: '今天在操场拍球',
      TeacherName: '小一班老师',
      CheckStatus: 0,
      CheckStatusName: '待审核',
      CheckerName: null,
      PhotoCount: 2,
      VideoCount: 1,
      MediaList: [
        { MediaType: MediaType.PHOTO, FileId: photos[0], FileType: 'png' },
        { MediaType: MediaType.PHOTO, FileId: photos[1], FileType: 'png' },
        { MediaType: MediaType.VIDEO, FileId: clip, FileType: 'mp4' },
      ].map((media) => expect.objectContaining(media)),
    });
    expect((await albumOfOwnChild()).Total).toBe(before.album);
    expect(await photoTotal()).toBe(before.photos);

    const checked = await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: DynamicCheckStatus.APPROVED });
    expect(checked).toMatchObject({ ResponseStatus: 1, Data: { DynamicId: dynamicId, CheckStatus: 1 } });
    expect(await rowOf(dynamicId)).toMatchObject({ CheckStatus: 1, CheckStatusName: '已通过', CheckerName: '甲园长', CheckRemark: null });
    expect((await albumOfOwnChild()).Total).toBe(before.album + 3);
    expect(await photoTotal()).toBe(before.photos + 2);

    // Taken down again, with the reason the teacher sees: families lose it once more.
    const refused = await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: DynamicCheckStatus.REJECTED, CheckRemark: '照片中有其他班级的幼儿' });
    expect(refused.Data).toEqual({ DynamicId: dynamicId, CheckStatus: 2 });
    expect(await rowOf(dynamicId)).toMatchObject({ CheckStatus: 2, CheckStatusName: '未通过', CheckRemark: '照片中有其他班级的幼儿' });
    expect((await albumOfOwnChild()).Total).toBe(before.album);
    expect(await photoTotal()).toBe(before.photos);
  });

  it('lets the school post without checks: new posts pass at once, those waiting still wait', async () => {
    expect(await javaGet('getCheckSetting', s.tokens.teacher)).toMatchObject({ code: 200, data: { needsCheck: true } });
    const waiting = await posted();
    expect(await java('setCheckSetting', { needsCheck: false })).toMatchObject({ code: 200, data: { needsCheck: false } });
    expect((await legacyGet('GetCheckSetting', {}, s.tokens.teacher)).Data).toEqual({ NeedsCheck: false });
    const answer = await java('addClassDynamic', { classId: s.own.classId, dynamicType: 1, content: '午餐吃得很香' }, s.tokens.teacher);
    expect(answer).toMatchObject({ code: 200, data: { checkStatus: DynamicCheckStatus.APPROVED } });
    expect(await rowOf(answer.data.dynamicId)).toMatchObject({ CheckStatus: 1, CheckerName: null });
    expect(await rowOf(waiting)).toMatchObject({ CheckStatus: 0 });
    expect((await legacyPost('SetCheckSetting', { NeedsCheck: 1 })).Data).toEqual({ NeedsCheck: true });
    expect((await post({})).Data!.CheckStatus).toBe(DynamicCheckStatus.PENDING);
  });

  it('lists posts newest first, filtered by class, type, status, date and words, with the waiting ones counted', async () => {
    const other = await posted({ ClassId: s.other.classId, DynamicType: 2, Content: '科学小实验：会变色的水' }, s.tokens.otherTeacher);
    const page = await legacyGet('GetDynamicList', { PageSize: 2 });
    expect(page.Data.List.map((row: { DynamicId: number }) => row.DynamicId)[0]).toBe(other);
    expect(page.Data.List).toHaveLength(2);
    const everything = (await legacyGet('GetDynamicList', { PageSize: 200 })).Data;
    expect(everything.Total).toBe(everything.List.length);
    expect(everything.PendingCount).toBe(everything.List.filter((row: { CheckStatus: number }) => row.CheckStatus === 0).length);

    const byClass = await java('getDynamicList', { classId: s.other.classId, pageSize: 50 });
    expect(byClass.data.list.map((row: { dynamicId: number }) => row.dynamicId)).toEqual([other]);
    const byType = (await legacyGet('GetDynamicList', { DynamicType: 2, PageSize: 50 })).Data.List;
    expect(byType.map((row: { DynamicId: number }) => row.DynamicId)).toEqual([other]);
    const byWords = (await legacyGet('GetDynamicList', { SearchKey: '变色', PageSize: 50 })).Data.List;
    expect(byWords.map((row: { DynamicId: number }) => row.DynamicId)).toEqual([other]);
    const byAuthor = (await legacyGet('GetDynamicList', { SearchKey: '小二班老师', PageSize: 50 })).Data.List;
    expect(byAuthor.map((row: { DynamicId: number }) => row.DynamicId)).toEqual([other]);
    const passed = (await legacyGet('GetDynamicList', { CheckStatus: 1, PageSize: 50 })).Data;
    expect(passed.List.every((row: { CheckStatus: number }) => row.CheckStatus === 1)).toBe(true);
    expect(passed.Total).toBe(passed.List.length);
    expect(passed.PendingCount).toBe(everything.PendingCount);
    const pending = (await legacyGet('GetDynamicList', { CheckStatus: 0, PageSize: 50 })).Data;
    expect(pending.Total).toBe(everything.PendingCount);

    const today = s.day(0);
    expect((await legacyGet('GetDynamicList', { StartDate: today, EndDate: today, PageSize: 200 })).Data.Total).toBe(everything.Total);
    expect((await legacyGet('GetDynamicList', { EndDate: s.day(-1), PageSize: 200 })).Data.Total).toBe(0);
    expect((await legacyGet('GetDynamicList', { YearId: s.yearId, GradeId: s.own.gradeId, PageSize: 200 })).Data.Total).toBe(everything.Total);
    expect((await javaGet('getClassDynamicTypeList', s.tokens.teacher)).data).toHaveLength(5);
    expect((await legacyGet('GetClassDynamicTypeList', {}, s.tokens.teacher)).Data).toEqual([
      { DynamicType: 1, TypeName: '日常生活' },
      { DynamicType: 2, TypeName: '教学活动' },
      { DynamicType: 3, TypeName: '户外活动' },
      { DynamicType: 4, TypeName: '节日活动' },
      { DynamicType: 5, TypeName: '其他' },
    ]);
  });

  it('shows who liked a post and the comments as they went, replies naming whom they answer', async () => {
    const dynamicId = await posted();
    await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 1 });
    const { schoolA } = s.t.schools;
    const at = (minutes: number) => new Date(s.t.clock.now().getTime() + minutes * 60_000).toISOString();
    await s.t.make.parentInteraction(schoolA, { kind: 'like', guardianId: parent, dynamicId, createdAt: at(1) });
    await s.t.make.parentInteraction(schoolA, { kind: 'comment', guardianId: parent, dynamicId, createdAt: at(2) });
    const question = await s.t.db.selectFrom('comment').select('id').where('targetId', '=', dynamicId).where('targetType', '=', 'classDynamic').executeTakeFirstOrThrow();
    await s.t.db
      .insertInto('comment')
      .values({ schoolId: schoolA, targetType: 'classDynamic', targetId: dynamicId, authorType: 1, authorId: s.teacherId, content: '谢谢家长', replyToId: question.id, createdAt: at(3) })
      .execute();

    expect(await rowOf(dynamicId)).toMatchObject({ LikeCount: 1, CommentCount: 2 });
    const detail = await legacyGet('GetRecordAppraiseDetail', { DynamicId: dynamicId });
    expect(detail.Data).toEqual({
      DynamicId: dynamicId,
      LikeCount: 1,
      CommentCount: 2,
      LikeList: [{ AuthorType: 2, AuthorId: parent, AuthorName: '王妈妈', CreatedAt: at(1) }],
      CommentList: [
        { CommentId: question.id, AuthorType: 2, AuthorId: parent, AuthorName: '王妈妈', Content: '谢谢老师', ReplyToId: null, ReplyToName: null, CreatedAt: at(2) },
        { CommentId: expect.any(Number), AuthorType: 1, AuthorId: s.teacherId, AuthorName: '小一班老师', Content: '谢谢家长', ReplyToId: question.id, ReplyToName: '王妈妈', CreatedAt: at(3) },
      ],
    });
  });

  it('takes single photos out of a post, their files out of the store once nothing shows them', async () => {
    const [first, second] = [await photo(), await photo()];
    const dynamicId = await posted({ FileIds: [first, second] });
    const [firstMedia, secondMedia] = (await rowOf(dynamicId))!.MediaList as { MediaId: number; FileId: number }[];
    // The second photo is in an album too, as its own row: its file stays while the album shows it.
    await s.t.make.classAlbum(s.t.schools.schoolA, { classId: s.own.classId, teacherId: s.teacherId, createdAt: s.t.clock.now().toISOString(), photos: 1, fileIds: [second] });
    const [firstPath, secondPath] = [await storedPath(first), await storedPath(second)];
    expect(existsSync(firstPath)).toBe(true);

    const removed = await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [firstMedia!.MediaId] });
    expect(removed).toMatchObject({ ResponseStatus: 1, Data: { Success: true } });
    expect((await rowOf(dynamicId))!.MediaList).toEqual([expect.objectContaining({ MediaId: secondMedia!.MediaId })]);
    expect(existsSync(firstPath)).toBe(false);
    expect(await fileRow(first)).toBeUndefined();

    await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: String(secondMedia!.MediaId) }, s.tokens.admin);
    expect((await rowOf(dynamicId))!.MediaList).toEqual([]);
    expect(existsSync(secondPath)).toBe(true);
    expect(await fileRow(second)).toEqual({ id: second });
  });

  it('keeps text or a picture in a post: its last photo goes only with the post', async () => {
    const only = await photo();
    const dynamicId = await posted({ Content: '', FileIds: [only] });
    const [media] = (await rowOf(dynamicId))!.MediaList as { MediaId: number }[];
    const answer = await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [media!.MediaId] });
    expect(answer).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '这条动态没有文字，不能删除它全部的照片和视频；如不再需要，请删除整条动态' });
    expect((await rowOf(dynamicId))!.MediaList).toHaveLength(1);
  });

  it('deletes a post with its likes and comments; its files leave the store unless another record shows them', async () => {
    const [own, shared] = [await photo(), await photo()];
    const dynamicId = await posted({ FileIds: [own, shared] });
    const albumId = await s.t.make.classAlbum(s.t.schools.schoolA, { classId: s.own.classId, teacherId: s.teacherId, createdAt: s.t.clock.now().toISOString(), photos: 1, fileIds: [shared] });
    // A photo posted and filed in the album at once: it stays in the album.
    const [, sharedMedia] = (await rowOf(dynamicId))!.MediaList as { MediaId: number }[];
    await s.t.db.updateTable('classMedia').set({ albumId }).where('id', '=', sharedMedia!.MediaId).execute();
    await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 1 });
    await s.t.make.parentInteraction(s.t.schools.schoolA, { kind: 'like', guardianId: parent, dynamicId, createdAt: s.t.clock.now().toISOString() });
    await s.t.make.parentInteraction(s.t.schools.schoolA, { kind: 'comment', guardianId: parent, dynamicId, createdAt: s.t.clock.now().toISOString() });
    const ownPath = await storedPath(own);

    // The class's own teacher may delete it, as the school may; the other class's teacher may not.
    expect(await java('delClassDynamic', { dynamicId }, s.tokens.otherTeacher)).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '您不是小一班本学年的教师，不能删除这个班级的动态' });
    expect(await java('delClassDynamic', { dynamicId }, s.tokens.teacher)).toMatchObject({ code: 200, data: { success: true } });
    expect(await rowOf(dynamicId)).toBeUndefined();
    expect(await s.t.db.selectFrom('comment').select('id').where('targetType', '=', 'classDynamic').where('targetId', '=', dynamicId).execute()).toEqual([]);
    expect(await s.t.db.selectFrom('contentLike').select('id').where('targetType', '=', 'classDynamic').where('targetId', '=', dynamicId).execute()).toEqual([]);
    expect(existsSync(ownPath)).toBe(false);
    expect(await fileRow(own)).toBeUndefined();
    expect(await fileRow(shared)).toEqual({ id: shared });
    const inAlbum = await s.t.db.selectFrom('classMedia').select(['id', 'dynamicId']).where('albumId', '=', albumId).execute();
    expect(inAlbum).toHaveLength(2);
    expect(inAlbum).toContainEqual({ id: sharedMedia!.MediaId, dynamicId: null });
    expect(inAlbum.every((row) => row.dynamicId === null)).toBe(true);
    expect((await java('delClassDynamic', { dynamicId })).message).toBe('班级动态不存在');
  });

  it('refuses media that is disguised, oversize, of another kind or another teacher’s, and more than a post carries', async () => {
    const disguised = await uploadMedia(sampleExe(20 * 1024), '合影.jpg');
    expect(disguised.last).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级照片和视频只能是 jpg、png、gif、webp、mp4、mov、m4v、webm、avi 格式，该文件实际是 exe 格式' });
    const huge = await uploadMedia(samplePng(11 * MB), '全景.png');
    expect(huge.fileId).toEqual(expect.any(Number));
    expect((await post({ FileIds: [huge.fileId] })).ErrorMessage).toBe('照片「全景.png」超过 10MB，请压缩后重新上传');
    const childPhoto = await s.upload('ChildPhoto', s.tokens.admin);
    expect((await post({ FileIds: [childPhoto] }, s.tokens.admin)).ErrorMessage).toBe(`文件（编号${childPhoto}）须为班级照片和视频`);
    const theirs = await photo(s.tokens.otherTeacher);
    expect((await post({ FileIds: [theirs] })).ErrorMessage).toBe(`文件（编号${theirs}）不是您上传的，请重新上传后再添加`);
    const ten = await Promise.all(Array.from({ length: 10 }, () => photo()));
    expect((await post({ FileIds: ten })).ErrorMessage).toBe('一条动态最多9张照片');
    expect((await post({ FileIds: [await video(), await video()] })).ErrorMessage).toBe('一条动态最多1个视频');
    expect((await post({ FileIds: [ten[0], ten[0]] })).ErrorMessage).toBe('同一个文件不能重复添加');
  });

  it('refuses bad input', async () => {
    expect(await post({ ClassId: undefined })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 classId' });
    expect((await post({ DynamicType: 9 })).ErrorMessage).toBe('参数 dynamicType 动态类型为1至5');
    expect((await post({ Content: '', FileIds: [] })).ErrorMessage).toBe('参数 content 请填写动态内容或添加照片、视频');
    expect((await post({ Content: '好'.repeat(1001) })).ErrorMessage).toBe('参数 content 动态内容最多1000字');
    const dynamicId = await posted();
    expect((await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 2 })).ErrorMessage).toBe('参数 checkRemark 请填写不通过的原因');
    expect((await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 0 })).ErrorMessage).toBe('参数 checkStatus 审核结果为1（通过）或2（不通过）');
    expect((await legacyPost('CheckDynamic', { DynamicId: 'abc', CheckStatus: 1 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await legacyGet('GetDynamicList', { CheckStatus: 5 })).ErrorMessage).toBe('参数 checkStatus 审核状态为0（待审核）、1（已通过）或2（未通过）');
    expect((await legacyGet('GetDynamicList', { StartDate: '2026-11-30', EndDate: '2026-11-01' })).ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await legacyGet('GetDynamicList', { PageSize: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await legacyGet('GetRecordAppraiseDetail', {})).ErrorMessage).toBe('缺少参数 dynamicId');
    expect((await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [] })).ErrorMessage).toBe('参数 mediaIds 请选择要删除的照片或视频');
    expect((await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [999999] })).ErrorMessage).toBe('照片或视频不存在');
    expect((await java('delClassDynamic', {})).message).toBe('缺少参数 dynamicId');
    expect((await java('setCheckSetting', { needsCheck: 'maybe' })).code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('needs a session, and 班级动态 for the school’s moderation', async () => {
    const dynamicId = await posted();
    expect(await legacyGet('GetDynamicList', {}, null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
    expect((await post({}, null as unknown as string)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    expect((await java('delClassDynamic', { dynamicId }, null)).code).toBe(ErrorCode.MISSING_TOKEN);
    for (const answer of [
      await legacyGet('GetDynamicList', {}, s.tokens.teacher),
      await legacyGet('GetRecordAppraiseDetail', { DynamicId: dynamicId }, s.tokens.teacher),
      await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 1 }, s.tokens.teacher),
      await legacyPost('SetCheckSetting', { NeedsCheck: 0 }, s.tokens.teacher),
    ]) {
      expect(answer.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    }
    expect(await post({}, s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小一班本学年的教师，不能为这个班级发布动态' });
    const [media] = (await rowOf((await posted({ FileIds: [await photo()] }))))!.MediaList as { MediaId: number }[];
    expect((await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [media!.MediaId] }, s.tokens.otherTeacher)).ErrorMessage).toBe(
      '您不是小一班本学年的教师，不能删除这个班级的照片和视频',
    );
  });

  it('keeps a moderator of 本班 to their classes’ posts, and the school’s setting out of their reach', async () => {
    const own = await posted();
    const theirs = await posted({ ClassId: s.other.classId }, s.tokens.otherTeacher);
    const list = (await legacyGet('GetDynamicList', { PageSize: 200 }, moderator)).Data.List as { ClassName: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((row) => row.ClassName))).toEqual(new Set(['小二班']));
    expect((await legacyPost('CheckDynamic', { DynamicId: theirs, CheckStatus: 1 }, moderator)).ResponseStatus).toBe(1);
    expect(await legacyPost('SetCheckSetting', { NeedsCheck: 0 }, moderator)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '班级动态是否需要审核由全园管理，您的角色数据范围不是全园' });
    expect((await legacyPost('CheckDynamic', { DynamicId: own, CheckStatus: 1 }, moderator)).ErrorMessage).toBe('班级动态不存在');
    expect((await legacyGet('GetRecordAppraiseDetail', { DynamicId: own }, moderator)).ErrorMessage).toBe('班级动态不存在');
    expect((await java('delClassDynamic', { dynamicId: own }, moderator)).message).toBe('班级动态不存在');
  });

  it('never reaches another school’s posts, media and files', async () => {
    const file = await photo();
    const dynamicId = await posted({ FileIds: [file] });
    const [media] = (await rowOf(dynamicId))!.MediaList as { MediaId: number }[];
    const adminB = s.tokens.adminB;
    expect((await legacyGet('GetDynamicList', { PageSize: 200 }, adminB)).Data).toMatchObject({ List: [], Total: 0, PendingCount: 0 });
    expect((await legacyGet('GetRecordAppraiseDetail', { DynamicId: dynamicId }, adminB)).ErrorMessage).toBe('班级动态不存在');
    expect((await legacyPost('CheckDynamic', { DynamicId: dynamicId, CheckStatus: 1 }, adminB)).ErrorMessage).toBe('班级动态不存在');
    expect((await java('delClassDynamic', { dynamicId }, adminB)).message).toBe('班级动态不存在');
    expect((await s.legacy('/api/Teacher4ClassAlbum/DelPhotoAndVideo', { MediaIds: [media!.MediaId] }, adminB)).ErrorMessage).toBe('照片或视频不存在');
    expect((await post({ ClassId: s.foreign.classId, FileIds: [file] }, adminB)).ErrorMessage).toBe(`文件（编号${file}）不存在`);
    expect((await post({ ClassId: s.own.classId }, adminB)).ErrorMessage).toBe('班级不存在');
    expect((await java('setCheckSetting', { needsCheck: false }, adminB)).code).toBe(200);
    expect((await javaGet('getCheckSetting')).data).toEqual({ needsCheck: true });
    expect(await rowOf(dynamicId)).toMatchObject({ CheckStatus: 0, MediaList: [expect.objectContaining({ FileId: file })] });
  });
});
