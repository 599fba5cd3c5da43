import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s picture books on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('has books for each grade level, each with a cover and pages that open as pictures', async () => {
    const books = (await demo.data('/api/Drawbook/GetDrawbookList')) as { DrawbookId: number; DrawbookName: string; PageCount: number }[];
    expect(books.length).toBeGreaterThanOrEqual(6);
    const grades = (await demo.data('/api/Drawbook/GetDrawbookGrades')) as { GradeName: string; Count: number }[];
    expect(grades.map((grade) => grade.GradeName)).toEqual(['托班', '小班', '中班', '大班']);
    expect(grades.reduce((total, grade) => total + grade.Count, 0)).toBe(books.length);

    const book = await demo.data('/api/Drawbook/GetSingleDrawbook', { drawbookId: String(books.find((row) => row.DrawbookName === '幼儿园的一天')!.DrawbookId) });
    expect(book.Pages).toHaveLength(6);
    for (const file of [book.Cover, ...book.Pages] as { FileId: number }[]) {
      const signed = (await demo.data('/javaApi/file/getSignedUrl', { fileId: String(file.FileId) })).url as string;
      const response = await demo.inject({ method: 'GET', url: signed });
      expect([response.statusCode, response.headers['content-type'], (await fileTypeFromBuffer(response.rawPayload))?.mime]).toEqual([200, 'image/jpeg', 'image/jpeg']);
    }
  });
});
