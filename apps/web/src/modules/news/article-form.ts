import { NEWS_GRADE_LEVELS, newsGradeLevelName, NewsStatus, newsUserTypeName, newsUserTypes, type ArticleDetail, type ArticleRow, type SaveArticleInput } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../components/dates';

/** What the article form holds: the active date as a day, pictures as their links (none: null). */
export interface ArticleFormValues {
  title: string;
  author?: string;
  summary?: string;
  content: string;
  coverImg?: string | null;
  bannerImg?: string | null;
  linkUrl?: string;
  limitSchoolList: number[];
  limitGradeLevel: number[];
  limitUserType: number[];
  activeDate: Dayjs;
  isAllowShare: boolean;
  isAllowComment: boolean;
}

/** A new article: for everyone of this school, from today, open to comments and sharing. */
export const newArticleValues = (schoolId: number | undefined): Partial<ArticleFormValues> => ({
  limitSchoolList: schoolId ? [schoolId] : [],
  limitGradeLevel: [...NEWS_GRADE_LEVELS],
  limitUserType: newsUserTypes.map((type) => type.id),
  activeDate: dayjs(),
  isAllowShare: true,
  isAllowComment: true,
});

export const articleValuesOf = (detail: ArticleDetail): ArticleFormValues => ({
  title: detail.title,
  author: detail.author,
  summary: detail.summary,
  content: detail.content,
  coverImg: detail.coverImg || null,
  bannerImg: detail.bannerImg || null,
  linkUrl: detail.linkUrl,
  limitSchoolList: detail.limitSchoolList,
  limitGradeLevel: detail.limitGradeLevel,
  limitUserType: detail.limitUserType,
  activeDate: dayjs(detail.activeDate),
  isAllowShare: detail.isAllowShare === 1,
  isAllowComment: detail.isAllowComment === 1,
});

/** The call's fields of the form; `isPublish` false keeps the article a draft. */
export function articleInputOf(values: ArticleFormValues, isPublish: boolean): Omit<SaveArticleInput, 'newsId'> {
  return {
    title: values.title.trim(),
    author: values.author?.trim() ?? '',
    summary: values.summary?.trim() ?? '',
    content: values.content,
    coverImg: values.coverImg ?? '',
    bannerImg: values.bannerImg ?? '',
    linkUrl: values.linkUrl?.trim() ?? '',
    limitSchoolList: values.limitSchoolList,
    limitGradeLevel: values.limitGradeLevel,
    limitUserType: values.limitUserType,
    activeDate: values.activeDate.format(DATE_FORMAT),
    isAllowShare: values.isAllowShare,
    isAllowComment: values.isAllowComment,
    isPublish,
  };
}

/** Who an article is for, in a line: 教师、家长 · 全部年级, or 家长 · 中班、大班. */
export function audienceText(article: Pick<ArticleRow, 'limitUserType' | 'limitGradeLevel'>): string {
  const people = article.limitUserType.map(newsUserTypeName).join('、');
  const allLevels = NEWS_GRADE_LEVELS.every((level) => article.limitGradeLevel.includes(level));
  const levels = allLevels ? '全部年级' : article.limitGradeLevel.map(newsGradeLevelName).join('、');
  return `${people} · ${levels}`;
}

export const statusColor: Record<number, string> = { [NewsStatus.PUBLISHED]: 'green', [NewsStatus.SCHEDULED]: 'orange', [NewsStatus.DRAFT]: 'default' };

/** How long a pin lasts unless chosen otherwise: a week. */
export const defaultPinEnd = () => dayjs().add(7, 'day');
