import { ErrorCode } from '@yuanwu/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCalls } from '../../test/calls.js';
import { testDialects } from '../../test/databases.js';
import { createTeachingApp, type TeachingApp } from '../../test/teaching.js';

const R = '/api/RecordStatics/';
const NOW = '2026-11-01T08:00:00.000Z';

/**
 * Story: in school A the 小一班 teacher wrote two growth records (健康, 语言) and an observation
 * (科学) this autumn, the 小二班 teacher one growth record (健康) last year; school B's teacher
 * wrote one too, which school A never counts.
 */
describe.each(testDialects)('record statistics on %s', (dialect) => {
  let s: TeachingApp;
  let records: number[];
  let observationId: number;

  const { call, ok } = legacyCalls(() => s.t, R, () => s.tokens.admin);

  async function growthRecord(schoolId: number, classId: number, teacherId: number, field: number, recordDate: string, childId: number) {
    const { id } = await s.t.db
      .insertInto('growthRecord')
      .values({ schoolId, classId, teacherId, field, content: `第${field}领域的记录`, recordDate, createdAt: NOW, updatedAt: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.t.db.insertInto('growthRecordChild').values({ schoolId, recordId: id, childId }).execute();
    return id;
  }

  beforeAll(async () => {
    s = await createTeachingApp(dialect);
    const { schoolA, schoolB } = s.t.schools;
    records = [
      await growthRecord(schoolA, s.own.classId, s.teacherId, 1, '2026-10-10', s.own.childId),
      await growthRecord(schoolA, s.own.classId, s.teacherId, 2, '2026-11-03', s.own.childId),
      await growthRecord(schoolA, s.other.classId, s.otherTeacherId, 1, '2026-06-01', s.other.childId),
    ];
    await growthRecord(schoolB, s.foreign.classId, s.t.people.adminB.id, 1, '2026-10-10', s.foreign.childId);
    observationId = (
      await s.t.db
        .insertInto('observation')
        .values({ schoolId: schoolA, classId: s.own.classId, teacherId: s.teacherId, activityName: '沉与浮', observeDate: '2026-11-05', field: 4, note: '幼儿能大胆猜想', createdAt: NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await s.t.db.insertInto('observationChild').values({ schoolId: schoolA, observationId, childId: s.own.childId, remark: null }).execute();
  });
  afterAll(() => s.t.close());

  it('counts by field, grade and class over the current year', async () => {
    const fields = await ok('GetFieldStatistics');
    expect(fields.Range).toEqual({ StartDate: '2026-09-01', EndDate: '2027-07-31' });
    expect(fields.List.map((row: any) => [row.FieldName, row.GrowthRecordCount, row.ObservationCount, row.Total])).toEqual([
      ['健康', 1, 0, 1],
      ['语言', 1, 0, 1],
      ['社会', 0, 0, 0],
      ['科学', 0, 1, 1],
      ['艺术', 0, 0, 0],
      ['学习品质', 0, 0, 0],
    ]);
    expect((await ok('GetFieldStatistics', { StartDate: '2026-01-01', EndDate: '2026-12-31' })).List[0].Total).toBe(2);
    expect(await ok('GetGradeStatistics')).toMatchObject({ List: [{ GradeId: s.own.gradeId, GradeName: '小班', TeacherCount: 1, GrowthRecordCount: 2, ObservationCount: 1, Total: 3 }] });
    expect((await ok('GetGradeStatisticsList', { GradeId: s.own.gradeId })).List).toEqual([
      { ClassId: s.own.classId, ClassName: '小一班', GradeId: s.own.gradeId, GradeName: '小班', FieldCounts: [1, 1, 0, 1, 0, 0], Total: 3 },
    ]);
  });

  it('counts each teacher and charts one by month and field', async () => {
    expect((await ok('GetTeacherRecordInfoList', { StartDate: '2026-01-01', EndDate: '2026-12-31' })).List.map((row: any) => [row.TeacherName, row.Total, row.LastDate])).toEqual([
      ['小一班老师', 3, '2026-11-05'],
      ['小二班老师', 1, '2026-06-01'],
    ]);
    expect((await ok('GetTeacherRecordInfoList', { SearchContent: '小二' })).List).toEqual([]);
    const chart = await ok('GetRecordChartDataForTeacher', { TeacherId: s.teacherId });
    expect(chart).toMatchObject({ TeacherName: '小一班老师' });
    expect(chart.MonthList.map((row: any) => [row.Month, row.GrowthRecordCount, row.ObservationCount])).toEqual([
      ['2026-10', 1, 0],
      ['2026-11', 1, 1],
    ]);
    expect(chart.FieldList.map((row: any) => row.Total)).toEqual([1, 1, 0, 1, 0, 0]);
  });

  it('lists the records, filtered, and a teacher’s', async () => {
    const page = await ok('GetRecordInfoList', { PageSize: 2 });
    expect(page.Total).toBe(3);
    expect(page.List[0]).toEqual({
      RecordType: 2,
      RecordId: observationId,
      RecordDate: '2026-11-05',
      Field: 4,
      FieldName: '科学',
      ClassId: s.own.classId,
      ClassName: '小一班',
      TeacherId: s.teacherId,
      TeacherName: '小一班老师',
      Content: '沉与浮：幼儿能大胆猜想',
      ChildCount: 1,
    });
    expect((await ok('GetRecordInfoList', { Field: 1, RecordType: 1 })).List.map((row: any) => row.RecordId)).toEqual([records[0]]);
    expect((await ok('GetRecordListForTeacher', { TeacherId: s.otherTeacherId, YearId: s.yearId })).Total).toBe(0);
    expect((await ok('GetRecordListForTeacher', { TeacherId: s.otherTeacherId, StartDate: '2026-01-01', EndDate: '2026-06-30' })).List.map((row: any) => row.RecordId)).toEqual([records[2]]);
  });

  it('exports the records chosen as xlsx', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: `${R}ExportRecordForSelected`,
      headers: { auth: s.tokens.admin },
      payload: { RecordList: [{ RecordType: 1, RecordId: records[0] }, { RecordType: 2, RecordId: observationId }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '日期', '类型', '领域', '班级', '教师', '涉及幼儿数', '内容']);
    expect(sheet.getRow(2).values).toEqual([undefined, '2026-11-05', '观察记录', '科学', '小一班', '小一班老师', 1, '沉与浮：幼儿能大胆猜想']);
    expect(sheet.rowCount).toBe(3);
  });

  it('refuses bad input', async () => {
    expect((await call('GetRecordInfoList', { Field: 9 })).ErrorMessage).toBe('参数 field 领域应为1（健康）至6（学习品质）');
    expect((await call('GetFieldStatistics', { StartDate: '2026-12-01', EndDate: '2026-11-01' })).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('GetRecordChartDataForTeacher', {})).ErrorCode).toBe(ErrorCode.INVALID_PARAMS);
    expect((await call('ExportRecordForSelected', { RecordList: [] })).ErrorMessage).toBe('参数 recordList 请选择要导出的记录');
    expect((await call('GetFieldStatistics', { YearId: 99999 })).ErrorMessage).toBe('学年不存在');
  });

  it('keeps another school’s records and teachers out of reach', async () => {
    expect((await ok('GetRecordInfoList', { StartDate: '2026-01-01', EndDate: '2026-12-31' })).Total).toBe(4);
    const foreign = await ok('GetRecordInfoList', {}, s.tokens.adminB);
    expect(foreign.List.map((row: any) => row.TeacherName)).toEqual(['乙园长']);
    expect((await call('GetRecordChartDataForTeacher', { TeacherId: s.teacherId }, s.tokens.adminB)).ErrorMessage).toBe('教师不存在');
    const response = await s.t.app.inject({ method: 'POST', url: `${R}ExportRecordForSelected`, headers: { auth: s.tokens.adminB }, payload: { RecordList: [{ RecordType: 1, RecordId: records[0] }] } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('needs a session and the module', async () => {
    expect(await call('GetFieldStatistics', {}, null)).toMatchObject({ ErrorCode: ErrorCode.MISSING_TOKEN });
    for (const path of ['GetFieldStatistics', 'GetGradeStatistics', 'GetGradeStatisticsList', 'GetTeacherRecordInfoList', 'GetRecordInfoList', 'GetRecordChartDataForTeacher', 'GetRecordListForTeacher', 'ExportRecordForSelected']) {
      expect((await call(path, { TeacherId: s.teacherId }, s.tokens.teacher)).ErrorCode, path).toBe(ErrorCode.NOT_ALLOWED);
    }
  });

  it('lists the classes in their own order, not by name (小三班 after 小二班)', async () => {
    const third = await s.t.make.classWithChild(s.t.schools.schoolA, s.yearId, '小三班', '周小天');
    await growthRecord(s.t.schools.schoolA, third.classId, s.teacherId, 3, '2026-11-06', third.childId);
    await growthRecord(s.t.schools.schoolA, s.other.classId, s.otherTeacherId, 3, '2026-11-06', s.other.childId);
    const rows = (await ok('GetGradeStatisticsList', { GradeId: s.own.gradeId })).List as { ClassName: string }[];
    expect(rows.map((row) => row.ClassName)).toEqual(['小一班', '小二班', '小三班']);
  });
});
