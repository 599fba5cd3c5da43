import { ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDialects)('teachers on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;
  let gradeId: number;
  let departmentId: number;
  let postId: number;
  let teacherRoleId: number;
  let phone = 13600000000;
  const nextPhone = () => String(++phone);
  const firstPhone = nextPhone();

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown> = {}, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const addTeacher = async (fields: Record<string, unknown> = {}, token = admin) => {
    const answer = await post('/javaApi/teacher/addTeacher', { teacherName: '新老师', sex: 2, phone: nextPhone(), ...fields }, token);
    expect(answer.body.code, answer.body.message).toBe(200);
    return answer.body.data.teacherId as number;
  };
  const addClass = async (className: string) => {
    const answer = await post('/javaApi/class/addClass', { yearId, gradeId, className });
    return answer.body.data.classId as number;
  };
  const info = (teacherId: number, token = admin) => get('/javaApi/teacher/getTeacherInfo', { teacherId }, token);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    gradeId = (await post('/javaApi/grade/addGrade', { yearId, gradeName: '小班', gradeLevel: 2 })).body.data.gradeId;
    departmentId = (await post('/javaApi/department/addDepartment', { departmentName: '教学部' })).body.data.departmentId;
    postId = (await post('/javaApi/post/addPost', { postName: '主班教师' })).body.data.postId;
    const roles = (await get('/javaApi/teacher/getRoleListForSelect')).body.data as { roleId: number; roleName: string }[];
    teacherRoleId = roles.find((role) => role.roleName === '教师')!.roleId;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('adding and reading', () => {
    it('adds a teacher with department, post, role and class, and shows them in the list, the detail and the form', async () => {
      const classId = await addClass('小一班');
      const teacherId = await addTeacher({
        phone: firstPhone,
        teacherName: '李晓梅',
        departmentId,
        postId,
        roleId: teacherRoleId,
        classId,
        classPositionId: 1,
        birthday: '1990-05-01',
        entryDate: '2015-09-01',
        education: 4,
      });
      const page = (await get('/javaApi/teacher/getTeacherList', { keyword: '晓梅' })).body.data;
      expect(page).toEqual({
        total: 1,
        list: [
          {
            teacherId,
            teacherName: '李晓梅',
            sex: 2,
            phone: firstPhone,
            departmentId,
            departmentName: '教学部',
            postId,
            schoolDutyName: '主班教师',
            roleId: teacherRoleId,
            roleName: '教师',
            status: 0,
            education: 4,
            birthday: '1990-05-01',
            entryDate: '2015-09-01',
            leftAt: null,
            classNames: '小一班',
          },
        ],
      });
      const detail = (await info(teacherId)).body.data;
      expect(detail).toMatchObject({ schoolId: t.schools.schoolA, photoUrl: null, invitedAt: null });
      expect(detail.classes).toEqual([
        { classId, className: '小一班', gradeName: '小班', yearId, yearName: '2026-2027学年', classPositionId: 1, classPositionName: '主班教师' },
      ]);
      const form = (await get('/api/Teacher4/GetTeacherInfoForUpdate', { teacherId })).body.Data;
      expect(form).toMatchObject({ TeacherName: '李晓梅', DepartmentId: departmentId, PostId: postId, Education: 4, ClassList: [{ ClassId: classId, ClassPositionId: 1 }] });
    });

    it('filters the list by department, post and status, and pages it, in both families', async () => {
      const other = (await post('/javaApi/department/addDepartment', { departmentName: '后勤部' })).body.data.departmentId;
      for (const name of ['后勤甲', '后勤乙', '后勤丙']) await addTeacher({ teacherName: name, departmentId: other });
      const first = (await get('/api/Teacher4/GetTeacherList', { departmentId: other, pageIndex: 1, pageSize: 2 })).body.Data;
      const second = (await get('/api/Teacher4/GetTeacherList', { departmentId: other, pageIndex: 2, pageSize: 2 })).body.Data;
      expect(first.Total).toBe(3);
      expect([...first.List, ...second.List].map((row: { TeacherName: string }) => row.TeacherName)).toEqual(['后勤甲', '后勤乙', '后勤丙']);
      expect((await get('/javaApi/teacher/getTeacherList', { postId })).body.data.list.every((row: { postId: number }) => row.postId === postId)).toBe(true);
      expect((await get('/javaApi/teacher/getTeacherList', { departmentId: other, status: 2 })).body.data.total).toBe(0);
    });

    it('offers departments, posts, roles, open classes and class positions for the form', async () => {
      expect((await get('/javaApi/teacher/getDepartmentListForSelect')).body.data).toContainEqual({ departmentId, departmentName: '教学部' });
      expect((await get('/javaApi/teacher/getPostListForSelect')).body.data).toContainEqual({ postId, schoolDutyName: '主班教师' });
      expect((await get('/api/Teacher4/GetClassPositionList')).body.Data).toEqual([
        { ClassPositionId: 1, ClassPositionName: '主班教师' },
        { ClassPositionId: 2, ClassPositionName: '配班教师' },
        { ClassPositionId: 3, ClassPositionName: '保育员' },
      ]);
      const pastYear = await t.make.pastSchoolYear(t.schools.schoolA);
      await t.make.classWithChild(t.schools.schoolA, pastYear, '往届班', '旧幼儿');
      const classes = (await get('/javaApi/teacher/getClassListForSelect')).body.data;
      expect(classes).toContainEqual(expect.objectContaining({ className: '小一班', gradeName: '小班', yearName: '2026-2027学年' }));
      expect(classes.map((item: { className: string }) => item.className)).not.toContain('往届班');
    });

    it('answers the same-phone check, and refuses a phone the school already uses with 1000001 naming its holder', async () => {
      const taken = (await get('/javaApi/teacher/isSamePhone', { phone: t.people.teacherA.phone })).body.data;
      expect(taken).toEqual({ isSame: true, teacherId: t.people.teacherA.id, teacherName: '甲老师', status: 0, message: `手机号${t.people.teacherA.phone}已被本园教职工「甲老师」使用` });
      const own = (await get('/api/Teacher4/IsSamePhone', { teacherId: t.people.teacherA.id, phone: t.people.teacherA.phone })).body.Data;
      expect(own).toMatchObject({ IsSame: false, Message: '该手机号可以使用' });
      const refused = await post('/javaApi/teacher/addTeacher', { teacherName: '重号', sex: 1, phone: t.people.teacherA.phone });
      expect(refused.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: `手机号${t.people.teacherA.phone}已被本园教职工「甲老师」使用` });
      // Another school's staff member may have the same phone: schools do not share staff.
      await addTeacher({ teacherName: '乙园同号', phone: t.people.adminB.phone });
    });

    it('adds teachers in a batch, all or none', async () => {
      const [first, second] = [nextPhone(), nextPhone()];
      const added = await post('/api/Teacher4/BatchAddTeacher', {
        TeacherList: [
          { TeacherName: '批量一', Sex: 2, Phone: first },
          { TeacherName: '批量二', Sex: 1, Phone: second, DepartmentId: departmentId },
        ],
      });
      expect(added.body.Data.TeacherIds).toHaveLength(2);
      const again = nextPhone();
      const refused = await post('/javaApi/teacher/batchAddTeacher', {
        teacherList: [
          { teacherName: '批量三', sex: 2, phone: again },
          { teacherName: '批量四', sex: 2, phone: again },
        ],
      });
      expect(refused.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '第2位教师：手机号与第1位相同' });
      const clash = await post('/javaApi/teacher/batchAddTeacher', { teacherList: [{ teacherName: '批量五', sex: 2, phone: nextPhone() }, { teacherName: '批量六', sex: 2, phone: first }] });
      expect(clash.body.message).toBe(`第2位教师：手机号${first}已被本园教职工「批量一」使用`);
      expect((await get('/javaApi/teacher/getTeacherList', { keyword: '批量' })).body.data.total).toBe(2);
    });

    it('answers 1000001 naming the field for bad input', async () => {
      expect((await post('/javaApi/teacher/addTeacher', { teacherName: '缺号', sex: 1 })).body.message).toBe('缺少参数 phone');
      expect((await post('/javaApi/teacher/addTeacher', { teacherName: '短号', sex: 1, phone: '123' })).body.message).toBe('参数 phone 请输入11位手机号');
      expect((await post('/javaApi/teacher/addTeacher', { teacherName: '怪', sex: 3, phone: nextPhone() })).body.message).toBe('参数 sex 性别为1（男）或2（女）');
      expect((await post('/javaApi/teacher/addTeacher', { teacherName: '怪', sex: 1, phone: nextPhone(), birthday: '1990/1/1' })).body.message).toBe('参数 birthday 日期格式应为 YYYY-MM-DD');
      expect((await post('/javaApi/teacher/addTeacher', { teacherName: '怪', sex: 1, phone: nextPhone(), classId: 999999 })).body.message).toBe('请选择班级职务');
      const teacherId = await addTeacher();
      expect((await post('/javaApi/teacher/updateTeacherInfo', { teacherId, teacherName: '怪', sex: 1, phone: nextPhone(), status: 1 })).body.message).toBe('参数 status 状态只能改为正常或离班');
      expect((await get('/javaApi/teacher/getTeacherInfo', { teacherId: 'abc' })).body.message).toMatch(/^参数 teacherId/);
    });

    it('refuses a birthday or entry date after today, or an entry before the birthday, naming the field in both families', async () => {
      const future = await post('/javaApi/teacher/addTeacher', { teacherName: '未来', sex: 1, phone: nextPhone(), birthday: '2099-01-01' });
      expect(future.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '出生日期不能晚于今天', field: 'birthday' });
      const hiredLater = await post('/api/Teacher4/AddTeacher', { TeacherName: '未来', Sex: 1, Phone: nextPhone(), EntryDate: '2099-01-01' });
      expect(hiredLater.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '入职日期不能晚于今天', ErrorField: 'EntryDate' });
      const beforeBirth = await post('/javaApi/teacher/addTeacher', { teacherName: '早入', sex: 1, phone: nextPhone(), birthday: '1990-05-06', entryDate: '1985-09-01' });
      expect(beforeBirth.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '入职日期不能早于出生日期', field: 'entryDate' });
      const batch = await post('/javaApi/teacher/batchAddTeacher', { teacherList: [{ teacherName: '批量七', sex: 2, phone: nextPhone() }, { teacherName: '批量八', sex: 2, phone: nextPhone(), birthday: '2099-01-01' }] });
      expect(batch.body).toMatchObject({ message: '第2位教师：出生日期不能晚于今天', field: 'teacherList.1.birthday' });

      // An edit sending one date is checked against the other as stored.
      const phone = nextPhone();
      const teacherId = await addTeacher({ phone, birthday: '1990-05-06' });
      const edited = await post('/javaApi/teacher/updateTeacherInfo', { teacherId, teacherName: '新老师', sex: 2, phone, entryDate: '1989-09-01' });
      expect(edited.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '入职日期不能早于出生日期', field: 'entryDate' });
      expect((await info(teacherId)).body.data).toMatchObject({ birthday: '1990-05-06', entryDate: null });
    });
  });

  describe('editing and classes', () => {
    it('updates the record; 离班 takes the teacher out of their classes, and classes need the status back to 正常', async () => {
      const classId = await addClass('小二班');
      const teacherId = await addTeacher({ classId, classPositionId: 2, roleId: teacherRoleId, postId });
      const newPhone = nextPhone();
      const updated = await post('/javaApi/teacher/updateTeacherInfo', { teacherId, teacherName: '改名老师', sex: 1, phone: newPhone, departmentId, postId: '', status: 2 });
      expect(updated.body).toMatchObject({ code: 200, data: { teacherId } });
      // Left out keeps its value (the role); sent empty clears it (the post).
      expect((await info(teacherId)).body.data).toMatchObject({ teacherName: '改名老师', sex: 1, phone: newPhone, departmentId, postId: null, roleId: teacherRoleId, status: 2, classes: [], classNames: '' });
      const refused = await post('/javaApi/teacher/changeTeacherClass', { teacherId, classList: [{ classId, classPositionId: 1 }] });
      expect(refused.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '「改名老师」已离班，请先将状态改为正常' });
      await post('/javaApi/teacher/updateTeacherInfo', { teacherId, teacherName: '改名老师', sex: 1, phone: newPhone, status: 0 });
      expect((await post('/api/Teacher4/ChangeTeacherClass', { TeacherId: teacherId, ClassList: [{ ClassId: classId, ClassPositionId: 1 }] })).body.ResponseStatus).toBe(1);
      expect((await info(teacherId)).body.data.classNames).toBe('小二班');
    });

    it('changes classes only among open classes, each once, with room in the class', async () => {
      const teacherId = await addTeacher();
      const pastYear = await t.make.pastSchoolYear(t.schools.schoolA, '2023-2024学年');
      const { classId: closed } = await t.make.classWithChild(t.schools.schoolA, pastYear, '去年班', '去年娃');
      const change = (classList: unknown[]) => post('/javaApi/teacher/changeTeacherClass', { teacherId, classList });
      expect((await change([{ classId: closed, classPositionId: 1 }])).body.message).toBe('班级不存在或所在学年已结束');
      const classId = await addClass('小三班');
      expect((await change([{ classId, classPositionId: 1 }, { classId, classPositionId: 2 }])).body.message).toBe('同一个班级不能重复');
      for (let index = 0; index < 6; index += 1) {
        await post('/javaApi/teacher/changeTeacherClass', { teacherId: await addTeacher(), classList: [{ classId, classPositionId: 2 }] });
      }
      expect((await change([{ classId, classPositionId: 2 }])).body.message).toBe('「小三班」已有6位老师');
      expect((await change([])).body.code).toBe(200);
    });

    it('keeps past years’ classes as the work history', async () => {
      const teacherId = await addTeacher({ entryDate: '2020-08-01' });
      const pastYear = await t.make.pastSchoolYear(t.schools.schoolA, '2022-2023学年');
      const { classId: pastClass } = await t.make.classWithChild(t.schools.schoolA, pastYear, '旧大一班', '旧娃');
      await t.db.insertInto('classTeacher').values({ schoolId: t.schools.schoolA, classId: pastClass, teacherId, position: 1 }).execute();
      const current = await addClass('小四班');
      await post('/javaApi/teacher/changeTeacherClass', { teacherId, classList: [{ classId: current, classPositionId: 3 }] });
      const history = (await get('/javaApi/teacher/getTeacherWorkHistory', { teacherId })).body.data;
      expect(history).toMatchObject({ entryDate: '2020-08-01', leftAt: null });
      expect(history.classes.map((item: { className: string; isCurrent: boolean; classPositionName: string }) => [item.className, item.isCurrent, item.classPositionName])).toEqual([
        ['小四班', true, '保育员'],
        ['旧大一班', false, '主班教师'],
      ]);
    });
  });

  describe('roles and who may act on whom', () => {
    let personnel: string;
    let personnelId: number;
    beforeAll(async () => {
      const role = await t.make.role(t.schools.schoolA, ['StaffingManage.TeacherManage'], '人事专员');
      personnelId = await t.make.teacher(t.schools.schoolA, { phone: '13700000050', roleId: role, name: '人事' });
      personnel = await t.login('13700000050');
    });

    it('changes a teacher’s role through UpdateTeacherRole', async () => {
      const teacherId = await addTeacher();
      expect((await post('/api/Teacher4/UpdateTeacherRole', { TeacherId: teacherId, RoleId: teacherRoleId })).body.ResponseStatus).toBe(1);
      expect((await info(teacherId)).body.data.roleName).toBe('教师');
      expect((await post('/javaApi/teacher/updateTeacherRole', { teacherId, roleId: '' })).body.code).toBe(200);
      expect((await info(teacherId)).body.data.roleId).toBeNull();
    });

    it('refuses to change one’s own role, or to hand out a role beyond one’s own', async () => {
      expect((await post('/javaApi/teacher/updateTeacherRole', { teacherId: t.people.adminA.id, roleId: teacherRoleId })).body).toMatchObject({
        code: ErrorCode.NOT_ALLOWED,
        message: '不能修改自己的角色',
      });
      const adminRoleId = (await info(t.people.adminA.id)).body.data.roleId;
      const teacherId = await addTeacher({}, personnel);
      expect((await post('/javaApi/teacher/updateTeacherRole', { teacherId, roleId: adminRoleId }, personnel)).body).toMatchObject({
        code: ErrorCode.NOT_ALLOWED,
        message: '不能分配超出您自己权限的角色',
      });
      const refused = await post('/javaApi/teacher/addTeacher', { teacherName: '想当园长', sex: 1, phone: nextPhone(), roleId: adminRoleId }, personnel);
      expect(refused.body.message).toBe('不能分配超出您自己权限的角色');
      const batch = await post('/javaApi/teacher/batchAddTeacher', { teacherList: [{ teacherName: '批量园长', sex: 1, phone: nextPhone(), roleId: adminRoleId }] }, personnel);
      expect(batch.body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '第1位教师：不能分配超出您自己权限的角色' });
    });

    it('refuses to reset the password, change the phone or end the job of someone whose role reaches further', async () => {
      const outranks = '该教职工的角色权限超出您自己的权限，不能执行此操作';
      expect((await post('/javaApi/teacher/resetTeacherPassword', { teacherId: t.people.adminA.id }, personnel)).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: outranks });
      const takeover = await post('/javaApi/teacher/updateTeacherInfo', { teacherId: t.people.adminA.id, teacherName: '甲园长', sex: 2, phone: nextPhone() }, personnel);
      expect(takeover.body.message).toBe(outranks);
      expect((await post('/javaApi/teacher/dimissionTeacher', { teacherId: t.people.adminA.id }, personnel)).body.message).toBe(outranks);
      expect((await post('/javaApi/teacher/resetTeacherPassword', { teacherId: personnelId }, personnel)).body.message).toBe('请在个人信息中修改自己的密码');
    });
  });

  describe('leaving, restoring and deleting', () => {
    it('ends a leaver’s sessions, current classes, grade management and card, keeps the record and lists them under 离职人员', async () => {
      const leaverPhone = nextPhone();
      const teacherId = await t.make.teacher(t.schools.schoolA, { phone: leaverPhone, roleId: teacherRoleId, name: '将离职' });
      const token = await t.login(leaverPhone);
      const classId = await addClass('小五班');
      await post('/javaApi/teacher/changeTeacherClass', { teacherId, classList: [{ classId, classPositionId: 1 }] });
      await post('/javaApi/grade/updateGrade', { gradeId, gradeManager: teacherId });
      await post('/javaApi/teacherCard/bindCard', { teacherId, cardNo: 'LEAVE001' });

      const left = await post('/api/Teacher4/DimissionTeacher', { TeacherId: teacherId, LeaveDate: '2026-10-31' });
      expect(left.body.ResponseStatus).toBe(1);
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
      expect((await t.call('POST', '/javaApi/login/validLogin', { body: { account: leaverPhone, password: TEST_PASSWORD } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
      expect((await info(teacherId)).body.data).toMatchObject({ status: 1, leftAt: '2026-10-31', classes: [] });
      const grades = (await get('/javaApi/grade/getGradeListForManage', { yearId })).body.data;
      expect(grades.find((grade: { gradeId: number }) => grade.gradeId === gradeId).gradeManager).toBeNull();
      expect((await get('/api/TeacherCard/GetTeacherCardByCardNo', { cardNo: 'LEAVE001' })).body.Data).toMatchObject({ Status: 0, StatusName: '已注销', TeacherName: '将离职' });
      expect((await get('/javaApi/teacher/getTeacherList', { keyword: '将离职' })).body.data.total).toBe(0);
      const resigned = (await get('/javaApi/teacher/getDimissionTeacherList', { keyword: '将离职' })).body.data;
      expect(resigned.list).toEqual([expect.objectContaining({ teacherId, status: 1, leftAt: '2026-10-31' })]);
      expect((await post('/javaApi/teacher/dimissionTeacher', { teacherId })).body.message).toBe('「将离职」已离职，请先在离职人员中恢复');

      expect((await post('/api/Teacher4/RestoreTeacher', { TeacherId: teacherId })).body.Data).toEqual({ TeacherId: teacherId });
      expect((await info(teacherId)).body.data).toMatchObject({ status: 0, leftAt: null });
      await t.login(leaverPhone);
      expect((await post('/javaApi/teacher/restoreTeacher', { teacherId })).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '「将离职」没有离职' });
    });

    it('refuses a leaving date in the future, and leaving oneself', async () => {
      const teacherId = await addTeacher();
      expect((await post('/javaApi/teacher/dimissionTeacher', { teacherId, leaveDate: '2099-01-01' })).body.message).toBe('离职日期不能晚于今天');
      expect((await post('/javaApi/teacher/dimissionTeacher', { teacherId: t.people.adminA.id })).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '不能为自己办理离职' });
    });

    it('deletes a teacher added by mistake; refuses one who still has classes (2000032) or a record of work', async () => {
      const mistaken = await addTeacher({ teacherName: '误录入' });
      expect((await post('/api/Teacher4/DelTeacher', { TeacherId: mistaken })).body.ResponseStatus).toBe(1);
      expect((await info(mistaken)).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '教师不存在' });

      const classId = await addClass('小六班');
      const teaching = await addTeacher({ teacherName: '在班', classId, classPositionId: 1 });
      expect((await post('/api/Teacher4/DelTeacher', { TeacherId: teaching })).body).toMatchObject({
        ErrorCode: ErrorCode.DELETE_RULE,
        ErrorMessage: '「在班」还担任小六班的老师，请先调整任教班级',
      });
      const signedInPhone = nextPhone();
      const signedIn = await t.make.teacher(t.schools.schoolA, { phone: signedInPhone, name: '登录过' });
      await t.login(signedInPhone);
      expect((await post('/javaApi/teacher/delTeacher', { teacherId: signedIn })).body).toMatchObject({
        code: ErrorCode.DELETE_RULE,
        message: '「登录过」已有任教、登录、发卡或教学、教研等记录，作为档案保留，不能删除；如已不在园，请办理离职',
      });
      expect((await post('/javaApi/teacher/delTeacher', { teacherId: t.people.adminA.id })).body.message).toBe('不能删除自己');
    });
  });

  describe('passwords and invitations', () => {
    it('resets a password to a temporary one shown once, which signs in while the old sessions end', async () => {
      const staffPhone = nextPhone();
      const teacherId = await t.make.teacher(t.schools.schoolA, { phone: staffPhone, name: '忘密码' });
      const old = await t.login(staffPhone);
      const reset = await post('/javaApi/teacher/resetTeacherPassword', { teacherId });
      expect(reset.body.data).toEqual({ teacherId, temporaryPassword: expect.stringMatching(/^[A-Za-z2-9]{10}$/) });
      expect((await t.call('POST', '/javaApi/login/getTeacherAccountInfo', { token: old, body: {} })).body.code).toBe(ErrorCode.INVALID_TOKEN);
      await t.login(staffPhone, reset.body.data.temporaryPassword);
      const stored = await t.db.selectFrom('account').select('passwordHash').where('phone', '=', staffPhone).executeTakeFirstOrThrow();
      expect(stored.passwordHash).not.toContain(reset.body.data.temporaryPassword);
    });

    it('invites a teacher by SMS through the provider, at most once a minute', async () => {
      const invitedPhone = nextPhone();
      const teacherId = await addTeacher({ teacherName: '受邀', phone: invitedPhone });
      const invited = await post('/javaApi/teacher/inviteTeacher', { teacherId });
      expect(invited.body.data).toEqual({ teacherId, phone: invitedPhone, invitedAt: expect.any(String) });
      expect(t.sms.sent.at(-1)).toEqual({ phone: invitedPhone, text: expect.stringContaining('甲幼儿园邀请您使用园务') });
      expect((await post('/javaApi/teacher/inviteTeacher', { teacherId })).body).toMatchObject({ code: ErrorCode.NOT_ALLOWED, message: '邀请短信发送过于频繁，请1分钟后再试' });
      t.clock.advance(61);
      const again = await post('/javaApi/teacher/inviteTeacher', { teacherId });
      expect(again.body.data.invitedAt > invited.body.data.invitedAt).toBe(true);
      expect((await info(teacherId)).body.data.invitedAt).toBe(again.body.data.invitedAt);
    });
  });

  it('exports the teacher report as a real xlsx with the list’s filters', async () => {
    const report = await t.app.inject({ method: 'POST', url: '/javaApi/teacher/exportTeacherToXlsx', headers: { auth: admin }, payload: { keyword: '李晓梅' } });
    expect(report.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(report.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^甲幼儿园-教师报表-\d{8}\.xlsx$/);
    expect(await sheetRows(report.rawPayload)).toEqual([
      ['姓名', '性别', '手机号', '部门', '职务', '角色', '任教班级', '状态', '出生日期', '入职日期', '学历', '离职日期'],
      ['李晓梅', '女', firstPhone, '教学部', '主班教师', '教师', '小一班', '正常', '1990-05-01', '2015-09-01', '本科'],
    ]);
  });

  it('counts the staff who have not left by department, post, age, years of service, education and sex', async () => {
    const department = (await post('/javaApi/department/addDepartment', { departmentName: '保育部' }, adminB)).body.data.departmentId;
    const today = new Date(t.clock.now());
    const yearsAgo = (years: number) => `${today.getUTCFullYear() - years}-01-01`;
    await addTeacher({ teacherName: '年轻', departmentId: department, birthday: yearsAgo(23), entryDate: yearsAgo(2), education: 3 }, adminB);
    await addTeacher({ teacherName: '资深', sex: 1, birthday: yearsAgo(45), entryDate: yearsAgo(12), education: 4 }, adminB);
    const leaver = await addTeacher({ teacherName: '已走', departmentId: department, education: 5 }, adminB);
    await post('/javaApi/teacher/dimissionTeacher', { teacherId: leaver }, adminB);
    const analysis = (await get('/api/Teacher4/GetTeacherAnalysis', {}, adminB)).body.Data;
    expect(analysis.Total).toBe(3);
    expect(analysis.BySex).toEqual([{ Name: '男', Count: 1 }, { Name: '女', Count: 2 }]);
    expect(analysis.ByDepartment).toEqual([{ Name: '保育部', Count: 1 }, { Name: '未分配部门', Count: 2 }]);
    expect(analysis.ByAge).toEqual([
      { Name: '25岁以下', Count: 1 },
      { Name: '25-29岁', Count: 0 },
      { Name: '30-39岁', Count: 0 },
      { Name: '40-49岁', Count: 1 },
      { Name: '50岁及以上', Count: 0 },
      { Name: '未填写', Count: 1 },
    ]);
    expect(analysis.ByServiceYears).toEqual([
      { Name: '不满1年', Count: 0 },
      { Name: '1-3年', Count: 1 },
      { Name: '3-5年', Count: 0 },
      { Name: '5-10年', Count: 0 },
      { Name: '10年及以上', Count: 1 },
      { Name: '未填写', Count: 1 },
    ]);
    expect(analysis.ByEducation).toEqual([
      { Name: '初中及以下', Count: 0 },
      { Name: '高中/中专', Count: 0 },
      { Name: '大专', Count: 1 },
      { Name: '本科', Count: 1 },
      { Name: '硕士及以上', Count: 0 },
      { Name: '未填写', Count: 1 },
    ]);
    expect(analysis.ByPost).toEqual([{ Name: '未设置职务', Count: 3 }]);
  });

  it('keeps another school away from the school’s teachers', async () => {
    const teacherId = await addTeacher({ teacherName: '甲园私有' });
    const notFound = { code: ErrorCode.INVALID_PARAMS, message: '教师不存在' };
    for (const answer of [
      await info(teacherId, adminB),
      await get('/javaApi/teacher/getTeacherInfoForUpdate', { teacherId }, adminB),
      await get('/javaApi/teacher/getTeacherWorkHistory', { teacherId }, adminB),
      await post('/javaApi/teacher/updateTeacherInfo', { teacherId, teacherName: '改', sex: 1, phone: nextPhone() }, adminB),
      await post('/javaApi/teacher/changeTeacherClass', { teacherId, classList: [] }, adminB),
      await post('/javaApi/teacher/updateTeacherRole', { teacherId, roleId: '' }, adminB),
      await post('/javaApi/teacher/dimissionTeacher', { teacherId }, adminB),
      await post('/javaApi/teacher/restoreTeacher', { teacherId }, adminB),
      await post('/javaApi/teacher/delTeacher', { teacherId }, adminB),
      await post('/javaApi/teacher/resetTeacherPassword', { teacherId }, adminB),
      await post('/javaApi/teacher/inviteTeacher', { teacherId }, adminB),
    ]) {
      expect(answer.body).toMatchObject(notFound);
    }
    expect((await get('/javaApi/teacher/getTeacherList', { keyword: '甲园私有' }, adminB)).body.data.total).toBe(0);
    const foreign = await post('/javaApi/teacher/addTeacher', { teacherName: '混入', sex: 1, phone: nextPhone(), departmentId }, adminB);
    expect(foreign.body.message).toBe('部门不存在');
    const foreignClass = await post('/javaApi/teacher/addTeacher', { teacherName: '混入', sex: 1, phone: nextPhone(), classId: await addClass('小七班'), classPositionId: 1 }, adminB);
    expect(foreignClass.body.message).toBe('班级不存在或所在学年已结束');
    expect((await info(teacherId)).body.data.teacherName).toBe('甲园私有');
  });
});
