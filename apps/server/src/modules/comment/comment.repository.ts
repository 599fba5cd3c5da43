import { InteractionAuthorType } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import type { Period } from '../../core/calendar.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface CommentTarget {
  targetType: string;
  targetId: number;
}

export interface CommentAuthor {
  authorType: number;
  authorId: number;
}

/** A comment with its author's name: the teacher's, or the guardian's. */
const withAuthor = (db: SchoolDb) =>
  db
    .selectFrom('comment')
    .leftJoin('teacher', (join) => join.onRef('teacher.id', '=', 'comment.authorId').on('comment.authorType', '=', InteractionAuthorType.TEACHER))
    .leftJoin('guardian', (join) => join.onRef('guardian.id', '=', 'comment.authorId').on('comment.authorType', '=', InteractionAuthorType.PARENT))
    .select((eb) => [
      'comment.id',
      'comment.targetType',
      'comment.targetId',
      'comment.authorType',
      'comment.authorId',
      eb.fn.coalesce('teacher.name', 'guardian.name', eb.val('')).as('authorName'),
      'comment.content',
      'comment.replyToId',
      'comment.createdAt',
      'comment.updatedAt',
    ]);

export function findComment(db: SchoolDb, id: number) {
  return withAuthor(db).where('comment.id', '=', id).executeTakeFirst();
}

export async function commentPage(db: SchoolDb, target: CommentTarget, page: PageInput) {
  const where = (query: ReturnType<typeof withAuthor>) => query.where('comment.targetType', '=', target.targetType).where('comment.targetId', '=', target.targetId);
  const { offset, limit } = rowsOfPage(page);
  const [list, total] = await Promise.all([
    where(withAuthor(db)).orderBy('comment.createdAt', 'desc').orderBy('comment.id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('comment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('targetType', '=', target.targetType)
      .where('targetId', '=', target.targetId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export function commentCountsOf(db: SchoolDb, targetType: string, targetIds: readonly number[]) {
  return db
    .selectFrom('comment')
    .select(['targetId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('targetType', '=', targetType)
    .where('targetId', 'in', targetIds)
    .groupBy('targetId')
    .execute();
}

/** A target's comments oldest first, each with the name of whom it answers: a conversation as it went. */
export function conversationOf(db: SchoolDb, target: CommentTarget) {
  return withAuthor(db)
    .leftJoin('comment as answered', 'answered.id', 'comment.replyToId')
    .leftJoin('teacher as answeredTeacher', (join) => join.onRef('answeredTeacher.id', '=', 'answered.authorId').on('answered.authorType', '=', InteractionAuthorType.TEACHER))
    .leftJoin('guardian as answeredGuardian', (join) => join.onRef('answeredGuardian.id', '=', 'answered.authorId').on('answered.authorType', '=', InteractionAuthorType.PARENT))
    .select((eb) => eb.fn.coalesce('answeredTeacher.name', 'answeredGuardian.name').as('replyToName'))
    .where('comment.targetType', '=', target.targetType)
    .where('comment.targetId', '=', target.targetId)
    .orderBy('comment.createdAt')
    .orderBy('comment.id')
    .execute();
}

/** A target's likes, newest first, with their authors' names. */
export function likesOf(db: SchoolDb, target: CommentTarget) {
  return db
    .selectFrom('contentLike')
    .leftJoin('teacher', (join) => join.onRef('teacher.id', '=', 'contentLike.authorId').on('contentLike.authorType', '=', InteractionAuthorType.TEACHER))
    .leftJoin('guardian', (join) => join.onRef('guardian.id', '=', 'contentLike.authorId').on('contentLike.authorType', '=', InteractionAuthorType.PARENT))
    .select((eb) => ['contentLike.authorType', 'contentLike.authorId', eb.fn.coalesce('teacher.name', 'guardian.name', eb.val('')).as('authorName'), 'contentLike.createdAt'])
    .where('contentLike.targetType', '=', target.targetType)
    .where('contentLike.targetId', '=', target.targetId)
    .orderBy('contentLike.createdAt', 'desc')
    .orderBy('contentLike.id', 'desc')
    .execute();
}

export function likeCountsOf(db: SchoolDb, targetType: string, targetIds: readonly number[]) {
  return db
    .selectFrom('contentLike')
    .select(['targetId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('targetType', '=', targetType)
    .where('targetId', 'in', targetIds)
    .groupBy('targetId')
    .execute();
}

export function latestCommentsOf(db: SchoolDb, targetType: string, limit: number) {
  return withAuthor(db).where('comment.targetType', '=', targetType).orderBy('comment.createdAt', 'desc').orderBy('comment.id', 'desc').limit(limit).execute();
}

export async function insertComment(db: SchoolDb, row: CommentTarget & CommentAuthor & { content: string; replyToId: number | null; createdAt: string }) {
  const saved = await db.insertInto('comment').values(row).returning('id').executeTakeFirstOrThrow();
  return saved.id;
}

export async function updateCommentContent(db: SchoolDb, id: number, content: string, updatedAt: string) {
  await db.updateTable('comment').set({ content, updatedAt }).where('id', '=', id).execute();
}

/** A comment and the replies to it, which would answer nothing once it is gone. */
export async function deleteCommentThread(db: SchoolDb, id: number) {
  await db.deleteFrom('comment').where('replyToId', '=', id).execute();
  await db.deleteFrom('comment').where('id', '=', id).execute();
}

/** Every comment and like of a target, when the target itself is deleted. */
export async function deleteInteractionsOf(db: SchoolDb, target: CommentTarget) {
  const { targetType, targetId } = target;
  await db.deleteFrom('comment').where('targetType', '=', targetType).where('targetId', '=', targetId).where('replyToId', 'is not', null).execute();
  await db.deleteFrom('comment').where('targetType', '=', targetType).where('targetId', '=', targetId).execute();
  await db.deleteFrom('contentLike').where('targetType', '=', targetType).where('targetId', '=', targetId).execute();
}

/** Rows written at once, for the demo seeds: the ids and targets of the saved comments. */
export async function insertCommentRows(db: SchoolDb, rows: Insertable<SchoolScopedDatabase['comment']>[]) {
  if (rows.length === 0) return [];
  return db.insertInto('comment').values(rows).returning(['id', 'targetId', 'createdAt']).execute();
}

export async function insertLikeRows(db: SchoolDb, rows: Insertable<SchoolScopedDatabase['contentLike']>[]) {
  if (rows.length > 0) await db.insertInto('contentLike').values(rows).execute();
}

/**
 * One row per comment or like of a kind of author in the period, flagged by kind, so that one
 * grouping counts both (the home page's ranking of parents).
 */
export function interactionsIn(db: SchoolDb, authorType: number, period: Period) {
  const comments = db
    .selectFrom('comment')
    .select((eb) => ['authorId', eb.lit<number>(1).as('isComment'), eb.lit<number>(0).as('isLike')])
    .where('authorType', '=', authorType)
    .where('createdAt', '>=', period.from)
    .where('createdAt', '<', period.until);
  const likes = db
    .selectFrom('contentLike')
    .select((eb) => ['authorId', eb.lit<number>(0).as('isComment'), eb.lit<number>(1).as('isLike')])
    .where('authorType', '=', authorType)
    .where('createdAt', '>=', period.from)
    .where('createdAt', '<', period.until);
  return comments.unionAll(likes);
}
