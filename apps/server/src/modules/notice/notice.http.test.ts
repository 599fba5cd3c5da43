import { DataScope, ErrorCode, NoticeAudience, NoticeReceivers, NoticeStatus, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { samplePng } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const J = '/javaApi/notice/';
const L = '/api/Notice/';

/**
 * Story: the principal publishes notices to the whole school, a grade, classes or the staff, now or
 * later; teachers open them and the principal sees who has and has not read each; a 本班 teacher
 * publishes to their own class only; edits of a published notice are kept.
 */
describe.each(testDialects)('notices on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let plainTeacher: string;
  let classTeacher: string;
  let classTeacherId: number;
  let colleague: string;
  let colleagueId: number;
  let small1: { gradeId: number; classId: number; childId: number };
  let small2: { classId: number; childId: number };
  let guardianOf1: number;

  /** `null` calls without a session. */
  const java = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = admin) => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
    return (await t.call(method, `${J}${action}`, { ...(token ? { token } : {}), ...(query ? { query } : { body: input }) })).body;
  };
  const ok = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown> = {}, token: string | null = admin) => {
    const answer = await java(method, action, input, token);
    expect(answer.code, answer.message).toBe(200);
    return answer.data;
  };
  const legacy = async (method: 'GET' | 'POST', action: string, input: Record<string, unknown>, token = admin) => {
    const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
    return (await t.call(method, `${L}${action}`, { token, ...(query ? { query } : { body: input }) })).body;
  };

  const notice = (overrides: Record<string, unknown> = {}) => ({
    title: '关于寒假放假安排的通知',
    content: '<p>寒假自<strong>1月22日</strong>起。</p>',
    audienceType: NoticeAudience.SCHOOL,
    receiverType: NoticeReceivers.BOTH,
    ...overrides,
  });
  const add = async (overrides: Record<string, unknown> = {}, token = admin) => (await ok('POST', 'add', notice(overrides), token)).noticeId as number;
  const detail = (noticeId: number, token = admin) => ok('GET', 'getNoticeInfo', { noticeId }, token);
  const listed = async (input: Record<string, unknown> = {}, token = admin) => (await ok('GET', 'getSchoolNoticeList', { pageSize: 200, ...input }, token)) as { list: any[]; total: number };

  async function upload(kind: string, token = admin) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), '通知.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: kind, offset: '0', isLast: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    return response.json().Data.FileId as number;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { schoolA } = t.schools;
    const yearId = await t.make.schoolYear(schoolA);
    small1 = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明');
    small2 = await t.make.classWithChild(schoolA, yearId, '小二班', '李小红');
    guardianOf1 = await t.make.guardian(schoolA, small1.childId, { name: '王妈妈', phone: '13900000001' });
    await t.make.guardian(schoolA, small2.childId, { name: '李爸爸', phone: '13900000002' });
    // A 本班 teacher of 小一班, and a colleague of 小二班 with the whole school.
    const classRole = await t.make.role(schoolA, ['SchoolDynamic.Notification'], '班级教师');
    await t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', classRole).execute();
    classTeacherId = await t.make.teacher(schoolA, { phone: '13700000011', roleId: classRole, name: '小一班老师' });
    const wideRole = await t.make.role(schoolA, ['SchoolDynamic.Notification'], '全园教师');
    colleagueId = await t.make.teacher(schoolA, { phone: '13700000012', roleId: wideRole, name: '小二班老师' });
    await t.db
      .insertInto('classTeacher')
      .values([
        { schoolId: schoolA, classId: small1.classId, teacherId: classTeacherId, position: 1 },
        { schoolId: schoolA, classId: small2.classId, teacherId: colleagueId, position: 1 },
      ])
      .execute();
    [admin, adminB, plainTeacher, classTeacher, colleague] = await Promise.all([
      t.login(t.people.adminA.phone),
      t.login(t.people.adminB.phone),
      t.login(t.people.teacherA.phone),
      t.login('13700000011'),
      t.login('13700000012'),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes a notice with sanitised rich text, lists it as 已发布 and shows it in full', async () => {
    const noticeId = await add({ content: '<p>寒假自<strong>1月22日</strong>起。</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">点我</a>' });
    const shown = await detail(noticeId);
    expect(shown).toMatchObject({
      noticeId,
      title: '关于寒假放假安排的通知',
      audienceType: NoticeAudience.SCHOOL,
      receiverType: NoticeReceivers.BOTH,
      audienceText: '全园 · 家长和教职工',
      publisherName: '甲园长',
      status: NoticeStatus.PUBLISHED,
      attachments: [],
      videoFileId: null,
      readByMe: false,
      editable: true,
    });
    expect(shown.content).toContain('<strong>1月22日</strong>');
    expect(shown.content).not.toMatch(/<script|onerror|javascript:/i);
    const row = (await listed()).list.find((item) => item.noticeId === noticeId);
    expect(row).toMatchObject({ summary: expect.stringContaining('寒假自1月22日起'), status: NoticeStatus.PUBLISHED, readCount: 0, editCount: 0 });
    // Everyone on staff (four in school A) and both families.
    expect(row.unreadCount).toBe(6);
  });

  it('takes the legacy family’s PascalCase add, update and edit form', async () => {
    const added = await legacy('POST', 'AddNotice', { Title: '家长会通知', Content: '<p>周四下午开家长会</p>', AudienceType: NoticeAudience.CLASSES, ClassIds: [small1.classId], ReceiverType: NoticeReceivers.FAMILIES });
    expect(added).toMatchObject({ ResponseStatus: 1, Data: { NoticeId: expect.any(Number) } });
    const noticeId = added.Data.NoticeId;
    const form = (await legacy('GET', 'GetNoticeForUpdate', { NoticeId: noticeId })).Data;
    expect(form).toMatchObject({ NoticeId: noticeId, Title: '家长会通知', AudienceType: NoticeAudience.CLASSES, ClassIds: [small1.classId], GradeIds: [], ReceiverType: NoticeReceivers.FAMILIES, AttachmentFileIds: [] });
    const updated = await legacy('POST', 'UpdateNotice', { ...form, Title: '家长会时间调整', ClassIds: `${small1.classId},${small2.classId}` });
    expect(updated.ResponseStatus).toBe(1);
    expect(await detail(noticeId)).toMatchObject({ title: '家长会时间调整', audienceText: '小一班、小二班 · 家长', classIds: [small1.classId, small2.classId] });
    expect((await legacy('GET', 'GetNoticeDetail', { NoticeId: noticeId })).Data.Title).toBe('家长会时间调整');
  });

  it('refuses bad input in Chinese, naming the field', async () => {
    expect(await java('POST', 'add', notice({ title: ' ' }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 title 请填写通知标题', field: 'title' });
    expect(await java('POST', 'add', notice({ content: '<script>alert(1)</script><p> </p>' }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请填写通知内容', field: 'content' });
    expect(await java('POST', 'add', notice({ audienceType: NoticeAudience.GRADES }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请选择年级', field: 'gradeIds' });
    expect(await java('POST', 'add', notice({ audienceType: NoticeAudience.CLASSES, classIds: [999_999] }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '班级（编号999999）不存在' });
    expect((await java('POST', 'add', notice({ audienceType: 9 }))).code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await java('POST', 'add', notice({ publishAt: '明天' }))).message).toBe('参数 publishAt 发布时间格式应为 YYYY-MM-DD HH:mm');
    expect((await java('POST', 'add', notice({ title: '通'.repeat(51) }))).message).toBe('参数 title 通知标题最多50字');
    const photo = await upload('StaffPhoto');
    expect((await java('POST', 'add', notice({ attachmentFileIds: [photo] }))).message).toBe(`文件（编号${photo}）须为通知附件`);
    expect((await java('GET', 'getNoticeInfo', {})).message).toBe('缺少参数 noticeId');
    expect((await java('GET', 'getSchoolNoticeList', { startDate: '2026-12-01', endDate: '2026-11-01' })).code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps attachments and a video, and refuses what is not the caller’s school', async () => {
    const attachment = await upload('NoticeAttachment');
    const noticeId = await add({ attachmentFileIds: [attachment] });
    expect((await detail(noticeId)).attachments).toEqual([{ fileId: attachment, fileName: '通知.png', fileType: 'png', size: 2048 }]);
    const otherSchools = await upload('NoticeAttachment', adminB);
    expect((await java('POST', 'add', notice({ attachmentFileIds: [otherSchools] }))).message).toBe(`文件（编号${otherSchools}）不存在`);
    expect((await java('POST', 'add', notice({ videoFileId: attachment }))).message).toBe(`文件（编号${attachment}）须为通知视频`);
  });

  it('schedules a notice for later: 待发布 until its time, filtered by status, not readable yet', async () => {
    const later = new Date(t.clock.now().getTime() + 3 * 24 * 3600_000).toISOString();
    const noticeId = await add({ title: '读书节活动', publishAt: later });
    const shown = await detail(noticeId);
    expect(shown).toMatchObject({ status: NoticeStatus.SCHEDULED, publishAt: later });
    expect((await listed({ status: NoticeStatus.SCHEDULED })).list.map((row) => row.noticeId)).toEqual([noticeId]);
    expect((await listed({ status: NoticeStatus.PUBLISHED })).list.map((row) => row.noticeId)).not.toContain(noticeId);
    expect((await java('POST', 'read', { noticeId }, colleague)).message).toBe('通知尚未发布');
    // Edits before it goes out leave no history.
    await ok('POST', 'update', { ...notice({ title: '读书节活动安排' }), noticeId, publishAt: later });
    expect((await ok('GET', 'getEditHistory', { noticeId })).list).toEqual([]);
    // A time in the past, or none, publishes now.
    const now = await add({ title: '立即发布', publishAt: '2020-01-01 08:00' });
    expect((await detail(now)).status).toBe(NoticeStatus.PUBLISHED);
  });

  it('filters by time, audience, publisher and keyword', async () => {
    const staffOnly = await add({ title: '教职工例会', audienceType: NoticeAudience.STAFF, receiverType: NoticeReceivers.FAMILIES });
    expect(await detail(staffOnly)).toMatchObject({ receiverType: NoticeReceivers.STAFF, audienceText: '全体教职工' });
    expect((await listed({ audienceType: NoticeAudience.STAFF })).list.map((row) => row.noticeId)).toEqual([staffOnly]);
    expect((await listed({ keyword: '例会' })).list.map((row) => row.noticeId)).toEqual([staffOnly]);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await listed({ startDate: today, endDate: today })).list.map((row) => row.noticeId)).toContain(staffOnly);
    expect((await listed({ startDate: '2020-01-01', endDate: '2020-01-31' })).total).toBe(0);
    const publishers = (await ok('GET', 'getPublisherList')).list;
    expect(publishers).toContainEqual({ publisherId: t.people.adminA.id, publisherName: '甲园长' });
    expect((await listed({ publisherId: t.people.adminA.id })).total).toBeGreaterThan(0);
    expect((await listed({ publisherId: colleagueId })).total).toBe(0);
  });

  it('counts who read it once each, and lists who has not', async () => {
    const noticeId = await add({ title: '安全提醒', audienceType: NoticeAudience.CLASSES, classIds: [small1.classId] });
    const before = await ok('GET', 'getReadList', { noticeId });
    expect(before).toMatchObject({ readCount: 0, unreadCount: 2, total: 2 });
    expect(before.list).toEqual([
      { readerType: 1, readerId: classTeacherId, name: '小一班老师', description: '教职工', phone: '13700000011', readAt: null },
      { readerType: 2, readerId: guardianOf1, name: '王妈妈', description: '王小明（小一班）', phone: '13900000001', readAt: null },
    ]);
    const first = await ok('POST', 'read', { noticeId }, classTeacher);
    const again = await ok('POST', 'read', { noticeId }, classTeacher);
    expect(again.readAt).toBe(first.readAt);
    expect(await detail(noticeId)).toMatchObject({ readCount: 1, unreadCount: 1, readByMe: false });
    expect(await detail(noticeId, classTeacher)).toMatchObject({ readByMe: true });
    const read = await ok('GET', 'getReadList', { noticeId, readStatus: 1 });
    expect(read.list).toEqual([expect.objectContaining({ readerId: classTeacherId, readAt: first.readAt })]);
    expect((await ok('GET', 'getReadList', { noticeId, readerType: 2 })).list.map((row: { name: string }) => row.name)).toEqual(['王妈妈']);
    // Someone outside the audience opening it changes no count.
    await ok('POST', 'read', { noticeId });
    expect((await listed()).list.find((row) => row.noticeId === noticeId)).toMatchObject({ readCount: 1, unreadCount: 1 });
    expect((await legacy('GET', 'GetNoticeReadList', { NoticeId: noticeId, ReadStatus: 0 })).Data).toMatchObject({ ReadCount: 1, UnreadCount: 1, Total: 1 });
  });

  it('keeps the history of edits once published: who, when and what it said', async () => {
    const noticeId = await add({ title: '运动会通知', content: '<p>周五举行</p>' });
    t.clock.advance(60);
    await ok('POST', 'update', { ...notice({ title: '运动会延期通知', content: '<p>延期到下周五</p>' }), noticeId });
    t.clock.advance(60);
    await ok('POST', 'update', { ...notice({ title: '运动会延期通知', content: '<p>延期到下周五上午</p>' }), noticeId }, colleague);
    const history = (await ok('GET', 'getEditHistory', { noticeId })).list;
    expect(history).toEqual([
      { editId: expect.any(Number), editorId: colleagueId, editorName: '小二班老师', editedAt: expect.any(String), previousTitle: '运动会延期通知', previousContent: '<p>延期到下周五</p>' },
      { editId: expect.any(Number), editorId: t.people.adminA.id, editorName: '甲园长', editedAt: expect.any(String), previousTitle: '运动会通知', previousContent: '<p>周五举行</p>' },
    ]);
    expect(history[0].editedAt > history[1].editedAt).toBe(true);
    expect((await listed()).list.find((row) => row.noticeId === noticeId).editCount).toBe(2);
    expect((await legacy('GET', 'GetNoticeEditHistory', { NoticeId: noticeId })).Data.List).toHaveLength(2);
  });

  it('deletes a notice with its receipts and history', async () => {
    const noticeId = await add({ title: '待删除的通知' });
    await ok('POST', 'read', { noticeId }, colleague);
    await ok('POST', 'update', { ...notice({ title: '待删除的通知（改）' }), noticeId });
    expect(await ok('POST', 'delete', { noticeId })).toEqual({ success: true });
    expect((await java('GET', 'getNoticeInfo', { noticeId })).message).toBe('通知不存在');
    expect((await java('POST', 'delete', { noticeId })).message).toBe('通知不存在');
    const receipts = await t.db.selectFrom('readReceipt').select('id').where('targetType', '=', 'notice').where('targetId', '=', noticeId).execute();
    expect(receipts).toEqual([]);
    expect((await t.db.selectFrom('noticeEdit').select('id').where('noticeId', '=', noticeId).execute())).toEqual([]);
    expect((await legacy('POST', 'DeleteNotice', { NoticeId: await add() })).ResponseStatus).toBe(1);
  });

  it('keeps a school’s notices from another school', async () => {
    const noticeId = await add({ title: '甲园的通知' });
    expect((await java('GET', 'getNoticeInfo', { noticeId }, adminB)).message).toBe('通知不存在');
    expect((await java('POST', 'read', { noticeId }, adminB)).message).toBe('通知不存在');
    expect((await java('GET', 'getReadList', { noticeId }, adminB)).message).toBe('通知不存在');
    expect((await java('GET', 'getEditHistory', { noticeId }, adminB)).message).toBe('通知不存在');
    expect((await java('POST', 'update', { ...notice(), noticeId }, adminB)).message).toBe('通知不存在');
    expect((await java('POST', 'delete', { noticeId }, adminB)).message).toBe('通知不存在');
    expect((await legacy('GET', 'GetNoticeForUpdate', { NoticeId: noticeId }, adminB)).ErrorMessage).toBe('通知不存在');
    expect((await listed({}, adminB)).total).toBe(0);
    expect((await java('POST', 'add', notice({ audienceType: NoticeAudience.CLASSES, classIds: [small1.classId] }), adminB)).message).toBe(`班级（编号${small1.classId}）不存在`);
  });

  it('refuses every call without a session or without 通知动态', async () => {
    const noticeId = await add();
    const calls: [method: 'GET' | 'POST', action: string, input: Record<string, unknown>][] = [
      ['GET', 'getSchoolNoticeList', {}],
      ['GET', 'getPublisherList', {}],
      ['GET', 'getNoticeInfo', { noticeId }],
      ['POST', 'add', notice()],
      ['POST', 'update', { ...notice(), noticeId }],
      ['POST', 'delete', { noticeId }],
      ['POST', 'read', { noticeId }],
      ['GET', 'getReadList', { noticeId }],
      ['GET', 'getEditHistory', { noticeId }],
    ];
    for (const [method, action, input] of calls) {
      expect((await java(method, action, input, null)).code, action).toBe(ErrorCode.MISSING_TOKEN);
      expect((await java(method, action, input, plainTeacher)).code, action).toBe(ErrorCode.NOT_ALLOWED);
    }
    expect((await legacy('GET', 'GetNoticeForUpdate', { NoticeId: noticeId }, plainTeacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  describe('a 本班 teacher', () => {
    it('publishes to their own class only', async () => {
      const own = await add({ title: '小一班通知', audienceType: NoticeAudience.CLASSES, classIds: [small1.classId] }, classTeacher);
      expect((await detail(own, classTeacher)).editable).toBe(true);
      expect(await java('POST', 'add', notice(), classTeacher)).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '您的数据范围是本班，只能向所带的班级发布通知', field: 'audienceType' });
      expect(await java('POST', 'add', notice({ audienceType: NoticeAudience.STAFF }), classTeacher)).toMatchObject({ field: 'audienceType' });
      expect(await java('POST', 'add', notice({ audienceType: NoticeAudience.GRADES, gradeIds: [small1.gradeId] }), classTeacher)).toMatchObject({ field: 'audienceType' });
      expect(await java('POST', 'add', notice({ audienceType: NoticeAudience.CLASSES, classIds: [small1.classId, small2.classId] }), classTeacher)).toMatchObject({
        code: ErrorCode.INVALID_PARAMS,
        message: '只能向您数据范围内的班级发布通知',
        field: 'classIds',
      });
      await ok('POST', 'update', { ...notice({ title: '小一班通知（改）', audienceType: NoticeAudience.CLASSES, classIds: [small1.classId] }), noticeId: own }, classTeacher);
      expect((await java('POST', 'update', { ...notice(), noticeId: own }, classTeacher)).field).toBe('audienceType');
    });

    it('sees the whole school’s, the staff’s and their classes’ notices, and changes none of the others', async () => {
      const school = await add({ title: '全园通知' });
      const staff = await add({ title: '教职工通知', audienceType: NoticeAudience.STAFF });
      const grade = await add({ title: '小班通知', audienceType: NoticeAudience.GRADES, gradeIds: [small1.gradeId] });
      const both = await add({ title: '两个班的通知', audienceType: NoticeAudience.CLASSES, classIds: [small1.classId, small2.classId] });
      const other = await add({ title: '小二班通知', audienceType: NoticeAudience.CLASSES, classIds: [small2.classId] });
      const seen = (await listed({}, classTeacher)).list;
      const ids = seen.map((row) => row.noticeId);
      expect(ids).toEqual(expect.arrayContaining([school, staff, grade, both]));
      expect(ids).not.toContain(other);
      // Classes beyond their data scope stay unnamed, as everywhere in the console.
      expect(seen.find((row) => row.noticeId === both)).toMatchObject({ editable: false, audienceText: '小一班 · 家长和教职工' });
      expect((await java('GET', 'getNoticeInfo', { noticeId: other }, classTeacher)).message).toBe('通知不存在');
      expect((await java('POST', 'read', { noticeId: other }, classTeacher)).message).toBe('通知不存在');
      for (const noticeId of [school, both]) {
        expect((await java('POST', 'delete', { noticeId }, classTeacher)).code).toBe(ErrorCode.NOT_ALLOWED);
        expect((await java('POST', 'update', { ...notice({ audienceType: NoticeAudience.CLASSES, classIds: [small1.classId] }), noticeId }, classTeacher)).code).toBe(ErrorCode.NOT_ALLOWED);
      }
      // Their read counts reach the staff and their own class's families only.
      expect((await detail(school, classTeacher)).unreadCount).toBeLessThan((await detail(school)).unreadCount);
    });
  });
});
