import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects)('devices on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let typeId: number;
  let areaId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    const area = await t.db
      .insertInto('activityArea')
      .values({ schoolId: t.schools.schoolA, name: '建构区', location: '一楼', capacity: null, coverFileId: null, remark: null, createdAt: '2026-01-01', updatedAt: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    areaId = area.id;
    typeId = (await t.call('POST', '/api/DeviceType/AddDeviceType', { token: admin, body: { TypeName: '空调', Remark: '教室空调' } })).body.Data.TypeId;
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (body: object, token = admin) => t.call('POST', '/api/Device/AddDevice', { token, body });
  const list = (query: Record<string, string> = {}, token = admin) => t.call('GET', '/api/Device/GetDeviceList', { token, query });
  const device = (extra: object = {}) => ({ deviceName: '格力柜式空调', deviceNo: 'KT-001', typeId, areaId, managerId: t.people.adminA.id, status: 1, purchaseDate: '2025-08-01', warrantyEndDate: '2028-08-01', ...extra });

  it('adds devices and lists them with their type, area and manager, filtered and paged', async () => {
    const added = await add(device());
    expect(added.body.ResponseStatus).toBe(1);
    await add(device({ deviceName: '美的挂式空调', deviceNo: 'KT-002', status: 3, areaId: '' }));
    const all = (await list({ pageIndex: '1', pageSize: '1' })).body.Data;
    expect(all.Total).toBe(2);
    expect(all.List).toHaveLength(1);
    const repairing = (await list({ status: '3' })).body.Data.List;
    expect(repairing).toEqual([expect.objectContaining({ DeviceName: '美的挂式空调', TypeName: '空调', AreaId: null, Status: 3 })]);
    const found = (await list({ searchKey: 'KT-001', areaId: String(areaId) })).body.Data.List;
    expect(found).toEqual([expect.objectContaining({ DeviceId: added.body.Data.DeviceId, AreaName: '建构区', ManagerName: '甲园长' })]);
    // What is typed is searched for as it is: LIKE's wildcards find no device, whatever the database.
    for (const searchKey of ['%', '_', 'KT_001']) expect((await list({ searchKey })).body.Data.Total, searchKey).toBe(0);
    const forUpdate = await t.call('GET', '/api/Device/GetDeviceForUpdate', { token: admin, query: { deviceId: String(added.body.Data.DeviceId) } });
    expect(forUpdate.body.Data).toMatchObject({ WarrantyEndDate: '2028-08-01', PurchaseDate: '2025-08-01' });
  });

  it('offers the school’s areas and working staff', async () => {
    expect((await t.call('GET', '/api/Device/GetAreaList', { token: admin })).body.Data).toEqual([{ AreaId: areaId, AreaName: '建构区' }]);
    expect((await t.call('GET', '/api/Device/GetAreaList', { token: adminB })).body.Data).toEqual([]);
    const managers = (await t.call('GET', '/api/Device/GetManagerList', { token: admin, query: { searchKey: '甲' } })).body.Data;
    expect(managers.map((row: { TeacherName: string }) => row.TeacherName)).toEqual(['甲园长', '甲老师']);
  });

  it('refuses bad input with the field named, and another school’s type, area or manager', async () => {
    expect((await add(device({ deviceName: '' }))).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 deviceName 请填写设备名称' });
    expect((await add(device({ status: 5 }))).body.ErrorMessage).toContain('设备状态');
    expect((await add(device({ warrantyEndDate: '2020-01-01' }))).body.ErrorMessage).toContain('保修截止日期不能早于购置日期');
    expect((await add(device({ purchaseDate: '2099-01-01', warrantyEndDate: '2100-01-01' }))).body).toMatchObject({ ErrorMessage: '购置日期不能晚于今天', ErrorField: 'PurchaseDate' });
    const typeB = (await t.call('POST', '/api/DeviceType/AddDeviceType', { token: adminB, body: { typeName: '投影仪' } })).body.Data.TypeId;
    expect((await add(device({ typeId: typeB }))).body.ErrorMessage).toBe('设备类型不存在');
    expect((await add(device({ managerId: t.people.adminB.id }))).body.ErrorMessage).toBe('负责人不是本园在职教职工');
    expect((await add(device(), adminB)).body.ErrorMessage).toBe('设备类型不存在');
  });

  it('updates a device, and never another school’s', async () => {
    const { DeviceId } = (await add(device({ deviceName: '海尔空调' }))).body.Data;
    const changed = await t.call('POST', '/api/Device/UpdateDevice', { token: admin, body: { ...device({ deviceName: '海尔空调', status: 2 }), deviceId: DeviceId } });
    expect(changed.body.ResponseStatus).toBe(1);
    expect((await list({ status: '2' })).body.Data.List.map((row: { DeviceName: string }) => row.DeviceName)).toEqual(['海尔空调']);
    const typeB = (await t.call('GET', '/api/DeviceType/GetDeviceTypeList', { token: adminB })).body.Data[0].TypeId;
    const stolen = await t.call('POST', '/api/Device/UpdateDevice', { token: adminB, body: { deviceName: '改名', typeId: typeB, deviceId: DeviceId } });
    expect(stolen.body.ErrorMessage).toBe('设备不存在');
    expect((await t.call('GET', '/api/Device/GetDeviceForUpdate', { token: adminB, query: { deviceId: String(DeviceId) } })).body.ErrorMessage).toBe('设备不存在');
  });

  it('deletes one by id, and many only when all are the school’s', async () => {
    const ids = await Promise.all(['一号', '二号', '三号'].map(async (name) => (await add(device({ deviceName: `待删除${name}` }))).body.Data.DeviceId as number));
    expect((await t.call('GET', '/api/Device/DelDevice', { token: adminB, query: { deviceId: String(ids[0]) } })).body.ErrorMessage).toBe('设备不存在');
    expect((await t.call('GET', '/api/Device/DelDevice', { token: admin, query: { deviceId: String(ids[0]) } })).body.ResponseStatus).toBe(1);
    const partly = await t.call('POST', '/api/Device/DelAllDevice', { token: admin, body: { deviceIdList: [ids[1], ids[0]] } });
    expect(partly.body.ErrorMessage).toBe(`设备（编号${ids[0]}）不存在`);
    expect((await list({ searchKey: '待删除' })).body.Data.Total).toBe(2);
    const all = await t.call('POST', '/api/Device/DelAllDevice', { token: admin, body: { DeviceIdList: `${ids[1]},${ids[2]}` } });
    expect(all.body.Data).toEqual({ DeletedCount: 2 });
    expect((await t.call('POST', '/api/Device/DelAllDevice', { token: admin, body: { deviceIdList: [] } })).body.ErrorMessage).toContain('请选择要删除的设备');
  });

  it('keeps types per school: unique names, details with counts, and a type in use not deletable', async () => {
    expect((await t.call('POST', '/api/DeviceType/AddDeviceType', { token: admin, body: { typeName: '空调' } })).body.ErrorMessage).toBe('设备类型「空调」已存在');
    const detail = (await t.call('GET', '/api/DeviceType/GetDeviceTypeDetail', { token: admin, query: { typeId: String(typeId) } })).body.Data;
    expect(detail).toMatchObject({ TypeName: '空调', Remark: '教室空调', DeviceCount: expect.any(Number) });
    expect(detail.DeviceCount).toBeGreaterThan(0);
    const inUse = await t.call('POST', '/api/DeviceType/DelDeviceType', { token: admin, body: { typeId } });
    expect(inUse.body).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: expect.stringContaining('不能删除') });
    const spare = (await t.call('POST', '/api/DeviceType/AddDeviceType', { token: admin, body: { typeName: '饮水机' } })).body.Data.TypeId;
    expect((await t.call('POST', '/api/DeviceType/UpdateDeviceType', { token: admin, body: { typeId: spare, typeName: '温热饮水机' } })).body.ResponseStatus).toBe(1);
    expect((await t.call('POST', '/api/DeviceType/UpdateDeviceType', { token: adminB, body: { typeId: spare, typeName: '偷改' } })).body.ErrorMessage).toBe('设备类型不存在');
    expect((await t.call('POST', '/api/DeviceType/DelDeviceType', { token: adminB, body: { typeId: spare } })).body.ErrorMessage).toBe('设备类型不存在');
    expect((await t.call('POST', '/api/DeviceType/DelDeviceType', { token: admin, body: { typeId: spare } })).body.ResponseStatus).toBe(1);
    const names = (await t.call('GET', '/api/DeviceType/GetDeviceTypeList', { token: admin })).body.Data.map((row: { TypeName: string }) => row.TypeName);
    expect(names).toEqual(['空调']);
  });

  it('needs a session and the 设备管理 module', async () => {
    expect((await list({}, '')).body.ResponseStatus).toBe(4);
    const teacher = await t.login(t.people.teacherA.phone);
    expect((await list({}, teacher)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
    expect((await add(device(), teacher)).body.ErrorCode).toBe(ErrorCode.NOT_ALLOWED);
  });
});
