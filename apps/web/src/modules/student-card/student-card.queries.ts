import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CardPayListInput, filterEndpoints, StudentCardListInput, studentCardEndpoints } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { DATE_FORMAT } from '../../components/dates';

/** The card list names each in-school child's guardians and pick-up people, class by class. */
const studentCardKeys = {
  all: queryRoot('studentCard', ['studentCards', 'children', 'placements']),
  /**
   * 批量发卡's class, read afresh each time the dialog opens: no write refreshes it, since one
   * behind the closing dialog would redraw a table of the whole class for nothing.
   */
  classRows: (classId: number) => [...queryRoot('studentCard', []), 'classRows', classId] as const,
  list: () => [...studentCardKeys.all, 'list'] as const,
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

/** The card list for ListPage: every in-school child's guardians and pick-up people with their cards. */
export const cardListSource = {
  queryKey: studentCardKeys.list(),
  fetchPage: ({ classId, status, searchContent, cardNo, pageIndex, pageSize }: CardFilters & PageRequest) =>
    call(studentCardEndpoints.getStudentCardList, {
      ...(classId > 0 ? { classId } : {}),
      ...(status !== ANY ? { status } : {}),
      searchContent: searchText(searchContent, StudentCardListInput.shape.searchContent),
      cardNo: searchText(cardNo, StudentCardListInput.shape.cardNo),
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
      searchContent: searchText(searchContent, CardPayListInput.shape.searchContent),
      ...(paidDates ? { startDate: paidDates[0].format(DATE_FORMAT), endDate: paidDates[1].format(DATE_FORMAT) } : {}),
      pageIndex,
      pageSize,
    }),
};

type InputOf<Key extends keyof typeof studentCardEndpoints> = CallInput<(typeof studentCardEndpoints)[Key]>;
const CARDS = { changes: ['studentCards'] } as const;

export const useBindCard = () => useWrite((input: InputOf<'bindCard'>) => call(studentCardEndpoints.bindCard, input), CARDS);
/** A new pick-up person shows on the child's detail too. */
export const useAddCardUser = () =>
  useWrite((input: InputOf<'addCardUser'>) => call(studentCardEndpoints.addCardUser, input), { changes: ['studentCards', 'children'] });
export const useUnbindCard = () => useWrite((cardId: number) => call(studentCardEndpoints.unBindCard, { cardId }), CARDS);
export const useUnbindCardNo = () => useWrite((cardNo: string) => call(studentCardEndpoints.unBindCardByCardNo, { cardNo }), CARDS);
export const useResetCard = () => useWrite((input: InputOf<'resetCard'>) => call(studentCardEndpoints.resetCard, input), CARDS);
export const useBatchBindCards = () => useWrite((input: InputOf<'batchBindCard'>) => call(studentCardEndpoints.batchBindCard, input), CARDS);
export const useSetCardIssued = () => useWrite((input: InputOf<'setIssuedForApplyCard'>) => call(studentCardEndpoints.setIssuedForApplyCard, input), CARDS);
