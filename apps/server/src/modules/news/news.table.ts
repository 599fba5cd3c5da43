import type { Generated } from 'kysely';

/** What read receipts and comments of an article name as their target. */
export const NEWS_TARGET = 'news';

/** An article of a school's news (园所新闻), the legacy News. */
export interface NewsTable {
  id: Generated<number>;
  /** The publishing school (PublishSchoolId). */
  schoolId: number;
  title: string;
  author: string | null;
  summary: string | null;
  /** Sanitised HTML. */
  content: string;
  coverImg: string | null;
  bannerImg: string | null;
  linkUrl: string | null;
  /** Grade levels (1 托班 to 4 大班) as a comma list: the families it is for. */
  limitGradeLevel: string;
  /** User types (1 教师, 2 家长) as a comma list. */
  limitUserType: string;
  /** The day it shows from: a later day schedules it. */
  activeDate: string;
  isAllowShare: number;
  isAllowComment: number;
  /** 0 a draft, seen only in the console. */
  isPublish: number;
  /** A pin lasts until the end of topEndDate, with nothing to undo it: the lists compare with today. */
  isTop: number;
  topEndDate: string | null;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** A school of the group an article is published to (LimitSchoolList); schoolId is the publisher's. */
export interface NewsSchoolTable {
  id: Generated<number>;
  schoolId: number;
  newsId: number;
  targetSchoolId: number;
}

declare module '../../db/schema.js' {
  interface Database {
    news: NewsTable;
    newsSchool: NewsSchoolTable;
  }
}
