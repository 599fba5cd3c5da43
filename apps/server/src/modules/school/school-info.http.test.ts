import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const INFO = {
  schoolName: '甲幼儿园',
  provinceCode: '330000',
  cityCode: '330100',
  countyCode: '330106',
  address: '文三路 188 号',
  contactName: '陈静',
  contactPhone: '0571-88886666',
  licenceNo: '教民133010670000128号',
  creditCode: '52330106mj8812345x',
  capacity: 360,
};

describe.each(testDialects)('school information and card machines on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (body: object, token = admin) => t.call('POST', '/javaApi/school/updateSchoolInfo', { token, body });

  it('updates the school information and reads it back with the region names, in both families', async () => {
    const saved = await update(INFO);
    expect(saved.body.data).toMatchObject({ schoolId: t.schools.schoolA, provinceName: '浙江省', cityName: '杭州市', countyName: '西湖区', creditCode: '52330106MJ8812345X', capacity: 360 });
    const legacy = await t.call('GET', '/api/School/GetSchoolInfo', { token: admin });
    expect(legacy.body.Data).toMatchObject({ SchoolName: '甲幼儿园', ContactName: '陈静', ContactPhone: '0571-88886666', LicenceNo: '教民133010670000128号', CountyName: '西湖区' });
    const forUpdate = await t.call('GET', '/javaApi/school/getSchoolInfoForUpdate', { token: admin });
    expect(forUpdate.body.data.address).toBe('文三路 188 号');
  });

  it('refuses bad input with the field named, and a city outside the province', async () => {
    expect((await update({ ...INFO, schoolName: '' })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '参数 schoolName 请填写园所名称' });
    expect((await update({ ...INFO, capacity: 0 })).body.message).toContain('核定学位数');
    expect((await update({ ...INFO, creditCode: '123' })).body.message).toContain('统一社会信用代码');
    expect((await update({ ...INFO, cityCode: '110100' })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '城市不在所选省份内' });
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo', { token: admin })).body.data.cityCode).toBe('330100');
  });

  it('lets a group administrator edit a branch, and nobody another group’s school', async () => {
    const branch = await update({ ...INFO, schoolId: t.schools.branchA, schoolName: '甲幼儿园分园', countyCode: '330110' });
    expect(branch.body.data).toMatchObject({ schoolId: t.schools.branchA, countyName: '余杭区', parentSchoolId: t.schools.schoolA });
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo', { token: admin, query: { schoolId: String(t.schools.schoolB) } })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await update({ ...INFO, schoolId: t.schools.schoolB })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    const adminB = await t.login(t.people.adminB.phone);
    expect((await update({ ...INFO, schoolId: t.schools.branchA }, adminB)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo', { token: adminB })).body.data.schoolName).toBe('乙幼儿园');
  });

  it('sets the logo from a SchoolLogo file of the school only', async () => {
    const file = (schoolId: number, kind: 'SchoolLogo' | 'ChildPhoto') =>
      t.db
        .insertInto('file')
        .values({ schoolId, kind, storageKey: `k-${Math.random()}`, originalName: 'logo.png', extension: 'png', contentType: 'image/png', size: 10, sha256: 'x', visibility: 'public', uploaderTeacherId: null, conversion: 'none', convertedFileId: null, posterFileId: null, createdAt: '2026-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const logo = await file(t.schools.schoolA, 'SchoolLogo');
    expect((await t.call('POST', '/api/School/UpdateSchoolLogo', { token: admin, body: { LogoFileId: logo.id } })).body.Data).toEqual({ LogoFileId: logo.id });
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo', { token: admin })).body.data.logoFileId).toBe(logo.id);
    const photo = await file(t.schools.schoolA, 'ChildPhoto');
    expect((await t.call('POST', '/javaApi/school/updateSchoolLogo', { token: admin, body: { logoFileId: photo.id } })).body.message).toContain('园所标志');
    const elsewhere = await file(t.schools.schoolB, 'SchoolLogo');
    expect((await t.call('POST', '/javaApi/school/updateSchoolLogo', { token: admin, body: { logoFileId: elsewhere.id } })).body.message).toContain('不存在');
  });

  it('saves the card machines and what they show, and keeps them to the school', async () => {
    const empty = (await t.call('GET', '/javaApi/school/getMachineConfig', { token: admin })).body.data;
    expect(empty).toEqual({ machineList: [], swipeIntervalMinutes: 10, showClassName: true, showPhoto: false, welcomeText: null, keyIssuedAt: null });
    const config = {
      machineList: [
        { machineName: '东门入园机', kind: 1, location: '东门' },
        { machineName: '教职工考勤机', kind: 3, location: '大厅' },
      ],
      swipeIntervalMinutes: 5,
      showClassName: true,
      showPhoto: true,
      welcomeText: '宝贝早上好',
    };
    expect((await t.call('POST', '/javaApi/school/updateMachineConfig', { token: admin, body: config })).body.code).toBe(200);
    await t.call('POST', '/javaApi/studentAttend/issueDeviceKey', { token: admin, body: {} });
    const saved = (await t.call('GET', '/api/School/GetMachineConfig', { token: admin })).body.Data;
    expect(saved).toMatchObject({ SwipeIntervalMinutes: 5, ShowPhoto: true, WelcomeText: '宝贝早上好', KeyIssuedAt: expect.any(String) });
    const [entry] = saved.MachineList;
    const renamed = { ...config, machineList: [{ machineId: entry.MachineId, machineName: '东门闸机', kind: 1, location: '东门', isEnabled: false }] };
    await t.call('POST', '/javaApi/school/updateMachineConfig', { token: admin, body: renamed });
    const after = (await t.call('GET', '/javaApi/school/getMachineConfig', { token: admin })).body.data;
    expect(after.machineList).toEqual([{ machineId: entry.MachineId, machineName: '东门闸机', kind: 1, location: '东门', isEnabled: false }]);

    const adminB = await t.login(t.people.adminB.phone);
    expect((await t.call('GET', '/javaApi/school/getMachineConfig', { token: adminB })).body.data.machineList).toEqual([]);
    const stolen = await t.call('POST', '/javaApi/school/updateMachineConfig', { token: adminB, body: renamed });
    expect(stolen.body.message).toBe(`刷卡机（编号${entry.MachineId}）不存在`);
    expect((await t.call('POST', '/javaApi/school/updateMachineConfig', { token: admin, body: { ...config, swipeIntervalMinutes: 0 } })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call('POST', '/javaApi/school/updateMachineConfig', { token: admin, body: { ...config, machineList: [{ machineName: '某机', kind: 9 }] } })).body.message).toContain('设备用途');
  });

  it('needs a session and the 园所信息 module', async () => {
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo')).body.code).toBe(ErrorCode.MISSING_TOKEN);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await t.call('GET', '/javaApi/school/getSchoolInfo', { token: teacher })).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await update(INFO, teacher)).body.code).toBe(ErrorCode.NOT_ALLOWED);
    expect((await t.call('GET', '/javaApi/school/getMachineConfig', { token: teacher })).body.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});
