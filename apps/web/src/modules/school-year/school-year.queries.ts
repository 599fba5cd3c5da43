import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolYearEndpoints, type PromotionInput } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';
import { classGroupKeys } from '../class-group/class-group.queries';
import { filterKeys } from '../filter/filter.queries';

export const schoolYearKeys = {
  all: ['schoolYear'] as const,
  list: () => [...schoolYearKeys.all, 'list'] as const,
  promotionPreview: (input: PromotionInput | undefined) => [...schoolYearKeys.all, 'promotionPreview', input] as const,
};

/** The years with their semesters, status and class count, newest first. */
export function useSchoolYears() {
  return useQuery({ queryKey: schoolYearKeys.list(), queryFn: () => call(schoolYearEndpoints.getSchoolYearList, {}) });
}

/** A write to years: the year list, the year pickers and the class lists all show it afterwards. */
function useYearWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([schoolYearKeys.all, filterKeys.all, classGroupKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveYear = () =>
  useYearWrite((input: CallInput<typeof schoolYearEndpoints.updateSchoolYearInfo>) => call(schoolYearEndpoints.updateSchoolYearInfo, input));

export const useDeleteYear = () => useYearWrite((yearId: number) => call(schoolYearEndpoints.delSchoolYear, { id: yearId }));

/** What promoting would do; asked for afresh each time, since classes and children move. */
export function usePromotionPreview(input: PromotionInput | undefined) {
  return useQuery({
    queryKey: schoolYearKeys.promotionPreview(input),
    queryFn: () => call(schoolYearEndpoints.getPromotionPreview, input!),
    enabled: Boolean(input),
    staleTime: 0,
    gcTime: 0,
  });
}

export const usePromote = () => useYearWrite((input: PromotionInput) => call(schoolYearEndpoints.promote, input));

export const useUndoPromotion = () => useYearWrite((yearId: number) => call(schoolYearEndpoints.undoPromotion, { yearId }));
