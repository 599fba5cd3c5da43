import type { ArticleDetail } from '@yuanwu/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { articleInputOf, articleValuesOf, audienceText, newArticleValues } from './article-form';

const detail = {
  newsId: 7,
  title: '秋季运动会',
  author: '',
  summary: '拔河比赛',
  content: '<p><strong>加油</strong></p>',
  coverImg: '',
  bannerImg: '/javaApi/file/download?fileId=3',
  linkUrl: '',
  limitSchoolList: [1, 2],
  limitGradeLevel: [3, 4],
  limitUserType: [2],
  activeDate: '2026-11-18',
  isAllowShare: 0,
  isAllowComment: 1,
} as ArticleDetail;

describe('article form', () => {
  it('starts a new article for everyone of the school, from today', () => {
    const values = newArticleValues(5);
    expect(values).toMatchObject({ limitSchoolList: [5], limitGradeLevel: [1, 2, 3, 4], limitUserType: [1, 2], isAllowShare: true, isAllowComment: true });
    expect(values.activeDate?.isSame(dayjs(), 'day')).toBe(true);
  });

  it('fills the form from a saved article, pictures left empty as none', () => {
    const values = articleValuesOf(detail);
    expect(values).toMatchObject({ coverImg: null, bannerImg: '/javaApi/file/download?fileId=3', isAllowShare: false, isAllowComment: true, limitGradeLevel: [3, 4] });
    expect(values.activeDate.format('YYYY-MM-DD')).toBe('2026-11-18');
  });

  it('turns the form back into the call’s fields, trimmed, as a draft or published', () => {
    const values = { ...articleValuesOf(detail), title: ' 秋季运动会 ', linkUrl: ' https://example.com/a ' };
    expect(articleInputOf(values, false)).toEqual({
      title: '秋季运动会',
      author: '',
      summary: '拔河比赛',
      content: '<p><strong>加油</strong></p>',
      coverImg: '',
      bannerImg: '/javaApi/file/download?fileId=3',
      linkUrl: 'https://example.com/a',
      limitSchoolList: [1, 2],
      limitGradeLevel: [3, 4],
      limitUserType: [2],
      activeDate: '2026-11-18',
      isAllowShare: false,
      isAllowComment: true,
      isPublish: false,
    });
    expect(articleInputOf(values, true).isPublish).toBe(true);
  });

  it('says who an article is for', () => {
    expect(audienceText({ limitUserType: [1, 2], limitGradeLevel: [1, 2, 3, 4] })).toBe('教师、家长 · 全部年级');
    expect(audienceText({ limitUserType: [2], limitGradeLevel: [3, 4] })).toBe('家长 · 中班、大班');
  });
});
