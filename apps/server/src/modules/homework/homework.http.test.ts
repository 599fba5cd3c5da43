import { ErrorCode } from '@yuanwu/shared';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const ADD = '/api/Teacher4/AddHomeWork';

describe.each(testDialects)('homework on %s', (dialect) => {
  let s: TeachingApp;
  beforeAll(async () => {
    s = await createTeachingApp(dialect);
  });
  afterAll(() => s.t.close());

  const homework = (fields: object = {}) => ({ ClassId: s.own.classId, Title: '亲子阅读打卡', Content: '和孩子共读一本绘本。', EndDate: s.day(3), ...fields });

  it('keeps a class teacher’s homework with its attachments, due today or later', async () => {
    const sheet = await s.upload('TeachTheme', s.tokens.teacher, '阅读记录表.png');
    const answer = await s.legacy(ADD, homework({ FileIds: [sheet] }));
    expect(answer).toMatchObject({ ResponseStatus: 1, Data: { HomeworkId: expect.any(Number) } });
    const id = answer.Data!.HomeworkId as number;
    const row = await s.t.db.selectFrom('homework').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: s.t.schools.schoolA, classId: s.own.classId, teacherId: s.teacherId, title: '亲子阅读打卡', endDate: s.day(3) });
    expect(await s.t.db.selectFrom('homeworkAttachment').select('fileId').where('homeworkId', '=', id).execute()).toEqual([{ fileId: sheet }]);
    expect((await s.legacy(ADD, homework({ EndDate: s.day(0) }))).ResponseStatus).toBe(1);
  });

  it('lets a role that manages teachers set it for any class', async () => {
    expect((await s.legacy(ADD, homework({ ClassId: s.other.classId }), s.tokens.admin)).ResponseStatus).toBe(1);
  });

  it('refuses a teacher of another class', async () => {
    expect(await s.legacy(ADD, homework(), s.tokens.otherTeacher)).toMatchObject({ ErrorCode: ErrorCode.NOT_ALLOWED, ErrorMessage: '您不是小一班本学年的教师，不能为这个班级添加内容' });
  });

  it('refuses bad input and a past due date', async () => {
    expect(await s.legacy(ADD, homework({ Content: '' }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 content 请填写作业内容' });
    expect((await s.legacy(ADD, homework({ EndDate: '下周五' }))).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await s.legacy(ADD, homework({ FileIds: Array.from({ length: 10 }, (_item, index) => index + 1) }))).ErrorMessage).toBe('参数 fileIds 附件最多9个');
    expect(await s.legacy(ADD, homework({ EndDate: s.day(-1) }))).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '截止日期不能早于今天' });
  });

  it('does not reach another school’s classes', async () => {
    expect(await s.legacy(ADD, homework({ ClassId: s.foreign.classId }), s.tokens.admin)).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '班级不存在' });
    expect((await s.legacy(ADD, homework(), s.tokens.adminB)).ErrorMessage).toBe('班级不存在');
  });

  /** Makes every deletion of a homework fail inside its transaction, or lifts that. */
  async function failDeletes(fail: boolean) {
    if (dialect === 'sqlite') {
      await sql`${sql.raw(fail ? 'CREATE TRIGGER homework_delete_fails BEFORE DELETE ON homework BEGIN SELECT RAISE(ABORT, \'refused\'); END' : 'DROP TRIGGER homework_delete_fails')}`.execute(s.t.db);
      return;
    }
    if (fail) {
      await sql`CREATE FUNCTION homework_delete_fails() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`.execute(s.t.db);
      await sql`CREATE TRIGGER homework_delete_fails BEFORE DELETE ON homework FOR EACH ROW EXECUTE FUNCTION homework_delete_fails()`.execute(s.t.db);
    } else {
      await sql`DROP TRIGGER homework_delete_fails ON homework`.execute(s.t.db);
      await sql`DROP FUNCTION homework_delete_fails()`.execute(s.t.db);
    }
  }

  it('removes its files only once its deletion is kept: a deletion that fails leaves them', async () => {
    const sheet = await s.upload('TeachTheme', s.tokens.teacher, '记录表.png');
    const homeworkId = (await s.legacy(ADD, homework({ FileIds: [sheet] }))).Data!.HomeworkId as number;
    const { storageKey } = await s.t.db.selectFrom('file').select('storageKey').where('id', '=', sheet).executeTakeFirstOrThrow();
    const kept = async () => ({
      homework: (await s.t.db.selectFrom('homework').select('id').where('id', '=', homeworkId).execute()).length,
      attachments: (await s.t.db.selectFrom('homeworkAttachment').select('fileId').where('homeworkId', '=', homeworkId).execute()).length,
      file: (await s.t.db.selectFrom('file').select('id').where('id', '=', sheet).execute()).length,
      bytes: existsSync(path.join(s.t.config.dataDir, 'files', ...storageKey.split('/'))),
    });
    const remove = () => s.legacy('/api/HomeworkStatistics/DelHomework', { HomeworkId: homeworkId });

    await failDeletes(true);
    try {
      expect((await remove()).ResponseStatus).not.toBe(1);
    } finally {
      await failDeletes(false);
    }
    expect(await kept()).toEqual({ homework: 1, attachments: 1, file: 1, bytes: true });

    expect((await remove()).ResponseStatus).toBe(1);
    expect(await kept()).toEqual({ homework: 0, attachments: 0, file: 0, bytes: false });
  });

  it('needs a session', async () => {
    expect(await s.legacy(ADD, homework(), null)).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
  });
});
