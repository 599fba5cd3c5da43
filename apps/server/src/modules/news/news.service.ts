import {
  grantsModule,
  InteractionAuthorType,
  MAX_PINNED_NEWS,
  NewsStatus,
  newsStatusLabel,
  NewsUserType,
  newsUserTypes,
  type AddCommentInput,
  type ArticleDetail,
  type ArticleListInput,
  type ArticleRow,
  type CommentPageInput,
  type CommentRow,
  type CommentTargetInput,
  type PinInput,
  type SaveArticleInput,
  type UpdateCommentInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { hasReadableContent, isHttpUrl, sanitizeRichText } from '../../core/rich-text.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import type { CommentService } from '../comment/index.js';
import { ReaderType, type ReadReceiptService } from '../read-receipt/index.js';
import { findSchool, schoolFamily } from '../school/index.js';
import * as repository from './news.repository.js';
import { NEWS_TARGET } from './news.table.js';

const NEWS_MODULE = 'SchoolDynamic.SchoolNews';
const NEWS_SHOWN = 1000;

interface Deps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  readReceipts: ReadReceiptService;
  comments: CommentService;
}

const numbersOf = (list: string) => list.split(',').filter(Boolean).map(Number);
const targetOf = (newsId: number) => ({ targetType: NEWS_TARGET, targetId: newsId });
/** A picture link: a file of this server, or an outside http(s) address. */
const isPictureLink = (link: string) => /^\/(javaApi|api)\//.test(link) || isHttpUrl(link);

function statusOf(article: { isPublish: number; activeDate: string }, today: string) {
  if (!article.isPublish) return NewsStatus.DRAFT;
  return article.activeDate > today ? NewsStatus.SCHEDULED : NewsStatus.PUBLISHED;
}

/** The article's fields, checked and cleaned, as stored. */
function storedFields(input: Omit<SaveArticleInput, 'newsId'>) {
  for (const field of ['coverImg', 'bannerImg'] as const) {
    if (input[field] && !isPictureLink(input[field])) throw invalidParams(`${field === 'coverImg' ? '封面图' : '横幅图'}须为上传的图片或 http(s) 地址`, field);
  }
  if (input.linkUrl && !isHttpUrl(input.linkUrl)) throw invalidParams('链接须以 http:// 或 https:// 开头', 'linkUrl');
  const content = sanitizeRichText(input.content);
  if (!hasReadableContent(content)) throw invalidParams('请填写正文', 'content');
  return {
    title: input.title,
    author: input.author || null,
    summary: input.summary || null,
    content,
    coverImg: input.coverImg || null,
    bannerImg: input.bannerImg || null,
    linkUrl: input.linkUrl || null,
    limitGradeLevel: [...new Set(input.limitGradeLevel)].sort().join(','),
    limitUserType: [...new Set(input.limitUserType)].sort().join(','),
    activeDate: input.activeDate,
    isAllowShare: input.isAllowShare ? 1 : 0,
    isAllowComment: input.isAllowComment ? 1 : 0,
    isPublish: input.isPublish ? 1 : 0,
  };
}

/**
 * 园所新闻: a school's articles for its staff and families. A group's head school publishes to its
 * branches too; a branch to itself only, and sees the head school's articles published to it
 * without changing them. Reads of the head school's rows go through the platform's handle with the
 * schools written out, writes through the publishing school's own handle.
 */
export function newsService(deps: Deps) {
  const today = () => schoolDate(deps.clock.now());

  async function reachOf(session: SessionIdentity): Promise<repository.NewsReach> {
    const school = await findSchool(deps.db, session.schoolId);
    return { schoolId: session.schoolId, headSchoolId: school?.parentId ?? null };
  }

  /** The schools this school may publish to: a head school's family, or the branch itself. */
  async function publishableSchools(session: SessionIdentity) {
    const school = await findSchool(deps.db, session.schoolId);
    if (!school) return [];
    if (school.parentId !== null) return [{ schoolId: school.id, schoolName: school.name }];
    return (await schoolFamily(deps.db, school.id)).map(({ schoolId, schoolName }) => ({ schoolId, schoolName }));
  }

  /** An article the session's school sees, with the handle of the school that keeps it. */
  async function visibleArticle(session: SessionIdentity, newsId: number) {
    const article = await repository.findArticle(deps.db, await reachOf(session), newsId, today());
    if (!article) throw notFound('新闻');
    return { article, isOwn: article.schoolId === session.schoolId, home: deps.schoolDb(article.schoolId) };
  }

  async function ownArticle(session: SessionIdentity, newsId: number) {
    const found = await visibleArticle(session, newsId);
    if (!found.isOwn) throw notAllowed('总园发布的新闻在分园只能查看，不能修改');
    return found;
  }

  function rowOf(article: repository.StoredArticle, session: SessionIdentity, counts: { reads: Map<number, number>; comments: Map<number, number> }): ArticleRow {
    const status = statusOf(article, today());
    return {
      newsId: article.id,
      title: article.title,
      author: article.author ?? '',
      summary: article.summary ?? '',
      coverImg: article.coverImg ?? '',
      activeDate: article.activeDate,
      isPublish: article.isPublish,
      status,
      statusName: newsStatusLabel[status]!,
      isTop: Number(article.pinned),
      topEndDate: Number(article.pinned) ? (article.topEndDate ?? '') : '',
      isAllowComment: article.isAllowComment,
      limitUserType: numbersOf(article.limitUserType),
      limitGradeLevel: numbersOf(article.limitGradeLevel),
      publishSchoolId: article.schoolId,
      publishSchoolName: article.schoolName,
      isOwn: article.schoolId === session.schoolId,
      adderId: article.adderId,
      adderName: article.adderName,
      readCount: counts.reads.get(article.id) ?? 0,
      commentCount: counts.comments.get(article.id) ?? 0,
      updatedAt: article.updatedAt,
    };
  }

  /** Read and comment counts of articles kept by several schools (a branch's list holds its head school's). */
  async function countsOf(articles: readonly repository.StoredArticle[]) {
    const reads = new Map<number, number>();
    const comments = new Map<number, number>();
    for (const [schoolId, kept] of groupedBy(articles, (article) => article.schoolId)) {
      const home = deps.schoolDb(schoolId);
      const ids = kept.map((article) => article.id);
      const [readCounts, commentCounts] = await Promise.all([deps.readReceipts.readCounts(home, NEWS_TARGET, ids), deps.comments.counts(home, NEWS_TARGET, ids)]);
      for (const [id, n] of readCounts) reads.set(id, n);
      for (const [id, n] of commentCounts) comments.set(id, n);
    }
    return { reads, comments };
  }

  /** The session's school's audience of an article who have not opened it. */
  async function unreadOf(db: SchoolDb, home: SchoolDb, article: repository.StoredArticle) {
    const types = numbersOf(article.limitUserType);
    const [staff, guardians, readers] = await Promise.all([
      types.includes(NewsUserType.TEACHER) ? repository.staffOf(db) : [],
      types.includes(NewsUserType.PARENT) ? repository.guardiansOfLevels(db, numbersOf(article.limitGradeLevel)) : [],
      deps.readReceipts.readersOf(home, targetOf(article.id)),
    ]);
    const read = new Set(readers.map((reader) => `${reader.readerType}:${reader.readerId}`));
    return [
      ...staff.map((person) => ({ readerType: ReaderType.TEACHER, readerId: person.id, name: person.name })),
      ...guardians.map((person) => ({ readerType: ReaderType.PARENT, readerId: person.id, name: person.name })),
    ].filter((person) => !read.has(`${person.readerType}:${person.readerId}`));
  }

  /** An article whose comments the session may read and write: any article for a news manager, else one published to teachers. */
  async function commentableArticle(session: SessionIdentity, newsId: number, newsAdderId?: number) {
    const found = await visibleArticle(session, newsId);
    if (newsAdderId !== undefined && newsAdderId !== found.article.adderId) throw notFound('新闻');
    const manages = grantsModule(session.modules, NEWS_MODULE);
    const published = statusOf(found.article, today()) === NewsStatus.PUBLISHED;
    if (!manages && !(published && numbersOf(found.article.limitUserType).includes(NewsUserType.TEACHER))) throw notFound('新闻');
    return found;
  }

  function commentRowOf(session: SessionIdentity, comment: Awaited<ReturnType<CommentService['latest']>>[number]): CommentRow {
    const isMine = comment.authorType === InteractionAuthorType.TEACHER && comment.authorId === session.teacherId;
    return {
      commentId: comment.id,
      newsId: comment.targetId,
      authorType: comment.authorType,
      authorId: comment.authorId,
      authorName: comment.authorName,
      content: comment.content,
      replyToId: comment.replyToId,
      createdAt: comment.createdAt,
      updatedAt: comment.updatedAt ?? '',
      isMine,
      canDelete: isMine || grantsModule(session.modules, NEWS_MODULE),
    };
  }

  /** A comment of an article the session sees, with the handle of the school that keeps it. */
  async function visibleComment(session: SessionIdentity, db: SchoolDb, commentId: number) {
    // A comment is kept with its article: in the session's school, or in the head school for its articles.
    const reach = await reachOf(session);
    for (const schoolId of [reach.schoolId, reach.headSchoolId].filter((id): id is number => id !== null)) {
      const home = schoolId === session.schoolId ? db : deps.schoolDb(schoolId);
      const comment = await deps.comments.find(home, commentId);
      if (comment?.targetType !== NEWS_TARGET) continue;
      await commentableArticle(session, comment.targetId);
      return { comment, home };
    }
    throw notFound('评论');
  }

  return {
    async list(session: SessionIdentity, input: ArticleListInput) {
      const page = await repository.articlePage(deps.db, await reachOf(session), input, today());
      const counts = await countsOf(page.list);
      return { list: page.list.map((article) => rowOf(article, session, counts)), total: page.total };
    },

    /** The article, recorded as read by the session's teacher. */
    async detail(db: SchoolDb, session: SessionIdentity, newsId: number): Promise<ArticleDetail> {
      const { article, home } = await visibleArticle(session, newsId);
      if (article.isPublish) await deps.readReceipts.recordRead(home, targetOf(newsId), { readerType: ReaderType.TEACHER, readerId: session.teacherId });
      const [counts, unread, schools] = await Promise.all([countsOf([article]), unreadOf(db, home, article), repository.targetSchoolsOf(home, newsId)]);
      return {
        ...rowOf(article, session, counts),
        content: article.content,
        bannerImg: article.bannerImg ?? '',
        linkUrl: article.linkUrl ?? '',
        isAllowShare: article.isAllowShare,
        limitSchoolList: schools,
        unreadCount: unread.length,
        unreadList: unread,
      };
    },

    userTypes: async () => newsUserTypes.map(({ id, name }) => ({ id, name })),
    branchSchools: publishableSchools,

    async save(db: SchoolDb, session: SessionIdentity, input: SaveArticleInput) {
      const fields = storedFields(input);
      const allowed = new Set((await publishableSchools(session)).map((school) => school.schoolId));
      const outside = input.limitSchoolList.find((schoolId) => !allowed.has(schoolId));
      if (outside !== undefined) throw invalidParams(allowed.size === 1 ? '分园只能发布到本园' : `园所（编号${outside}）不是本园或本园的分园`, 'limitSchoolList');
      const schools = input.limitSchoolList.length > 0 ? [...new Set(input.limitSchoolList)] : [session.schoolId];
      if (input.newsId !== undefined) await ownArticle(session, input.newsId);
      const now = iso(deps.clock.now());
      return inTransaction(db, async (trx) => {
        const newsId = input.newsId ?? (await repository.insertArticle(trx, { ...fields, isTop: 0, topEndDate: null, adderId: session.teacherId, createdAt: now, updatedAt: now }));
        if (input.newsId !== undefined) await repository.updateArticle(trx, newsId, { ...fields, updatedAt: now });
        await repository.replaceTargetSchools(trx, newsId, schools);
        return { newsId };
      });
    },

    async preview(session: SessionIdentity, input: Omit<SaveArticleInput, 'newsId'>) {
      const fields = storedFields(input);
      const school = await findSchool(deps.db, session.schoolId);
      return {
        title: fields.title,
        author: fields.author ?? '',
        summary: fields.summary ?? '',
        content: fields.content,
        coverImg: fields.coverImg ?? '',
        bannerImg: fields.bannerImg ?? '',
        linkUrl: fields.linkUrl ?? '',
        activeDate: fields.activeDate,
        publishSchoolName: school?.name ?? '',
      };
    },

    async remove(db: SchoolDb, session: SessionIdentity, newsId: number) {
      await ownArticle(session, newsId);
      await inTransaction(db, async (trx) => {
        await deps.comments.forget(trx, targetOf(newsId));
        await deps.readReceipts.forget(trx, targetOf(newsId));
        await repository.deleteArticle(trx, newsId);
      });
      return { success: true as const };
    },

    async pin(db: SchoolDb, session: SessionIdentity, input: PinInput) {
      const { article } = await ownArticle(session, input.newsId);
      if (!article.isPublish) throw invalidParams('草稿不能置顶，请先发布');
      if (input.topEndDate < today()) throw invalidParams('置顶截止日期不能早于今天', 'topEndDate');
      if ((await repository.pinnedCount(db, today(), input.newsId)) >= MAX_PINNED_NEWS) {
        throw invalidParams(`最多同时置顶${MAX_PINNED_NEWS}篇新闻，请先取消其他新闻的置顶`);
      }
      await repository.updateArticle(db, input.newsId, { isTop: 1, topEndDate: input.topEndDate });
      return { success: true as const };
    },

    async unpin(db: SchoolDb, session: SessionIdentity, newsId: number) {
      await ownArticle(session, newsId);
      await repository.updateArticle(db, newsId, { isTop: 0, topEndDate: null });
      return { success: true as const };
    },

    // ---- comments ----

    async commentCount(session: SessionIdentity, input: CommentTargetInput) {
      const { home } = await commentableArticle(session, input.newsId, input.newsAdderId);
      return { count: (await deps.comments.counts(home, NEWS_TARGET, [input.newsId])).get(input.newsId) ?? 0 };
    },

    async commentPage(session: SessionIdentity, input: CommentPageInput) {
      const { home } = await commentableArticle(session, input.newsId, input.newsAdderId);
      const page = await deps.comments.page(home, targetOf(input.newsId), input);
      return { list: page.list.map((comment) => commentRowOf(session, comment)), total: page.total };
    },

    async commentList(session: SessionIdentity, input: CommentTargetInput) {
      const { home } = await commentableArticle(session, input.newsId, input.newsAdderId);
      const page = await deps.comments.page(home, targetOf(input.newsId), { pageIndex: 1, pageSize: NEWS_SHOWN });
      return { list: page.list.map((comment) => commentRowOf(session, comment)) };
    },

    async latestComments(db: SchoolDb, session: SessionIdentity, count: number) {
      const comments = await deps.comments.latest(db, NEWS_TARGET, count);
      const titles = new Map((await repository.titlesOf(db, [...new Set(comments.map((comment) => comment.targetId))])).map((row) => [row.id, row.title]));
      return { list: comments.map((comment) => ({ ...commentRowOf(session, comment), newsTitle: titles.get(comment.targetId) ?? '' })) };
    },

    async addComment(session: SessionIdentity, input: AddCommentInput) {
      const { article, home } = await commentableArticle(session, input.newsId, input.newsAdderId);
      if (!article.isPublish) throw invalidParams('草稿不能评论');
      if (!article.isAllowComment) throw invalidParams('该新闻未开启评论');
      if (input.replyToId !== undefined) {
        const replied = await deps.comments.find(home, input.replyToId);
        if (replied?.targetType !== NEWS_TARGET || replied.targetId !== input.newsId) throw notFound('回复的评论');
      }
      const author = { authorType: InteractionAuthorType.TEACHER, authorId: session.teacherId };
      return { commentId: await deps.comments.add(home, targetOf(input.newsId), author, input.content, input.replyToId ?? null) };
    },

    async updateComment(db: SchoolDb, session: SessionIdentity, input: UpdateCommentInput) {
      const { comment, home } = await visibleComment(session, db, input.commentId);
      if (!commentRowOf(session, comment).isMine) throw notAllowed('只能修改自己的评论');
      await deps.comments.update(home, input.commentId, input.content);
      return { success: true as const };
    },

    async deleteComment(db: SchoolDb, session: SessionIdentity, commentId: number) {
      const { comment, home } = await visibleComment(session, db, commentId);
      if (!commentRowOf(session, comment).canDelete) throw notAllowed('只能删除自己的评论');
      await deps.comments.remove(home, commentId);
      return { success: true as const };
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;
