import { ErrorCode } from '@yuanwu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { lyingXlsxBomb } from '../../test/sample-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MB = 1024 * 1024;

/** The highest resident memory of the process (the import worker's thread included) while `work` runs. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    await work();
  } finally {
    clearInterval(sampling);
  }
  return Math.max(peak, process.memoryUsage.rss()) - before;
}

/**
 * The outside review: a teacher imports a workbook whose sheet1.xml claims 900,000 bytes and inflates
 * to hundreds of megabytes, four times at once. Each answer is a refusal (1000001, not -1), found by
 * inflating no more than the claim, so the server's memory hardly moves.
 */
describe.each(testDialects)('a lying zip bomb sent to an import on %s', (dialect) => {
  let t: TestApp;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    teacher = await t.login(t.people.teacherA.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  const importChildren = (fileContent: string) =>
    t.call('POST', '/api/Student4/ImportStudentData', { token: teacher, body: { FileContent: fileContent, FileName: '幼儿名单.xlsx' } });

  it('is refused four times at once, inflating only what it claims', async () => {
    const bomb = lyingXlsxBomb(300).toString('base64');
    let answers: Awaited<ReturnType<typeof importChildren>>[] = [];
    const growth = await peakRssGrowth(async () => {
      answers = await Promise.all(Array.from({ length: 4 }, () => importChildren(bomb)));
    });
    for (const answer of answers) {
      expect(answer.body).toMatchObject({ ErrorCode: ErrorCode.INVALID_PARAMS, ErrorMessage: '文件解压后过大，疑似压缩炸弹' });
    }
    expect(growth).toBeLessThan(200 * MB);
  });
});
