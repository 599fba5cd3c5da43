import { ClassPosition, ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDialects)('grades and classes on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const get = (url: string, query: Record<string, unknown>, token = admin) =>
    t.call('GET', url, { token, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const addGrade = (gradeName: string, gradeLevel: number, extra: object = {}) => post('/javaApi/grade/addGrade', { yearId, gradeName, gradeLevel, ...extra });

  describe('grades', () => {
    it('adds a grade with a manager, lists it with the manager and its classes', async () => {
      const added = await addGrade('中班', 3, { gradeManager: t.people.teacherA.id });
      expect(added.body.code).toBe(200);
      await post('/javaApi/class/addClass', { yearId, gradeId: added.body.data.gradeId, className: '中一班' });
      const listed = await get('/javaApi/grade/getGradeListForManage', { yearId });
      expect(listed.body.data).toContainEqual({
        gradeId: added.body.data.gradeId,
        gradeName: '中班',
        gradeLevel: 3,
        yearId,
        gradeManager: t.people.teacherA.id,
        gradeManagerName: '甲老师',
        classCount: 1,
      });
    });

    it('refuses a second grade of the same name in the year with 2000157', async () => {
      await addGrade('大班', 4);
      expect((await addGrade('大班', 4)).body).toMatchObject({ code: ErrorCode.GRADE_NAME_ERROR, message: '本学年已有年级「大班」' });
    });

    it('renames a grade and changes its manager through the legacy call; a manager must be a teacher of the school', async () => {
      const gradeId = (await addGrade('托班', 1)).body.data.gradeId;
      const renamed = await post('/api/Class4/UpdateGrade', { GradeId: gradeId, GradeName: '托儿班', GradeManager: t.people.adminA.id });
      expect(renamed.body.ResponseStatus).toBe(1);
      const foreign = await post('/javaApi/grade/updateGrade', { gradeId, gradeManager: t.people.adminB.id });
      expect(foreign.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '年级组长须为本园在职教师' });
      const grades = (await get('/javaApi/grade/getGradeListForManage', { yearId })).body.data;
      expect(grades.find((grade: { gradeId: number }) => grade.gradeId === gradeId)).toMatchObject({ gradeName: '托儿班', gradeManagerName: '甲园长' });
    });

    it('offers the grades as filter options with 全部 first, its level blank in the Java family only', async () => {
      const java = (await get('/javaApi/grade/getGradeListForYear', { yearId })).body.data;
      expect(java[0]).toEqual({ gradeId: 0, gradeName: '全部', gradeLevel: '' });
      const legacy = (await get('/api/Filter/GetGradeListForFilter', { yearId })).body.Data;
      expect(legacy[0]).toEqual({ GradeId: 0, GradeName: '全部', GradeLevel: 0 });
      expect(java.length).toBe(legacy.length);
    });

    it('deletes an empty grade and refuses one with classes with 2000032', async () => {
      const empty = (await addGrade('其他班', 5)).body.data.gradeId;
      expect((await post('/javaApi/grade/delGrade', { gradeId: empty })).body.code).toBe(200);
      const busy = (await addGrade('小班', 2)).body.data.gradeId;
      await post('/javaApi/class/addClass', { yearId, gradeId: busy, className: '小九班' });
      expect((await post('/javaApi/grade/delGrade', { gradeId: busy })).body).toMatchObject({
        code: ErrorCode.DELETE_RULE,
        message: '「小班」下还有1个班级，请先删除或调整这些班级',
      });
    });

    it('lists the teachers a grade manager can be chosen from in both families', async () => {
      const java = (await get('/javaApi/grade/getTeacherListForSelect', {})).body.data;
      expect(java.map((teacher: { teacherName: string }) => teacher.teacherName).sort()).toEqual(['甲园长', '甲老师']);
      const legacy = (await get('/api/Class4/GetTeacherListForGradeManager', {})).body.Data;
      expect(legacy).toHaveLength(2);
    });
  });

  describe('classes', () => {
    let gradeId: number;
    beforeAll(async () => {
      gradeId = (await addGrade('小小班', 2)).body.data.gradeId;
    });

    it('suggests the next free class name of the grade', async () => {
      expect((await get('/javaApi/class/getSuggestInfo', { yearId, gradeId })).body.data).toEqual({ className: '小一班' });
      await post('/javaApi/class/addClass', { yearId, gradeId, className: '小一班' });
      expect((await get('/javaApi/class/getSuggestInfo', { yearId, gradeId })).body.data).toEqual({ className: '小二班' });
    });

    it('creates a class with its teachers and shows it in the list and the detail', async () => {
      const created = await post('/javaApi/class/addClass', {
        yearId,
        gradeId,
        className: '小二班',
        teachers: [{ teacherId: t.people.teacherA.id, position: ClassPosition.HEAD_TEACHER }],
      });
      const classId = created.body.data.classId;
      const page = (await get('/javaApi/class/getSchoolClassList', { yearId, gradeId, keyword: '二', pageIndex: 1, pageSize: 10 })).body.data;
      expect(page).toEqual({
        total: 1,
        list: [{ classId, className: '小二班', yearId, gradeId, gradeName: '小小班', gradeLevel: 2, childCount: 0, teacherNames: '甲老师' }],
      });
      const info = (await get('/javaApi/class/getClassInfo', { classId })).body.data;
      expect(info).toMatchObject({ className: '小二班', gradeName: '小小班', teachers: [{ teacherName: '甲老师', position: ClassPosition.HEAD_TEACHER, phone: t.people.teacherA.phone }], children: [] });
    });

    it('refuses a duplicate class name in the year with 2000155, on create and on rename', async () => {
      await post('/javaApi/class/addClass', { yearId, gradeId, className: '小三班' });
      expect((await post('/javaApi/class/addClass', { yearId, gradeId, className: '小三班' })).body).toMatchObject({ code: ErrorCode.CLASS_NAME_REPEATED, message: '本学年已有班级「小三班」' });
      const other = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '小四班' })).body.data.classId;
      expect((await post('/api/Class4/UpdateClassName', { ClassId: other, ClassName: '小三班' })).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.CLASS_NAME_REPEATED });
      expect((await post('/javaApi/class/updateClassName', { classId: other, className: '小五班' })).body.code).toBe(200);
    });

    it('pages the class list', async () => {
      const first = (await get('/api/Class4/GetClassList', { yearId, pageIndex: 1, pageSize: 2 })).body.Data;
      const second = (await get('/api/Class4/GetClassList', { yearId, pageIndex: 2, pageSize: 2 })).body.Data;
      expect(first.List).toHaveLength(2);
      expect(first.Total).toBe(second.Total);
      expect(second.List[0].ClassId).not.toBe(first.List[0].ClassId);
    });

    it('refuses teachers that are not active staff of the school, and the same teacher twice', async () => {
      const classId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '小六班' })).body.data.classId;
      expect((await post('/javaApi/class/setClassTeachers', { classId, teachers: [{ teacherId: t.people.adminB.id, position: ClassPosition.HEAD_TEACHER }] })).body.message).toBe('班级老师须为本园在职教师');
      const twice = [{ teacherId: t.people.teacherA.id, position: ClassPosition.HEAD_TEACHER }, { teacherId: t.people.teacherA.id, position: ClassPosition.ASSISTANT_TEACHER }];
      expect((await post('/javaApi/class/setClassTeachers', { classId, teachers: twice })).body.message).toBe('同一位老师不能重复任职');
    });

    it('deletes an empty class; refuses one with children, and one that once had children', async () => {
      const empty = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '小七班' })).body.data.classId;
      expect((await post('/javaApi/class/deleteClass', { classId: empty })).body.code).toBe(200);
      const { classId, childId } = await t.make.classWithChild(t.schools.schoolA, yearId, '小八班', '李小萌');
      expect((await post('/javaApi/class/deleteClass', { classId })).body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '「小八班」还有1名在读幼儿，请先将幼儿转班或办理离园' });
      await t.db.updateTable('child').set({ status: 1 }).where('id', '=', childId).execute();
      expect((await post('/javaApi/class/deleteClass', { classId })).body.message).toBe('「小八班」有幼儿的在班记录，作为档案保留，不能删除');
    });

    it('exports the class’s children, its teachers and the class report as real xlsx files', async () => {
      const { classId } = await t.make.classWithChild(t.schools.schoolA, yearId, '导出班', '王小明');
      await post('/javaApi/class/setClassTeachers', { classId, teachers: [{ teacherId: t.people.teacherA.id, position: ClassPosition.ASSISTANT_TEACHER }] });
      const children = await t.app.inject({ method: 'POST', url: '/javaApi/class/exportClassStudentToXlsx', headers: { auth: admin }, payload: { classId } });
      expect(children.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(children.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^甲幼儿园-导出班-幼儿名单-\d{8}\.xlsx$/);
      expect(await sheetRows(children.rawPayload)).toEqual([
        ['序号', '姓名', '性别', '出生日期', '年级', '班级'],
        [1, '王小明', '男', '2022-05-01', '小班', '导出班'],
      ]);
      const teachers = await t.app.inject({ method: 'POST', url: '/javaApi/class/exportClassTeacherToXlsx', headers: { auth: admin }, payload: { classId } });
      expect(await sheetRows(teachers.rawPayload)).toEqual([
        ['姓名', '班级职务', '手机号', '班级'],
        ['甲老师', '配班教师', t.people.teacherA.phone, '导出班'],
      ]);
      const report = await t.app.inject({ method: 'POST', url: '/javaApi/class/exportClassToXlsx', headers: { auth: admin }, payload: { yearId } });
      const rows = await sheetRows(report.rawPayload);
      expect(rows[0]).toEqual(['年级', '级别', '班级', '在读幼儿', '班级老师']);
      expect(rows).toContainEqual(['小班', '小班', '导出班', 1, '甲老师']);
    });

    it('lists the semester’s teaching weeks of a class', async () => {
      const classId = (await post('/javaApi/class/addClass', { yearId, gradeId, className: '周次班' })).body.data.classId;
      await t.db.insertInto('semester').values({ schoolId: t.schools.schoolA, schoolYearId: yearId, name: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31', sortOrder: 1 }).execute();
      const info = (await get('/api/Class4/GetClassWeekInfo', { classId })).body.Data;
      expect(info.SemesterName).toBe('第一学期');
      expect(info.Weeks[0]).toMatchObject({ WeekIndex: 1, StartDate: '2026-08-31', EndDate: '2026-09-06' });
      expect(info.Weeks).toHaveLength(22);
    });
  });

  it('offers classes as filter options, flat and by grade, and teachers by department', async () => {
    const flat = (await get('/javaApi/class/getSchoolClassFilterList', { yearId })).body.data;
    expect(flat.length).toBeGreaterThan(3);
    const grouped = (await get('/api/Filter/GetSchoolClassListForFilter', { yearId })).body.Data;
    expect(grouped.flatMap((grade: { ClassList: unknown[] }) => grade.ClassList)).toHaveLength(flat.length);
    const groups = (await post('/api/Class4/GetTeacherAccountGroupList', {})).body.Data;
    expect(groups).toEqual([{ DepartmentId: null, DepartmentName: '未分配部门', TeacherList: expect.any(Array) }]);
  });

  it('keeps another school away from the school’s grades and classes', async () => {
    const { classId, gradeId } = await t.make.classWithChild(t.schools.schoolA, yearId, '隐私班', '赵小宝');
    const refusals = [
      await get('/javaApi/class/getClassInfo', { classId }, adminB),
      await post('/javaApi/class/updateClassName', { classId, className: '改名' }, adminB),
      await post('/javaApi/class/deleteClass', { classId }, adminB),
      await post('/javaApi/class/setClassTeachers', { classId, teachers: [] }, adminB),
      await post('/javaApi/class/exportClassStudentToXlsx', { classId }, adminB),
      await post('/javaApi/grade/updateGrade', { gradeId, gradeName: '改名' }, adminB),
      await post('/javaApi/grade/delGrade', { gradeId }, adminB),
      await post('/javaApi/class/addClass', { yearId, gradeId, className: '混入班' }, adminB),
      await post('/javaApi/grade/addGrade', { yearId, gradeName: '混入', gradeLevel: 2 }, adminB),
    ];
    for (const refusal of refusals) expect(refusal.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringMatching(/不存在$/) });
    expect((await get('/javaApi/class/getSchoolClassList', { yearId }, adminB)).body.data).toEqual({ list: [], total: 0 });
    expect((await get('/javaApi/grade/getGradeListForManage', { yearId }, adminB)).body.data).toEqual([]);
    const still = (await get('/javaApi/class/getClassInfo', { classId })).body.data;
    expect(still.className).toBe('隐私班');
  });

  it('answers 1000001 naming the field for bad input', async () => {
    expect((await post('/javaApi/grade/addGrade', { yearId, gradeName: '', gradeLevel: 2 })).body.message).toBe('参数 gradeName 请填写年级名称');
    expect((await post('/javaApi/grade/addGrade', { yearId, gradeName: '特殊班', gradeLevel: 9 })).body.message).toBe('参数 gradeLevel 年级级别为1-5');
    expect((await get('/javaApi/class/getSchoolClassList', { yearId: 'x' })).body.message).toMatch(/^参数 yearId/);
    expect((await post('/javaApi/class/addClass', { yearId, className: '无年级班' })).body.message).toBe('缺少参数 gradeId');
  });
});
