import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const N = '/javaApi/news/';
const C = '/javaApi/comment/';
const DAY = 24 * 60 * 60;

/** Known ways of getting script into HTML: none may come back out of an article. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">点我</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">段落</p>',
  '<a href="JaVaScRiPt:alert(1)">大小写</a>',
  '<img src="javascript:alert(1)">',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<p style="background:url(javascript:alert(1))">样式</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据</a>',
];

describe.each(testDialects)('school news and comments on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let teacher: string;
  let branch: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminB, teacher, branch] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone), t.login(t.people.teacherA.phone), t.login(t.people.adminA.phone)]);
    await t.call('POST', '/javaApi/school/switchSchool', { token: branch, body: { schoolId: t.schools.branchA } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token: string | null = admin) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const get = (url: string, query: Record<string, unknown> = {}, token: string | null = admin) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  /** The data of a successful answer of either family. */
  const ok = (body: Record<string, any>) => {
    if ('ResponseStatus' in body) {
      expect(body.ErrorMessage ?? '').toBe('');
      return body.Data;
    }
    expect(body.message === 'success' ? '' : body.message).toBe('');
    return body.data;
  };
  const today = () => new Date(t.clock.now().getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
  const article = (fields: object = {}) => ({
    title: '秋季运动会',
    author: '甲园长',
    summary: '亲子运动会',
    content: '<p>孩子们<strong>奔跑</strong>吧</p>',
    limitGradeLevel: [1, 2, 3, 4],
    limitUserType: [1, 2],
    activeDate: today(),
    isPublish: true,
    ...fields,
  });
  const add = async (fields: object = {}, token = admin) => ok((await post(`${N}addOrUpdate`, article(fields), token)).body).newsId as number;
  const list = async (query: Record<string, unknown> = {}, token = admin) => ok((await get(`${N}getArticleList`, query, token)).body);

  it('adds, lists, reads and edits an article on both families, recording the reader', async () => {
    const newsId = await add({ coverImg: '/javaApi/file/download?fileId=1', linkUrl: 'https://example.com/a' });
    const page = await list({ keyword: '秋季' });
    expect(page.list[0]).toMatchObject({ newsId, title: '秋季运动会', status: 1, statusName: '已发布', isOwn: true, readCount: 0, commentCount: 0, isTop: 0 });
    const detail = ok((await get(`${N}getArticleInfo`, { newsId })).body);
    expect(detail).toMatchObject({ content: '<p>孩子们<strong>奔跑</strong>吧</p>', linkUrl: 'https://example.com/a', readCount: 1, limitSchoolList: [t.schools.schoolA] });
    expect(detail.unreadList.map((person: { name: string }) => person.name)).toEqual(['甲老师']);

    const legacy = await post('/api/News/AddOrUpdateArticle', { NewsId: newsId, ...article({ title: '秋季运动会（更新）' }) });
    expect(legacy.body.ResponseStatus).toBe(1);
    const legacyDetail = await get('/api/News/GetArticleInfo', { NewsId: newsId });
    expect(legacyDetail.body.Data).toMatchObject({ Title: '秋季运动会（更新）', ReadCount: 1 });
    expect(ok((await get(`${N}getUserTypes`)).body)).toEqual([{ id: 1, name: '教师' }, { id: 2, name: '家长' }]);
  });

  it('keeps drafts and scheduled articles apart by status', async () => {
    const draft = await add({ title: '草稿新闻', isPublish: false });
    const later = await add({ title: '定时新闻', activeDate: '2999-01-01' });
    expect((await list({ status: 3 })).list.map((row: { newsId: number }) => row.newsId)).toContain(draft);
    expect((await list({ status: 2 })).list.map((row: { newsId: number }) => row.newsId)).toEqual([later]);
    expect((await list({ status: 1 })).list.map((row: { newsId: number }) => row.newsId)).not.toContain(draft);
    expect((await post(`${N}addIndexShow`, { newsId: draft, topEndDate: today() })).body.message).toBe('草稿不能置顶，请先发布');
  });

  it('refuses bad input with 1000001 and the field', async () => {
    const refusals: [object, string][] = [
      [article({ title: '' }), 'title'],
      [article({ linkUrl: 'javascript:alert(1)' }), 'linkUrl'],
      [article({ linkUrl: 'ftp://example.com' }), 'linkUrl'],
      [article({ coverImg: 'javascript:alert(1)' }), 'coverImg'],
      [article({ limitUserType: [3] }), 'limitUserType.0'],
      [article({ limitGradeLevel: [] }), 'limitGradeLevel'],
      [article({ activeDate: '2026-02-30' }), 'activeDate'],
      [article({ content: '<script>alert(1)</script>' }), 'content'],
    ];
    for (const [body, field] of refusals) {
      const { body: answer } = await post(`${N}addOrUpdate`, body);
      expect(answer.code, field).toBe(ErrorCode.INVALID_PARAMS);
      expect(answer.field ?? field, JSON.stringify(answer)).toBe(field);
    }
    expect((await get(`${N}getArticleInfo`, { newsId: 'x' })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('answers nothing without a session, and refuses a role without 园所新闻', async () => {
    expect((await get(`${N}getArticleList`, {}, null)).body.code).not.toBe(200);
    expect((await post(`${C}addComment`, { newsId: 1, content: '好' }, null)).body.code).not.toBe(200);
    expect((await get(`${N}getArticleList`, {}, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('keeps another school’s articles unreachable', async () => {
    const newsId = await add({ title: '甲园内部新闻' });
    expect((await list({}, adminB)).list).toEqual([]);
    expect((await get(`${N}getArticleInfo`, { newsId }, adminB)).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post(`${N}delete`, { newsId }, adminB)).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post(`${N}addOrUpdate`, article({ newsId, title: '改写' }), adminB)).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(`${C}getCommentList`, { newsId }, adminB)).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('lets a head school publish to its branch, which reads it but cannot change it, and keeps a branch to itself', async () => {
    expect(ok((await get(`${N}getBranchSchools`)).body).map((school: { schoolId: number }) => school.schoolId)).toEqual([t.schools.schoolA, t.schools.branchA]);
    expect(ok((await get(`${N}getBranchSchools`, {}, branch)).body)).toEqual([{ schoolId: t.schools.branchA, schoolName: '甲幼儿园分园' }]);
    const shared = await add({ title: '集团新闻', limitSchoolList: [t.schools.schoolA, t.schools.branchA] });
    const headOnly = await add({ title: '总园新闻' });
    const seen = (await list({}, branch)).list;
    expect(seen.map((row: { newsId: number }) => row.newsId)).toContain(shared);
    expect(seen.map((row: { newsId: number }) => row.newsId)).not.toContain(headOnly);
    expect(seen.find((row: { newsId: number }) => row.newsId === shared)).toMatchObject({ isOwn: false, publishSchoolName: '甲幼儿园' });
    expect((await post(`${N}delete`, { newsId: shared }, branch)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await get(`${N}getArticleInfo`, { newsId: headOnly }, branch)).body.code).toBe(ErrorCode.INVALID_PARAMS);

    const refused = (await post(`${N}addOrUpdate`, article({ limitSchoolList: [t.schools.schoolA] }), branch)).body;
    expect(refused).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '分园只能发布到本园' });
    expect((await post(`${N}addOrUpdate`, article({ limitSchoolList: [t.schools.schoolB] }))).body.code).toBe(ErrorCode.INVALID_PARAMS);
    const own = await add({ title: '分园新闻' }, branch);
    expect((await list({}, admin)).list.map((row: { newsId: number }) => row.newsId)).not.toContain(own);
  });

  it('sanitises every known XSS payload sent through the add call', async () => {
    for (const payload of XSS_PAYLOADS) {
      const answer = (await post(`${N}addOrUpdate`, article({ content: `<p>正文</p>${payload}` }))).body;
      expect(answer.code, payload).toBe(200);
      const { content } = ok((await get(`${N}getArticleInfo`, { newsId: answer.data.newsId })).body);
      expect(content, payload).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<object|<svg|data:text/i);
      expect(content).toContain('<p>正文</p>');
    }
    const preview = ok((await post(`${N}preview`, article({ content: '<p><b>粗体</b><img src="/javaApi/file/download?fileId=3" onerror="x()"></p>' }))).body);
    expect(preview.content).toBe('<p><b>粗体</b><img src="/javaApi/file/download?fileId=3" /></p>');
  });

  it('orders pinned articles first until their end date passes, and pins at most three at once', async () => {
    const ids = [await add({ title: '置顶一' }), await add({ title: '置顶二' }), await add({ title: '置顶三' }), await add({ title: '置顶四' })];
    const soon = today();
    ok((await post(`${N}addIndexShow`, { newsId: ids[0], topEndDate: soon })).body);
    const first = (await list()).list[0];
    expect(first).toMatchObject({ newsId: ids[0], isTop: 1, topEndDate: soon });
    expect((await post(`${N}addIndexShow`, { newsId: ids[1], topEndDate: '2000-01-01' })).body.field).toBe('topEndDate');
    ok((await post('/api/News/AddIndexShow', { NewsId: ids[1], TopEndDate: '2999-12-31' })).body);
    ok((await post(`${N}addIndexShow`, { newsId: ids[2], topEndDate: '2999-12-31' })).body);
    expect((await post(`${N}addIndexShow`, { newsId: ids[3], topEndDate: '2999-12-31' })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '最多同时置顶3篇新闻，请先取消其他新闻的置顶' });

    t.clock.advance(2 * DAY);
    // Sessions expire as the days pass: sign in again.
    [admin, adminB, teacher] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone), t.login(t.people.teacherA.phone)]);
    const after = (await list()).list;
    expect(after.find((row: { newsId: number }) => row.newsId === ids[0])).toMatchObject({ isTop: 0, topEndDate: '' });
    expect(after.slice(0, 2).map((row: { newsId: number }) => row.newsId).sort()).toEqual([ids[1], ids[2]].sort());
    ok((await post(`${N}addIndexShow`, { newsId: ids[3], topEndDate: '2999-12-31' })).body);
    ok((await post(`${N}removeIndexShow`, { newsId: ids[3] })).body);
    ok((await post(`${N}removeIndexShow`, { newsId: ids[1] })).body);
    ok((await post(`${N}removeIndexShow`, { newsId: ids[2] })).body);
    expect((await list()).list.filter((row: { isTop: number }) => row.isTop)).toEqual([]);
  });

  it('comments: counts, pages, latest, edit own, moderation, limits and the opening flag', async () => {
    const newsId = await add({ title: '可评论的新闻', limitUserType: [1] });
    const { adderId } = ok((await get(`${N}getArticleInfo`, { newsId })).body);
    const mine = ok((await post(`${C}addComment`, { newsId, newsAdderId: adderId, content: '写得真好' }, teacher)).body).commentId;
    const admins = ok((await post(`${N}addComment`, { newsId, content: '谢谢大家' })).body).commentId;
    expect((await post('/api/Comment/AddComment', { NewsId: newsId, Content: '赞' })).body.ResponseStatus).toBe(1);

    expect((await get('/api/Comment/GetCommentNum', { NewsId: newsId }, teacher)).body.Data).toEqual({ Count: 3 });
    const page = ok((await get(`${C}getCommentList`, { newsId, pageIndex: 1, pageSize: 2 }, teacher)).body);
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect((await get('/api/Comment/GetCommentListByPage', { NewsId: newsId, PageSize: 10 })).body.Data.Total).toBe(3);
    const all = ok((await get(`${N}getCommentList`, { newsId }, teacher)).body).list;
    expect(all.find((row: { commentId: number }) => row.commentId === mine)).toMatchObject({ authorName: '甲老师', isMine: true, canDelete: true });
    expect(all.find((row: { commentId: number }) => row.commentId === admins)).toMatchObject({ isMine: false, canDelete: false });
    const latest = (await get('/api/Comment/GetLastestCommentList', { Count: 2 })).body.Data.List;
    expect(latest).toHaveLength(2);
    expect(latest[0].NewsTitle).toBe('可评论的新闻');
    expect((await get(`${N}getArticleList`, { keyword: '可评论' })).body.data.list[0].commentCount).toBe(3);

    expect((await post('/api/Comment/UpdateComment', { CommentId: mine, Content: '写得真好！' }, teacher)).body.ResponseStatus).toBe(1);
    expect((await post('/api/Comment/UpdateComment', { CommentId: admins, Content: '改别人的' }, teacher)).body.ErrorMessage).toBe('只能修改自己的评论');
    expect((await post(`${C}delComment`, { commentId: admins }, teacher)).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '只能删除自己的评论' });
    ok((await post(`${N}delComment`, { commentId: mine })).body);
    ok((await post('/api/Comment/DelComment', { CommentId: admins })).body);

    const tooLong = (await post(`${C}addComment`, { newsId, content: '好'.repeat(501) })).body;
    expect(tooLong).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(tooLong.message).toContain('评论内容最多500字');
    expect((await post(`${C}addComment`, { newsId, content: '你真是个白痴' })).body.message).toContain('评论含有不文明用语，请修改后再发表');
    expect((await post(`${C}addComment`, { newsId, content: '   ' })).body.message).toContain('请填写评论内容');
    expect((await post(`${C}addComment`, { newsId, newsAdderId: 999999, content: '好' })).body.code).toBe(ErrorCode.INVALID_PARAMS);

    const closed = await add({ title: '关闭评论', isAllowComment: false });
    expect((await post(`${C}addComment`, { newsId: closed, content: '好' })).body.message).toBe('该新闻未开启评论');
    const parentsOnly = await add({ title: '仅家长', limitUserType: [2] });
    expect((await post(`${C}addComment`, { newsId: parentsOnly, content: '好' }, teacher)).body.code).toBe(ErrorCode.INVALID_PARAMS);
    const other = ok((await post(`${N}addOrUpdate`, article({ title: '乙园新闻' }), adminB)).body).newsId;
    expect((await post(`${C}addComment`, { newsId: other, content: '好' })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('deletes an article with its comments and read receipts', async () => {
    const newsId = await add({ title: '将删除' });
    ok((await post(`${C}addComment`, { newsId, content: '好' })).body);
    ok((await get(`${N}getArticleInfo`, { newsId })).body);
    expect((await post('/api/News/DelArticle', { NewsId: newsId })).body.ResponseStatus).toBe(1);
    expect((await get(`${N}getArticleInfo`, { newsId })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(await t.db.selectFrom('comment').select('id').where('targetType', '=', 'news').where('targetId', '=', newsId).execute()).toEqual([]);
    expect(await t.db.selectFrom('readReceipt').select('id').where('targetType', '=', 'news').where('targetId', '=', newsId).execute()).toEqual([]);
  });
});
