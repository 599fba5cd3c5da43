import { DataScope, ErrorCode } from '@yuanwu/shared';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const W = '/api/Workbook4/';
const CW = '/api/CourseActive4Workbook/';
/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');

type Answer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: any };

/**
 * Story: 小一班 (王小明, 陈小雨, 张小花) collects works in 秋天的树叶 (October: 王小明's, excellent, and
 * 陈小雨's) and 我爱我家 (November: 王小明's); 小二班 (李小红) in 彩色的梦 (November, excellent). The school
 * reads its portfolio by class, child and excellence, adds and marks works, comments and deletes.
 * The class teachers' role reaches 作品集 for their own class only (本班).
 */
describe.each(testDialects)('the school’s portfolio of works on %s', (dialect) => {
  let s: TeachingApp;
  let chen: number;
  let zhang: number;
  let autumn: number;
  let family: number;
  let dream: number;
  let foreignWorkbook: number;
  let excellentWork: number;
  let chenWork: number;
  let novemberWork: number;
  let otherWork: number;
  let foreignWork: number;
  let picture: number;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    s.t.clock.advance((NOW - s.t.clock.now().getTime()) / 1000);
    const { schoolA, schoolB } = s.t.schools;
    const classRole = await s.t.db.selectFrom('teacher').select('roleId').where('id', '=', s.teacherId).executeTakeFirstOrThrow();
    await s.t.db.updateTable('role').set({ dataScope: DataScope.CLASS }).where('id', '=', classRole.roleId!).execute();
    chen = await s.t.make.childInClass(schoolA, s.own.classId, '陈小雨');
    zhang = await s.t.make.childInClass(schoolA, s.own.classId, '张小花');
    picture = await s.upload('Workbook', s.tokens.teacher, '树叶拓印.png');

    const workbook = async (schoolId: number, classId: number, name: string, createdAt: string) =>
      (await s.t.db.insertInto('workbook').values({ schoolId, classId, name, teacherId: null, createdAt }).returning('id').executeTakeFirstOrThrow()).id;
    const work = async (schoolId: number, workbookId: number, childId: number, createdAt: string, extra: { isExcellent?: number; fileId?: number } = {}) =>
      (
        await s.t.db
          .insertInto('workbookFile')
          .values({ schoolId, workbookId, childId, teacherId: s.teacherId, fileId: extra.fileId ?? null, title: null, isExcellent: extra.isExcellent ?? 0, teacherComment: null, createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    autumn = await workbook(schoolA, s.own.classId, '秋天的树叶', '2026-10-08T02:00:00.000Z');
    family = await workbook(schoolA, s.own.classId, '我爱我家', '2026-11-02T02:00:00.000Z');
    dream = await workbook(schoolA, s.other.classId, '彩色的梦', '2026-11-03T02:00:00.000Z');
    foreignWorkbook = await workbook(schoolB, s.foreign.classId, '大班画展', '2026-11-03T02:00:00.000Z');
    excellentWork = await work(schoolA, autumn, s.own.childId, '2026-10-08T03:00:00.000Z', { isExcellent: 1, fileId: picture });
    chenWork = await work(schoolA, autumn, chen, '2026-10-09T03:00:00.000Z');
    novemberWork = await work(schoolA, family, s.own.childId, '2026-11-02T03:00:00.000Z');
    otherWork = await work(schoolA, dream, s.other.childId, '2026-11-03T03:00:00.000Z', { isExcellent: 1 });
    foreignWork = await work(schoolB, foreignWorkbook, s.foreign.childId, '2026-11-03T03:00:00.000Z');
  });
  afterAll(() => s.t.close());

  const asQuery = (input: object) => Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
  const get = async (url: string, input: object, token: string | null = s.tokens.admin) =>
    (await s.t.call('GET', url, { ...(token ? { token } : {}), query: asQuery(input) })).body as Answer;
  const read = async (action: string, input: object = {}, token: string | null = s.tokens.admin) => {
    const answer = await get(`${W}${action}`, input, token);
    expect(answer.ResponseStatus, answer.ErrorMessage).toBe(1);
    return answer.Data;
  };
  const ids = (list: { WorkbookFileId: number }[]) => list.map((row) => row.WorkbookFileId);

  it('counts workbooks, works and excellent works, by class and by the days they were added', async () => {
    expect(await read('GetWorkbookTotalNum')).toEqual({ WorkbookCount: 3, FileCount: 4, ExcellentCount: 2 });
    expect(await read('GetWorkbookTotalNum', { ClassId: s.own.classId })).toEqual({ WorkbookCount: 2, FileCount: 3, ExcellentCount: 1 });
    expect(await read('GetWorkbookTotalNum', { StartDate: '2026-11-01', EndDate: '2026-11-30' })).toEqual({ WorkbookCount: 2, FileCount: 2, ExcellentCount: 1 });
    expect(await read('GetWorkbookTotalNum', { YearId: s.yearId, GradeId: s.own.gradeId })).toEqual({ WorkbookCount: 3, FileCount: 4, ExcellentCount: 2 });
    expect(await read('GetExcellentWorkbookFileNum')).toEqual({ ExcellentCount: 2 });
    expect(await read('GetExcellentWorkbookFileNum', { ClassId: s.other.classId })).toEqual({ ExcellentCount: 1 });
  });

  it('lists workbooks newest first with their class, counts and cover', async () => {
    const page = await read('GetWorkbookList', { PageSize: 2 });
    expect(page.Total).toBe(3);
    expect(page.List).toEqual([
      expect.objectContaining({ WorkbookId: dream, WorkbookName: '彩色的梦', ClassName: '小二班', ChildCount: 1, FileCount: 1, ExcellentCount: 1, CoverFileId: null, Date: '2026-11-03' }),
      expect.objectContaining({ WorkbookId: family, WorkbookName: '我爱我家', ClassName: '小一班', ChildCount: 3, FileCount: 1, ExcellentCount: 0 }),
    ]);
    const named = await read('GetWorkbookList', { SearchKey: '树叶' });
    expect(named.List).toEqual([expect.objectContaining({ WorkbookId: autumn, FileCount: 2, ExcellentCount: 1, CoverFileId: picture })]);
  });

  it('opens a workbook with its works, its excellent ones, and the children still without one', async () => {
    const info = await read('GetWorkbookInfo', { WorkbookId: autumn });
    expect(info).toMatchObject({ WorkbookId: autumn, WorkbookName: '秋天的树叶', ClassName: '小一班', ChildCount: 3, FileCount: 2, ExcellentCount: 1, Date: '2026-10-08' });
    expect(ids(info.FileList)).toEqual([chenWork, excellentWork]);
    expect(info.FileList[1]).toMatchObject({ StudentName: '王小明', IsExcellent: true, FileId: picture, FileType: 'png', TeacherName: '小一班老师', CommentCount: 0 });
    expect(info.MissingStudents).toEqual([{ StudentId: zhang, StudentName: '张小花' }]);
    const excellent = await read('GetExcellentWorkbookInfo', { WorkbookId: autumn });
    expect(ids(excellent.FileList)).toEqual([excellentWork]);
  });

  it('gives each class’s works, excellent works and who has none this month, as ClassStatistics shows', async () => {
    const november = await read('GetWorkbookClassStatisticsList');
    expect(november.Month).toBe('2026-11');
    expect(november.List).toEqual([
      { ClassId: s.own.classId, ClassName: '小一班', GradeId: s.own.gradeId, GradeName: '小班', ChildCount: 3, WorkbookCount: 2, FileCount: 3, ExcellentCount: 1, MonthFileCount: 1, NoWorkChildCount: 2 },
      { ClassId: s.other.classId, ClassName: '小二班', GradeId: s.own.gradeId, GradeName: '小班', ChildCount: 1, WorkbookCount: 1, FileCount: 1, ExcellentCount: 1, MonthFileCount: 1, NoWorkChildCount: 0 },
    ]);
    const october = await read('GetWorkbookClassStatisticsList', { Month: '2026-10', YearId: s.yearId });
    expect(october.List.map((row: { MonthFileCount: number; NoWorkChildCount: number }) => [row.MonthFileCount, row.NoWorkChildCount])).toEqual([
      [2, 1],
      [0, 1],
    ]);
  });

  it('gives each child of a class their works, as StudentStatistics shows, or only those without one this month', async () => {
    const november = await read('GetWorkbookStudentStatisticsList', { ClassId: s.own.classId });
    expect(november).toEqual({
      Month: '2026-11',
      ClassName: '小一班',
      List: [
        { StudentId: chen, StudentName: '陈小雨', FileCount: 1, ExcellentCount: 0, MonthFileCount: 0, LastWorkDate: '2026-10-09' },
        { StudentId: s.own.childId, StudentName: '王小明', FileCount: 2, ExcellentCount: 1, MonthFileCount: 1, LastWorkDate: '2026-11-02' },
        { StudentId: zhang, StudentName: '张小花', FileCount: 0, ExcellentCount: 0, MonthFileCount: 0, LastWorkDate: null },
      ],
    });
    const without = await read('GetWorkbookStudentStatisticsList', { ClassId: s.own.classId, OnlyWithoutWork: 1 });
    expect(without.List.map((row: { StudentName: string }) => row.StudentName)).toEqual(['陈小雨', '张小花']);
  });

  it('lists a child’s works and excellent works, and the school’s excellent works, as ExcellentStatistics shows', async () => {
    const files = await read('GetStudentFileList', { StudentId: s.own.childId });
    expect(files).toMatchObject({ Total: 2, ExcellentCount: 1 });
    expect(ids(files.List)).toEqual([novemberWork, excellentWork]);
    expect(files.List.map((row: { WorkbookName: string }) => row.WorkbookName)).toEqual(['我爱我家', '秋天的树叶']);
    const excellent = await read('GetStudentExcellentFileList', { StudentId: s.own.childId });
    expect(excellent).toMatchObject({ Total: 1, ExcellentCount: 1, List: [expect.objectContaining({ WorkbookFileId: excellentWork, IsExcellent: true })] });
    const school = await read('GetExcellentWorkbookFileList');
    expect(school.Total).toBe(2);
    expect(ids(school.List)).toEqual([otherWork, excellentWork]);
    expect(school.List[0]).toMatchObject({ StudentName: '李小红', ClassName: '小二班', WorkbookName: '彩色的梦', Date: '2026-11-03' });
    expect(ids((await read('GetExcellentWorkbookFileList', { SearchKey: '王' })).List)).toEqual([excellentWork]);
    expect(ids((await read('GetExcellentWorkbookFileList', { StartDate: '2026-11-01' })).List)).toEqual([otherWork]);
  });

  it('adds a work for a child, marks it excellent and takes the mark off, keeping the rest', async () => {
    const drawing = await s.upload('Workbook', s.tokens.admin, '全家福.png');
    const added = await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: family, StudentId: zhang, FileId: drawing, Title: '全家福', IsExcellent: 1 }, s.tokens.admin);
    expect(added).toMatchObject({ ResponseStatus: 1, Data: { WorkbookFileId: expect.any(Number) } });
    const workbookFileId = added.Data!.WorkbookFileId as number;
    const work = () => get(`${CW}GetWorkBookInfo`, { WorkbookFileId: workbookFileId });
    expect((await work()).Data).toMatchObject({ StudentName: '张小花', Title: '全家福', IsExcellent: true, TeacherName: '甲园长', FileId: drawing });
    const unmarked = await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookFileId: workbookFileId, WorkbookId: family, StudentId: zhang, FileId: drawing, Title: '全家福', IsExcellent: 0 }, s.tokens.admin);
    expect(unmarked.Data).toEqual({ WorkbookFileId: workbookFileId });
    expect((await work()).Data).toMatchObject({ IsExcellent: false, Title: '全家福' });
    await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookFileId: workbookFileId, WorkbookId: family, StudentId: zhang, FileId: drawing, TeacherComment: '画得真好' }, s.tokens.admin);
    expect((await work()).Data).toMatchObject({ IsExcellent: false, TeacherComment: '画得真好', Title: null });
    expect((await read('GetWorkbookStudentStatisticsList', { ClassId: s.own.classId, OnlyWithoutWork: 1 })).List.map((row: { StudentName: string }) => row.StudentName)).toEqual(['陈小雨']);
  });

  it('takes comments on a work, each teacher changing only their own, and shows them with the likes', async () => {
    const comment = (input: object, token = s.tokens.admin) => s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, ...input }, token);
    const first = await comment({ Content: '颜色搭配很大胆' });
    expect(first).toMatchObject({ ResponseStatus: 1, Data: { CommentId: expect.any(Number) } });
    const commentId = first.Data!.CommentId as number;
    expect((await comment({ CommentId: commentId, Content: '颜色搭配很大胆，构图完整' })).Data).toEqual({ CommentId: commentId });
    expect(await comment({ CommentId: commentId, Content: '改一改' }, s.tokens.teacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '只能修改自己的评论' });
    expect((await comment({ Content: '继续加油' }, s.tokens.teacher)).ResponseStatus).toBe(1);
    const guardian = await s.t.make.guardian(s.t.schools.schoolA, s.own.childId, { name: '王爸爸', phone: '13900000002' });
    await s.t.db.insertInto('contentLike').values({ schoolId: s.t.schools.schoolA, targetType: 'workbookFile', targetId: excellentWork, authorType: 2, authorId: guardian, createdAt: s.t.clock.now().toISOString() }).execute();

    const detail = (await get(`${CW}GetWorkBookInfo`, { WorkbookFileId: excellentWork })).Data;
    expect(detail).toMatchObject({ WorkbookFileId: excellentWork, StudentName: '王小明', WorkbookName: '秋天的树叶', IsExcellent: true, LikeCount: 1, CommentCount: 2 });
    expect(detail.CommentList.map((row: { AuthorName: string; Content: string }) => [row.AuthorName, row.Content])).toEqual([
      ['甲园长', '颜色搭配很大胆，构图完整'],
      ['小一班老师', '继续加油'],
    ]);
    expect((await read('GetWorkbookInfo', { WorkbookId: autumn })).FileList[1].CommentCount).toBe(2);
    expect((await comment({ CommentId: 999999, Content: '找不到' })).ErrorMessage).toBe('评论不存在');
  });

  it('deletes a work with its comments; its file leaves the store unless another work shows it', async () => {
    const drawing = await s.upload('Workbook', s.tokens.teacher, '秋叶.png');
    const save = (studentId: number) => s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: autumn, StudentId: studentId, FileId: drawing });
    const one = (await save(zhang)).Data!.WorkbookFileId as number;
    const two = (await save(chen)).Data!.WorkbookFileId as number;
    await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: one, Content: '很棒' });
    const key = (await s.t.db.selectFrom('file').select('storageKey').where('id', '=', drawing).executeTakeFirstOrThrow()).storageKey;
    const stored = path.join(s.t.config.dataDir, 'files', ...key.split('/'));

    expect(await get(`${CW}DelWorkBookFile`, { WorkbookFileId: one }, s.tokens.teacher)).toMatchObject({ ResponseStatus: 1, Data: { Success: true } });
    expect(await s.t.db.selectFrom('comment').select('id').where('targetType', '=', 'workbookFile').where('targetId', '=', one).execute()).toEqual([]);
    expect(existsSync(stored)).toBe(true);
    expect((await get(`${CW}DelWorkBookFile`, { WorkbookFileId: two })).ResponseStatus).toBe(1);
    expect(existsSync(stored)).toBe(false);
    expect(await s.t.db.selectFrom('file').select('id').where('id', '=', drawing).execute()).toEqual([]);
    expect((await get(`${CW}GetWorkBookInfo`, { WorkbookFileId: one })).ErrorMessage).toBe('作品不存在');
  });

  it('refuses bad input', async () => {
    expect((await get(`${W}GetWorkbookClassStatisticsList`, { Month: '2026-13' })).ErrorMessage).toBe('参数 month 月份格式应为 YYYY-MM');
    expect((await get(`${W}GetWorkbookStudentStatisticsList`, {})).ErrorMessage).toBe('缺少参数 classId');
    expect((await get(`${W}GetWorkbookInfo`, { WorkbookId: 'abc' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(`${W}GetWorkbookList`, { PageSize: 500 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(`${W}GetExcellentWorkbookFileList`, { StartDate: '2026-11-30', EndDate: '2026-11-01' })).ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await get(`${W}GetWorkbookTotalNum`, { StartDate: '2026-02-30' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, Content: '  ' })).ErrorMessage).toBe('参数 content 请填写评论');
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, Content: '好'.repeat(501) })).ErrorMessage).toBe('参数 content 评论最多500字');
    expect((await get(`${CW}DelWorkBookFile`, {})).ErrorMessage).toBe('缺少参数 workbookFileId');
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: family, StudentId: zhang, FileId: picture, IsExcellent: 'yes' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(`${W}GetWorkbookStudentStatisticsList`, { ClassId: 999999 })).ErrorMessage).toBe('班级不存在');
  });

  it('needs a session and a role granting 作品集', async () => {
    expect(await get(`${W}GetWorkbookList`, {}, null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, Content: '好' }, null)).ErrorCode).toBe(ErrorCode.MISSING_TOKEN);
    const plainTeacher = await s.t.login(s.t.people.teacherA.phone);
    for (const answer of [
      await get(`${W}GetWorkbookClassStatisticsList`, {}, plainTeacher),
      await get(`${W}GetExcellentWorkbookFileList`, {}, plainTeacher),
      await get(`${CW}DelWorkBookFile`, { WorkbookFileId: excellentWork }, plainTeacher),
      await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, Content: '好' }, plainTeacher),
    ]) {
      expect(answer.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    }
  });

  it('keeps a class teacher of 本班 to their class’s works', async () => {
    const stats = await read('GetWorkbookClassStatisticsList', {}, s.tokens.teacher);
    expect(stats.List.map((row: { ClassName: string }) => row.ClassName)).toEqual(['小一班']);
    expect(await read('GetWorkbookTotalNum', {}, s.tokens.teacher)).toMatchObject({ WorkbookCount: 2 });
    expect(ids((await read('GetExcellentWorkbookFileList', {}, s.tokens.teacher)).List)).toEqual([excellentWork]);
    expect((await get(`${W}GetWorkbookInfo`, { WorkbookId: dream }, s.tokens.teacher)).ErrorMessage).toBe('作品集不存在');
    expect((await get(`${W}GetWorkbookStudentStatisticsList`, { ClassId: s.other.classId }, s.tokens.teacher)).ErrorMessage).toBe('班级不存在');
    expect((await get(`${CW}GetWorkBookInfo`, { WorkbookFileId: otherWork }, s.tokens.teacher)).ErrorMessage).toBe('作品不存在');
    expect((await get(`${CW}DelWorkBookFile`, { WorkbookFileId: otherWork }, s.tokens.teacher)).ErrorMessage).toBe('作品不存在');
    const theirs = await s.upload('Workbook', s.tokens.teacher);
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: dream, StudentId: s.other.childId, FileId: theirs })).ErrorMessage).toBe('作品集不存在');
  });

  it('never reaches another school’s workbooks, works and children', async () => {
    const adminB = s.tokens.adminB;
    expect(await read('GetWorkbookTotalNum', {}, adminB)).toEqual({ WorkbookCount: 1, FileCount: 1, ExcellentCount: 0 });
    expect((await read('GetWorkbookList', {}, adminB)).List.map((row: { WorkbookId: number }) => row.WorkbookId)).toEqual([foreignWorkbook]);
    expect((await get(`${W}GetWorkbookInfo`, { WorkbookId: autumn }, adminB)).ErrorMessage).toBe('作品集不存在');
    expect((await get(`${W}GetStudentFileList`, { StudentId: s.own.childId }, adminB)).ErrorMessage).toBe('幼儿不存在');
    expect((await get(`${W}GetWorkbookStudentStatisticsList`, { ClassId: s.own.classId }, adminB)).ErrorMessage).toBe('班级不存在');
    expect((await get(`${CW}GetWorkBookInfo`, { WorkbookFileId: excellentWork }, adminB)).ErrorMessage).toBe('作品不存在');
    expect((await get(`${CW}DelWorkBookFile`, { WorkbookFileId: excellentWork }, adminB)).ErrorMessage).toBe('作品不存在');
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookComment`, { WorkbookFileId: excellentWork, Content: '好' }, adminB)).ErrorMessage).toBe('作品不存在');
    expect((await get(`${CW}GetWorkBookInfo`, { WorkbookFileId: foreignWork })).ErrorMessage).toBe('作品不存在');
    const theirs = await s.upload('Workbook', adminB);
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: foreignWorkbook, StudentId: s.foreign.childId, FileId: picture }, adminB)).ErrorMessage).toBe(`文件（编号${picture}）不存在`);
    expect((await s.legacy(`${CW}AddOrUpdateWorkbookFile`, { WorkbookId: autumn, StudentId: s.own.childId, FileId: theirs }, adminB)).ErrorMessage).toBe('作品集不存在');
  });
});
