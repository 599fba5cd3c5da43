import { ErrorCode, studentImportColumns } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Cell = string | number | Date | null;

async function workbookBase64(rows: Cell[][], header: readonly string[] = studentImportColumns): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('幼儿信息');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function loadWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const CLASSES = ['大一班', '大二班', '大三班', '大四班'];

/** A good row: a unique child and a guardian phone of its own. */
function goodRow(index: number): Cell[] {
  const day = (index % 28) + 1;
  const birthday = index % 3 === 0 ? new Date(Date.UTC(2021, 4, day)) : index % 3 === 1 ? `2021/5/${day}` : `2021年5月${day}日`;
  const phone = 15000000000 + index;
  return [`导入${index}号`, index % 2 ? '男' : '女', birthday, index % 10 ? '汉族' : '回', CLASSES[index % 4]!, '2026-09-01', `家长${index}号`, '母亲', index % 2 ? phone : String(phone), null, null, null];
}

describe.each(testDialects)('importing children on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let yearId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login(t.people.adminA.phone);
    adminB = await t.login(t.people.adminB.phone);
    yearId = await t.make.schoolYear(t.schools.schoolA);
    const gradeId = (await t.call('POST', '/javaApi/grade/addGrade', { token: admin, body: { yearId, gradeName: '大班', gradeLevel: 4 } })).body.data.gradeId;
    for (const className of CLASSES) await t.call('POST', '/javaApi/class/addClass', { token: admin, body: { yearId, gradeId, className } });
  });
  afterAll(async () => {
    await t.close();
  });

  const importFile = (fileContent: string, onlyValidRows: boolean, token = admin) =>
    t.call('POST', '/api/Student4/ImportStudentData', { token, body: { FileContent: fileContent, FileName: '大班名单.xlsx', YearId: yearId, OnlyValidRows: onlyValidRows ? 1 : 0 } });
  const download = (url: string, query: Record<string, string>, token = admin) => t.app.inject({ method: 'GET', url, query, headers: { auth: token } });
  const childCount = async () =>
    Number((await t.db.selectFrom('child').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', t.schools.schoolA).executeTakeFirstOrThrow()).n);

  it('offers a template with the columns, drop-down lists of the year’s classes and a guide', async () => {
    const answer = await download('/api/Student4/DownloadImportTemplate', { yearId: String(yearId) });
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(answer.headers['content-disposition']).split("UTF-8''")[1]!)).toMatch(/^甲幼儿园-幼儿导入模板-\d{8}\.xlsx$/);
    const workbook = await loadWorkbook(answer.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['幼儿信息', '选项', '填写说明']);
    const sheet = workbook.getWorksheet('幼儿信息')!;
    expect(rowsOf(sheet)[0]).toEqual([...studentImportColumns]);
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
    expect(sheet.getCell('E500').dataValidation).toMatchObject({ type: 'list', formulae: ['选项!$A$1:$A$4'] });
    expect(rowsOf(workbook.getWorksheet('选项')!).map((row) => row[0]).filter(Boolean).sort()).toEqual([...CLASSES].sort());
    expect(rowsOf(workbook.getWorksheet('选项')!)).toHaveLength(56);
    expect(String(rowsOf(workbook.getWorksheet('填写说明')!)[0]![0])).toMatch(/「2026-2027学年」的班级：(大.班、){3}大.班。/);
  });

  describe('2,000 rows with ten bad ones', () => {
    let fileContent: string;
    let reportImportId: number;
    const BAD: Record<number, (row: Cell[]) => void> = {
      7: (row) => (row[1] = '未知'),
      100: (row) => (row[2] = '2021-13-01'),
      250: (row) => (row[4] = '不存在班'),
      480: (row) => (row[8] = '12345'),
      777: (row) => (row[6] = ''),
      901: (row) => (row[3] = '火星族'),
      1200: (row) => row.splice(9, 3, '外公', '表舅', null),
      1500: (row) => ((row[0] = '导入1499号'), (row[2] = goodRow(1499)[2]!)),
      1801: (row) => (row[8] = goodRow(1800)[8]!),
      1999: (row) => ((row[0] = '已在园'), (row[2] = '2021-05-01')),
    };

    beforeAll(async () => {
      await t.call('POST', '/api/Student4/AddStudent', {
        token: admin,
        body: { StudentName: '已在园', Sex: 1, Birthday: '2021-05-01', ClassId: (await t.db.selectFrom('schoolClass').select('id').where('name', '=', '大一班').executeTakeFirstOrThrow()).id, Guardians: [{ GuardianName: '在园家长', Phone: '13600000000', RelationType: 1 }] },
      });
      const rows = Array.from({ length: 2000 }, (_row, index) => goodRow(index));
      for (const [index, spoil] of Object.entries(BAD)) spoil(rows[Number(index)]!);
      // Siblings: every 100th row shares the previous row's guardian, same name and phone.
      for (let index = 50; index < 2000; index += 100) rows[index]!.splice(6, 3, rows[index - 1]![6]!, '父亲', rows[index - 1]![8]!);
      fileContent = await workbookBase64(rows);
    });

    it('imports nothing when asked for all or nothing, and says what is wrong with each bad row', async () => {
      const before = await childCount();
      const answer = await importFile(fileContent, false);
      expect(answer.body.Data).toMatchObject({ TotalRows: 2000, ImportedRows: 0, FailedRows: 10 });
      expect(await childCount()).toBe(before);
      const messages = Object.fromEntries(answer.body.Data.Errors.map((error: { RowNumber: number; Messages: string[] }) => [error.RowNumber - 2, error.Messages.join('；')]));
      expect(messages).toEqual({
        7: '性别应为男或女',
        100: '出生日期应为日期，如 2022-05-01',
        250: '本学年没有班级「不存在班」',
        480: '家长手机号应为11位手机号',
        777: '请填写家长姓名',
        901: '民族「火星族」不在56个民族中',
        1200: '第二位家长关系应为父亲、母亲、爷爷、奶奶、外婆、外公、其他之一；第二位家长手机号应为11位手机号',
        1500: '与第1501行是同一名幼儿（姓名、出生日期相同）',
        1801: `手机号${15000001800}在第1802行的家长姓名是「家长1800号」`,
        1999: '本园已有同名、同出生日期的在读幼儿',
      });
    });

    it('imports the 1,990 good rows in a few seconds when asked for the good rows only, in batches', async () => {
      const before = await childCount();
      const started = performance.now();
      const answer = await importFile(fileContent, true);
      const seconds = (performance.now() - started) / 1000;
      expect(answer.body.Data).toMatchObject({ TotalRows: 2000, ImportedRows: 1990, FailedRows: 10 });
      expect(seconds).toBeLessThan(5);
      expect(await childCount()).toBe(before + 1990);
      const sibling = await t.db.selectFrom('guardian').select('id').where('phone', '=', '15000000049').execute();
      expect(sibling).toHaveLength(1);
      const siblingChildren = await t.db.selectFrom('childGuardian').select('childId').where('guardianId', '=', sibling[0]!.id).execute();
      expect(siblingChildren).toHaveLength(2);
      const imported = await t.db.selectFrom('child').select(['id', 'birthday', 'ethnicId', 'joinDate']).where('name', '=', '导入10号').executeTakeFirstOrThrow();
      expect(imported).toMatchObject({ birthday: '2021-05-11', ethnicId: 3, joinDate: '2026-09-01' });
      const record = await t.db.selectFrom('childClassHistory').select(['startDate', 'endDate']).where('childId', '=', imported.id).execute();
      expect(record).toEqual([{ startDate: '2026-09-01', endDate: null }]);

      const report = await download('/api/Student4/ExportImportErrors', { importId: String(answer.body.Data.ImportId) });
      const rows = rowsOf((await loadWorkbook(report.rawPayload)).worksheets[0]!);
      expect(rows[0]).toEqual([...studentImportColumns, '错误原因']);
      expect(rows).toHaveLength(11);
      expect(rows[1]).toEqual(['导入7号', '未知', '2021/5/8', '汉族', '大四班', '2026-09-01', '家长7号', '母亲', '15000000007', '', '', '', '性别应为男或女']);
      reportImportId = answer.body.Data.ImportId;
    });

    it('takes back the corrected error report as an import', async () => {
      const report = await download('/api/Student4/ExportImportErrors', { importId: String(reportImportId) });
      const workbook = await loadWorkbook(report.rawPayload);
      workbook.worksheets[0]!.getCell('B2').value = '男';
      const corrected = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'), true);
      expect(corrected.body.Data).toMatchObject({ TotalRows: 10, ImportedRows: 1, FailedRows: 9 });
    });
  });

  it('links a guardian on record by phone, and refuses a phone on record under another name', async () => {
    const rows = [
      ['新来甲', '女', '2022-01-02', '', '大二班', '', '在园家长', '父亲', '13600000000', '', '', ''],
      ['新来乙', '女', '2022-01-03', '', '大二班', '', '别人', '父亲', '13600000000', '', '', ''],
    ];
    const answer = await importFile(await workbookBase64(rows), true);
    expect(answer.body.Data).toMatchObject({ ImportedRows: 1, Errors: [{ RowNumber: 3, StudentName: '新来乙', Messages: ['手机号13600000000已登记为家长「在园家长」'] }] });
  });

  it.each([
    ['a file that is not a workbook', Buffer.from('not a workbook').toString('base64'), '文件已损坏或不是有效的 Office 文件'],
    ['other columns', 'other-header', '表头与模板不一致，请下载最新模板'],
    ['no rows', 'no-rows', '表格中没有数据'],
  ])('refuses %s with 1000001', async (_case, content, message) => {
    const fileContent = content === 'other-header' ? await workbookBase64([['x']], ['姓名', '手机']) : content === 'no-rows' ? await workbookBase64([]) : content;
    expect((await importFile(fileContent, false)).body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: message });
  });

  it('refuses a missing file with 1000001 naming the field', async () => {
    const answer = await t.call('POST', '/api/Student4/ImportStudentData', { token: admin, body: { OnlyValidRows: 1 } });
    expect(answer.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '缺少参数 fileContent' });
  });

  it('keeps another school away from the school’s import reports, and imports into the caller’s school only', async () => {
    const answer = await importFile(await workbookBase64([['甲园宝', '男', '2022-01-02', '', '大三班', '', '甲园家长', '父亲', '13600000001', '', '', '']]), true);
    const report = await t.call('GET', '/api/Student4/ExportImportErrors', { token: adminB, query: { importId: String(answer.body.Data.ImportId) } });
    expect(report.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '导入记录不存在' });
    const fromB = await t.call('POST', '/api/Student4/ImportStudentData', {
      token: adminB,
      body: { FileContent: await workbookBase64([['乙园宝', '男', '2022-01-02', '', '大三班', '', '乙园家长', '父亲', '13600000002', '', '', '']]), YearId: yearId },
    });
    expect(fromB.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '学年不存在' });
  });
});
