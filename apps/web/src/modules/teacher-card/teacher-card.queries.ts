import { useQueryClient } from '@tanstack/react-query';
import { TeacherCardListInput, teacherCardEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';
import { ANY } from '../teacher';

/** The cards are listed by staff member: leaving cancels a card, and names and departments show. */
const teacherCardKeys = {
  all: queryRoot('teacherCard', ['staff', 'teacherCards']),
  list: () => [...teacherCardKeys.all, 'list'] as const,
  holder: (cardNo: string) => [...teacherCardKeys.all, 'holder', cardNo] as const,
};

/** The status filter's 全部: 0 is a status (已注销). */
export const ANY_STATUS = -1;

export interface TeacherCardFilters {
  departmentId: number;
  status: number;
  searchContent: string;
}

/** Staff who have not left, each with their card, for ListPage. */
export const teacherCardListSource = {
  queryKey: teacherCardKeys.list(),
  fetchPage: ({ departmentId, status, searchContent, pageIndex, pageSize }: TeacherCardFilters & PageRequest) =>
    call(teacherCardEndpoints.getTeacherCardList, {
      ...(departmentId !== ANY ? { departmentId } : {}),
      ...(status !== ANY_STATUS ? { status } : {}),
      searchContent: searchText(searchContent, TeacherCardListInput.shape.searchContent),
      pageIndex,
      pageSize,
    }),
};

/** Who holds a swiped card now; asked afresh at every swipe. */
export function useReadTeacherCard() {
  const queryClient = useQueryClient();
  return (cardNo: string) =>
    queryClient.fetchQuery({
      queryKey: teacherCardKeys.holder(cardNo),
      queryFn: () => call(teacherCardEndpoints.getTeacherCardByCardNo, { cardNo }),
      staleTime: 0,
    });
}

type InputOf<Key extends keyof typeof teacherCardEndpoints> = CallInput<(typeof teacherCardEndpoints)[Key]>;
const CARDS = { changes: ['teacherCards'] } as const;

export const useBindTeacherCard = () => useWrite((input: InputOf<'bindTeacherCard'>) => call(teacherCardEndpoints.bindTeacherCard, input), CARDS);
export const useResetTeacherCard = () => useWrite((input: InputOf<'resetTeacherCard'>) => call(teacherCardEndpoints.resetTeacherCard, input), CARDS);
export const useUnbindTeacherCard = () => useWrite((teacherId: number) => call(teacherCardEndpoints.unBindTeacherCard, { teacherId }), CARDS);
