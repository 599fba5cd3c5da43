import { z } from 'zod';
import { calendarDate } from '../child/child.schemas.js';
import { flag, id, int, pageInput, pageOf } from '../endpoint.js';
import { gradeLevelLabel } from '../enums.js';
import { freeText, nameText } from '../fields.js';

/** Who an article is for (LimitUserType). */
export const NewsUserType = { TEACHER: 1, PARENT: 2 } as const;
export const newsUserTypes = [
  { id: NewsUserType.TEACHER, name: '教师' },
  { id: NewsUserType.PARENT, name: '家长' },
] as const;
export const newsUserTypeName = (type: number) => newsUserTypes.find((candidate) => candidate.id === type)?.name ?? '';

/** The grade levels an article can be limited to: 托班 to 大班. */
export const NEWS_GRADE_LEVELS = [1, 2, 3, 4] as const;
export const newsGradeLevelName = (level: number) => gradeLevelLabel[level] ?? '';

/** An article as the console lists it: 已发布, 待发布 (published, active date ahead), 草稿. */
export const NewsStatus = { PUBLISHED: 1, SCHEDULED: 2, DRAFT: 3 } as const;
export type NewsStatus = (typeof NewsStatus)[keyof typeof NewsStatus];
export const newsStatusLabel: Record<number, string> = { 1: '已发布', 2: '待发布', 3: '草稿' };

/** How many articles a school may have pinned at once: more would make the pin mean nothing. */
export const MAX_PINNED_NEWS = 3;
export const MAX_COMMENT_LENGTH = 500;
export const MAX_NEWS_CONTENT_LENGTH = 200_000;

/**
 * Words a comment may not carry: a short list of insults, enough to stop the obvious; a school's
 * moderators delete the rest.
 */
export const BLOCKED_COMMENT_WORDS = ['傻逼', '傻B', '煞笔', '他妈的', '操你', '草泥马', '滚蛋', '去死', '白痴', '脑残', '垃圾学校', '贱人'] as const;
export const blockedWordIn = (text: string) => BLOCKED_COMMENT_WORDS.find((word) => text.toLowerCase().includes(word.toLowerCase()));

/** Query strings and forms send '' for a field left empty. */
const blankAsUndefined = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const textUpTo = (what: string, max: number) => z.preprocess((value) => value ?? '', z.string().trim().max(max, `${what}最多${max}字`));
const idList = <T extends z.ZodType<number>>(item: T, what: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : (value ?? [])),
    z.array(item).max(max, `${what}最多${max}个`),
  );

// ---- articles ----

export const ArticleListInput = z.object({
  ...pageInput,
  /** 0 or empty: every status. */
  status: blankAsUndefined(int(0, 3, '状态应为0至3')),
  keyword: z.string().trim().max(50, '搜索内容最多50字').optional(),
  /** Active dates from and to, both included. */
  startDate: blankAsUndefined(calendarDate()),
  endDate: blankAsUndefined(calendarDate()),
});
export type ArticleListInput = z.infer<typeof ArticleListInput>;

export const ArticleRow = z.object({
  newsId: z.number().int(),
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  coverImg: z.string(),
  activeDate: z.string(),
  isPublish: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  /** Pinned now: set, and its end date not passed. */
  isTop: z.number().int(),
  topEndDate: z.string(),
  isAllowComment: z.number().int(),
  limitUserType: z.array(z.number().int()),
  limitGradeLevel: z.array(z.number().int()),
  publishSchoolId: z.number().int(),
  publishSchoolName: z.string(),
  /** Published by this school, so that it may be edited here; a head school's article is read-only in a branch. */
  isOwn: z.boolean(),
  adderId: z.number().int(),
  adderName: z.string(),
  readCount: z.number().int(),
  commentCount: z.number().int(),
  updatedAt: z.string(),
});
export type ArticleRow = z.infer<typeof ArticleRow>;
export const ArticlePage = pageOf(ArticleRow);

export const ArticleIdInput = z.object({ newsId: id() });
export type ArticleIdInput = z.infer<typeof ArticleIdInput>;

export const Unread = z.object({ readerType: z.number().int(), readerId: z.number().int(), name: z.string() });

export const ArticleDetail = ArticleRow.extend({
  content: z.string(),
  bannerImg: z.string(),
  linkUrl: z.string(),
  isAllowShare: z.number().int(),
  limitSchoolList: z.array(z.number().int()),
  /** Who of the audience has not opened it yet. */
  unreadCount: z.number().int(),
  unreadList: z.array(Unread),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const UserTypeList = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const NewsSchoolList = z.array(z.object({ schoolId: z.number().int(), schoolName: z.string() }));

export const SaveArticleInput = z.object({
  /** Absent to add. */
  newsId: blankAsUndefined(id()),
  title: nameText('标题', 60),
  author: textUpTo('作者', 30),
  summary: textUpTo('摘要', 200),
  /** Rich text (HTML): the server keeps it sanitised. */
  content: freeText('正文', MAX_NEWS_CONTENT_LENGTH),
  coverImg: textUpTo('封面图', 500),
  bannerImg: textUpTo('横幅图', 500),
  /** An outside page the article points at: http(s) only. */
  linkUrl: textUpTo('链接', 500),
  /** The schools of the group it is published to; empty for the publishing school alone. */
  limitSchoolList: idList(id(), '发布园所', 50).default([]),
  limitGradeLevel: idList(int(1, 4, '年级应为托班、小班、中班或大班'), '年级', 4).refine((levels) => levels.length > 0, '请选择年级'),
  limitUserType: idList(int(1, 2, '对象应为教师或家长'), '对象', 2).refine((types) => types.length > 0, '请选择发布对象'),
  activeDate: calendarDate(),
  isAllowShare: flag().default(false),
  isAllowComment: flag().default(true),
  /** False keeps it a draft, seen only in the console. */
  isPublish: flag().default(false),
});
export type SaveArticleInput = z.infer<typeof SaveArticleInput>;
export const SavedArticle = z.object({ newsId: z.number().int() });

export const PreviewInput = SaveArticleInput.omit({ newsId: true });
export const ArticlePreview = z.object({
  title: z.string(),
  author: z.string(),
  summary: z.string(),
  content: z.string(),
  coverImg: z.string(),
  bannerImg: z.string(),
  linkUrl: z.string(),
  activeDate: z.string(),
  publishSchoolName: z.string(),
});
export type ArticlePreview = z.infer<typeof ArticlePreview>;

export const PinInput = z.object({ newsId: id(), topEndDate: calendarDate() });
export type PinInput = z.infer<typeof PinInput>;

// ---- comments ----

/** Opening an article's comments (newsId, newsAdderId); the adder, when given, must be the article's. */
const commentTarget = { newsId: id(), newsAdderId: blankAsUndefined(id()) };
export const CommentTargetInput = z.object(commentTarget);
export type CommentTargetInput = z.infer<typeof CommentTargetInput>;
export const CommentPageInput = z.object({ ...commentTarget, ...pageInput });
export type CommentPageInput = z.infer<typeof CommentPageInput>;
export const LatestCommentInput = z.object({ count: int(1, 50, '条数应为1至50').default(10) });

const commentText = () =>
  freeText('评论内容', MAX_COMMENT_LENGTH).refine((text) => blockedWordIn(text) === undefined, '评论含有不文明用语，请修改后再发表');

export const AddCommentInput = z.object({ ...commentTarget, content: commentText(), replyToId: blankAsUndefined(id()) });
export type AddCommentInput = z.infer<typeof AddCommentInput>;
export const UpdateCommentInput = z.object({ commentId: id(), content: commentText() });
export type UpdateCommentInput = z.infer<typeof UpdateCommentInput>;
export const CommentIdInput = z.object({ commentId: id() });

export const CommentRow = z.object({
  commentId: z.number().int(),
  newsId: z.number().int(),
  authorType: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  replyToId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller wrote it, so may edit it. */
  isMine: z.boolean(),
  /** The caller may delete it: theirs, or the caller moderates news. */
  canDelete: z.boolean(),
});
export type CommentRow = z.infer<typeof CommentRow>;
export const CommentPage = pageOf(CommentRow);
export const CommentList = z.object({ list: z.array(CommentRow) });
export const LatestComment = CommentRow.extend({ newsTitle: z.string() });
export const LatestCommentList = z.object({ list: z.array(LatestComment) });
export const CommentCount = z.object({ count: z.number().int() });
export const SavedComment = z.object({ commentId: z.number().int() });
