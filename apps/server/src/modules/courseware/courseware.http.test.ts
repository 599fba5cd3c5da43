import { courseEndpoints, courseSeriesEndpoints, courseStaticsEndpoints, courseThemeEndpoints, coursewareEndpoints, ErrorCode, lessonEndpoints } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { samplePdf, samplePng, sampleWav } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadInChunks } from '../../test/uploads.js';

type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; ErrorField?: string; Data: any };

/**
 * Story: the principal of 甲幼儿园 builds the curriculum library (series, themes, lessons with their
 * parts), shares some lessons with the group, which its branch copies in; plans a term's timetable,
 * sees the children's attendance on the days a lesson was taught and the statistics by subject,
 * domain and target. 乙幼儿园 and a role without the screens never reach any of it.
 */
describe.each(testDialects)('the curriculum library on %s', (dialect) => {
  let t: TestApp;
  const tokens = { admin: '', adminB: '', teacher: '', colleague: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tokens.admin = await t.login(t.people.adminA.phone);
    tokens.adminB = await t.login(t.people.adminB.phone);
    tokens.teacher = await t.login(t.people.teacherA.phone);
    const librarians = await t.make.role(t.schools.schoolA, ['ResourceManage'], '课程管理员');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000031', roleId: librarians, name: '课程老师' });
    tokens.colleague = await t.login('13700000031');
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token: string | null = tokens.admin) =>
    (await send(t, method, url, input, token)) as Answer;
  const C = (action: string) => `/api/Courseware4/${action}`;
  const ok = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown> = {}, token = tokens.admin) => {
    const answer = await call(method, url, input, token);
    expect(answer.ErrorMessage, `${url} ${JSON.stringify(input)}`).toBe('');
    return answer.Data;
  };
  const refusal = async (method: 'GET' | 'POST', url: string, input: Record<string, unknown>, token = tokens.admin) => {
    const answer = await call(method, url, input, token);
    expect(answer.ResponseStatus, JSON.stringify(answer)).not.toBe(1);
    return { code: answer.ErrorCode, message: answer.ErrorMessage, field: answer.ErrorField };
  };
  const upload = async (bytes: Buffer, fileName: string, token = tokens.admin) => {
    const { fileId, last } = await uploadInChunks(t, { kind: 'Courseware', bytes, fileName, token });
    expect(last.ErrorMessage).toBe('');
    return fileId!;
  };
  const lesson = (overrides: Record<string, unknown> = {}) => ({ CoursewareName: '秋天的树叶', GradeId: 3, SubjectId: 2, Visibility: 4, ActivityType: '集体教学活动', DurationMinutes: 25, Introduction: '观察落叶', ...overrides });
  const addLesson = async (overrides: Record<string, unknown> = {}, token = tokens.admin) => (await ok('POST', C('AddCourseware'), lesson(overrides), token)).CoursewareId as number;
  const info = (coursewareId: number, token = tokens.admin) => ok('GET', C('GetCourseInfo4'), { CoursewareId: coursewareId }, token);
  const names = (page: { List: { CoursewareName: string }[] }) => page.List.map((row) => row.CoursewareName);

  it('answers the fixed lists: sources, grades, subjects with real cover pictures, activity types, the guide tree', async () => {
    expect(await ok('GET', C('GetSourceList'))).toEqual([
      { SourceId: 1, SourceName: '本园原创' },
      { SourceId: 2, SourceName: '集团共享' },
      { SourceId: 3, SourceName: '复制' },
    ]);
    expect((await ok('GET', C('GetCoursewareGrade'))).map((grade: { GradeName: string }) => grade.GradeName)).toEqual(['托班', '小班', '中班', '大班', '其他']);
    const subjects = await ok('GET', C('GetCoursewareSubject'));
    expect(subjects.map((subject: { SubjectName: string }) => subject.SubjectName)).toEqual(['健康', '科学', '艺术', '社会', '数学', '音乐', '语言', '其他']);
    for (const subject of subjects) {
      const svg = Buffer.from(subject.CoverUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="180"/);
      expect(svg).toContain(`>${subject.SubjectName}</text>`);
    }
    expect((await ok('GET', C('GetActivityTypeNameList')))[0]).toEqual({ ActivityTypeName: '集体教学活动' });
    const tree = await ok('GET', C('GetGuideTargetForSelect'), { GradeId: 3 });
    expect(tree.map((domain: { DomainName: string }) => domain.DomainName)).toEqual(['健康', '语言', '社会', '科学', '艺术']);
    const targets = tree.flatMap((domain: any) => domain.SubDomains.flatMap((sub: any) => sub.Targets));
    expect(targets).toHaveLength(32);
    expect(targets.find((target: { TargetId: number }) => target.TargetId === 401).Behaviours.length).toBeGreaterThan(0);
    expect((await ok('GET', C('GetGuideTargetForSelect')))[0].SubDomains[0].Targets[0].Behaviours).toEqual([]);
    expect((await refusal('GET', C('GetGuideTargetForSelect'), { GradeId: 9 })).field).toBe('GradeId');
  });

  it('adds a lesson, then edits each part by its own call without losing any other part', async () => {
    const cover = await upload(samplePng(3000), '封面.png');
    const coursewareId = await addLesson({ CoverFileId: cover });
    const video = await upload(samplePng(2500), '步骤图.png');
    const pdf = await upload(samplePdf(6000), '教案.pdf');
    const song = await upload(sampleWav(1), '儿歌.wav');

    await ok('POST', C('DelOrUpdateActivityPrepare'), { CoursewareId: coursewareId, ActivityPrepare: '落叶、放大镜' });
    await ok('POST', C('UpdateActivityProcess'), { CoursewareId: coursewareId, ActivityProcess: '一、观察\n二、分类' });
    await ok('POST', C('UpdateCourseTeachCase'), { CoursewareId: coursewareId, TeachCase: '乐乐发现银杏叶像扇子' });
    await ok('POST', C('UpdateCourseResource'), { CoursewareId: coursewareId, FileIds: [video, pdf, song] });
    await ok('POST', C('AddCourseGuideTarget'), { CoursewareId: coursewareId, TargetIds: '401,403' });
    const { GoalId: goalId } = await ok('POST', C('AddSingleCourseGoal'), { CoursewareId: coursewareId, Content: '能仔细观察树叶' });
    await ok('POST', C('AddSingleCourseGoal'), { CoursewareId: coursewareId, Content: '尝试分类' });
    const { PointIds: pointIds } = await ok('POST', C('AddActivityPointList'), { CoursewareId: coursewareId, PointList: [{ Content: '鼓励完整表达', TargetId: 202 }, { Content: '自然角继续观察' }] });
    expect(pointIds).toHaveLength(2);

    const before = await info(coursewareId);
    // Each part again, alone: the others are as they were.
    await ok('POST', C('DelOrUpdateActivityPrepare'), { CoursewareId: coursewareId, ActivityPrepare: '落叶、放大镜、分类盘' });
    await ok('GET', C('UpdateSingleActivityPoint'), { PointId: pointIds[1], Content: '带回自然角继续观察', TargetId: 401 });
    await ok('POST', C('UpdateSingleCourseGoal'), { GoalId: goalId, Content: '能用放大镜仔细观察树叶' });
    await ok('POST', C('UpdateCourseware'), { CoursewareId: coursewareId, ...lesson({ CoursewareName: '秋天的树叶（修订）', CoverFileId: cover }) });
    const after = await info(coursewareId);
    expect(after).toMatchObject({
      CoursewareName: '秋天的树叶（修订）',
      ActivityPrepare: '落叶、放大镜、分类盘',
      ActivityProcess: before.ActivityProcess,
      TeachCase: before.TeachCase,
      Resources: before.Resources,
      GuideTargets: before.GuideTargets,
      CoverFileId: cover,
      SubjectName: '科学',
      SourceName: '本园原创',
      IsOwn: true,
    });
    expect(after.Resources.map((file: { FileType: string }) => file.FileType)).toEqual(['png', 'pdf', 'wav']);
    expect(after.Goals).toEqual([
      { GoalId: goalId, Content: '能用放大镜仔细观察树叶' },
      { GoalId: before.Goals[1].GoalId, Content: '尝试分类' },
    ]);
    expect(after.ActivityPoints).toEqual([
      { PointId: pointIds[0], Content: '鼓励完整表达', TargetId: 202, TargetName: '愿意讲话并能清楚地表达' },
      { PointId: pointIds[1], Content: '带回自然角继续观察', TargetId: 401, TargetName: '亲近自然，喜欢探究' },
    ]);
    expect(await ok('GET', C('GetGuideTargetForCourse'), { CoursewareId: coursewareId })).toEqual([
      { TargetId: 401, DomainId: 4, DomainName: '科学', SubDomainName: '科学探究', TargetName: '亲近自然，喜欢探究' },
      { TargetId: 403, DomainId: 4, DomainName: '科学', SubDomainName: '科学探究', TargetName: '在探究中认识周围事物和现象' },
    ]);

    // Clearing a part: an empty prepare deletes it; removed goals, points and resources go alone.
    await ok('POST', C('DelOrUpdateActivityPrepare'), { CoursewareId: coursewareId, ActivityPrepare: '' });
    await ok('POST', C('DelCourseGoal'), { GoalId: goalId });
    await ok('GET', C('DelActivityPoint'), { PointId: pointIds[0] });
    await ok('POST', C('UpdateCourseResource'), { CoursewareId: coursewareId, FileIds: [pdf] });
    const cleared = await info(coursewareId);
    expect(cleared).toMatchObject({ ActivityPrepare: '', ActivityProcess: before.ActivityProcess, TeachCase: before.TeachCase, GuideTargets: before.GuideTargets });
    expect(cleared.Goals.map((goal: { Content: string }) => goal.Content)).toEqual(['尝试分类']);
    expect(cleared.ActivityPoints.map((point: { PointId: number }) => point.PointId)).toEqual([pointIds[1]]);
    expect(cleared.Resources.map((file: { FileId: number }) => file.FileId)).toEqual([pdf]);
    // The resources let go leave the store.
    expect(await t.db.selectFrom('file').select('id').where('id', '=', video).executeTakeFirst()).toBeUndefined();
  });

  it('refuses bad input, naming the field, and changes nothing', async () => {
    const coursewareId = await addLesson({ CoursewareName: '沉与浮' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ CoursewareName: '' }))).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'CoursewareName' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ SubjectId: 9 }))).toMatchObject({ message: '参数 subjectId 学科应为1至8（健康、科学、艺术、社会、数学、音乐、语言、其他）', field: 'SubjectId' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ Visibility: 5 }))).toMatchObject({ field: 'Visibility' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ GradeId: 'x' }))).toMatchObject({ field: 'GradeId' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ ActivityType: '看电视' }))).toMatchObject({ field: 'ActivityType' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ SeriesId: 999_999 }))).toMatchObject({ message: '系列不存在或已删除', field: 'SeriesId' });
    const pdf = await upload(samplePdf(3000), '不是图片.pdf');
    expect(await refusal('POST', C('AddCourseware'), lesson({ CoverFileId: pdf }))).toMatchObject({ message: '封面须为图片（jpg、png、gif、webp）', field: 'CoverFileId' });
    const music = (await uploadInChunks(t, { kind: 'Music', bytes: sampleWav(1), fileName: '歌.wav', token: tokens.admin })).fileId!;
    expect(await refusal('POST', C('UpdateCourseResource'), { CoursewareId: coursewareId, FileIds: [music] })).toMatchObject({ message: `文件（编号${music}）须为课件` });
    expect(await refusal('POST', C('AddCourseGuideTarget'), { CoursewareId: coursewareId, TargetIds: [401, 999] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringContaining('指南目标不存在') });
    expect(await refusal('POST', C('AddCourseGuideTarget'), { CoursewareId: coursewareId, TargetIds: [401, 401] })).toMatchObject({ message: expect.stringContaining('指南目标重复') });
    expect(await refusal('POST', C('AddSingleCourseGoal'), { CoursewareId: coursewareId, Content: '' })).toMatchObject({ field: 'Content' });
    expect(await refusal('POST', C('AddActivityPointList'), { CoursewareId: coursewareId, PointList: [] })).toMatchObject({ field: 'PointList' });
    expect(await refusal('POST', C('AddActivityPointList'), { CoursewareId: coursewareId, PointList: [{ Content: '好', TargetId: 150 }] })).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(await refusal('POST', C('UpdateActivityProcess'), { CoursewareId: coursewareId, ActivityProcess: '过'.repeat(5001) })).toMatchObject({ field: 'ActivityProcess' });
    expect(await refusal('GET', C('GetSchoolCoursewareV2'), { PageSize: 500 })).toMatchObject({ field: 'PageSize' });
    expect(await refusal('POST', C('DelCourseGoal'), { GoalId: 999_999 })).toMatchObject({ message: '活动目标不存在' });
    expect(await refusal('GET', C('DelActivityPoint'), { PointId: 999_999 })).toMatchObject({ message: '活动要点不存在' });
    expect(await refusal('GET', C('GetCourseInfo4'), { CoursewareId: 999_999 })).toMatchObject({ message: '课件不存在' });
    // Nothing of the refused writes was kept.
    expect(await info(coursewareId)).toMatchObject({ Goals: [], ActivityPoints: [], GuideTargets: [], Resources: [], ActivityProcess: '' });
  });

  it('lists with filters, search and paging; series and themes are deleted and resumed with their lessons', async () => {
    const { SeriesId: seriesId } = await ok('POST', C('AddSeries'), { SeriesName: '中班科学探索', GradeId: 3, Description: '动手探究' });
    const { ThemeId: themeId } = await ok('POST', C('AddCourseTheme'), { ThemeName: '交通工具', GradeId: '' });
    expect(await refusal('POST', C('AddSeries'), { SeriesName: '中班科学探索' })).toMatchObject({ message: '系列名称已存在', field: 'SeriesName' });
    const magnet = await addLesson({ CoursewareName: '神奇的磁铁', SeriesId: seriesId, ThemeId: themeId });
    await addLesson({ CoursewareName: '认识交通标志', SubjectId: 4, GradeId: 4, ThemeId: themeId });

    expect(names(await ok('GET', C('GetSchoolCoursewareV2'), { SeriesId: seriesId }))).toEqual(['神奇的磁铁']);
    expect(names(await ok('GET', C('GetSchoolCoursewareV2'), { ThemeId: themeId }))).toEqual(['认识交通标志', '神奇的磁铁']);
    expect(names(await ok('GET', C('GetSchoolCoursewareV2'), { ThemeId: themeId, SubjectId: 4, GradeId: 4 }))).toEqual(['认识交通标志']);
    expect(names(await ok('GET', C('GetSchoolCoursewareV2'), { SearchKey: '磁铁', SourceId: 1 }))).toEqual(['神奇的磁铁']);
    const paged = await ok('GET', C('GetSchoolCoursewareV2'), { ThemeId: themeId, PageIndex: 2, PageSize: 1 });
    expect([names(paged), paged.Total]).toEqual([['神奇的磁铁'], 2]);
    expect(await ok('GET', C('GetSchoolCoursewareNum'), { ThemeId: themeId })).toEqual({ Count: 2 });
    expect(await ok('GET', C('GetCourseThemesForFilter'))).toContainEqual({ ThemeId: themeId, ThemeName: '交通工具' });
    expect(await ok('GET', C('GetSchoolSeries'), { SeriesId: seriesId })).toMatchObject({ SeriesName: '中班科学探索', GradeName: '中班', CoursewareNum: 1, IsDeleted: false });
    expect(await ok('GET', C('GetSchoolSeriesCoursewareNum'), { SeriesId: seriesId })).toEqual({ Count: 1 });
    expect(names(await ok('GET', C('GetSchoolSeriesCourseware'), { SeriesId: seriesId }))).toEqual(['神奇的磁铁']);
    const counted = await ok('GET', C('GetSeriesCount'));
    expect(counted).toMatchObject({ SeriesCount: 1, DeletedSeriesCount: 0, CoursewareInSeriesCount: 1 });

    // Deleting keeps the series (and its lessons' place in it): it comes back whole.
    await ok('POST', C('DelSeries'), { SeriesId: seriesId });
    expect((await ok('GET', C('GetSeriesList'))).List).toEqual([]);
    expect((await ok('GET', C('GetSeriesList'), { IsDeleted: 1 })).List).toMatchObject([{ SeriesId: seriesId, IsDeleted: true, CoursewareNum: 1 }]);
    expect(await ok('GET', C('GetSeriesCount'))).toMatchObject({ SeriesCount: 0, DeletedSeriesCount: 1, CoursewareInSeriesCount: 0 });
    expect(await ok('GET', C('GetSchoolSeriesList'))).toEqual([]);
    expect(await refusal('POST', C('UpdateSeries'), { SeriesId: seriesId, SeriesName: '新名' })).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '系列已删除，请先恢复' });
    expect(await refusal('POST', C('AddSeries'), { SeriesName: '中班科学探索' })).toMatchObject({ message: '已删除的系列中有同名的，请恢复它或换个名称' });
    expect(await refusal('POST', C('DelSeries'), { SeriesId: seriesId })).toMatchObject({ message: '系列已删除' });
    await ok('POST', C('ResumeSeries'), { SeriesId: seriesId });
    expect(await refusal('POST', C('ResumeSeries'), { SeriesId: seriesId })).toMatchObject({ message: '系列未删除，无需恢复' });
    expect((await ok('GET', C('GetSeriesList'))).List).toMatchObject([{ SeriesId: seriesId, CoursewareNum: 1 }]);
    await ok('POST', C('UpdateSeries'), { SeriesId: seriesId, SeriesName: '中班科学小实验', GradeId: 3 });

    // Out of the series, the lesson stays in the library.
    expect(await refusal('POST', C('RemoveCourseware'), { CoursewareId: magnet, SeriesId: seriesId + 1000 })).toMatchObject({ message: '课件不在该系列中' });
    await ok('POST', C('RemoveCourseware'), { CoursewareId: magnet, SeriesId: seriesId });
    expect(await ok('GET', C('GetSchoolSeriesCoursewareNum'), { SeriesId: seriesId })).toEqual({ Count: 0 });
    expect((await info(magnet)).SeriesId).toBeNull();

    await ok('POST', C('DelCourseTheme'), { ThemeId: themeId });
    expect((await ok('GET', C('GetCourseThemeList'), { IsDeleted: true })).List).toMatchObject([{ ThemeId: themeId, ThemeName: '交通工具', CoursewareNum: 2, IsDeleted: true }]);
    expect(await ok('GET', C('GetCourseThemesForFilter'))).not.toContainEqual({ ThemeId: themeId, ThemeName: '交通工具' });
    expect(await refusal('POST', C('AddCourseware'), lesson({ ThemeId: themeId }))).toMatchObject({ message: '课程主题不存在或已删除' });
    await ok('POST', C('ResumeCourseTheme'), { ThemeId: themeId });
    await ok('POST', C('UpdateCourseTheme'), { ThemeId: themeId, ThemeName: '马路上的车', GradeId: 3 });
    expect((await ok('GET', C('GetCourseThemeList'), { SearchKey: '马路' })).List).toMatchObject([{ ThemeName: '马路上的车', GradeName: '中班', IsDeleted: false }]);
  });

  it('shares lessons by visibility across the group, copies them into the branch, and keeps another school out', async () => {
    const publicId = await addLesson({ CoursewareName: '公开课：种子发芽', Visibility: 1, SubjectId: 2 });
    const subscribedId = await addLesson({ CoursewareName: '订阅课：小小建筑师', Visibility: 2, SubjectId: 3 });
    const privateId = await addLesson({ CoursewareName: '私有课：园长的草稿', Visibility: 3 });
    const schoolId = await addLesson({ CoursewareName: '本园课：操场游戏', Visibility: 4, SubjectId: 1 });
    await ok('POST', C('AddSingleCourseGoal'), { CoursewareId: publicId, Content: '观察种子发芽' });
    await ok('POST', C('AddCourseGuideTarget'), { CoursewareId: publicId, TargetIds: [401] });
    await ok('POST', C('AddActivityPointList'), { CoursewareId: publicId, PointList: [{ Content: '每天记录', TargetId: 402 }] });
    await ok('POST', C('UpdateCourseResource'), { CoursewareId: publicId, FileIds: [await upload(samplePng(2200), '种子.png')] });

    // A colleague of the school sees the school's lessons, but not the principal's private one.
    const colleague = names(await ok('GET', C('GetSchoolCoursewareV2'), { PageSize: 200 }, tokens.colleague));
    expect(colleague).toEqual(expect.arrayContaining(['公开课：种子发芽', '订阅课：小小建筑师', '本园课：操场游戏']));
    expect(colleague).not.toContain('私有课：园长的草稿');
    expect((await call('GET', C('GetCourseInfo4'), { CoursewareId: privateId }, tokens.colleague)).ErrorMessage).toBe('课件不存在');
    expect((await call('POST', C('UpdateActivityProcess'), { CoursewareId: privateId, ActivityProcess: '改' }, tokens.colleague)).ErrorMessage).toBe('课件不存在');

    // The branch sees the group's public lessons and its head school's subscribed ones, as 集团共享.
    // A session of its own: switching moves the session it is asked by to the branch.
    const branch = await t.login(t.people.adminA.phone);
    expect((await t.call('POST', '/javaApi/school/switchSchool', { token: branch, body: { schoolId: t.schools.branchA } })).body.code).toBe(200);
    const shared = await ok('GET', C('GetSchoolCoursewareV2'), { PageSize: 200 }, branch);
    expect(names(shared).sort()).toEqual(['公开课：种子发芽', '订阅课：小小建筑师'].sort());
    expect(shared.List[0]).toMatchObject({ SourceId: 2, SourceName: '集团共享', IsOwn: false, SchoolName: '甲幼儿园', CoverFileId: null });
    expect(await ok('GET', C('GetSchoolCoursewareNum'), { SourceId: 2 }, branch)).toEqual({ Count: 2 });
    expect((await call('GET', C('GetCourseInfo4'), { CoursewareId: schoolId }, branch)).ErrorMessage).toBe('课件不存在');
    // Shared is not theirs to change: only to copy.
    expect((await call('POST', C('UpdateActivityProcess'), { CoursewareId: publicId, ActivityProcess: '改' }, branch)).ErrorMessage).toBe('课件不存在');
    expect((await call('POST', C('DelCourseware'), { CoursewareId: publicId }, branch)).ErrorMessage).toBe('课件不存在');

    const { CoursewareId: copyId } = await ok('POST', C('CopyCourseware'), { CoursewareId: publicId }, branch);
    const copy = await info(copyId, branch);
    expect(copy).toMatchObject({ CoursewareName: '公开课：种子发芽', SourceId: 3, SourceName: '复制', IsOwn: true, Visibility: 4, CopiedFromId: publicId, Resources: [] });
    expect(copy.Goals.map((goal: { Content: string }) => goal.Content)).toEqual(['观察种子发芽']);
    expect(copy.GuideTargets.map((target: { TargetId: number }) => target.TargetId)).toEqual([401]);
    expect(copy.ActivityPoints).toMatchObject([{ Content: '每天记录', TargetId: 402 }]);
    // The copy is the branch's own: editing it leaves the original.
    await ok('POST', C('UpdateActivityProcess'), { CoursewareId: copyId, ActivityProcess: '分园的过程' }, branch);
    expect((await info(publicId)).ActivityProcess).toBe('');
    expect(names(await ok('GET', C('GetSchoolCoursewareV2'), { SourceId: 3 }, branch))).toEqual(['公开课：种子发芽']);

    // A copy within the school keeps its files.
    const { CoursewareId: ownCopy } = await ok('POST', C('CopyCourseware'), { CoursewareId: publicId });
    expect((await info(ownCopy)).Resources).toHaveLength(1);

    // 乙幼儿园 is of no group of theirs: it sees, opens and copies nothing of 甲.
    const inB = await ok('GET', C('GetSchoolCoursewareV2'), { PageSize: 200 }, tokens.adminB);
    expect(inB).toEqual({ List: [], Total: 0 });
    for (const coursewareId of [publicId, subscribedId, privateId, schoolId]) {
      expect((await call('GET', C('GetCourseInfo4'), { CoursewareId: coursewareId }, tokens.adminB)).ErrorMessage).toBe('课件不存在');
      expect((await call('POST', C('CopyCourseware'), { CoursewareId: coursewareId }, tokens.adminB)).ErrorMessage).toBe('课件不存在');
    }
    expect((await call('GET', '/api/Course/GetGuideContentForCourse', { CoursewareId: publicId }, tokens.adminB)).ErrorMessage).toBe('课件不存在');
    const seriesOfA = (await ok('POST', C('AddSeries'), { SeriesName: '甲园系列' })).SeriesId;
    expect((await call('POST', C('DelSeries'), { SeriesId: seriesOfA }, tokens.adminB)).ErrorMessage).toBe('系列不存在');
    expect((await call('POST', C('CopyCourseware'), { CoursewareId: schoolId, SeriesId: seriesOfA }, tokens.colleague)).ErrorMessage).toBe('');
  });

  it('plans a term’s lessons, deletes and restores them, shows attendance on the days taught and the statistics', async () => {
    const L = (action: string) => `/api/Lesson/${action}`;
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    const own = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明');
    const second = await t.make.childInClass(t.schools.schoolA, own.classId, '李小红');
    const coursewareId = await addLesson({ CoursewareName: '我会自己洗手', GradeId: 2, SubjectId: 1 });
    await ok('POST', C('AddCourseGuideTarget'), { CoursewareId: coursewareId, TargetIds: [107, 108] });

    const { TermId: termId } = await ok('POST', L('AddOrUpdateTerm'), { TermName: '2026秋季学期', StartDate: '2026-09-01', EndDate: '2027-01-31' });
    expect(await refusal('POST', L('AddOrUpdateTerm'), { TermName: '2026秋季学期', StartDate: '2026-09-01', EndDate: '2027-01-31' })).toMatchObject({ message: '学期名称已存在', field: 'TermName' });
    expect(await refusal('POST', L('AddOrUpdateTerm'), { TermName: '倒过来', StartDate: '2027-01-31', EndDate: '2026-09-01' })).toMatchObject({ field: 'EndDate' });
    expect(await ok('GET', L('GetTermListForSelect'))).toEqual([{ TermId: termId, TermName: '2026秋季学期', StartDate: '2026-09-01', EndDate: '2027-01-31' }]);
    expect(await ok('GET', L('GetGradeListForSelect'))).toEqual([{ GradeId: own.gradeId, GradeName: '小班', GradeLevel: 2 }]);
    expect(await ok('GET', L('GetClassListForSelect'), { GradeId: own.gradeId })).toEqual([{ ClassId: own.classId, ClassName: '小一班', GradeId: own.gradeId }]);
    expect((await ok('GET', L('GetLessonListForSelect'), { GradeId: own.gradeId, SearchKey: '洗手' })).map((row: { CoursewareId: number }) => row.CoursewareId)).toEqual([coursewareId]);

    const slot = { TermId: termId, ClassId: own.classId, CoursewareId: coursewareId, LessonDate: '2026-11-16', Section: 2, Remark: '' };
    const { LessonId: lessonId } = await ok('POST', L('AddOrUpdateLesson'), slot);
    expect(await refusal('POST', L('AddOrUpdateLesson'), slot)).toMatchObject({ message: '该班级2026-11-16的第2节已有课', field: 'Section' });
    expect(await refusal('POST', L('AddOrUpdateLesson'), { ...slot, LessonDate: '2027-03-01' })).toMatchObject({ message: '上课日期应在学期内（2026-09-01至2027-01-31）', field: 'LessonDate' });
    expect(await refusal('POST', L('AddOrUpdateLesson'), { ...slot, Section: 9 })).toMatchObject({ field: 'Section' });
    const { LessonId: secondLesson } = await ok('POST', L('AddOrUpdateLesson'), { ...slot, LessonDate: '2026-11-17', Remark: '雨天改在室内' });
    expect(await ok('GET', L('GetAddedLessonInfo'), { LessonId: secondLesson })).toMatchObject({ ClassName: '小一班', GradeName: '小班', CoursewareName: '我会自己洗手', SubjectName: '健康', SectionName: '第2节', Remark: '雨天改在室内', TeacherName: '甲园长', IsDeleted: false });
    expect((await ok('GET', L('GetAddedLessonList'), { TermId: termId })).Total).toBe(2);
    expect(await ok('GET', L('GetTermInfo'), { TermId: termId })).toMatchObject({ LessonCount: 2 });

    // A term keeps its lessons within its dates, and is not deleted while it has any.
    expect(await refusal('POST', L('AddOrUpdateTerm'), { TermId: termId, TermName: '2026秋季学期', StartDate: '2026-11-17', EndDate: '2027-01-31' })).toMatchObject({ field: 'StartDate' });
    expect(await refusal('POST', L('DelTerm'), { TermId: termId })).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '学期内还有2节课，不能删除' });
    // A lesson used by the timetable is not deleted from the library.
    expect(await refusal('POST', C('DelCourseware'), { CoursewareId: coursewareId })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });

    // Attendance on the days taught: one of two present on the 16th, nothing marked on the 17th.
    await t.make.attendanceDay(t.schools.schoolA, { childId: own.childId, classId: own.classId, date: '2026-11-16', status: 1 });
    await t.make.attendanceDay(t.schools.schoolA, { childId: second, classId: own.classId, date: '2026-11-16', status: 0 });
    expect(await ok('GET', '/api/Course/GetStudentAttendRateForCourse', { CoursewareId: coursewareId })).toEqual([
      { LessonId: secondLesson, LessonDate: '2026-11-17', ClassId: own.classId, ClassName: '小一班', ChildCount: 2, PresentCount: 0, AbsentCount: 2, AttendRate: 0 },
      { LessonId: lessonId, LessonDate: '2026-11-16', ClassId: own.classId, ClassName: '小一班', ChildCount: 2, PresentCount: 1, AbsentCount: 1, AttendRate: 50 },
    ]);
    expect(await ok('GET', '/api/Course/GetStudentAttendForCourse', { LessonId: lessonId })).toEqual([
      { StudentId: second, StudentName: '李小红', Status: 0, StatusName: '缺勤' },
      { StudentId: own.childId, StudentName: '王小明', Status: 1, StatusName: '出勤' },
    ]);
    expect((await ok('GET', '/api/Course/GetUsedCourseForId', { CoursewareId: coursewareId })).map((row: { LessonId: number }) => row.LessonId)).toEqual([secondLesson, lessonId]);
    const content = await ok('GET', '/api/Course/GetGuideContentForCourse', { CoursewareId: coursewareId });
    expect(content.map((row: { TargetId: number }) => row.TargetId)).toEqual([107, 108]);
    expect(content[0]).toMatchObject({ DomainName: '健康', SubDomainName: '生活习惯与生活能力', AgeBand: '3～4岁' });

    // Statistics in the range: the lessons by subject, domain and target, taught ones by date.
    const stats = await ok('GET', '/api/CourseStatics/GetCourseStatisticsDataList', { StartDate: '2026-11-16', EndDate: '2026-11-16', GradeId: 2 });
    expect(stats).toMatchObject({ CoursewareTotal: 1, LessonTotal: 1 });
    expect(stats.Subjects.find((row: { SubjectName: string }) => row.SubjectName === '健康')).toEqual({ SubjectId: 1, SubjectName: '健康', CoursewareCount: 1, LessonCount: 1 });
    expect(stats.Fields.find((row: { FieldId: number }) => row.FieldId === 1)).toEqual({ FieldId: 1, FieldName: '健康', CoursewareCount: 1, LessonCount: 1 });
    expect(stats.Fields.find((row: { FieldId: number }) => row.FieldId === 4)).toMatchObject({ CoursewareCount: 0, LessonCount: 0 });
    const byTarget = await ok('GET', '/api/CourseStatics/GetGuideStatisticsDataList', { FieldId: 1, GradeId: 2 });
    expect(byTarget).toHaveLength(9);
    expect(byTarget.find((row: { TargetId: number }) => row.TargetId === 108)).toEqual({ TargetId: 108, TargetName: '具有基本的生活自理能力', FieldId: 1, FieldName: '健康', CoursewareCount: 1, LessonCount: 2 });
    expect(await ok('GET', '/api/CourseStatics/GetFieldList')).toHaveLength(5);
    expect((await ok('GET', '/api/CourseStatics/GetFieldContentList', { FieldId: 5 })).map((row: { ContentId: number }) => row.ContentId)).toEqual([501, 502, 503, 504]);
    expect(await refusal('GET', '/api/CourseStatics/GetCourseStatisticsDataList', { StartDate: '2026-12-01', EndDate: '2026-11-01' })).toMatchObject({ field: 'EndDate' });
    expect(await refusal('GET', '/api/CourseStatics/GetFieldContentList', { FieldId: 6 })).toMatchObject({ field: 'FieldId' });

    // Deleted lessons are kept, listed apart, and come back unless their period was taken meanwhile.
    await ok('POST', L('DelLesson'), { LessonId: lessonId });
    expect(await refusal('POST', L('DelLesson'), { LessonId: lessonId })).toMatchObject({ message: '课节已删除' });
    expect((await ok('GET', L('GetAddedLessonList'), { IsDeleted: 1 })).List).toMatchObject([{ LessonId: lessonId, IsDeleted: true }]);
    expect(await refusal('POST', L('AddOrUpdateLesson'), { ...slot, LessonId: lessonId })).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    const { LessonId: taker } = await ok('POST', L('AddOrUpdateLesson'), slot);
    expect(await refusal('POST', L('RestoreLesson'), { LessonId: lessonId })).toMatchObject({ field: 'Section' });
    await ok('POST', L('DelLesson'), { LessonId: taker });
    await ok('POST', L('RestoreLesson'), { LessonId: lessonId });
    expect(await refusal('POST', L('RestoreLesson'), { LessonId: lessonId })).toMatchObject({ message: '课节未删除，无需恢复' });

    // 乙幼儿园 reaches none of it.
    expect((await ok('GET', L('GetTermList'), {}, tokens.adminB))).toEqual([]);
    expect((await call('GET', L('GetAddedLessonInfo'), { LessonId: lessonId }, tokens.adminB)).ErrorMessage).toBe('课节不存在');
    expect((await call('POST', L('DelLesson'), { LessonId: lessonId }, tokens.adminB)).ErrorMessage).toBe('课节不存在');
    expect((await call('POST', L('DelTerm'), { TermId: termId }, tokens.adminB)).ErrorMessage).toBe('学期不存在');
    expect((await call('GET', '/api/Course/GetStudentAttendForCourse', { LessonId: lessonId }, tokens.adminB)).ErrorMessage).toBe('课节不存在');
    expect((await ok('GET', '/api/CourseStatics/GetCourseStatisticsDataList', {}, tokens.adminB))).toMatchObject({ CoursewareTotal: 0, LessonTotal: 0 });
    expect((await call('POST', L('AddOrUpdateLesson'), slot, tokens.adminB)).ErrorMessage).toBe('学期不存在');

    // Emptied of its lessons, the term goes.
    for (const id of [lessonId, secondLesson]) await ok('POST', L('DelLesson'), { LessonId: id });
    await ok('POST', L('DelTerm'), { TermId: termId });
    expect(await ok('GET', L('GetTermList'))).toEqual([]);
    await ok('POST', C('DelCourseware'), { CoursewareId: coursewareId });
  });

  it('stores a lesson into the activity library for week plans: its goals, guide targets and the school’s activity type of the same name', async () => {
    const coursewareId = await addLesson({ CoursewareName: '好玩的磁铁', ActivityType: '集体教学活动' });
    for (const content of ['知道磁铁能吸住铁制品', '乐于动手尝试并交流发现']) await ok('POST', C('AddSingleCourseGoal'), { CoursewareId: coursewareId, Content: content });
    await ok('POST', C('AddCourseGuideTarget'), { CoursewareId: coursewareId, TargetIds: [104, 503] });
    const typeId = (await ok('POST', '/api/TeachPlan4/AddActivityType', { DicName: '集体教学' })).Id as number;
    const store = async (input: Record<string, unknown>, token: string | null = tokens.admin) =>
      (await send(t, 'POST', '/javaApi/courseware/copyToActivityLibrary', input, token)) as { code: number; message: string; field?: string; data: { activityId: number } };

    const stored = await store({ coursewareId });
    expect(stored.code, stored.message).toBe(ErrorCode.SUCCESS);
    expect(await ok('GET', '/api/TeachPlan4/GetLibraryActivityInfo', { ActivityId: stored.data.activityId })).toMatchObject({
      ActivityName: '好玩的磁铁',
      ActivityTypeId: typeId,
      ActivityTypeName: '集体教学',
      Content: '1. 知道磁铁能吸住铁制品\n2. 乐于动手尝试并交流发现',
      SourceId: 3,
      SourceName: '课件库',
      GuideTargetIds: [104, 503],
    });
    expect((await ok('GET', '/api/TeachPlan4/GetActivityList', { SourceId: 3 })).List.map((row: { ActivityName: string }) => row.ActivityName)).toEqual(['好玩的磁铁']);

    // Another school's lesson kept to itself, bad input, no session, a role without 活动库: nothing stored.
    const foreign = await addLesson({ CoursewareName: '乙园的课', Visibility: 4 }, tokens.adminB);
    expect(await store({ coursewareId: foreign })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringContaining('不存在') });
    expect(await store({ coursewareId: 'x' })).toMatchObject({ code: ErrorCode.INVALID_PARAMS, field: 'coursewareId' });
    expect(await store({ coursewareId }, null)).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
    expect(await store({ coursewareId }, tokens.colleague)).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    expect((await ok('GET', '/api/TeachPlan4/GetActivityList', { SourceId: 3 })).Total).toBe(1);
  });

  it('answers every call only to a session whose role grants the screen', async () => {
    const groups = [coursewareEndpoints, courseSeriesEndpoints, courseThemeEndpoints, courseStaticsEndpoints, courseEndpoints, lessonEndpoints];
    const all = groups.flatMap((group) => Object.values(group));
    expect(all).toHaveLength(46 + 4 + 13);
    for (const endpoint of all) {
      const { method, path } = endpoint.legacy ?? endpoint.java!;
      // The legacy family answers ErrorCode, the Java family code.
      const codeOf = async (token: string | null) => {
        const answer = (await call(method, path, {}, token)) as Answer & { code?: number };
        return answer.ErrorCode ?? answer.code;
      };
      expect(await codeOf(null), path).toBe(ErrorCode.MISSING_TOKEN);
      expect(await codeOf(tokens.teacher), path).toBe(ErrorCode.NOT_ALLOWED);
    }
  });
});
