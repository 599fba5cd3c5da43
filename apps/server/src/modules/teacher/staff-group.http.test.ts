import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('departments and posts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, token = admin) => t.call('GET', url, { token });
  const addTeacher = (fields: Record<string, unknown>) =>
    post('/javaApi/teacher/addTeacher', { teacherName: '部门老师', sex: 2, ...fields }).then((answer) => answer.body.data.teacherId as number);

  describe('departments', () => {
    it('adds departments at the end, renames one, and lists them with their staff counts in both families', async () => {
      const office = (await post('/api/Teacher4/AddDepartment', { DepartmentName: '园务办公室' })).body.Data.DepartmentId;
      const teaching = (await post('/javaApi/department/addDepartment', { departmentName: '教学部' })).body.data.departmentId;
      await addTeacher({ phone: '13500000001', departmentId: teaching });
      expect((await post('/javaApi/department/updateDepartmentName', { departmentId: office, departmentName: '办公室' })).body.data).toEqual({ departmentId: office });
      expect((await get('/javaApi/department/getDepartmentList')).body.data).toEqual([
        { departmentId: office, departmentName: '办公室', sortOrder: 1, teacherCount: 0 },
        { departmentId: teaching, departmentName: '教学部', sortOrder: 2, teacherCount: 1 },
      ]);
      expect((await get('/api/Teacher4/GetDepartmentList')).body.Data[1]).toEqual({ DepartmentId: teaching, DepartmentName: '教学部', SortOrder: 2, TeacherCount: 1 });
    });

    it('refuses a department name the school already has, on add and on rename', async () => {
      expect((await post('/javaApi/department/addDepartment', { departmentName: '教学部' })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '已有部门「教学部」' });
      const [first] = (await get('/javaApi/department/getDepartmentList')).body.data;
      expect((await post('/javaApi/department/updateDepartmentName', { departmentId: first.departmentId, departmentName: '教学部' })).body.message).toBe('已有部门「教学部」');
    });

    it('reorders by the whole list of ids, as a drag sends it', async () => {
      const ids = (await get('/javaApi/department/getDepartmentList')).body.data.map((row: { departmentId: number }) => row.departmentId);
      const reversed = [...ids].reverse();
      expect((await post('/javaApi/department/updateDepartmentOrder', { departmentIds: reversed })).body.data).toEqual({ success: true });
      expect((await get('/javaApi/department/getDepartmentList')).body.data.map((row: { departmentId: number }) => row.departmentId)).toEqual(reversed);
      expect((await post('/api/Teacher4/UpdateDepartmentOrder', { DepartmentIds: ids.join(',') })).body.ResponseStatus).toBe(1);
      const partial = await post('/javaApi/department/updateDepartmentOrder', { departmentIds: [ids[0]] });
      expect(partial.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请提交本园全部部门的编号，每个一次' });
    });

    it('deletes a department without working staff (leavers lose it), and refuses one with staff with 2000032', async () => {
      const emptied = (await post('/javaApi/department/addDepartment', { departmentName: '临时部' })).body.data.departmentId;
      const leaver = await addTeacher({ phone: '13500000002', departmentId: emptied });
      const staying = (await post('/javaApi/department/addDepartment', { departmentName: '保育部' })).body.data.departmentId;
      await addTeacher({ phone: '13500000003', departmentId: staying });
      expect((await post('/javaApi/department/delDepartment', { departmentId: emptied })).body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '「临时部」还有1位在职教职工，请先调整他们的部门' });
      await post('/javaApi/teacher/dimissionTeacher', { teacherId: leaver });
      expect((await post('/javaApi/department/delDepartment', { departmentId: emptied })).body.code).toBe(200);
      expect((await t.call('GET', '/javaApi/teacher/getTeacherInfo', { token: admin, query: { teacherId: String(leaver) } })).body.data.departmentId).toBeNull();
      expect((await post('/api/Teacher4/DelDepartment', { DepartmentId: staying })).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.DELETE_RULE });
    });

    it('answers 1000001 naming the field for bad input', async () => {
      expect((await post('/javaApi/department/addDepartment', { departmentName: ' ' })).body.message).toBe('参数 departmentName 请填写部门名称');
      expect((await post('/javaApi/department/updateDepartmentOrder', { departmentIds: [] })).body.message).toBe('参数 departmentIds 请提供排序后的全部编号');
    });
  });

  describe('posts', () => {
    it('adds, renames, reorders, lists and deletes posts with the same rules', async () => {
      const head = (await post('/api/Teacher4/AddSchoolDuty', { PostName: '园长' })).body.Data.PostId;
      const lead = (await post('/javaApi/post/addPost', { postName: '主班' })).body.data.postId;
      await addTeacher({ phone: '13500000011', postId: lead });
      expect((await post('/api/Teacher4/UpdateSchoolDutyName', { PostId: lead, PostName: '主班教师' })).body.ResponseStatus).toBe(1);
      expect((await post('/javaApi/post/addPost', { postName: '园长' })).body.message).toBe('已有职务「园长」');
      await post('/javaApi/post/updatePostOrder', { postIds: [lead, head] });
      expect((await get('/api/Teacher4/GetSchoolDutyList')).body.Data).toEqual([
        { PostId: lead, PostName: '主班教师', SortOrder: 1, TeacherCount: 1 },
        { PostId: head, PostName: '园长', SortOrder: 2, TeacherCount: 0 },
      ]);
      expect((await post('/javaApi/post/delPost', { postId: lead })).body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '「主班教师」还有1位在职教职工，请先调整他们的职务' });
      expect((await post('/api/Teacher4/DelSchoolDuty', { PostId: head })).body.ResponseStatus).toBe(1);
      expect((await get('/javaApi/post/getPostList')).body.data).toHaveLength(1);
    });
  });

  it('keeps another school away from the school’s departments and posts', async () => {
    const [department] = (await get('/javaApi/department/getDepartmentList')).body.data;
    const [first] = (await get('/javaApi/post/getPostList')).body.data;
    const notFound = (what: string) => ({ code: ErrorCode.INVALID_PARAMS, message: `${what}不存在` });
    expect((await post('/javaApi/department/updateDepartmentName', { departmentId: department.departmentId, departmentName: '被改' }, adminB)).body).toMatchObject(notFound('部门'));
    expect((await post('/javaApi/department/delDepartment', { departmentId: department.departmentId }, adminB)).body).toMatchObject(notFound('部门'));
    expect((await post('/javaApi/post/updatePostName', { postId: first.postId, postName: '被改' }, adminB)).body).toMatchObject(notFound('职务'));
    expect((await post('/javaApi/post/delPost', { postId: first.postId }, adminB)).body).toMatchObject(notFound('职务'));
    expect((await post('/javaApi/department/updateDepartmentOrder', { departmentIds: [department.departmentId] }, adminB)).body.message).toBe('请提交本园全部部门的编号，每个一次');
    expect((await get('/javaApi/department/getDepartmentList', adminB)).body.data).toEqual([]);
    // The same name is free in another school.
    expect((await post('/javaApi/department/addDepartment', { departmentName: department.departmentName }, adminB)).body.code).toBe(200);
  });
});
