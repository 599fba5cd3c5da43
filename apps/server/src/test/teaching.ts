import { ErrorCode, UPLOAD_APP_HEADER, type FileKindName } from '@yuanwu/shared';
import { schoolDate } from '../clock.js';
import { addDays } from '../core/calendar.js';
import type { SqlDialect } from '../db/migrations/dialect.js';
import { samplePng } from './sample-files.js';
import { createTestApp } from './test-app.js';

type LegacyAnswer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; Data: Record<string, any> | null };

/**
 * The set-up of the teaching writes' tests: in school A a class teacher's role without teacher
 * management, a teacher of 小一班 and one of 小二班 (a child in each), and in school B a class of its own.
 */
export async function createTeachingApp(dialect: SqlDialect) {
  const t = await createTestApp(dialect);
  const { schoolA, schoolB } = t.schools;
  const admin = await t.login(t.people.adminA.phone);
  const adminB = await t.login(t.people.adminB.phone);
  const yearId = await t.make.schoolYear(schoolA);
  const own = await t.make.classWithChild(schoolA, yearId, '小一班', '王小明');
  const other = await t.make.classWithChild(schoolA, yearId, '小二班', '李小红');
  const foreign = await t.make.classWithChild(schoolB, await t.make.schoolYear(schoolB), '大一班', '赵小乐');
  const classRole = await t.make.role(schoolA, ['Home', 'SchoolDynamic.Showreel'], '班级教师');
  const teacherId = await t.make.teacher(schoolA, { phone: '13700000011', roleId: classRole, name: '小一班老师' });
  const otherTeacherId = await t.make.teacher(schoolA, { phone: '13700000012', roleId: classRole, name: '小二班老师' });
  for (const [id, classId] of [
    [teacherId, own.classId],
    [otherTeacherId, other.classId],
  ] as const) {
    const { body } = await t.call('POST', '/javaApi/teacher/changeTeacherClass', { token: admin, body: { teacherId: id, classList: [{ classId, classPositionId: 1 }] } });
    if (body.code !== ErrorCode.SUCCESS) throw new Error(body.message);
  }
  const tokens = { admin, adminB, teacher: await t.login('13700000011'), otherTeacher: await t.login('13700000012') };

  /** A legacy call's answer, by the teacher of 小一班 unless another token (or none: null) is given. */
  const legacy = async (url: string, body: object, token: string | null = tokens.teacher) =>
    (await t.call('POST', url, { ...(token ? { token } : {}), body })).body as LegacyAnswer;

  /** A small picture uploaded in one chunk by the holder of `token`; answers its file id. */
  async function upload(kind: FileKindName, token: string, fileName = '照片.png'): Promise<number> {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), fileName);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: kind, offset: '0', isLast: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: token },
      payload: form,
    });
    const answer = response.json() as LegacyAnswer;
    if (answer.ResponseStatus !== 1) throw new Error(answer.ErrorMessage);
    return answer.Data!.FileId as number;
  }

  /** The school day `days` from today (negative: before). */
  const day = (days: number) => addDays(schoolDate(t.clock.now()), days);

  return { t, tokens, yearId, own, other, foreign, teacherId, otherTeacherId, legacy, upload, day };
}

export type TeachingApp = Awaited<ReturnType<typeof createTeachingApp>>;
