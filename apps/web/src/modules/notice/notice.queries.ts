import { useQuery } from '@tanstack/react-query';
import { classGroupEndpoints, noticeEndpoints, type NoticeReadListInput } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import type { PageRequest } from '../../components/paging';
import { defaultYearId, useClassOptions, useYearOptions } from '../filter';

/** A write to notices or a read of one changes lists, details and read counts alike. */
const noticeKeys = {
  all: queryRoot('notice', ['notices', 'classes']),
  notices: () => [...noticeKeys.all, 'notices'] as const,
  detail: (noticeId: number) => [...noticeKeys.all, 'notices', 'detail', noticeId] as const,
  readers: (input: Partial<NoticeReadListInput>) => [...noticeKeys.all, 'notices', 'readers', input] as const,
  history: (noticeId: number) => [...noticeKeys.all, 'notices', 'history', noticeId] as const,
  publishers: () => [...noticeKeys.all, 'notices', 'publishers'] as const,
};

/** The filters' 全部. */
export const ANY = 0;

export interface NoticeFilters {
  dates: [Dayjs, Dayjs] | null;
  audienceType: number;
  publisherId: number;
  status: number;
  keyword: string;
}

/** The notice list for ListPage. */
export const noticeListSource = {
  queryKey: noticeKeys.notices(),
  fetchPage: ({ dates, audienceType, publisherId, status, keyword, ...page }: NoticeFilters & PageRequest) =>
    call(noticeEndpoints.getSchoolNoticeList, {
      ...(dates ? { startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) } : {}),
      ...(audienceType ? { audienceType } : {}),
      ...(publisherId ? { publisherId } : {}),
      ...(status ? { status } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...page,
    }),
};

export const usePublishers = () => useQuery({ queryKey: noticeKeys.publishers(), queryFn: () => call(noticeEndpoints.getNoticePublisherList, {}) });

/** One notice in full while `noticeId` is given. */
export const useNotice = (noticeId: number | undefined) =>
  useQuery({ queryKey: noticeKeys.detail(noticeId ?? 0), queryFn: () => call(noticeEndpoints.getNoticeInfo, { noticeId: noticeId! }), enabled: Boolean(noticeId) });

export const useNoticeReaders = (input: { noticeId: number; readStatus: number; pageIndex: number; pageSize: number }, enabled: boolean) =>
  useQuery({ queryKey: noticeKeys.readers(input), queryFn: () => call(noticeEndpoints.getNoticeReadList, input), enabled });

export const useNoticeHistory = (noticeId: number, enabled: boolean) =>
  useQuery({ queryKey: noticeKeys.history(noticeId), queryFn: () => call(noticeEndpoints.getNoticeEditHistory, { noticeId }), enabled });

const NOTICES = { changes: ['notices'] } as const;

export type NoticeSave = CallInput<typeof noticeEndpoints.addNotice> & { noticeId?: number | undefined };

export const useSaveNotice = () =>
  useWrite(({ noticeId, ...input }: NoticeSave) => (noticeId ? call(noticeEndpoints.updateNotice, { noticeId, ...input }) : call(noticeEndpoints.addNotice, input)), NOTICES);
export const useDeleteNotice = () => useWrite((noticeId: number) => call(noticeEndpoints.deleteNotice, { noticeId }), NOTICES);
/** Records that the signed-in teacher opened the notice. */
export const useReadNotice = () => useWrite((noticeId: number) => call(noticeEndpoints.readNotice, { noticeId }), NOTICES);

/** The current year's grades and classes, for the audience pickers; a class-scoped role sees its own classes only. */
export function useAudienceOptions() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  const classes = useClassOptions(yearId);
  const grades = useQuery({
    queryKey: [...noticeKeys.all, 'grades', yearId ?? 0],
    queryFn: () => call(classGroupEndpoints.getGradeListForYear, { yearId: yearId! }),
    enabled: Boolean(yearId),
  });
  return { grades, classes };
}
