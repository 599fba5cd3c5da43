import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s checkups on %s', (dialect) => {
  const demo = demoForTests(dialect);
  const get = demo.data;

  it('has the default template and two past checkups, the latest not finished', async () => {
    const templates = await get('/javaApi/studentHealth/getCheckupTemplateList');
    expect(templates.list.map((template: { templateName: string; batchCount: number }) => [template.templateName, template.batchCount])).toEqual([['幼儿常规体检', 2]]);
    const batches = (await get('/javaApi/studentHealth/getCheckupBatchPageList')).list;
    expect(batches.map((batch: { batchName: string; checkupDate: string }) => [batch.batchName, batch.checkupDate])).toEqual([
      ['2026年11月生长发育监测', '2026-11-12'],
      ['2026年秋季入园体检', '2026-09-17'],
    ]);
    const [growth, autumn] = batches;
    expect(growth.checkedCount).toBeLessThan(growth.childCount);
    expect(autumn.checkedCount).toBeGreaterThan(autumn.childCount * 0.9);
    expect(autumn.childCount).toBeGreaterThan(growth.childCount);
  });

  it('has heights and weights plausible for 3-6 year olds, and children with low eyesight or caries', async () => {
    const { list } = await get('/javaApi/studentHealth/getCheckupBatchPageList');
    const stats = await get('/javaApi/studentHealth/getCheckupStatistics', { batchId: String(list[1].batchId) });
    const item = (name: string) => stats.items.find((row: { itemName: string }) => row.itemName === name);
    expect(item('身高').average).toBeGreaterThan(95);
    expect(item('身高').average).toBeLessThan(120);
    expect(item('体重').min).toBeGreaterThanOrEqual(11.5);
    expect(item('体重').max).toBeLessThanOrEqual(30);
    expect(item('视力（左眼）').levels.find((level: { level: string }) => level.level === '偏低').count).toBeGreaterThan(0);
    expect(item('龋齿').levels.find((level: { level: string }) => level.level === '有').count).toBeGreaterThan(0);
  });

  it('shows a senior child’s growth between the two checkups in 幼儿发展', async () => {
    const { list } = await get('/javaApi/studentHealth/getCheckupBatchPageList');
    const rows = (await get('/javaApi/studentHealth/getStudentCheckInfoPageList', { batchId: String(list[0].batchId), onePageNum: '200' })).list;
    const healthOf = async (studentId: number) =>
      await demo.data('/api/Student4/GetStudentHealthData', { studentId: String(studentId), startDate: '2026-09-01', endDate: '2026-11-22' });
    const checked = rows.filter((row: { checkedAt: string | null }) => row.checkedAt).slice(0, 5);
    const histories = await Promise.all(checked.map((row: { studentId: number }) => healthOf(row.studentId)));
    const both = histories.find((health) => health.Checkups.length === 2);
    expect(both.Checkups.map((checkup: { BatchName: string }) => checkup.BatchName)).toEqual(['2026年秋季入园体检', '2026年11月生长发育监测']);
    expect(both.Checkups[1].Height).toBeGreaterThan(both.Checkups[0].Height);
    expect(both.Checkups[1].Weight).toBeGreaterThan(both.Checkups[0].Weight - 2);
  });
});
