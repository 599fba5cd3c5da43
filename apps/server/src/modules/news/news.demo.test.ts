import { NewsStatus } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s school news on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('has a dozen articles with pictures, two pinned, read by part of their audience and commented by families', async () => {
    const page = await demo.data('/javaApi/news/getArticleList', { pageSize: '50' });
    const articles = page.list as { status: number; isTop: number; coverImg: string; readCount: number; commentCount: number }[];
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(articles.filter((article) => article.isTop)).toHaveLength(2);
    expect(articles.every((article) => article.coverImg.includes('fileId='))).toBe(true);
    const published = articles.filter((article) => article.status === NewsStatus.PUBLISHED);
    expect(published.every((article) => article.readCount > 0)).toBe(true);
    expect(articles.filter((article) => article.status !== NewsStatus.PUBLISHED).every((article) => article.readCount === 0)).toBe(true);
    expect(published.some((article) => article.commentCount > 0)).toBe(true);
  });
});
