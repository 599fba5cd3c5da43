import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { ArticleListInput, commentEndpoints, newsEndpoints, type PinInput, type SaveArticleInput } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot, useWrite } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import { searchText } from '../../components/form-rules';
import { nextPageIndex, type PageRequest } from '../../components/paging';

/** Articles, their pins, reads and comments: a write to any shows in the list's counts and marks. */
const newsKeys = {
  all: queryRoot('news', ['news']),
  articles: () => [...newsKeys.all, 'articles'] as const,
  article: (newsId: number) => [...newsKeys.all, 'article', newsId] as const,
  comments: (newsId: number) => [...newsKeys.all, 'comments', newsId] as const,
  schools: () => [...newsKeys.all, 'schools'] as const,
};

/** The filters' 全部. */
export const ANY = 0;

/** The article list's filters as the filter bar holds them: status 0 is 全部. */
export interface ArticleFilters {
  status: number;
  keyword: string;
  dates: [Dayjs, Dayjs] | null;
}

/** The article list for ListPage: pinned first, then by active date. */
export const articleListSource = {
  queryKey: newsKeys.articles(),
  fetchPage: ({ status, keyword, dates, ...page }: ArticleFilters & PageRequest) =>
    call(newsEndpoints.getArticleList, {
      ...(status ? { status } : {}),
      keyword: searchText(keyword, ArticleListInput.shape.keyword),
      ...(dates ? { startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) } : {}),
      ...page,
    }),
};

/** One article in full while `newsId` is given; opening it counts as a read. */
export const useArticle = (newsId: number | undefined) =>
  useQuery({ queryKey: newsKeys.article(newsId ?? 0), queryFn: () => call(newsEndpoints.getArticleInfo, { newsId: newsId! }), enabled: Boolean(newsId) });

/** The schools an article may be published to: a head school's group, or the branch alone. */
export const useNewsSchools = () => useQuery({ queryKey: newsKeys.schools(), queryFn: () => call(newsEndpoints.getBranchSchools, {}) });

/** An article's comments, a page at a time, for PagedTable. */
const COMMENTS_PAGE_SIZE = 20;

/** An article's comments, newest first, a page more as the feed nears its end. */
export function useArticleComments(newsId: number) {
  return useInfiniteQuery({
    queryKey: newsKeys.comments(newsId),
    queryFn: ({ pageParam }) => call(commentEndpoints.getCommentListByPage, { newsId, pageIndex: pageParam, pageSize: COMMENTS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });
}

/** The article as a phone would show it, from the form's fields: nothing is saved. */
export const usePreview = () => useMutation({ mutationFn: (input: Omit<SaveArticleInput, 'newsId'>) => call(newsEndpoints.preview, input) });

const NEWS = { changes: ['news'] } as const;

export const useSaveArticle = () => useWrite((input: SaveArticleInput) => call(newsEndpoints.addOrUpdate, input), NEWS);
export const useDeleteArticle = () =>
  useWrite((newsId: number) => call(newsEndpoints.delete, { newsId }), { ...NEWS, forget: (newsId) => [newsKeys.article(newsId), newsKeys.comments(newsId)] });
export const usePinArticle = () => useWrite((input: PinInput) => call(newsEndpoints.addIndexShow, input), NEWS);
export const useUnpinArticle = () => useWrite((newsId: number) => call(newsEndpoints.removeIndexShow, { newsId }), NEWS);
export const useAddComment = () => useWrite((input: { newsId: number; content: string }) => call(commentEndpoints.addComment, input), NEWS);
export const useDeleteComment = () => useWrite((commentId: number) => call(commentEndpoints.delComment, { commentId }), NEWS);
