import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('holidays on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (body: object, token = admin) => t.call('POST', '/javaApi/holiday/addHoliday', { token, body });
  const list = (year: number, token = admin) => t.call('GET', '/javaApi/holiday/getHolidayList', { token, query: { year: String(year) } });

  it('adds holidays for everyone, for teachers and for children, and lists a year’s', async () => {
    const national = await add({ holidayName: '国庆节', userType: 0, startDate: '2027-10-01', endDate: '2027-10-07' });
    expect(national.body.data.groupId).toEqual(expect.any(Number));
    await add({ holidayName: '教师培训日', userType: 1, startDate: '2027-08-20', endDate: '2027-08-20' });
    await add({ holidayName: '寒假', userType: 2, startDate: '2027-12-30', endDate: '2028-02-10' });
    const holidays = (await list(2027)).body.data;
    expect(holidays.map((holiday: { holidayName: string; dayCount: number }) => [holiday.holidayName, holiday.dayCount])).toEqual([
      ['教师培训日', 1],
      ['国庆节', 7],
      ['寒假', 43],
    ]);
    expect((await list(2028)).body.data.map((holiday: { holidayName: string }) => holiday.holidayName)).toEqual(['寒假']);
    const years = (await t.call('GET', '/javaApi/holiday/getYearList', { token: admin })).body.data;
    expect(years).toEqual(expect.arrayContaining([2027]));
  });

  it('refuses a holiday that overlaps another for the same people, and allows it for other people', async () => {
    await add({ holidayName: '春节', userType: 0, startDate: '2029-02-10', endDate: '2029-02-17' });
    const clash = await add({ holidayName: '寒假', userType: 2, startDate: '2029-02-01', endDate: '2029-02-12' });
    expect(clash.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '与假期「春节」（2029-02-10 至 2029-02-17）的日期重叠', field: 'startDate' });
    await add({ holidayName: '教师研修', userType: 1, startDate: '2029-03-01', endDate: '2029-03-02' });
    expect((await add({ holidayName: '春季开学准备', userType: 2, startDate: '2029-03-01', endDate: '2029-03-02' })).body.code).toBe(200);
  });

  it('refuses a range that ends before it starts, and bad input', async () => {
    expect((await add({ holidayName: '倒转', userType: 0, startDate: '2030-05-05', endDate: '2030-05-01' })).body).toMatchObject({ message: '假期的开始日期不能晚于结束日期', field: 'startDate' });
    expect((await add({ holidayName: '太长', userType: 0, startDate: '2030-05-01', endDate: '2031-05-02' })).body).toMatchObject({ message: '一个假期最长一年', field: 'endDate' });
    expect((await add({ holidayName: '', userType: 0, startDate: '2030-05-01', endDate: '2030-05-02' })).body.message).toBe('参数 holidayName 请填写假期名称');
    expect((await add({ holidayName: '某假', userType: 7, startDate: '2030-05-01', endDate: '2030-05-02' })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('deletes by group id, and not another school’s', async () => {
    const groupId = (await add({ holidayName: '端午节', userType: 0, startDate: '2031-06-01', endDate: '2031-06-03' })).body.data.groupId;
    const adminB = await t.login(t.people.adminB.phone);
    expect((await list(2031, adminB)).body.data).toEqual([]);
    expect((await t.call('POST', '/javaApi/holiday/delHolidayByGroupId', { token: adminB, body: { groupId } })).body.message).toBe('假期不存在');
    expect((await t.call('POST', '/javaApi/holiday/delHolidayByGroupId', { token: admin, body: { groupId } })).body.code).toBe(200);
    expect((await list(2031)).body.data).toEqual([]);
  });

  it('is only for roles with holiday settings', async () => {
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await list(2027, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});
