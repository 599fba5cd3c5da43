import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Story: a principal types a class name that is taken, a 200-character name pasted from a document,
 * a teacher's phone already on the staff. Each refusal names the field at fault (Java `field`,
 * legacy `ErrorField`), so that the form shows it under that field; nothing is cut and saved.
 */
describe.each(testDialects)('refusals naming the field at fault on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let yearId: number;
  let gradeId: number;

  const post = (url: string, body: Record<string, unknown>) => t.call('POST', url, { token, body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login(t.people.adminA.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    ({ gradeId } = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('points a taken class name at className, in the Java envelope', async () => {
    expect((await post('/javaApi/class/addClass', { yearId, gradeId, className: '小一班' })).body).toEqual({
      code: ErrorCode.CLASS_NAME_REPEATED,
      message: '本学年已有班级「小一班」',
      data: null,
      field: 'className',
    });
  });

  it('points a taken department name at DepartmentName, in the legacy envelope', async () => {
    expect((await post('/api/Teacher4/AddDepartment', { DepartmentName: '后勤部' })).body.ResponseStatus).toBe(1);
    expect((await post('/api/Teacher4/AddDepartment', { DepartmentName: '后勤部' })).body).toEqual({
      ResponseStatus: 2,
      ErrorCode: ErrorCode.INVALID_PARAMS,
      ErrorMessage: '已有部门「后勤部」',
      Data: null,
      ErrorField: 'DepartmentName',
    });
  });

  it('points a phone another teacher has at phone', async () => {
    const teacher = { teacherName: '李老师', sex: 2, phone: t.people.teacherA.phone };
    expect((await post('/javaApi/teacher/addTeacher', teacher)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '手机号13700000002已被本园教职工「甲老师」使用', field: 'phone' });
    expect((await post('/api/Teacher4/AddTeacher', { TeacherName: '李老师', Sex: 2, Phone: t.people.teacherA.phone })).body.ErrorField).toBe('Phone');
  });

  it('refuses a name past its limit with the limit in the message, and saves nothing cut', async () => {
    const longName = '向日葵'.repeat(67).slice(0, 200);
    expect((await post('/javaApi/class/addClass', { yearId, gradeId, className: longName })).body).toEqual({
      code: ErrorCode.INVALID_PARAMS,
      message: '参数 className 班级名称最多20字',
      data: null,
      field: 'className',
    });
    expect((await post('/api/Teacher4/AddDepartment', { DepartmentName: longName })).body).toMatchObject({ ErrorMessage: '参数 departmentName 部门名称最多20字', ErrorField: 'DepartmentName' });
    const saved = await t.db.selectFrom('schoolClass').select('name').where('schoolYearId', '=', yearId).execute();
    expect(saved.map((row) => row.name)).toEqual(['小一班']);
  });

  it('refuses emoji in a name, and keeps them in free text', async () => {
    expect((await post('/javaApi/class/addClass', { yearId, gradeId, className: '小二班🌻' })).body).toMatchObject({ message: '参数 className 班级名称不能包含表情符号', field: 'className' });
    expect((await post('/api/Role/AddRole', { RoleName: '保健医', Description: '负责晨检 👍' })).body.ResponseStatus).toBe(1);
  });

  it('names a nested field by its path, and no field when the refusal is about none', async () => {
    const batch = { teacherList: [{ teacherName: '赵老师', sex: 2, phone: '13900000001' }, { teacherName: '钱老师', sex: 2, phone: t.people.teacherA.phone }] };
    expect((await post('/javaApi/teacher/batchAddTeacher', batch)).body).toMatchObject({ field: 'teacherList.1.phone' });
    const missing = (await post('/javaApi/class/updateClassName', { classId: 999999, className: '小三班' })).body;
    expect(missing).toEqual({ code: ErrorCode.INVALID_PARAMS, message: '班级不存在', data: null });
  });
});
