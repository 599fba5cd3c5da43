import { ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const L = '/api/PhysicalExamination';
const J = '/javaApi/studentHealth';
const HEALTH = '/api/Student4/GetStudentHealthData';

type Cell = string | number | null;

async function workbookBase64(header: string[], rows: Cell[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('体检数据');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

interface Item {
  itemId: number;
  itemName: string;
  code: string | null;
}

describe.each(testDialects)('幼儿体检 on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let teacher: string;
  let small: { gradeId: number; classId: number; childId: number };
  let middle: { gradeId: number; classId: number; childId: number };
  let girl: number;
  let classB: { classId: number; childId: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, adminB, teacher] = await Promise.all([t.login(t.people.adminA.phone), t.login(t.people.adminB.phone), t.login(t.people.teacherA.phone)]);
    const { schoolA, schoolB } = t.schools;
    const year = await t.make.schoolYear(schoolA);
    small = await t.make.classWithChild(schoolA, year, '小一班', '王小明');
    girl = await t.make.childInClass(schoolA, small.classId, '李朵朵', { sex: 2 });
    middle = await t.make.classWithChild(schoolA, year, '小二班', '陈乐乐');
    classB = await t.make.classWithChild(schoolB, await t.make.schoolYear(schoolB), '小一班', '乙园幼儿');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, body: unknown, token: string | null = admin, query?: Record<string, unknown>) =>
    t.call('POST', url, { ...(token ? { token } : {}), body, ...(query ? { query: stringQuery(query) } : {}) });
  const get = (url: string, query: Record<string, unknown> = {}, token: string | null = admin) => t.call('GET', url, { ...(token ? { token } : {}), query: stringQuery(query) });
  const stringQuery = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const download = async (url: string, query: Record<string, unknown>, token = admin) =>
    t.app.inject({ method: 'POST', url, query: stringQuery(query), headers: { auth: token } });

  async function defaultTemplate(token = admin) {
    const answer = await get(`${J}/getCheckupTemplateList`, {}, token);
    expect(answer.body.code).toBe(200);
    return answer.body.data.list[0] as { templateId: number; templateName: string; items: Item[] };
  }

  async function addBatch(overrides: Record<string, unknown> = {}) {
    const template = await defaultTemplate();
    const answer = await post(`${J}/addBatch`, { batchName: '2026年秋季体检', checkupDate: '2026-10-15', templateId: template.templateId, classIds: [small.classId, middle.classId], ...overrides });
    expect(answer.body.message).toBe('success');
    const info = await get(`${J}/getCheckupBatchInfo`, { batchId: answer.body.data.batchId });
    return { batchId: answer.body.data.batchId as number, items: info.body.data.items as Item[] };
  }

  const itemId = (items: Item[], code: string) => items.find((item) => item.code === code)!.itemId;
  const values = (items: Item[], entries: Record<string, string>) => Object.entries(entries).map(([code, value]) => ({ itemId: itemId(items, code), value }));

  it('starts a school with its default template, in both families', async () => {
    const legacy = await get(`${L}/GetPhysicalExaminationTemplateList`);
    expect(legacy.body).toMatchObject({ ResponseStatus: 1, ErrorCode: 200 });
    const [template] = legacy.body.Data.List;
    expect(template).toMatchObject({ TemplateName: '幼儿常规体检', IsDefault: true, BatchCount: 0 });
    expect(template.Items.map((item: { ItemName: string; Unit: string }) => `${item.ItemName}${item.Unit}`)).toEqual(['身高cm', '体重kg', '视力（左眼）', '视力（右眼）', '龋齿颗', '血红蛋白g/L', '听力']);
    expect(template.Items[2]).toMatchObject({ Kind: 1, Code: 'visionLeft', RefLow: 4.8, RefHigh: null });
    expect((await defaultTemplate()).templateId).toBe(template.TemplateId);
    expect((await get(`${J}/getCheckupTemplateList`)).body.data.list).toHaveLength(1);
  });

  it('adds, renames and edits templates, refusing bad items and repeated names', async () => {
    const added = await post(`${L}/AddPhysicalExaminationTemplate`, { TemplateName: '入园体检' });
    expect(added.body.ErrorCode).toBe(200);
    const templateId = added.body.Data.TemplateId as number;
    const find = async () => ((await get(`${J}/getCheckupTemplateList`)).body.data.list as { templateId: number; templateName: string; items: (Item & { unit: string; kind: number })[] }[]).find((row) => row.templateId === templateId)!;
    expect((await find()).items).toHaveLength(7);

    expect((await post(`${J}/addTemplate`, { templateName: '入园体检' })).body).toMatchObject({ code: ErrorCode.TEMPLATE_NAME_REPEATED, message: '已有名为「入园体检」的体检模板' });
    expect((await post(`${J}/updateTemplateName`, { templateId, templateName: '新生入园体检' })).body.data).toEqual({ templateId });
    expect((await find()).templateName).toBe('新生入园体检');

    const items = (await find()).items;
    const height = items.find((item) => item.code === 'height')!;
    const saved = await post(`${L}/UpdatePhysicalExaminationItemInTemplate`, {
      TemplateId: templateId,
      Items: [
        { ItemId: height.itemId, ItemName: '身长', Unit: 'cm', Kind: 1 },
        { ItemName: '头围', Unit: 'cm', Kind: 1, RefLow: '', RefHigh: '' },
        ...items.filter((item) => item.code === 'weight').map((item) => ({ ItemId: item.itemId, ItemName: item.itemName, Unit: item.unit, Kind: item.kind })),
      ],
    });
    expect(saved.body.ErrorCode).toBe(200);
    expect((await find()).items.map((item) => [item.itemName, item.code, item.itemId === height.itemId])).toEqual([
      ['身长', 'height', true],
      ['头围', null, false],
      ['体重', 'weight', false],
    ]);

    const refusal = async (itemsInput: unknown[]) => (await post(`${J}/updateTemplateItem`, { templateId, items: itemsInput })).body;
    expect((await refusal([])).message).toBe('参数 items 模板至少要有一个体检项目');
    expect((await refusal([{ itemName: '听力', kind: 3, refLow: 1 }])).message).toContain('听力不是数值项目，不能设置正常范围');
    expect((await refusal([{ itemName: '视力', kind: 1, refLow: 5, refHigh: 4 }])).message).toContain('视力的正常下限不能大于上限');
    expect((await refusal([{ itemName: '视力', kind: 7 }])).message).toContain('项目类型为1（数值）、2（计数）或3（正常/异常）');
    expect((await refusal([{ itemName: '视力', kind: 1 }, { itemName: '视力', kind: 1 }])).message).toContain('项目「视力」重复');
    expect((await refusal([{ itemId: 999_999, itemName: '视力', kind: 1 }])).message).toBe('项目（编号999999）不在该模板中');
    expect((await refusal([{ itemName: '', kind: 1 }])).code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post(`${J}/updateTemplateItem`, { templateId: 999_999, items: [{ itemName: '视力', kind: 1 }] })).body.message).toBe('体检模板不存在');

    expect((await post(`${J}/delTemplate`, { templateId })).body.data).toEqual({ success: true });
    expect(await find()).toBeUndefined();
    expect((await post(`${J}/delTemplate`, { templateId })).body.message).toBe('体检模板不存在');
    const last = await defaultTemplate();
    expect((await post(`${L}/DelPhysicalExaminationTemplate`, { TemplateId: last.templateId })).body).toMatchObject({ ErrorCode: ErrorCode.DELETE_RULE, ErrorMessage: '至少要保留一个体检模板' });
  });

  it('adds a batch of chosen classes, listing their children, and keeps its items when the template changes', async () => {
    const { batchId, items } = await addBatch({ batchName: '秋季体检甲' });
    const page = await get(`${L}/GetPagePhysicalExaminationBatch`, { keyword: '秋季体检甲' });
    expect(page.body.Data).toMatchObject({ Total: 1, List: [{ BatchId: batchId, BatchName: '秋季体检甲', CheckupDate: '2026-10-15', TemplateName: '幼儿常规体检', ClassNames: ['小一班', '小二班'], ChildCount: 3, CheckedCount: 0, CreatedByName: '甲园长' }] });
    expect((await get(`${J}/getCheckupBatchPageList`, { pageIndex: 1, pageSize: 1 })).body.data.list).toHaveLength(1);

    const info = await get(`${L}/GetPhysicalExaminationBatchInfo`, { batchId, gradeId: small.gradeId, classId: middle.classId });
    expect(info.body.Data).toMatchObject({ BatchName: '秋季体检甲', ChildCount: 1, CheckedCount: 0, Classes: [{ ClassId: middle.classId, ClassName: '小二班', GradeName: '小班', ChildCount: 1 }] });
    expect(info.body.Data.Items).toHaveLength(7);

    const ownTemplate = (await post(`${J}/addTemplate`, { templateName: '春季模板' })).body.data.templateId as number;
    const own = await addBatch({ templateId: ownTemplate });
    const ownItems = ((await get(`${J}/getCheckupTemplateList`)).body.data.list as { templateId: number; items: Item[] }[]).find((row) => row.templateId === ownTemplate)!.items;
    await post(`${J}/updateTemplateItem`, { templateId: ownTemplate, items: ownItems.slice(0, 2).map((item) => ({ ...item, kind: 1 })) });
    expect((await get(`${J}/getCheckupBatchInfo`, { batchId: own.batchId })).body.data.items.map((item: Item) => item.itemName)).toEqual(items.map((item) => item.itemName));
    // Used by a batch, the template stays.
    expect((await post(`${J}/delTemplate`, { templateId: ownTemplate })).body).toMatchObject({ code: ErrorCode.DELETE_RULE, message: '模板「春季模板」已用于1次体检，不能删除' });
  });

  it('refuses a batch with bad input', async () => {
    const template = await defaultTemplate();
    const refusal = async (overrides: Record<string, unknown>) =>
      (await post(`${J}/addBatch`, { batchName: '体检', checkupDate: '2026-10-15', templateId: template.templateId, classIds: [small.classId], ...overrides })).body;
    expect((await refusal({ batchName: '' })).message).toBe('参数 batchName 请填写体检名称');
    expect((await refusal({ checkupDate: '2026-02-30' })).code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await refusal({ classIds: [] })).message).toBe('参数 classIds 请选择参加体检的班级');
    expect((await refusal({ classIds: [classB.classId] })).message).toBe(`班级（编号${classB.classId}）不存在`);
    expect((await refusal({ templateId: 999_999 })).message).toBe('体检模板不存在');
    const emptyClass = await t.db.insertInto('schoolClass').values({ schoolId: t.schools.schoolA, schoolYearId: (await t.db.selectFrom('schoolClass').select('schoolYearId').where('id', '=', small.classId).executeTakeFirstOrThrow()).schoolYearId, gradeId: small.gradeId, name: '小三班', createdAt: '2026-09-01T00:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    expect((await refusal({ classIds: [emptyClass.id] })).message).toBe('所选班级没有在读幼儿');
  });

  it('enters, reads and clears a child’s values, checking each against its item', async () => {
    const { batchId, items } = await addBatch();
    const saved = await post(`${L}/AddPhysicalExaminationData`, { BatchId: batchId, StudentId: small.childId, Values: values(items, { height: '101.5', weight: '16.2', visionLeft: '4.7', visionRight: '5.0', caries: '2', hearing: '正常' }) });
    expect(saved.body).toMatchObject({ ErrorCode: 200, Data: { StudentId: small.childId, CheckedAt: expect.any(String) } });

    const student = await get(`${J}/getStudentCheckupInfo`, { batchId, studentId: small.childId });
    expect(student.body.data).toMatchObject({ studentName: '王小明', className: '小一班', checkupDate: '2026-10-15' });
    expect(student.body.data.items.map((item: { itemName: string; value: string | null; level: string | null }) => [item.itemName, item.value, item.level])).toEqual([
      ['身高', '101.5', null],
      ['体重', '16.2', null],
      ['视力（左眼）', '4.7', '偏低'],
      ['视力（右眼）', '5.0', '正常'],
      ['龋齿', '2', '有'],
      ['血红蛋白', null, null],
      ['听力', '正常', '正常'],
    ]);

    const refusal = async (entries: unknown[], studentId = small.childId) => (await post(`${J}/addStudentCheckupValue`, { batchId, studentId, values: entries })).body;
    expect((await refusal(values(items, { height: '一米' }))).message).toBe('身高应为数字，如 105.5');
    expect((await refusal(values(items, { height: '99999' }))).message).toBe('身高不能超过10000');
    expect((await refusal(values(items, { caries: '1.5' }))).message).toBe('龋齿应为0到99的整数');
    expect((await refusal(values(items, { hearing: '好' }))).message).toBe('听力应填写正常或异常');
    expect((await refusal(values(items, { height: '' }))).message).toBe('请至少填写一个体检项目');
    expect((await refusal([{ itemId: 999_999, value: '1' }])).message).toBe('项目（编号999999）不在本次体检中');
    expect((await refusal(values(items, { height: '100' }), classB.childId)).message).toBe('该幼儿不在本次体检名单中');
    expect((await post(`${J}/addStudentCheckupValue`, { batchId })).body.message).toBe('缺少参数 studentId');

    // Entering again replaces what was recorded.
    await post(`${J}/addStudentCheckupValue`, { batchId, studentId: small.childId, values: values(items, { height: '102' }) });
    expect((await get(`${L}/GetStudentPhysicalExaminationData`, { batchId, studentId: small.childId })).body.Data.Values).toEqual([{ ItemId: itemId(items, 'height'), Value: '102' }]);
    expect((await get(`${J}/getCheckupBatchStatistics`, { batchId })).body.data).toMatchObject({ childCount: 3, checkedCount: 1 });

    expect((await post(`${L}/DelPhysicalExaminationData`, { BatchId: batchId, StudentId: small.childId })).body.Data).toEqual({ Success: true });
    const cleared = (await get(`${J}/getStudentCheckupInfo`, { batchId, studentId: small.childId })).body.data;
    expect([cleared.checkedAt, cleared.values]).toEqual([null, []]);
    expect((await post(`${J}/clearStudentCheckupValue`, { batchId, studentId: classB.childId })).body.message).toBe('该幼儿不在本次体检名单中');
  });

  it('lists the children by class with paging and name search', async () => {
    const { batchId, items } = await addBatch();
    await post(`${J}/addStudentCheckupValue`, { batchId, studentId: girl, values: values(items, { height: '99' }) });
    const all = (await get(`${L}/GetPagePhysicalExaminationDataList`, { batchId, startIndex: 1, onePageNum: 2 })).body.Data;
    expect(all.Total).toBe(3);
    expect(all.List.map((row: { StudentName: string }) => row.StudentName)).toEqual(['王小明', '李朵朵']);
    expect(all.List[1]).toMatchObject({ Sex: 2, ClassName: '小一班', CheckedAt: expect.any(String), Values: [{ ItemId: itemId(items, 'height'), Value: '99' }] });
    const second = (await get(`${J}/getStudentCheckInfoPageList`, { batchId, startIndex: 2, onePageNum: 2 })).body.data;
    expect(second.list.map((row: { studentName: string }) => row.studentName)).toEqual(['陈乐乐']);
    expect((await get(`${J}/getStudentCheckInfoPageList`, { batchId, childName: '朵' })).body.data.list.map((row: { studentId: number }) => row.studentId)).toEqual([girl]);
    expect((await get(`${J}/getStudentCheckInfoPageList`, { batchId, classId: middle.classId })).body.data.total).toBe(1);
    expect((await get(`${J}/getStudentCheckInfoPageList`, { batchId, onePageNum: 500 })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(`${J}/getStudentCheckInfoPageList`, {})).body.message).toBe('缺少参数 batchId');
  });

  it('counts each item: measured, min, max, average and levels, by sex and item', async () => {
    const { batchId, items } = await addBatch();
    await post(`${J}/addStudentCheckupValue`, { batchId, studentId: small.childId, values: values(items, { height: '100', weight: '16', visionLeft: '4.6', caries: '0', hearing: '正常' }) });
    await post(`${J}/addStudentCheckupValue`, { batchId, studentId: girl, values: values(items, { height: '104', weight: '17', visionLeft: '4.9', caries: '3', hearing: '异常' }) });
    const stats = (await get(`${L}/GetPhysicalExaminationStatistics`, { batchId })).body.Data;
    expect([stats.ChildCount, stats.CheckedCount]).toEqual([3, 2]);
    const byName = (name: string) => stats.Items.find((item: { ItemName: string }) => item.ItemName === name);
    expect(byName('身高')).toMatchObject({ MeasuredCount: 2, Min: 100, Max: 104, Average: 102, Levels: [] });
    expect(byName('视力（左眼）').Levels).toEqual([{ Level: '偏低', Count: 1 }, { Level: '正常', Count: 1 }]);
    expect(byName('龋齿').Levels).toEqual([{ Level: '无', Count: 1 }, { Level: '有', Count: 1 }]);
    expect(byName('听力')).toMatchObject({ Min: null, Levels: [{ Level: '正常', Count: 1 }, { Level: '异常', Count: 1 }] });
    expect(byName('血红蛋白')).toMatchObject({ MeasuredCount: 0, Average: null });

    const girls = (await get(`${J}/getCheckupStatistics`, { batchId, sex: 2, itemName: '身高' })).body.data;
    expect(girls).toMatchObject({ childCount: 1, checkedCount: 1, items: [{ itemName: '身高', measuredCount: 1, average: 104 }] });
    expect((await get(`${J}/getCheckupStatistics`, { batchId, classId: middle.classId })).body.data).toMatchObject({ childCount: 1, checkedCount: 0 });
    expect((await get(`${J}/getCheckupStatistics`, { batchId, itemName: '肺活量' })).body.message).toBe('本次体检没有项目「肺活量」');
    expect((await get(`${J}/getCheckupStatistics`, { batchId, sex: 3 })).body.code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('exports the empty table, imports it filled in with bad rows kept as fail data, and exports the data', async () => {
    const { batchId, items } = await addBatch({ batchName: '导入体检' });
    const empty = await download(`${L}/ExportEmptyTable`, { batchId, schoolId: t.schools.schoolA });
    expect(empty.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(empty.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(['幼儿编号*', '班级', '幼儿姓名*', '性别', '身高(cm)', '体重(kg)', '视力（左眼）', '视力（右眼）', '龋齿(颗)', '血红蛋白(g/L)', '听力(正常/异常)']);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [small.childId, '小一班', '王小明', '男'],
      [girl, '小一班', '李朵朵', '女'],
      [middle.childId, '小二班', '陈乐乐', '男'],
    ]);

    const filled: Cell[][] = [
      [small.childId, '小一班', '王小明', '男', 101.2, 16.4, 5.0, 4.9, 0, 118, '正常'],
      [girl, '小一班', '李朵朵', '女', '九十', 15, null, null, null, null, '好'],
      [middle.childId, '小二班', '陈乐乐', '男', null, null, null, null, null, null, null],
      [classB.childId, '小一班', '乙园幼儿', '男', 100, null, null, null, null, null, null],
      [small.childId, '小一班', '王小明', '男', 100, null, null, null, null, null, null],
      [girl, '小一班', '王小明', '女', 100, null, null, null, null, null, null],
    ];
    const fileContent = await workbookBase64(header, filled);
    const all = await post(`${J}/batchImport`, { batchId, fileContent, onlyValidRows: false });
    expect(all.body.data).toMatchObject({ totalRows: 5, importedRows: 0, failedRows: 4 });
    expect((await get(`${J}/getCheckupBatchStatistics`, { batchId })).body.data.checkedCount).toBe(0);

    const answer = await post(`${L}/ImportPhysicalExaminationData`, { BatchId: batchId, FileContent: fileContent, FileName: '小班体检.xlsx' });
    expect(answer.body.Data).toMatchObject({ TotalRows: 5, ImportedRows: 1, FailedRows: 4 });
    expect(answer.body.Data.Errors).toEqual([
      { RowNumber: 3, StudentName: '李朵朵', Messages: ['身高应为数字，如 105.5', '听力应填写正常或异常'] },
      { RowNumber: 5, StudentName: '乙园幼儿', Messages: [`幼儿编号${classB.childId}不在本次体检名单中`] },
      { RowNumber: 6, StudentName: '王小明', Messages: ['与第2行是同一名幼儿'] },
      { RowNumber: 7, StudentName: '王小明', Messages: [`幼儿编号${girl}是「李朵朵」，与姓名「王小明」不符`] },
    ]);
    const student = (await get(`${J}/getStudentCheckupInfo`, { batchId, studentId: small.childId })).body.data;
    expect(student.values).toEqual(expect.arrayContaining([{ itemId: itemId(items, 'height'), value: '101.2' }, { itemId: itemId(items, 'hearing'), value: '正常' }]));
    expect(student.values).toHaveLength(7);

    const failData = (await get(`${L}/GetImportFailData`, { batchId, userId: t.people.adminA.id })).body.Data;
    expect(failData).toMatchObject({ FileName: '小班体检.xlsx', TotalRows: 5, ImportedRows: 1 });
    expect(failData.FailedRows).toHaveLength(4);
    expect(failData.FailedRows[0]).toMatchObject({ RowNumber: 3, Cells: [String(girl), '小一班', '李朵朵', '女', '九十', '15', '', '', '', '', '好'] });
    expect((await get(`${L}/GetImportFailData`, { batchId, userId: t.people.teacherA.id })).body.Data).toMatchObject({ ImportId: null, FailedRows: [] });

    const report = await download(`${L}/ExportFailData`, { batchId });
    const reported = await sheetRows(report.rawPayload);
    expect(reported[0]).toEqual([...header, '错误原因']);
    expect(reported.slice(1).map((row) => row[11])).toEqual(['身高应为数字，如 105.5；听力应填写正常或异常', `幼儿编号${classB.childId}不在本次体检名单中`, '与第2行是同一名幼儿', `幼儿编号${girl}是「李朵朵」，与姓名「王小明」不符`]);

    // A cell left empty keeps what was recorded.
    await post(`${J}/batchImport`, { batchId, fileContent: await workbookBase64(header, [[small.childId, '小一班', '王小明', '男', 102, null, null, null, null, null, null]]) });
    const after = (await get(`${J}/getStudentCheckupInfo`, { batchId, studentId: small.childId })).body.data.items;
    expect(after.slice(0, 2).map((item: { value: string }) => item.value)).toEqual(['102', '16.4']);

    const data = await download(`${J}/export`, { batchId });
    const exported = await sheetRows(data.rawPayload);
    expect(exported[0]).toEqual(['幼儿编号', '班级', '幼儿姓名', '性别', '出生日期', ...header.slice(4), '体检状态']);
    expect(exported[1]).toEqual([small.childId, '小一班', '王小明', '男', '2022-05-01', 102, 16.4, 5, 4.9, 0, 118, '正常', '已检']);
    expect(exported[3]!.at(-1)).toBe('未检');
    const legacyExport = await download(`${L}/ExportPhysicalExaminationData`, { batchId, classId: middle.classId });
    expect((await sheetRows(legacyExport.rawPayload)).length).toBe(2);
  });

  it('imports a multipart file through the Java family and refuses what is not the batch’s table', async () => {
    const { batchId } = await addBatch();
    const header = (await sheetRows((await download(`${L}/ExportEmptyTable`, { batchId })).rawPayload))[0] as string[];
    const form = new FormData();
    const content = Buffer.from(await workbookBase64(header, [[girl, '小一班', '李朵朵', '女', 98.5, null, null, null, null, null, null]]), 'base64');
    form.append('file', new Blob([new Uint8Array(content)]), '体检.xlsx');
    const response = await t.app.inject({ method: 'POST', url: `${J}/batchImport`, query: { batchId: String(batchId) }, headers: { auth: admin }, payload: form });
    expect(response.json().data).toMatchObject({ totalRows: 1, importedRows: 1, failedRows: 0 });

    const other = await workbookBase64(['姓名', '身高'], [['李朵朵', 98]]);
    expect((await post(`${J}/batchImport`, { batchId, fileContent: other })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '表头与模板不一致，请下载最新模板' });
    expect((await post(`${J}/batchImport`, { batchId })).body.message).toContain('请选择要导入的文件');
    expect((await post(`${J}/batchImport`, { batchId, fileContent: 'bm90IGFuIHhsc3g=' })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await download(`${L}/ExportFailData`, { batchId: 999_999 })).json()).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '体检批次不存在' });
  });

  it('deletes a batch with its values', async () => {
    const { batchId, items } = await addBatch({ batchName: '待删除的体检' });
    await post(`${J}/addStudentCheckupValue`, { batchId, studentId: small.childId, values: values(items, { height: '100' }) });
    expect((await post(`${L}/DelPhysicalExaminationBatch`, { BatchId: batchId })).body.Data).toEqual({ Success: true });
    expect((await get(`${J}/getCheckupBatchInfo`, { batchId })).body.message).toBe('体检批次不存在');
    expect((await post(`${J}/delBatch`, { batchId })).body.message).toBe('体检批次不存在');
    expect((await get(`${J}/getCheckupBatchPageList`, { keyword: '待删除的体检' })).body.data.total).toBe(0);
  });

  it('reads a child’s health over time for 幼儿发展, oldest first, for a role with 幼儿信息', async () => {
    const spring = await addBatch({ batchName: '春季体检', checkupDate: '2026-04-10' });
    const autumn = await addBatch({ batchName: '秋季体检', checkupDate: '2026-10-10' });
    await post(`${J}/addStudentCheckupValue`, { batchId: autumn.batchId, studentId: middle.childId, values: values(autumn.items, { height: '104.5', weight: '17.1', visionLeft: '4.9', visionRight: '5.0', caries: '1', hemoglobin: '121' }) });
    await post(`${J}/addStudentCheckupValue`, { batchId: spring.batchId, studentId: middle.childId, values: values(spring.items, { height: '100', weight: '15.8' }) });

    const health = await get(HEALTH, { studentId: middle.childId, startDate: '2026-01-01', endDate: '2026-12-31' }, teacher);
    expect(health.body.ResponseStatus).toBe(1);
    const checkups = health.body.Data.Checkups;
    expect(checkups.map((row: { BatchName: string; Height: number; Weight: number; AgeMonths: number }) => [row.BatchName, row.Height, row.Weight, row.AgeMonths])).toEqual([
      ['春季体检', 100, 15.8, 47],
      ['秋季体检', 104.5, 17.1, 53],
    ]);
    expect(checkups[1]).toMatchObject({ VisionLeft: 4.9, VisionRight: 5, Caries: 1, ClassName: '小二班' });
    expect(checkups[1].Items.find((item: { ItemName: string }) => item.ItemName === '血红蛋白')).toEqual({ ItemName: '血红蛋白', Unit: 'g/L', Kind: 1, Value: '121', Level: '正常' });
    expect((await get(HEALTH, { studentId: middle.childId, startDate: '2026-06-01', endDate: '2026-08-31' })).body.Data.Checkups).toEqual([]);
    expect((await get(HEALTH, { studentId: middle.childId, startDate: '2026-12-01', endDate: '2026-01-01' })).body.ErrorMessage).toBe('参数 startDate 开始日期不能晚于结束日期');
    expect((await get(HEALTH, { studentId: middle.childId })).body.ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await get(HEALTH, { studentId: classB.childId, startDate: '2026-01-01', endDate: '2026-12-31' })).body.ErrorMessage).toBe('幼儿不存在');
  });

  it('keeps every school’s checkups to itself', async () => {
    const { batchId, items } = await addBatch({ batchName: '甲园体检' });
    const templateA = await defaultTemplate();
    const templateB = await defaultTemplate(adminB);
    expect(templateB.templateId).not.toBe(templateA.templateId);
    expect((await get(`${J}/getCheckupTemplateList`, {}, adminB)).body.data.list).toHaveLength(1);
    expect((await get(`${J}/getCheckupBatchPageList`, {}, adminB)).body.data).toEqual({ list: [], total: 0 });
    const notFound = '体检批次不存在';
    expect((await get(`${J}/getCheckupBatchInfo`, { batchId }, adminB)).body.message).toBe(notFound);
    expect((await get(`${J}/getCheckupBatchStatistics`, { batchId }, adminB)).body.message).toBe(notFound);
    expect((await get(`${J}/getStudentCheckInfoPageList`, { batchId }, adminB)).body.message).toBe(notFound);
    expect((await get(`${J}/getStudentCheckupInfo`, { batchId, studentId: small.childId }, adminB)).body.message).toBe(notFound);
    expect((await get(`${J}/getCheckupStatistics`, { batchId }, adminB)).body.message).toBe(notFound);
    expect((await post(`${J}/addStudentCheckupValue`, { batchId, studentId: small.childId, values: values(items, { height: '100' }) }, adminB)).body.message).toBe(notFound);
    expect((await post(`${J}/clearStudentCheckupValue`, { batchId, studentId: small.childId }, adminB)).body.message).toBe(notFound);
    expect((await post(`${J}/delBatch`, { batchId }, adminB)).body.message).toBe(notFound);
    expect((await download(`${J}/export`, { batchId }, adminB)).json().message).toBe(notFound);
    expect((await download(`${L}/ExportEmptyTable`, { batchId }, adminB)).json().ErrorMessage).toBe(notFound);
    expect((await post(`${J}/batchImport`, { batchId, fileContent: 'eA==' }, adminB)).body.message).toBe(notFound);
    expect((await get(`${L}/GetImportFailData`, { batchId }, adminB)).body.ErrorMessage).toBe(notFound);
    expect((await post(`${J}/updateTemplateName`, { templateId: templateA.templateId, templateName: '乙' }, adminB)).body.message).toBe('体检模板不存在');
    expect((await post(`${J}/updateTemplateItem`, { templateId: templateA.templateId, items: [{ itemName: '身高', kind: 1 }] }, adminB)).body.message).toBe('体检模板不存在');
    expect((await post(`${J}/delTemplate`, { templateId: templateA.templateId }, adminB)).body.message).toBe('体检模板不存在');
    expect((await post(`${J}/addBatch`, { batchName: '乙', checkupDate: '2026-10-15', templateId: templateA.templateId, classIds: [classB.classId] }, adminB)).body.message).toBe('体检模板不存在');
    expect((await post(`${J}/addBatch`, { batchName: '乙', checkupDate: '2026-10-15', templateId: templateB.templateId, classIds: [small.classId] }, adminB)).body.message).toBe(`班级（编号${small.classId}）不存在`);
    expect((await get(HEALTH, { studentId: small.childId, startDate: '2026-01-01', endDate: '2026-12-31' }, adminB)).body.ErrorMessage).toBe('幼儿不存在');
    expect((await get(`${J}/getCheckupBatchInfo`, { batchId })).body.data.batchName).toBe('甲园体检');
  });

  it('needs a session, and a role with 幼儿体检 (幼儿信息 for the health read), for every call', async () => {
    const { batchId } = await addBatch();
    const template = await defaultTemplate();
    const noChildRole = await t.make.role(t.schools.schoolA, ['Home'], '保安');
    await t.make.teacher(t.schools.schoolA, { phone: '13600000099', roleId: noChildRole, name: '门卫' });
    const guard = await t.login('13600000099');
    const calls: [string, 'GET' | 'POST', Record<string, unknown>, string][] = [
      [`${L}/GetPagePhysicalExaminationBatch`, 'GET', {}, teacher],
      [`${J}/getCheckupBatchPageList`, 'GET', {}, teacher],
      [`${L}/AddPhysicalExaminationBatch`, 'POST', { batchName: '体检', checkupDate: '2026-10-15', templateId: template.templateId, classIds: [small.classId] }, teacher],
      [`${J}/addBatch`, 'POST', { batchName: '体检', checkupDate: '2026-10-15', templateId: template.templateId, classIds: [small.classId] }, teacher],
      [`${L}/DelPhysicalExaminationBatch`, 'POST', { batchId }, teacher],
      [`${J}/delBatch`, 'POST', { batchId }, teacher],
      [`${L}/GetPhysicalExaminationBatchInfo`, 'GET', { batchId }, teacher],
      [`${J}/getCheckupBatchInfo`, 'GET', { batchId }, teacher],
      [`${J}/getCheckupBatchStatistics`, 'GET', { batchId }, teacher],
      [`${L}/GetPagePhysicalExaminationDataList`, 'GET', { batchId }, teacher],
      [`${J}/getStudentCheckInfoPageList`, 'GET', { batchId }, teacher],
      [`${L}/GetStudentPhysicalExaminationData`, 'GET', { batchId, studentId: small.childId }, teacher],
      [`${J}/getStudentCheckupInfo`, 'GET', { batchId, studentId: small.childId }, teacher],
      [`${L}/AddPhysicalExaminationData`, 'POST', { batchId, studentId: small.childId, values: [] }, teacher],
      [`${J}/addStudentCheckupValue`, 'POST', { batchId, studentId: small.childId, values: [] }, teacher],
      [`${L}/DelPhysicalExaminationData`, 'POST', { batchId, studentId: small.childId }, teacher],
      [`${J}/clearStudentCheckupValue`, 'POST', { batchId, studentId: small.childId }, teacher],
      [`${L}/GetPhysicalExaminationStatistics`, 'GET', { batchId }, teacher],
      [`${J}/getCheckupStatistics`, 'GET', { batchId }, teacher],
      [`${L}/ExportEmptyTable`, 'POST', { batchId }, teacher],
      [`${L}/ExportPhysicalExaminationData`, 'POST', { batchId }, teacher],
      [`${J}/export`, 'POST', { batchId }, teacher],
      [`${L}/ImportPhysicalExaminationData`, 'POST', { batchId, fileContent: 'eA==' }, teacher],
      [`${J}/batchImport`, 'POST', { batchId, fileContent: 'eA==' }, teacher],
      [`${L}/GetImportFailData`, 'GET', { batchId }, teacher],
      [`${L}/ExportFailData`, 'POST', { batchId }, teacher],
      [`${L}/GetPhysicalExaminationTemplateList`, 'GET', {}, teacher],
      [`${J}/getCheckupTemplateList`, 'GET', {}, teacher],
      [`${L}/AddPhysicalExaminationTemplate`, 'POST', { templateName: '模板' }, teacher],
      [`${J}/addTemplate`, 'POST', { templateName: '模板' }, teacher],
      [`${L}/UpdatePhysicalExaminationTemplate`, 'POST', { templateId: template.templateId, templateName: '模板' }, teacher],
      [`${J}/updateTemplateName`, 'POST', { templateId: template.templateId, templateName: '模板' }, teacher],
      [`${L}/DelPhysicalExaminationTemplate`, 'POST', { templateId: template.templateId }, teacher],
      [`${J}/delTemplate`, 'POST', { templateId: template.templateId }, teacher],
      [`${L}/UpdatePhysicalExaminationItemInTemplate`, 'POST', { templateId: template.templateId, items: [] }, teacher],
      [`${J}/updateTemplateItem`, 'POST', { templateId: template.templateId, items: [] }, teacher],
      [HEALTH, 'GET', { studentId: small.childId, startDate: '2026-01-01', endDate: '2026-12-31' }, guard],
    ];
    for (const [url, method, input, refusedToken] of calls) {
      const anonymous = method === 'GET' ? await get(url, input, null) : await post(url, input, null);
      const refused = method === 'GET' ? await get(url, input, refusedToken) : await post(url, input, refusedToken);
      if (url.startsWith('/api/')) {
        expect(anonymous.body, url).toMatchObject({ ResponseStatus: 4, ErrorCode: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ ResponseStatus: 2, ErrorCode: ErrorCode.NOT_ALLOWED });
      } else {
        expect(anonymous.body, url).toMatchObject({ code: ErrorCode.MISSING_TOKEN });
        expect(refused.body, url).toMatchObject({ code: ErrorCode.NOT_ALLOWED });
      }
    }
    expect((await get(`${J}/getCheckupBatchInfo`, { batchId })).body.code).toBe(200);
  });
});
