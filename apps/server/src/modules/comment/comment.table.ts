import type { Generated } from 'kysely';

/** A comment on content of any kind (targetType), by a teacher or a parent (authorType, shared InteractionAuthorType: teacher.id or guardian.id). */
export interface CommentTable {
  id: Generated<number>;
  schoolId: number;
  targetType: string;
  targetId: number;
  authorType: number;
  authorId: number;
  content: string;
  replyToId: number | null;
  createdAt: string;
  /** When its author last edited it; null when never. */
  updatedAt: string | null;
}

/** A like: at most one per author and target. */
export interface ContentLikeTable {
  id: Generated<number>;
  schoolId: number;
  targetType: string;
  targetId: number;
  authorType: number;
  authorId: number;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    comment: CommentTable;
    contentLike: ContentLikeTable;
  }
}
