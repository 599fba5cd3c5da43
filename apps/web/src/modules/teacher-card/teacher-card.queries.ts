import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherCardEndpoints } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';
import { ANY, TEACHER_CARD_KEY } from '../teacher/teacher.queries';

export const teacherCardKeys = {
  all: TEACHER_CARD_KEY,
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
      ...(searchContent.trim() ? { searchContent: searchContent.trim() } : {}),
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

function useCardWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherCardKeys.all }) });
}

type InputOf<Key extends keyof typeof teacherCardEndpoints> = CallInput<(typeof teacherCardEndpoints)[Key]>;

export const useBindTeacherCard = () => useCardWrite((input: InputOf<'bindTeacherCard'>) => call(teacherCardEndpoints.bindTeacherCard, input));
export const useResetTeacherCard = () => useCardWrite((input: InputOf<'resetTeacherCard'>) => call(teacherCardEndpoints.resetTeacherCard, input));
export const useUnbindTeacherCard = () => useCardWrite((teacherId: number) => call(teacherCardEndpoints.unBindTeacherCard, { teacherId }));
