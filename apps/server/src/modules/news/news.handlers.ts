import { commentEndpoints, newsEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { NewsService } from './news.service.js';

export const newsHandlers = (news: NewsService) =>
  handlersFor(newsEndpoints, {
    getArticleList: (input, { session }) => news.list(session, input),
    getArticleInfo: (input, { db, session }) => news.detail(db, session, input.newsId),
    getUserTypes: () => news.userTypes(),
    getBranchSchools: (_input, { session }) => news.branchSchools(session),
    delete: (input, { db, session }) => news.remove(db, session, input.newsId),
    addIndexShow: (input, { db, session }) => news.pin(db, session, input),
    removeIndexShow: (input, { db, session }) => news.unpin(db, session, input.newsId),
    addOrUpdate: (input, { db, session }) => news.save(db, session, input),
    preview: (input, { session }) => news.preview(session, input),
    getCommentList: (input, { session }) => news.commentList(session, input),
    addComment: (input, { session }) => news.addComment(session, input),
    delComment: (input, { db, session }) => news.deleteComment(db, session, input.commentId),
  });

export const commentHandlers = (news: NewsService) =>
  handlersFor(commentEndpoints, {
    getCommentNum: (input, { session }) => news.commentCount(session, input),
    getCommentListByPage: (input, { session }) => news.commentPage(session, input),
    getLatestCommentList: (input, { db, session }) => news.latestComments(db, session, input.count),
    addComment: (input, { session }) => news.addComment(session, input),
    updateComment: (input, { db, session }) => news.updateComment(db, session, input),
    delComment: (input, { db, session }) => news.deleteComment(db, session, input.commentId),
  });
