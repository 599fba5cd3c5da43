import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaTime } from '../../core/calendar.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const SUMMARY = '/javaApi/teacher/getTeachingSummary';

describe.each(testDialects)('the teaching summary on %s', (dialect) => {
  let s: TeachingApp;
  let attachment: number;
  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA } = s.t.schools;
    const { classId, childId } = s.own;
    attachment = await s.upload('TeachTheme', s.tokens.teacher, '阅读记录表.png');
    const write = async (url: string, body: object, token = s.tokens.teacher) => expect((await s.legacy(url, body, token)).ResponseStatus).toBe(1);
    const note = (title: string, noteDate: string) => write('/api/Teacher4/AddTeachNote', { ClassId: classId, Title: title, Content: `${title}的内容`, NoteDate: noteDate });
    await note('今天的反思', s.day(0));
    await note('三天前的反思', s.day(-3));
    await note('上个月的反思', s.day(-40));
    await write('/api/Teacher4/AddHomeWork', { ClassId: classId, Title: '亲子阅读', Content: '共读一本绘本', EndDate: s.day(3), FileIds: [attachment] });
    // Another teacher's rows count for them, not for this teacher.
    await write('/api/Teacher4/AddTeachNote', { ClassId: s.other.classId, Title: '别人的反思', Content: '内容', NoteDate: s.day(0) }, s.tokens.otherTeacher);
    await s.t.make.classPost(schoolA, { classId: s.other.classId, teacherId: s.otherTeacherId, createdAt: chinaTime(s.day(-1), 10, 0), photos: 4 });

    await s.t.make.classPost(schoolA, { classId, teacherId: s.teacherId, createdAt: chinaTime(s.day(-1), 10, 0), photos: 2, videos: 1 });
    await s.t.make.classPost(schoolA, { classId, teacherId: s.teacherId, createdAt: chinaTime(s.day(-45), 10, 0), photos: 3 });
    await s.t.make.work(schoolA, { classId, childId, teacherId: s.teacherId, createdAt: chinaTime(s.day(-2), 14, 0) });
    await s.t.make.work(schoolA, { classId, childId, teacherId: s.teacherId, createdAt: chinaTime(s.day(-50), 14, 0) });
    // The first minutes of the day after the interval belong to it in China, not to the interval.
    await s.t.make.classPost(schoolA, { classId, teacherId: s.teacherId, createdAt: chinaTime(s.day(-29), 0, 5), photos: 1 });
  });
  afterAll(() => s.t.close());

  const summary = (query: Record<string, unknown>, token = s.tokens.admin) =>
    s.t.call('GET', SUMMARY, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });

  it('counts what the teacher wrote and shared in the last week, and lists the notes and homework newest first', async () => {
    const { body } = await summary({ teacherId: s.teacherId, startDate: s.day(-7), endDate: s.day(0) });
    expect(body.code, body.message).toBe(200);
    expect(body.data).toMatchObject({ teachNoteCount: 2, homeworkCount: 1, dynamicCount: 1, photoCount: 2, videoCount: 1, workCount: 1 });
    expect(body.data.teachNotes.map((note: { title: string; noteDate: string }) => [note.title, note.noteDate])).toEqual([
      ['今天的反思', s.day(0)],
      ['三天前的反思', s.day(-3)],
    ]);
    expect(body.data.teachNotes[0]).toMatchObject({ classId: s.own.classId, className: '小一班', content: '今天的反思的内容', attachments: [] });
    expect(body.data.homework).toEqual([
      {
        homeworkId: expect.any(Number),
        classId: s.own.classId,
        className: '小一班',
        title: '亲子阅读',
        content: '共读一本绘本',
        endDate: s.day(3),
        createdAt: expect.any(String),
        attachments: [{ fileId: attachment, fileName: '阅读记录表.png', fileType: 'png', size: 2048 }],
      },
    ]);
  });

  it('leaves out what falls outside the interval', async () => {
    const { body } = await summary({ teacherId: s.teacherId, startDate: s.day(-60), endDate: s.day(-30) });
    expect(body.data).toMatchObject({ teachNoteCount: 1, homeworkCount: 0, dynamicCount: 1, photoCount: 3, videoCount: 0, workCount: 1, homework: [] });
    expect(body.data.teachNotes.map((note: { title: string }) => note.title)).toEqual(['上个月的反思']);
  });

  it('answers zeros for a teacher who did nothing yet', async () => {
    const { body } = await summary({ teacherId: s.t.people.teacherA.id, startDate: s.day(-7), endDate: s.day(0) });
    expect(body.data).toMatchObject({ teachNoteCount: 0, homeworkCount: 0, dynamicCount: 0, photoCount: 0, videoCount: 0, workCount: 0, teachNotes: [], homework: [] });
  });

  it('refuses bad input', async () => {
    expect((await summary({ teacherId: s.teacherId, startDate: s.day(0), endDate: s.day(-1) })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 endDate 开始日期不能晚于结束日期' });
    expect((await summary({ teacherId: s.teacherId, startDate: '2025-01-01', endDate: '2026-12-31' })).body.message).toBe('统计时间段最长366天');
    expect((await summary({ teacherId: s.teacherId, startDate: s.day(0) })).body.message).toBe('缺少参数 endDate');
    expect((await summary({ teacherId: 'x', startDate: s.day(0), endDate: s.day(0) })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('is for roles that manage teachers, with a session', async () => {
    const query = { teacherId: s.teacherId, startDate: s.day(-7), endDate: s.day(0) };
    expect((await summary(query, s.tokens.teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await summary(query, '')).body.code).toBe(ErrorCode.MISSING_TOKEN);
  });

  it('does not reach another school’s teachers', async () => {
    const { body } = await summary({ teacherId: s.teacherId, startDate: s.day(-7), endDate: s.day(0) }, s.tokens.adminB);
    expect(body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '教师不存在' });
  });
});
