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
