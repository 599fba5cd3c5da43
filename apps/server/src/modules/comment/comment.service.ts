import { iso, type Clock } from '../../clock.js';
import type { PageInput } from '../../core/paging.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './comment.repository.js';
import type { CommentAuthor, CommentTarget } from './comment.repository.js';

/**
 * Comments of any kind of content, kept by target: the modules whose content is commented on own
 * the rules (who may comment, limits, moderation); this keeps and reads the rows.
 */
export function commentService({ clock }: { clock: Clock }) {
  return {
    find: (db: SchoolDb, id: number) => repository.findComment(db, id),
    /** A target's comments, newest first. */
    page: (db: SchoolDb, target: CommentTarget, page: PageInput) => repository.commentPage(db, target, page),
    /** How many comments each of `targetIds` has: an id without any is 0. */
    async counts(db: SchoolDb, targetType: string, targetIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map(targetIds.map((id) => [id, 0]));
      if (targetIds.length === 0) return counts;
      for (const row of await repository.commentCountsOf(db, targetType, targetIds)) counts.set(row.targetId, Number(row.n));
      return counts;
    },
    /** How many likes each of `targetIds` has: an id without any is 0. */
    async likeCounts(db: SchoolDb, targetType: string, targetIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map(targetIds.map((id) => [id, 0]));
      if (targetIds.length === 0) return counts;
      for (const row of await repository.likeCountsOf(db, targetType, targetIds)) counts.set(row.targetId, Number(row.n));
      return counts;
    },
    /** A target's likes, newest first. */
    likes: (db: SchoolDb, target: CommentTarget) => repository.likesOf(db, target),
    /** A target's comments oldest first, each with its author's name and that of whom it answers. */
    async conversation(db: SchoolDb, target: CommentTarget) {
      const rows = await repository.conversationOf(db, target);
      return rows.map((row) => ({
        commentId: row.id,
        authorType: row.authorType,
        authorId: row.authorId,
        authorName: row.authorName,
        content: row.content,
        replyToId: row.replyToId,
        replyToName: row.replyToName,
        createdAt: row.createdAt,
      }));
    },
    /** The school's newest comments on any target of a kind. */
    latest: (db: SchoolDb, targetType: string, limit: number) => repository.latestCommentsOf(db, targetType, limit),
    add: (db: SchoolDb, target: CommentTarget, author: CommentAuthor, content: string, replyToId: number | null = null) =>
      repository.insertComment(db, { ...target, ...author, content, replyToId, createdAt: iso(clock.now()) }),
    update: (db: SchoolDb, id: number, content: string) => repository.updateCommentContent(db, id, content, iso(clock.now())),
    /** Deletes a comment with the replies to it. */
    remove: (db: SchoolDb, id: number) => repository.deleteCommentThread(db, id),
    /** Forgets every comment and like of a target that is gone. */
    forget: (db: SchoolDb, target: CommentTarget) => repository.deleteInteractionsOf(db, target),
  };
}

export type CommentService = ReturnType<typeof commentService>;
