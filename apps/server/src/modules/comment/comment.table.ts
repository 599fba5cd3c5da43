import type { Generated } from 'kysely';

/** Who wrote a comment or gave a like: a teacher (author id is teacher.id) or a parent (guardian.id). */
export const AuthorType = { TEACHER: 1, PARENT: 2 } as const;

/** A comment on content of any kind (targetType), by a teacher or a parent (authorType). */
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
