import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const SAVE = '/api/Teacher4/AddOrUpdateWorkbookFile';

describe.each(testDialects)('workbook files on %s', (dialect) => {
  let s: TeachingApp;
  let workbookId: number;
  let foreignWorkbookId: number;
  let photo: number;
  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA, schoolB } = s.t.schools;
    const createdAt = s.t.clock.now().toISOString();
    await s.t.make.work(schoolA, { classId: s.own.classId, childId: s.own.childId, teacherId: s.teacherId, createdAt });
    await s.t.make.work(schoolB, { classId: s.foreign.classId, childId: s.foreign.childId, teacherId: s.t.people.adminB.id, createdAt });
    const workbookOf = (classId: number) => s.t.db.selectFrom('workbook').select('id').where('classId', '=', classId).executeTakeFirstOrThrow();
    workbookId = (await workbookOf(s.own.classId)).id;
    foreignWorkbookId = (await workbookOf(s.foreign.classId)).id;
    photo = await s.upload('Workbook', s.tokens.teacher, '树叶拓印.png');
  });
  afterAll(() => s.t.close());

  const work = (fields: object = {}) => ({ WorkbookId: workbookId, StudentId: s.own.childId, FileId: photo, Title: '树叶拓印', TeacherComment: '颜色很大胆！', ...fields });
  const rowOf = (id: number) => s.t.db.selectFrom('workbookFile').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('adds a child’s work, then updates it keeping who added it', async () => {
    const added = await s.legacy(SAVE, work());
    expect(added).toMatchObject({ ResponseStatus: 1, Data: { WorkbookFileId: expect.any(Number) } });
    const id = added.Data!.WorkbookFileId as number;
    expect(await rowOf(id)).toMatchObject({ workbookId, childId: s.own.childId, teacherId: s.teacherId, fileId: photo, title: '树叶拓印', teacherComment: '颜色很大胆！', isExcellent: 0 });

    // A manager edits the comment; the teacher's file stays although the manager did not upload it.
    const updated = await s.legacy(SAVE, work({ WorkbookFileId: id, TeacherComment: '构图有创意', Title: '' }), s.tokens.admin);
    expect(updated.Data).toEqual({ WorkbookFileId: id });
    expect(await rowOf(id)).toMatchObject({ teacherId: s.teacherId, fileId: photo, title: null, teacherComment: '构图有创意' });
  });

  it('refuses a child of another class, a file of another kind or uploader, and a work of another workbook', async () => {
    expect(await s.legacy(SAVE, work({ StudentId: s.other.childId }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '李小红不在小一班，不能添加到这个作品集' });
    const childPhoto = await s.upload('ChildPhoto', s.tokens.admin);
    expect((await s.legacy(SAVE, work({ FileId: childPhoto }), s.tokens.admin)).ErrorMessage).toBe(`文件（编号${childPhoto}）须为练习册`);
    expect((await s.legacy(SAVE, work({ FileId: childPhoto }))).ErrorMessage).toBe(`文件（编号${childPhoto}）不是您上传的，请重新上传后再添加`);
    const elsewhere = await s.t.db.selectFrom('workbookFile').select('id').where('workbookId', '=', workbookId).orderBy('id').executeTakeFirstOrThrow();
    await s.t.make.work(s.t.schools.schoolA, { classId: s.own.classId, childId: s.own.childId, teacherId: s.teacherId, createdAt: s.t.clock.now().toISOString() });
    const otherWorkbook = await s.t.db.selectFrom('workbook').select('id').where('classId', '=', s.own.classId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await s.legacy(SAVE, work({ WorkbookId: otherWorkbook.id, WorkbookFileId: elsewhere.id }))).ErrorMessage).toBe('作品不存在');
  });

  it('refuses a teacher of another class', async () => {
    const theirs = await s.upload('Workbook', s.tokens.otherTeacher);
    expect(await s.legacy(SAVE, work({ FileId: theirs }), s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小一班本学年的教师，不能为这个班级添加内容' });
  });

  it('refuses bad input', async () => {
    expect(await s.legacy(SAVE, work({ StudentId: undefined }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 studentId' });
    expect((await s.legacy(SAVE, work({ TeacherComment: '好'.repeat(501) }))).ErrorMessage).toBe('参数 teacherComment 教师评语最多500字');
  });

  it('does not reach another school’s workbooks and children', async () => {
    expect(await s.legacy(SAVE, work({ WorkbookId: foreignWorkbookId }), s.tokens.admin)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '作品集不存在' });
    expect((await s.legacy(SAVE, work({ StudentId: s.foreign.childId }))).ErrorMessage).toBe('幼儿不存在');
  });

  it('needs a session', async () => {
    expect(await s.legacy(SAVE, work(), null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
  });
});

const WORKS = '/api/Student4/GetStudentWorkbookList';
/** Friday 20 November 2026, 10:00 in China. */
const NOW = Date.parse('2026-11-20T02:00:00Z');

/** 王小明's works: one in October (excellent), one just after midnight of 1 November in China, one added today with its photo. */
describe.each(testDialects)('a child’s works on %s', (dialect) => {
  let s: TeachingApp;
  let photo: number;

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    s.t.clock.advance((NOW - s.t.clock.now().getTime()) / 1000);
    const { schoolA, schoolB } = s.t.schools;
    const own = { classId: s.own.classId, childId: s.own.childId, teacherId: s.teacherId };
    await s.t.make.work(schoolA, { ...own, createdAt: '2026-10-08T03:00:00.000Z', isExcellent: 1 });
    await s.t.make.work(schoolA, { ...own, createdAt: '2026-10-31T16:30:00.000Z' });
    await s.t.make.work(schoolA, { classId: s.other.classId, childId: s.other.childId, teacherId: s.otherTeacherId, createdAt: '2026-11-02T03:00:00.000Z' });
    await s.t.make.work(schoolB, { classId: s.foreign.classId, childId: s.foreign.childId, teacherId: s.t.people.adminB.id, createdAt: '2026-11-02T03:00:00.000Z' });
    const workbookId = (await s.t.db.selectFrom('workbook').select('id').where('classId', '=', s.own.classId).orderBy('id').executeTakeFirstOrThrow()).id;
    photo = await s.upload('Workbook', s.tokens.teacher, '树叶拓印.png');
    const saved = await s.legacy('/api/Teacher4/AddOrUpdateWorkbookFile', { WorkbookId: workbookId, StudentId: s.own.childId, FileId: photo, Title: '树叶拓印', TeacherComment: '颜色很大胆！' });
    expect(saved.ResponseStatus).toBe(1);
  });
  afterAll(() => s.t.close());

  const works = async (query: Record<string, string | number>, token: string | null = s.tokens.admin) =>
    (await s.t.call('GET', WORKS, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) })).body;

  it('lists the child’s works newest first, with the file when stored, the total and the excellent ones', async () => {
    const answer = await works({ StudentId: s.own.childId });
    expect(answer).toMatchObject({ ResponseStatus: 1, Data: { Total: 3, ExcellentCount: 1 } });
    expect(answer.Data.List).toEqual([
      {
        WorkbookFileId: expect.any(Number),
        WorkbookId: expect.any(Number),
        WorkbookName: '秋天的树叶',
        ClassName: '小一班',
        Title: '树叶拓印',
        TeacherName: '小一班老师',
        CreatedAt: '2026-11-20T02:00:00.000Z',
        Date: '2026-11-20',
        IsExcellent: false,
        TeacherComment: '颜色很大胆！',
        FileId: photo,
        FileType: 'png',
      },
      expect.objectContaining({ Date: '2026-11-01', IsExcellent: false, FileId: null, FileType: null, Title: null }),
      expect.objectContaining({ Date: '2026-10-08', IsExcellent: true, TeacherName: '小一班老师' }),
    ]);
  });

  it('keeps to the interval’s school days and pages', async () => {
    const november = await works({ StudentId: s.own.childId, StartDate: '2026-11-01', EndDate: '2026-11-30' });
    expect(november.Data).toMatchObject({ Total: 2, ExcellentCount: 0 });
    expect(november.Data.List.map((work: { Date: string }) => work.Date)).toEqual(['2026-11-20', '2026-11-01']);
    const october = await works({ StudentId: s.own.childId, EndDate: '2026-10-31' });
    expect(october.Data).toMatchObject({ Total: 1, ExcellentCount: 1 });
    const second = await works({ StudentId: s.own.childId, PageIndex: 2, PageSize: 2 });
    expect(second.Data.Total).toBe(3);
    expect(second.Data.List.map((work: { Date: string }) => work.Date)).toEqual(['2026-10-08']);
    expect((await works({ StudentId: s.other.childId })).Data).toMatchObject({ Total: 1, ExcellentCount: 0 });
  });

  it('refuses bad input', async () => {
    expect(await works({})).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 studentId' });
    expect((await works({ StudentId: s.own.childId, StartDate: '2026-11-30', EndDate: '2026-11-01' })).ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await works({ StudentId: s.own.childId, StartDate: '2026-02-30' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await works({ StudentId: s.own.childId, PageSize: 0 })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('needs a session and a role granting 幼儿信息', async () => {
    expect(await works({ StudentId: s.own.childId }, null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
    expect((await works({ StudentId: s.own.childId }, s.tokens.teacher)).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('does not reach another school’s child', async () => {
    expect(await works({ StudentId: s.foreign.childId })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '幼儿不存在' });
    expect((await works({ StudentId: s.own.childId }, s.tokens.adminB)).ErrorMessage).toBe('幼儿不存在');
  });
});
