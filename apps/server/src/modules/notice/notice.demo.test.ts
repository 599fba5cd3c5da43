import { NoticeStatus } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s notices on %s', (dialect) => {
  const demo = demoForTests(dialect);
  const get = demo.data;

  it('has a dozen notices of the term, two scheduled, read by part of their audience, one edited', async () => {
    const page = await get('/javaApi/notice/getSchoolNoticeList', { pageSize: '50' });
    expect(page.total).toBe(12);
    const rows = page.list as { noticeId: number; title: string; status: number; readCount: number; unreadCount: number; editCount: number }[];
    expect(rows.filter((row) => row.status === NoticeStatus.SCHEDULED).map((row) => row.title)).toEqual(['关于开展“读书节”活动的通知', '本周五教职工例会']);
    const published = rows.filter((row) => row.status === NoticeStatus.PUBLISHED);
    expect(published.every((row) => row.readCount > 0 && row.unreadCount > 0)).toBe(true);
    expect(rows.filter((row) => row.editCount > 0).map((row) => row.title)).toEqual(['关于2027年寒假放假安排的通知']);
  });

  it('shows its pictures to anyone by their link, as a notice’s content does', async () => {
    const { list } = await get('/javaApi/notice/getSchoolNoticeList', { keyword: '小班家长半日开放', pageSize: '5' });
    const detail = await get('/javaApi/notice/getNoticeInfo', { noticeId: String(list[0].noticeId) });
    const src = /<img src="([^"]+)"/.exec(detail.content)![1]!;
    const picture = await demo.inject({ method: 'GET', url: src.replace(/&amp;/g, '&') });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });
});
