import { ErrorCode, regularImportColumns, UPLOAD_APP_HEADER } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { samplePng } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const A = '/api/Area4/';
const S = '/api/SchoolActivity4/';
const STUDENT_ACTIVITIES = '/api/Student4/GetStudentActivityList';
const TEMPLATE = '/javaApi/schoolActivity/downloadRegularTemplate';
const IMPORT_ERRORS = '/javaApi/schoolActivity/exportRegularImportErrors';

type Cell = string | number | null;

async function workbookBase64(rows: Cell[][], header: readonly string[] = regularImportColumns): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('常规活动');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe.each(testDialects)('school activities and areas on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let small1: { classId: number; childId: number };
  let small2: { classId: number; childId: number };
  let yearId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminB] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone)]);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    small1 = await t.make.classWithChild(t.schools.schoolA, yearId, '小一班', '王小明');
    small2 = await t.make.classWithChild(t.schools.schoolA, yearId, '小二班', '李小红');
  });
  afterAll(async () => {
    await t.close();
  });

  /** `null` calls without a session. */
  const post = (url: string, body: unknown, token: string | null = admin) => t.call('POST', url, { ...(token ? { token } : {}), body });
  const get = (url: string, query: Record<string, unknown> = {}, token: string | null = admin) =>
    t.call('GET', url, { ...(token ? { token } : {}), query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) });
  const ok = (body: Record<string, any>) => {
    expect(body.ErrorMessage ?? '').toBe('');
    expect(body.ResponseStatus).toBe(1);
    return body.Data;
  };

  let areaCounter = 0;
  async function addArea(overrides: Record<string, unknown> = {}) {
    areaCounter += 1;
    const data = ok((await post(`${A}AddOrUpdateArea`, { name: `建构区${areaCounter}`, location: '一楼东侧', capacity: 12, classIds: [small1.classId], ...overrides })).body);
    return data.AreaId as number;
  }
  const schoolActivity = (overrides: Record<string, unknown> = {}) => ({
    name: '秋季亲子运动会',
    typeId: 2,
    startDate: '2026-10-23',
    endDate: '2026-10-23',
    startTime: '09:00',
    endTime: '11:00',
    classIds: [small1.classId, small2.classId],
    content: '亲子接力、袋鼠跳、拔河比赛。',
    questionUnitIds: [2, 4],
    ...overrides,
  });
  const regularActivity = (areaId: number, overrides: Record<string, unknown> = {}) => ({
    name: '建构游戏',
    typeId: 11,
    classId: small1.classId,
    areaId,
    weekday: 1,
    startTime: '09:30',
    endTime: '10:10',
    startDate: '2026-09-01',
    endDate: '2027-01-20',
    content: '用积木搭建“我们的幼儿园”。',
    ...overrides,
  });

  async function uploadCover(kind = 'ActivityLocationCover') {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samplePng(2048))]), '封面.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadCarveFile',
      query: { relativeServerName: kind, offset: '0', isLast: '1' },
      headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value, auth: admin },
      payload: form,
    });
    return response.json().Data.FileId as number;
  }

  it('adds, lists, finds and updates areas with their classes and cover', async () => {
    const cover = await uploadCover();
    const areaId = await addArea({ name: '美工区', location: '二楼走廊', capacity: 8, coverFileId: cover, classIds: [small1.classId, small2.classId], remark: '每周更换材料' });
    const detail = ok((await get(`${A}GetAreaDetail`, { areaId })).body);
    expect(detail).toEqual({
      AreaId: areaId,
      Name: '美工区',
      Location: '二楼走廊',
      Capacity: 8,
      CoverFileId: cover,
      Classes: [
        { ClassId: small1.classId, ClassName: '小一班' },
        { ClassId: small2.classId, ClassName: '小二班' },
      ],
      Remark: '每周更换材料',
      ActivityCount: 0,
      UpdatedAt: expect.any(String),
    });
    expect(ok((await get(`${A}GetAreaList`, { searchKey: '二楼' })).body)).toMatchObject({ Total: 1, List: [{ AreaId: areaId }] });

    ok((await post(`${A}AddOrUpdateArea`, { areaId, name: '美工区', capacity: '', coverFileId: '', classIds: [small2.classId] })).body);
    expect(ok((await get(`${A}GetAreaDetail`, { areaId })).body)).toMatchObject({ Capacity: null, CoverFileId: null, Location: '', Classes: [{ ClassId: small2.classId }] });

    const page = ok((await get(`${A}GetAreaList`, { pageIndex: 1, pageSize: 1 })).body);
    expect(page.List).toHaveLength(1);
    expect(ok((await get(`${S}GetAreaListForSelect`)).body).List.map((area: { Name: string }) => area.Name)).toContain('美工区');
  });

  it('refuses a bad area in Chinese', async () => {
    const refusal = async (body: Record<string, unknown>) => (await post(`${A}AddOrUpdateArea`, body)).body;
    expect(await refusal({ name: ' ' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 name 请填写区域名称' });
    expect((await refusal({ name: '阅读区', capacity: 0 })).ErrorMessage).toBe('参数 capacity 容纳人数至少为1');
    await addArea({ name: '阅读区' });
    expect((await refusal({ name: '阅读区' })).ErrorMessage).toBe('已有名为「阅读区」的区域');
    expect((await refusal({ name: '科学区', classIds: [999_999] })).ErrorMessage).toBe('班级（编号999999）不存在');
    const photo = await uploadCover('StaffPhoto');
    expect((await refusal({ name: '科学区', coverFileId: photo })).ErrorMessage).toBe(`文件（编号${photo}）须为活动地点封面`);
    expect((await refusal({ areaId: 999_999, name: '科学区' })).ErrorMessage).toBe('区域不存在');
    expect((await get(`${A}GetAreaDetail`, {})).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 areaId' });
  });

  it('gives the activity types and the current year’s classes to choose from', async () => {
    const data = ok((await get(`${A}GetReferenceDataListForSelect`)).body);
    expect(data.ActivityTypes).toContainEqual({ Id: 2, DicName: '运动会', Tag: 1 });
    expect(data.ActivityTypes).toContainEqual({ Id: 11, DicName: '区域活动', Tag: 2 });
    expect(data.Classes).toEqual([
      { ClassId: small1.classId, ClassName: '小一班', GradeName: '小班' },
      { ClassId: small2.classId, ClassName: '小二班', GradeName: '小班' },
    ]);
    const units = ok((await get(`${S}GetQuestionUnitList`)).body).List;
    expect(units[0]).toEqual({ UnitId: 1, UnitName: '活动组织', Questions: ['活动目标是否明确', '流程安排是否合理', '时间把控是否得当'] });
  });

  it('adds a school activity with classes and evaluation units, lists, filters and updates it', async () => {
    const areaId = await addArea({ name: '操场' });
    const added = ok((await post(`${S}AddSchoolActivity`, schoolActivity({ areaId }))).body);
    const detail = ok((await get(`${S}GetSchoolActivityDetail`, { activityId: added.ActivityId })).body);
    expect(detail).toMatchObject({
      ActivityId: added.ActivityId,
      Kind: 1,
      KindName: '园所活动',
      Name: '秋季亲子运动会',
      TypeId: 2,
      TypeName: '运动会',
      AreaId: areaId,
      AreaName: '操场',
      StartDate: '2026-10-23',
      EndDate: '2026-10-23',
      Weekday: null,
      StartTime: '09:00',
      EndTime: '11:00',
      Content: '亲子接力、袋鼠跳、拔河比赛。',
      CreatedByName: '甲园长',
    });
    expect(detail.Classes.map((row: { ClassName: string }) => row.ClassName)).toEqual(['小一班', '小二班']);
    expect(detail.QuestionUnits.map((unit: { UnitName: string }) => unit.UnitName)).toEqual(['幼儿参与', '家园合作']);

    const ids = async (query: Record<string, unknown>) => (ok((await get(`${S}GetSchoolActivityList`, query)).body).List as { ActivityId: number }[]).map((row) => row.ActivityId);
    expect(await ids({ searchKey: '亲子运动会' })).toEqual([added.ActivityId]);
    expect(await ids({ kind: 1, startDate: '2026-10-01', endDate: '2026-10-31', classId: small2.classId, areaId, typeId: 2 })).toEqual([added.ActivityId]);
    expect(await ids({ kind: 2, searchKey: '亲子运动会' })).toEqual([]);
    expect(await ids({ startDate: '2026-11-01', searchKey: '亲子运动会' })).toEqual([]);

    ok((await post(`${S}UpdateSchoolActivity`, { activityId: added.ActivityId, ...schoolActivity({ name: '秋季运动会', classIds: [small1.classId], questionUnitIds: [], startTime: '', endTime: '' }) })).body);
    const updated = ok((await get(`${S}GetSchoolActivityDetail`, { activityId: added.ActivityId })).body);
    expect(updated).toMatchObject({ Name: '秋季运动会', AreaId: null, AreaName: '', StartTime: '', QuestionUnits: [], Classes: [{ ClassName: '小一班' }] });
    expect((await get(`${S}GetRegularActivityDetail`, { activityId: added.ActivityId })).body.ErrorMessage).toBe('常规活动不存在');
  });

  it('refuses a bad school activity in Chinese', async () => {
    const refusal = async (overrides: Record<string, unknown>) => (await post(`${S}AddSchoolActivity`, schoolActivity(overrides))).body;
    expect(await refusal({ name: '' })).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '参数 name 请填写活动名称' });
    expect((await refusal({ classIds: [] })).ErrorMessage).toBe('参数 classIds 请选择参加班级');
    expect((await refusal({ typeId: 11 })).ErrorMessage).toBe('活动类型（编号11）不是园所活动的类型');
    expect((await refusal({ startDate: '2026-10-24', endDate: '2026-10-23' })).ErrorMessage).toBe('活动的开始日期不能晚于结束日期');
    expect((await refusal({ startTime: '11:00', endTime: '10:00' })).ErrorMessage).toBe('结束时间须晚于开始时间');
    expect((await refusal({ questionUnitIds: [99] })).ErrorMessage).toBe('评价单元（编号99）不存在');
    expect((await refusal({ areaId: 999_999 })).ErrorMessage).toBe('区域不存在');
    expect((await refusal({ startDate: '2026-02-30' })).ErrorMessage).toBe('参数 startDate 不是有效的日期');
    expect((await post(`${S}UpdateSchoolActivity`, schoolActivity())).body.ErrorMessage).toBe('缺少参数 activityId');
  });

  it('adds a regular activity, refuses one that takes the same area at the same time, updates it', async () => {
    const areaId = await addArea({ name: '沙水区' });
    const first = ok((await post(`${S}AddRegularActivity`, regularActivity(areaId))).body).ActivityId;
    expect(ok((await get(`${S}GetRegularActivityDetail`, { activityId: first })).body)).toMatchObject({
      Kind: 2,
      KindName: '常规活动',
      TypeName: '区域活动',
      Weekday: 1,
      StartTime: '09:30',
      EndTime: '10:10',
      StartDate: '2026-09-01',
      EndDate: '2027-01-20',
      Classes: [{ ClassId: small1.classId, ClassName: '小一班' }],
      AreaName: '沙水区',
    });
    const clash = await post(`${S}AddRegularActivity`, regularActivity(areaId, { classId: small2.classId, name: '玩沙', startTime: '10:00', endTime: '10:40' }));
    expect(clash.body.ErrorMessage).toBe('该区域这个时段已安排了小一班的「建构游戏」（周一 09:30-10:10）');
    const second = ok((await post(`${S}AddRegularActivity`, regularActivity(areaId, { classId: small2.classId, name: '玩沙', startTime: '10:10', endTime: '10:50' }))).body).ActivityId;
    // Moving itself within its own time is no clash.
    ok((await post(`${S}UpdateRegularActivity`, { activityId: first, ...regularActivity(areaId, { startTime: '09:20', endTime: '10:00' }) })).body);
    expect((await post(`${S}UpdateRegularActivity`, { activityId: first, ...regularActivity(areaId, { startTime: '10:20', endTime: '11:00' }) })).body.ErrorMessage).toBe(
      '该区域这个时段已安排了小二班的「玩沙」（周一 10:10-10:50）',
    );
    expect((await post(`${S}AddRegularActivity`, regularActivity(areaId, { weekday: 6 }))).body.ErrorMessage).toBe('参数 weekday 星期应为周一至周五');
    expect((await post(`${S}AddRegularActivity`, regularActivity(areaId, { typeId: 2 }))).body.ErrorMessage).toBe('活动类型（编号2）不是常规活动的类型');
    expect((await post(`${S}AddRegularActivity`, regularActivity(areaId, { startTime: '' }))).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post(`${S}UpdateRegularActivity`, { activityId: 999_999, ...regularActivity(areaId) })).body.ErrorMessage).toBe('常规活动不存在');
    expect((await get(`${S}GetSchoolActivityDetail`, { activityId: second })).body.ErrorMessage).toBe('园所活动不存在');
  });

  it('counts an area’s use by class over a period and lists its activities', async () => {
    const areaId = await addArea({ name: '户外攀爬区' });
    // Mondays of November 2026: 2, 9, 16, 23, 30.
    await post(`${S}AddRegularActivity`, regularActivity(areaId, { startDate: '2026-11-01', endDate: '2026-11-30' }));
    await post(`${S}AddRegularActivity`, regularActivity(areaId, { classId: small2.classId, weekday: 3, startDate: '2026-11-01', endDate: '2026-11-15' }));
    await post(`${S}AddSchoolActivity`, schoolActivity({ areaId, startDate: '2026-11-20', endDate: '2026-11-21' }));
    const stats = ok((await get(`${A}GetAreaUseStatistics`, { startDate: '2026-11-01', endDate: '2026-11-30', areaId })).body);
    // 小一班: 5 Mondays and the two days of the event; 小二班: the 4th and 11th, and the event.
    expect(stats).toEqual({
      StartDate: '2026-11-01',
      EndDate: '2026-11-30',
      Areas: [
        {
          AreaId: areaId,
          Name: '户外攀爬区',
          UseCount: 9,
          Classes: [
            { ClassId: small1.classId, ClassName: '小一班', UseCount: 7 },
            { ClassId: small2.classId, ClassName: '小二班', UseCount: 4 },
          ],
        },
      ],
    });
    const everyArea = ok((await get(`${A}GetAreaUseStatistics`, { startDate: '2026-11-01', endDate: '2026-11-30' })).body);
    const counts = (everyArea.Areas as { AreaId: number; UseCount: number }[]).map((area) => area.UseCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(everyArea.Areas.find((area: { AreaId: number }) => area.AreaId === areaId).UseCount).toBe(9);
    // Every area of the school, also those unused in the period.
    expect(counts.at(-1)).toBe(0);
    expect((await get(`${A}GetAreaUseStatistics`, { startDate: '2026-11-30', endDate: '2026-11-01' })).body.ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await get(`${A}GetAreaUseStatistics`, { startDate: '2026-01-01', endDate: '2027-12-31' })).body.ErrorMessage).toBe('统计时间段最长一年');
    expect((await get(`${A}GetAreaUseStatistics`, {})).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);

    const held = ok((await get(`${A}GetAreaActivityList`, { areaId })).body);
    expect(held.Total).toBe(3);
    expect(held.List[0]).toMatchObject({ Kind: 1, StartDate: '2026-11-20' });
    expect(ok((await get(`${A}GetAreaActivityList`, { areaId, startDate: '2026-11-16', endDate: '2026-11-19' })).body).Total).toBe(1);
    expect((await get(`${A}GetAreaActivityList`, { areaId: 999_999 })).body.ErrorMessage).toBe('区域不存在');
  });

  it('deletes an activity by GET, and an area only once no activity uses it', async () => {
    const areaId = await addArea({ name: '种植园' });
    const activityId = ok((await post(`${S}AddRegularActivity`, regularActivity(areaId, { weekday: 5 }))).body).ActivityId;
    const refused = (await get(`${A}DelArea`, { areaId })).body;
    expect(refused).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '「种植园」还有1项活动在使用，请先修改或删除这些活动后再删除区域' });
    expect(ok((await get(`${S}DelSchoolActivity`, { activityId })).body)).toEqual({ Success: true });
    expect((await get(`${S}DelSchoolActivity`, { activityId })).body.ErrorMessage).toBe('活动不存在');
    expect(ok((await get(`${A}DelArea`, { areaId })).body)).toEqual({ Success: true });
    expect((await get(`${A}GetAreaDetail`, { areaId })).body.ErrorMessage).toBe('区域不存在');
    expect((await get(`${S}DelSchoolActivity`, {})).body.ErrorMessage).toBe('缺少参数 activityId');
  });

  describe('importing regular activities', () => {
    let areaName: string;
    beforeAll(async () => {
      areaName = '图书角';
      await addArea({ name: areaName });
    });
    const importFile = (fileContent: string, onlyValidRows = false, token = admin) =>
      post(`${S}ImportRegularDataFromXlsx`, { fileContent, fileName: '常规活动.xlsx', onlyValidRows }, token);
    const countInArea = async () => ok((await get(`${S}GetSchoolActivityList`, { kind: 2, searchKey: '绘本阅读' })).body).Total as number;

    it('imports nothing when a row is wrong, and tells every wrong row why', async () => {
      const file = await workbookBase64([
        ['绘本阅读', '小一班', areaName, '周二', '9:30', '10:00', '2026-09-01', '2027-01-20', '阅读活动', '共读绘本'],
        ['绘本阅读', '大九班', '月球', '周六', '10:00', '9:00', '2026-13-01', '', '唱歌', ''],
        ['绘本阅读', '小二班', areaName, '星期二', '09:45', '10:15', '2026/9/1', '2027/1/20', '', ''],
      ]);
      const answer = ok((await importFile(file)).body);
      expect(answer).toMatchObject({ TotalRows: 3, ImportedRows: 0, FailedRows: 2 });
      expect(answer.Errors[0]).toEqual({
        RowNumber: 3,
        ActivityName: '绘本阅读',
        Messages: [
          '2026-2027学年没有班级「大九班」',
          '没有区域「月球」，请先在区域管理中添加',
          '星期应为周一至周五',
          '结束时间须晚于开始时间',
          '开始日期应为日期，如 2026-09-01',
          '结束日期应为日期，如 2027-01-20',
          '活动类型应为区域活动、户外游戏、体育锻炼、阅读活动、其他常规之一',
        ],
      });
      expect(answer.Errors[1]).toEqual({ RowNumber: 4, ActivityName: '绘本阅读', Messages: ['与第2行在同一区域的时段重叠'] });
      expect(await countInArea()).toBe(0);

      const report = await t.app.inject({ method: 'GET', url: IMPORT_ERRORS, query: { importId: String(answer.ImportId) }, headers: { auth: admin } });
      expect(report.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(3);
      expect(String(sheet.getRow(3).getCell(regularImportColumns.length + 1).value)).toBe('与第2行在同一区域的时段重叠');
    });

    it('imports every row of a good file in one go, and refuses a clash with one on record', async () => {
      const rows: Cell[][] = [
        ['绘本阅读', '小一班', areaName, '周二', '09:30', '10:00', '2026-09-01', '2027-01-20', '阅读活动', '共读绘本'],
        ['绘本阅读', '小二班', areaName, '2', '10:00', '10:30', '2026-09-01', '2027-01-20', null, null],
      ];
      expect(ok((await importFile(await workbookBase64(rows))).body)).toMatchObject({ TotalRows: 2, ImportedRows: 2, FailedRows: 0, Errors: [] });
      expect(await countInArea()).toBe(2);
      const again = ok((await importFile(await workbookBase64(rows.slice(0, 1)))).body);
      expect(again.Errors[0].Messages).toEqual(['区域这个时段已安排了小一班的「绘本阅读」（周二 09:30-10:00）']);
      expect(await countInArea()).toBe(2);
    });

    it('refuses a file that is not the template, and answers the template', async () => {
      expect((await importFile(await workbookBase64([['x']], ['名称']))).body.ErrorMessage).toBe('表头与模板不一致，请下载最新模板');
      expect((await importFile('')).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
      const template = await t.app.inject({ method: 'GET', url: TEMPLATE, headers: { auth: admin } });
      expect(template.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['常规活动', '选项', '填写说明']);
      expect(String(workbook.worksheets[0]!.getRow(1).getCell(1).value)).toBe('活动名称*');
      expect((await t.app.inject({ method: 'GET', url: IMPORT_ERRORS, query: { importId: '999999' }, headers: { auth: admin } })).json()).toMatchObject({ message: '导入记录不存在' });
    });
  });

  it('lists a child’s activities of each class the child was in, while in it', async () => {
    const areaId = await addArea({ name: '音乐角' });
    const child = await t.make.childInClass(t.schools.schoolA, small1.classId, '张小乐', { since: '2026-09-01' });
    // Moved from 小一班 to 小二班 on 15 October.
    ok((await post('/api/Student4/JoinNewClass', { studentId: child, newYearId: yearId, newClassId: small2.classId, joinDate: '2026-10-15' })).body);
    const before = ok((await post(`${S}AddSchoolActivity`, schoolActivity({ name: '国庆主题活动', classIds: [small1.classId], startDate: '2026-09-29', endDate: '2026-09-30' }))).body).ActivityId;
    const after = ok((await post(`${S}AddSchoolActivity`, schoolActivity({ name: '家长开放日', classIds: [small1.classId, small2.classId], startDate: '2026-11-13', endDate: '2026-11-13' }))).body).ActivityId;
    const oldRoutine = ok((await post(`${S}AddRegularActivity`, regularActivity(areaId, { name: '律动', weekday: 4, startDate: '2026-10-01', endDate: '2026-10-31' }))).body).ActivityId;
    const newRoutine = ok((await post(`${S}AddRegularActivity`, regularActivity(areaId, { name: '歌唱', classId: small2.classId, weekday: 4, startTime: '10:30', endTime: '11:00', startDate: '2026-10-01', endDate: '2026-10-31' }))).body).ActivityId;

    const list = ok((await get(STUDENT_ACTIVITIES, { studentId: child, startDate: '2026-09-01', endDate: '2026-11-30' })).body);
    const ofKind = (rows: { ActivityId: number; ClassName: string; SessionCount: number }[]) => rows.filter((row) => [before, after, oldRoutine, newRoutine].includes(row.ActivityId)).map((row) => [row.ActivityId, row.ClassName, row.SessionCount]);
    expect(ofKind(list.SchoolActivities)).toEqual([
      [after, '小二班', 1],
      [before, '小一班', 2],
    ]);
    // Thursdays of October (no holidays set here): the 1st and 8th in 小一班; the 15th, 22nd and 29th in 小二班.
    expect(ofKind(list.RegularActivities)).toEqual([
      [oldRoutine, '小一班', 2],
      [newRoutine, '小二班', 3],
    ]);
    const october = ok((await get(STUDENT_ACTIVITIES, { studentId: child, startDate: '2026-10-20', endDate: '2026-10-31' })).body);
    expect(ofKind(october.RegularActivities)).toEqual([[newRoutine, '小二班', 2]]);
    expect(ofKind(october.SchoolActivities)).toEqual([]);

    expect((await get(STUDENT_ACTIVITIES, { studentId: child, startDate: '2026-10-31', endDate: '2026-10-01' })).body.ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await get(STUDENT_ACTIVITIES, { studentId: child })).body.ErrorMessage).toBe('缺少参数 startDate');
    expect((await get(STUDENT_ACTIVITIES, { studentId: 999_999, startDate: '2026-10-01', endDate: '2026-10-31' })).body.ErrorMessage).toBe('幼儿不存在');
  });

  it('keeps every school’s areas and activities to itself', async () => {
    const areaId = await addArea({ name: '甲园的建构区' });
    const activityId = ok((await post(`${S}AddSchoolActivity`, schoolActivity({ name: '甲园的运动会', areaId }))).body).ActivityId;
    expect(ok((await get(`${A}GetAreaList`, {}, adminB)).body)).toEqual({ List: [], Total: 0 });
    expect(ok((await get(`${S}GetSchoolActivityList`, {}, adminB)).body)).toEqual({ List: [], Total: 0 });
    expect(ok((await get(`${S}GetAreaListForSelect`, {}, adminB)).body)).toEqual({ List: [] });
    expect(ok((await get(`${A}GetAreaUseStatistics`, { startDate: '2026-09-01', endDate: '2026-12-31' }, adminB)).body).Areas).toEqual([]);
    expect(ok((await get(`${A}GetReferenceDataListForSelect`, {}, adminB)).body).Classes).toEqual([]);
    expect((await get(`${A}GetAreaDetail`, { areaId }, adminB)).body.ErrorMessage).toBe('区域不存在');
    expect((await get(`${A}GetAreaActivityList`, { areaId }, adminB)).body.ErrorMessage).toBe('区域不存在');
    expect((await get(`${A}DelArea`, { areaId }, adminB)).body.ErrorMessage).toBe('区域不存在');
    expect((await post(`${A}AddOrUpdateArea`, { areaId, name: '改名' }, adminB)).body.ErrorMessage).toBe('区域不存在');
    expect((await get(`${S}GetSchoolActivityDetail`, { activityId }, adminB)).body.ErrorMessage).toBe('园所活动不存在');
    expect((await get(`${S}DelSchoolActivity`, { activityId }, adminB)).body.ErrorMessage).toBe('活动不存在');
    expect((await post(`${S}UpdateSchoolActivity`, { activityId, ...schoolActivity() }, adminB)).body.ErrorMessage).toBe('园所活动不存在');
    expect((await post(`${S}AddSchoolActivity`, schoolActivity(), adminB)).body.ErrorMessage).toBe(`班级（编号${small1.classId}）不存在`);
    expect((await post(`${S}AddRegularActivity`, regularActivity(areaId), adminB)).body.ErrorMessage).toMatch(/不存在$/);
    expect((await get(STUDENT_ACTIVITIES, { studentId: small1.childId, startDate: '2026-09-01', endDate: '2026-12-31' }, adminB)).body.ErrorMessage).toBe('幼儿不存在');
    expect(ok((await get(`${S}GetSchoolActivityDetail`, { activityId })).body).Name).toBe('甲园的运动会');
  });

  it('needs a session and a role with the screen for every call', async () => {
    const outsiderRole = await t.make.role(t.schools.schoolA, ['Home'], '门卫');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000021', roleId: outsiderRole, name: '门卫老师' });
    const [teacher, outsider] = await Promise.all([t.login(t.people.teacherA.phone), t.login('13700000021')]);
    const areaId = await addArea();
    const activityId = ok((await post(`${S}AddSchoolActivity`, schoolActivity())).body).ActivityId;
    const legacyCalls: [string, 'GET' | 'POST', Record<string, unknown>][] = [
      [`${S}GetSchoolActivityList`, 'GET', {}],
      [`${S}GetSchoolActivityDetail`, 'GET', { activityId }],
      [`${S}GetRegularActivityDetail`, 'GET', { activityId }],
      [`${S}DelSchoolActivity`, 'GET', { activityId }],
      [`${S}GetQuestionUnitList`, 'GET', {}],
      [`${S}GetAreaListForSelect`, 'GET', {}],
      [`${S}AddSchoolActivity`, 'POST', schoolActivity()],
      [`${S}AddRegularActivity`, 'POST', regularActivity(areaId)],
      [`${S}UpdateSchoolActivity`, 'POST', { activityId, ...schoolActivity() }],
      [`${S}UpdateRegularActivity`, 'POST', { activityId, ...regularActivity(areaId) }],
      [`${S}ImportRegularDataFromXlsx`, 'POST', { fileContent: 'x' }],
      [`${A}GetAreaList`, 'GET', {}],
      [`${A}GetAreaDetail`, 'GET', { areaId }],
      [`${A}DelArea`, 'GET', { areaId }],
      [`${A}GetAreaUseStatistics`, 'GET', { startDate: '2026-09-01', endDate: '2026-09-30' }],
      [`${A}GetReferenceDataListForSelect`, 'GET', {}],
      [`${A}GetAreaActivityList`, 'GET', { areaId }],
      [`${A}AddOrUpdateArea`, 'POST', { name: '新区域' }],
    ];
    const call = (url: string, method: 'GET' | 'POST', input: Record<string, unknown>, token: string | null) => (method === 'GET' ? get(url, input, token) : post(url, input, token));
    for (const [url, method, input] of legacyCalls) {
      expect((await call(url, method, input, null)).body, url).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
      expect((await call(url, method, input, teacher)).body, url).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED });
    }
    for (const url of [TEMPLATE, IMPORT_ERRORS]) {
      expect((await get(url, { importId: 1 }, null)).body, url).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
      expect((await get(url, { importId: 1 }, teacher)).body, url).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
    }
    const childQuery = { studentId: small1.childId, startDate: '2026-09-01', endDate: '2026-09-30' };
    expect((await get(STUDENT_ACTIVITIES, childQuery, null)).body).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
    expect((await get(STUDENT_ACTIVITIES, childQuery, outsider)).body).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED });
    // 幼儿管理 is enough to read a child's activities.
    expect((await get(STUDENT_ACTIVITIES, childQuery, teacher)).body.ResponseStatus).toBe(1);
    expect(ok((await get(`${S}GetSchoolActivityDetail`, { activityId })).body).ActivityId).toBe(activityId);
  });
});
