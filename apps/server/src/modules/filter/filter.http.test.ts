import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('filter options on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  let rows: { classId: number; childId: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    teacher = await t.login(t.people.teacherA.phone);
    const yearId = await t.make.schoolYear(t.schools.schoolA);
    await t.db.insertInto('semester').values({ schoolId: t.schools.schoolA, schoolYearId: yearId, name: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31', sortOrder: 1 }).execute();
    rows = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明');
    await t.make.classWithChild(t.schools.schoolB, await t.make.schoolYear(t.schools.schoolB), '小一班', '乙孩子');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, query: Record<string, string> = {}) => t.call('GET', path, { token: teacher, query });

  it('offers the school’s years, semesters, students and teachers to any signed-in user', async () => {
    expect((await get('/api/Filter/GetYearListForFilter')).body.Data).toEqual([{ YearId: expect.any(Number), YearName: '2026-2027学年', Status: expect.any(Number) }]);
    expect((await get('/api/Filter/GetSemesterListForFilter', { schoolId: '999' })).body.Data).toEqual([
      { SemesterId: expect.any(Number), SemesterName: '第一学期', YearId: expect.any(Number), StartDate: '2026-09-01', EndDate: '2027-01-31' },
    ]);
    expect((await get('/api/Filter/GetStudentListForFilter', { keyword: '小' })).body.Data).toEqual([{ StudentId: rows.childId, StudentName: '王小明', ClassId: rows.classId }]);
    const teachers = (await get('/api/Filter/GetTeacherListForFilter', { keyword: '甲' })).body.Data;
    expect(teachers.map((row: { TeacherName: string }) => row.TeacherName).sort()).toEqual(['甲园长', '甲老师']);
    expect((await get('/api/Filter/GetDepartmentListForFilter')).body.Data).toEqual([]);
  });

  it('offers the national list of provinces, cities and counties', async () => {
    const provinces = (await get('/api/Filter/GetProvinceList')).body.Data;
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces).toContainEqual({ Code: '330000', Name: '浙江省' });
    expect((await get('/api/Filter/GetCityList', { provinceCode: '330000' })).body.Data).toContainEqual({ Code: '330100', Name: '杭州市' });
    expect((await get('/api/Filter/GetCountyList', { cityCode: '330100' })).body.Data).toContainEqual({ Code: '330106', Name: '西湖区' });
    expect((await get('/api/Filter/GetCityList', { provinceCode: 'zj' })).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 provinceCode 省份编码为6位数字' });
  });
});
