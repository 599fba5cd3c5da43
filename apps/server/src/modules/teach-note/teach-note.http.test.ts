import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const ADD = '/api/Teacher4/AddTeachNote';

describe.each(testDialects)('teaching notes on %s', (dialect) => {
  let s: TeachingApp;
  beforeAll(async () => {
    s = await createTeachingApp(dialect);
  });
  afterAll(() => s.t.close());

  const note = (fields: object = {}) => ({ ClassId: s.own.classId, Title: '绘本阅读反思', Content: '孩子们很喜欢这本书。', NoteDate: s.day(0), ...fields });

  it('keeps a class teacher’s note with its attachments in order', async () => {
    const [plan, photo] = [await s.upload('TeachTheme', s.tokens.teacher, '教案.png'), await s.upload('Workbook', s.tokens.teacher)];
    const answer = await s.legacy(ADD, note({ NoteDate: s.day(-2), FileIds: [photo, plan] }));
    expect(answer).toMatchObject({ ResponseStatus: 1, Data: { TeachNoteId: expect.any(Number) } });
    const id = answer.Data!.TeachNoteId as number;
    const row = await s.t.db.selectFrom('teachNote').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: s.t.schools.schoolA, classId: s.own.classId, teacherId: s.teacherId, title: '绘本阅读反思', noteDate: s.day(-2) });
    const files = await s.t.db.selectFrom('teachNoteAttachment').select(['fileId', 'sortOrder']).where('teachNoteId', '=', id).orderBy('sortOrder').execute();
    expect(files).toEqual([
      { fileId: photo, sortOrder: 0 },
      { fileId: plan, sortOrder: 1 },
    ]);
    // Forms send the ids comma-joined.
    expect((await s.legacy(ADD, note({ FileIds: `${plan}` }))).ResponseStatus).toBe(1);
  });

  it('lets a role that manages teachers write for any class, as the note’s author', async () => {
    const answer = await s.legacy(ADD, note({ ClassId: s.other.classId }), s.tokens.admin);
    expect(answer.ResponseStatus).toBe(1);
    const row = await s.t.db.selectFrom('teachNote').select('teacherId').where('id', '=', answer.Data!.TeachNoteId).executeTakeFirstOrThrow();
    expect(row.teacherId).toBe(s.t.people.adminA.id);
  });

  it('refuses a teacher of another class, and of the class in a year that has ended', async () => {
    expect(await s.legacy(ADD, note(), s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小一班本学年的教师，不能为这个班级添加内容' });
    const past = await s.t.make.classWithChild(s.t.schools.schoolA, await s.t.make.pastSchoolYear(s.t.schools.schoolA), '大二班', '往届宝');
    await s.t.db.insertInto('classTeacher').values({ schoolId: s.t.schools.schoolA, classId: past.classId, teacherId: s.teacherId, position: 1 }).execute();
    expect((await s.legacy(ADD, note({ ClassId: past.classId }))).ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });

  it('refuses bad input and a day still to come', async () => {
    expect(await s.legacy(ADD, note({ Title: ' ' }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 title 请填写标题' });
    expect((await s.legacy(ADD, note({ NoteDate: '2026-02-30' }))).ErrorMessage).toBe('参数 noteDate 不是有效的日期');
    expect((await s.legacy(ADD, note({ FileIds: 'abc' }))).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await s.legacy(ADD, note({ ClassId: undefined }))).ErrorMessage).toBe('缺少参数 classId');
    expect(await s.legacy(ADD, note({ NoteDate: s.day(1) }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '笔记日期不能晚于今天' });
  });

  it('refuses a file the caller did not upload', async () => {
    const adminsPhoto = await s.upload('Workbook', s.tokens.admin);
    expect((await s.legacy(ADD, note({ FileIds: [adminsPhoto] }))).ErrorMessage).toBe(`文件（编号${adminsPhoto}）不是您上传的，请重新上传后再添加`);
  });

  it('does not reach another school’s classes and files', async () => {
    expect(await s.legacy(ADD, note({ ClassId: s.foreign.classId }), s.tokens.admin)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级不存在' });
    expect((await s.legacy(ADD, note(), s.tokens.adminB)).ErrorMessage).toBe('班级不存在');
    const foreignFile = await s.upload('Workbook', s.tokens.adminB);
    expect((await s.legacy(ADD, note({ FileIds: [foreignFile] }))).ErrorMessage).toBe(`文件（编号${foreignFile}）不存在`);
  });

  it('needs a session', async () => {
    expect(await s.legacy(ADD, note(), null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
  });
});
