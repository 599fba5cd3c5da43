import { ErrorCode, teacherImportColumns } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A filled-in template as the console sends it: base64 of the workbook. */
async function workbookOf(rows: (string | number | Date)[][], header: readonly string[] = teacherImportColumns): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('教师信息');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function sheetRows(payload: Buffer, sheet = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[sheet]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDialects)('the teacher import on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const importRows = async (rows: (string | number | Date)[][], onlyValidRows = false, token = admin) =>
    post('/javaApi/teacher/importTeacherData', { fileContent: await workbookOf(rows), fileName: '教师.xlsx', onlyValidRows }, token);
  const teacherNames = async () => (await t.call('GET', '/javaApi/teacher/getTeacherList', { token: admin, query: { pageSize: '200' } })).body.data.list.map((row: { teacherName: string }) => row.teacherName);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    await post('/javaApi/department/addDepartment', { departmentName: '教学部' });
    await post('/javaApi/post/addPost', { postName: '配班教师' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers a template with the columns, drop-downs of the school’s names, and a guide', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/Teacher4/GetTeacherImportTemplate', headers: { auth: admin } });
    expect(decodeURIComponent(String(template.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^甲幼儿园-教师导入模板-\d{8}\.xlsx$/);
    expect(await sheetRows(template.rawPayload)).toEqual([[...teacherImportColumns]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['教师信息', '选项', '填写说明']);
    expect(workbook.getWorksheet('教师信息')!.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['选项!$A$1:$A$1'] });
    expect(workbook.getWorksheet('选项')!.getCell('A1').value).toBe('教学部');
  });

  it('imports nothing when a row is wrong, reports every problem of each row, and offers the report', async () => {
    const answer = await importRows([
      ['好行', '女', '13100000001', '教学部', '配班教师', '教师', '1995-03-02', '2019/9/1', '本科'],
      ['', '男', '13100000002', '财务部', '', '', '1995-13-40', '', '博士'],
      ['重号', '女', '13100000001', '', '', '', '', '', ''],
      ['已有', '女', t.people.teacherA.phone, '', '', '', '', '', ''],
      ['怪性别', '未知', '1310000', '', '', '', '', '', ''],
    ]);
    expect(answer.body.data).toEqual({
      importId: expect.any(Number),
      totalRows: 5,
      importedRows: 0,
      failedRows: 4,
      errors: [
        { rowNumber: 3, teacherName: '', messages: ['请填写姓名', '部门「财务部」不存在', '出生日期应为日期，如 2020-09-01', '学历应为初中及以下、高中/中专、大专、本科、硕士及以上之一'] },
        { rowNumber: 4, teacherName: '重号', messages: ['手机号与第2行重复'] },
        { rowNumber: 5, teacherName: '已有', messages: [`手机号${t.people.teacherA.phone}已被本园教职工「甲老师」使用`] },
        { rowNumber: 6, teacherName: '怪性别', messages: ['性别应为男或女', '手机号应为11位数字'] },
      ],
    });
    expect(await teacherNames()).not.toContain('好行');
    const report = await t.app.inject({ method: 'POST', url: '/api/Teacher4/ExportImportFailData', headers: { auth: admin }, payload: { ImportId: answer.body.data.importId } });
    const rows = await sheetRows(report.rawPayload);
    expect(rows[0]).toEqual([...teacherImportColumns, '错误原因']);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toEqual(['重号', '女', '13100000001', '', '', '', '', '', '', '手机号与第2行重复']);
  });

  it('imports the good rows when asked to, with their department, post, role, dates and education', async () => {
    const answer = await importRows(
      [
        ['好行', '女', '13100000001', '教学部', '配班教师', '教师', '1995-03-02', new Date(Date.UTC(2019, 8, 1)), '本科'],
        ['坏行', '女', '', '', '', '', '', '', ''],
      ],
      true,
    );
    expect(answer.body.data).toMatchObject({ totalRows: 2, importedRows: 1, failedRows: 1, errors: [{ rowNumber: 3, messages: ['请填写手机号'] }] });
    const [row] = (await t.call('GET', '/javaApi/teacher/getTeacherList', { token: admin, query: { keyword: '好行' } })).body.data.list;
    expect(row).toMatchObject({ phone: '13100000001', departmentName: '教学部', schoolDutyName: '配班教师', roleName: '教师', birthday: '1995-03-02', entryDate: '2019-09-01', education: 4 });
  });

  it('refuses a role beyond the importer’s own, row by row', async () => {
    const role = await t.make.role(t.schools.schoolA, ['StaffingManage.TeacherManage'], '人事');
    await t.make.teacher(t.schools.schoolA, { phone: '13700000060', roleId: role, name: '人事' });
    const personnel = await t.login('13700000060');
    const answer = await importRows([['想当园长', '男', '13100000009', '', '', '园长', '', '', '']], false, personnel);
    expect(answer.body.data.errors[0].messages).toEqual(['无权分配角色「园长」']);
  });

  it('refuses a row hired before birth or dated after today', async () => {
    const answer = await importRows([
      ['早入', '女', '13100000011', '', '', '', '1995-03-02', '1990-09-01', ''],
      ['未来', '女', '13100000012', '', '', '', '2099-03-02', '', ''],
    ]);
    expect(answer.body.data.errors).toEqual([
      { rowNumber: 2, teacherName: '早入', messages: ['入职日期不能早于出生日期'] },
      { rowNumber: 3, teacherName: '未来', messages: ['出生日期不能晚于今天'] },
    ]);
  });

  it('refuses a file that is not the template, not an xlsx, or that would inflate too far', async () => {
    const wrongHeader = await post('/javaApi/teacher/importTeacherData', { fileContent: await workbookOf([], ['姓名', '电话']) });
    expect(wrongHeader.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '表头与模板不一致，请下载最新模板' });
    expect((await post('/javaApi/teacher/importTeacherData', { fileContent: Buffer.from('姓名,性别').toString('base64') })).body.code).toBe(ErrorCode.INVALID_PARAMS);
    expect((await post('/javaApi/teacher/importTeacherData', { fileContent: await workbookOf([]) })).body.message).toBe('表格中没有数据');
    const bomb = await workbookOf(Array.from({ length: 100 }, (_, index) => [`${'a'.repeat(20_000)}${index}`, '女', '13100000100']));
    expect((await post('/javaApi/teacher/importTeacherData', { fileContent: bomb })).body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: expect.stringMatching(/压缩|上限/) });
    expect((await post('/javaApi/teacher/importTeacherData', {})).body.message).toBe('缺少参数 fileContent');
  });

  it('keeps one school’s import reports from another', async () => {
    const answer = await importRows([['', '女', '13100000050', '', '', '', '', '', '']]);
    const foreign = await post('/javaApi/teacher/exportImportFailData', { importId: answer.body.data.importId }, adminB);
    expect(foreign.body).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '导入记录不存在' });
  });
});
