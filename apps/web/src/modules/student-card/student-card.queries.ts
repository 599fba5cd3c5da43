import { useQuery, useQueryClient } from '@tanstack/react-query';
import { filterEndpoints, studentCardEndpoints } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';
import { DATE_FORMAT } from '../../components/dates';
import { recordKeys, useRecordWrite } from '../child/child-records';

export const studentCardKeys = {
  all: recordKeys.studentCard,
  list: () => [...studentCardKeys.all, 'list'] as const,
  classRows: (classId: number) => [...studentCardKeys.all, 'classRows', classId] as const,
  owner: (cardNo: string) => [...studentCardKeys.all, 'owner', cardNo] as const,
  applications: () => [...studentCardKeys.all, 'applications'] as const,
  children: (keyword: string) => [...studentCardKeys.all, 'children', keyword] as const,
};

/** The 全部 of a filter. */
export const ANY = -1;

export interface CardFilters {
  classId: number;
  status: number;
  searchContent: string;
  cardNo: string;
}

const text = (value: string) => value.trim();

/** The card list for ListPage: every in-school child's guardians and pick-up people with their cards. */
export const cardListSource = {
  queryKey: studentCardKeys.list(),
  fetchPage: ({ classId, status, searchContent, cardNo, pageIndex, pageSize }: CardFilters & PageRequest) =>
    call(studentCardEndpoints.getStudentCardList, {
      ...(classId > 0 ? { classId } : {}),
      ...(status !== ANY ? { status } : {}),
      ...(text(searchContent) ? { searchContent: text(searchContent) } : {}),
      ...(text(cardNo) ? { cardNo: text(cardNo) } : {}),
      pageIndex,
      pageSize,
    }),
};

/** A class holds some thirty children with two or three holders each: one page of the widest size holds them. */
const CLASS_ROWS = 200;

/** Everyone in a class who may hold a card, for 批量发卡. */
export function useClassCardRows(classId: number | undefined) {
  return useQuery({
    queryKey: studentCardKeys.classRows(classId ?? 0),
    queryFn: () => call(studentCardEndpoints.getStudentCardList, { classId: classId!, pageIndex: 1, pageSize: CLASS_ROWS }),
    enabled: Boolean(classId),
    staleTime: 0,
  });
}

/** What a swipe names: the holder and the children they may collect. */
export function useReadCard() {
  const queryClient = useQueryClient();
  return (cardNo: string) =>
    queryClient.fetchQuery({ queryKey: studentCardKeys.owner(cardNo), queryFn: () => call(studentCardEndpoints.getStudentCardByCardNo, { cardNo }), staleTime: 0 });
}

/** In-school children by name, for 新增接送人并发卡. */
export function useChildSearch(keyword: string) {
  return useQuery({
    queryKey: studentCardKeys.children(keyword),
    queryFn: () => call(filterEndpoints.getStudentListForFilter, { keyword }),
    enabled: keyword.trim().length > 0,
  });
}

export interface ApplicationFilters {
  classId: number;
  isIssued: number;
  searchContent: string;
  paidDates?: [Dayjs, Dayjs] | null;
}

/** The paid card applications for ListPage. */
export const applicationListSource = {
  queryKey: studentCardKeys.applications(),
  fetchPage: ({ classId, isIssued, searchContent, paidDates, pageIndex, pageSize }: ApplicationFilters & PageRequest) =>
    call(studentCardEndpoints.getPayListForApplyCard, {
      ...(classId > 0 ? { classId } : {}),
      ...(isIssued !== ANY ? { isIssued: isIssued === 1 } : {}),
      ...(text(searchContent) ? { searchContent: text(searchContent) } : {}),
      ...(paidDates ? { startDate: paidDates[0].format(DATE_FORMAT), endDate: paidDates[1].format(DATE_FORMAT) } : {}),
      pageIndex,
      pageSize,
    }),
};

type InputOf<Key extends keyof typeof studentCardEndpoints> = CallInput<(typeof studentCardEndpoints)[Key]>;
const CARDS_ONLY = [studentCardKeys.all];

export const useBindCard = () => useRecordWrite((input: InputOf<'bindCard'>) => call(studentCardEndpoints.bindCard, input), CARDS_ONLY);
/** A new pick-up person shows on the child's detail too. */
export const useAddCardUser = () =>
  useRecordWrite((input: InputOf<'addCardUser'>) => call(studentCardEndpoints.addCardUser, input), [studentCardKeys.all, recordKeys.child]);
export const useUnbindCard = () => useRecordWrite((cardId: number) => call(studentCardEndpoints.unBindCard, { cardId }), CARDS_ONLY);
export const useUnbindCardNo = () => useRecordWrite((cardNo: string) => call(studentCardEndpoints.unBindCardByCardNo, { cardNo }), CARDS_ONLY);
export const useResetCard = () => useRecordWrite((input: InputOf<'resetCard'>) => call(studentCardEndpoints.resetCard, input), CARDS_ONLY);
/**
 * Only the card list: the dialog's class rows are read afresh each time it opens, and refreshing
 * them behind the closing dialog would redraw a table of the whole class for nothing.
 */
export const useBatchBindCards = () =>
  useRecordWrite((input: InputOf<'batchBindCard'>) => call(studentCardEndpoints.batchBindCard, input), [studentCardKeys.list()]);
export const useSetCardIssued = () => useRecordWrite((input: InputOf<'setIssuedForApplyCard'>) => call(studentCardEndpoints.setIssuedForApplyCard, input), CARDS_ONLY);
