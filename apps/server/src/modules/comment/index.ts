import { defineModule, type CoreDeps } from '../../core/module.js';
import { commentService } from './comment.service.js';

/** 评论与点赞: comments and likes kept by target, for the modules whose content is commented on (no calls of its own). */
export const commentModule = defineModule({
  tables: { comment: 'school', contentLike: 'school' },
  create: ({ clock }: CoreDeps) => ({ comments: commentService({ clock }) }),
  handlers: () => [],
});

export { insertCommentRows, insertLikeRows, interactionsIn, type CommentAuthor, type CommentTarget } from './comment.repository.js';
export type { CommentService } from './comment.service.js';
export type * from './comment.table.js';
