import { useQuery } from '@tanstack/react-query';
import { schoolYearEndpoints, type PromotionInput } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

/** The year list counts each year's classes, and promoting previews classes and children. */
const schoolYearKeys = {
  all: queryRoot('schoolYear', ['years', 'classes']),
  list: () => [...schoolYearKeys.all, 'list'] as const,
  promotionPreview: (input: PromotionInput | undefined) => [...schoolYearKeys.all, 'promotionPreview', input] as const,
};

/** The years with their semesters, status and class count, newest first. */
export function useSchoolYears() {
  return useQuery({ queryKey: schoolYearKeys.list(), queryFn: () => call(schoolYearEndpoints.getSchoolYearList, {}) });
}

const YEARS = { changes: ['years'] } as const;
/** Promoting makes next year's classes and moves the children into them. */
const PROMOTION = { changes: ['years', 'classes', 'placements'] } as const;

export const useSaveYear = () =>
  useWrite((input: CallInput<typeof schoolYearEndpoints.updateSchoolYearInfo>) => call(schoolYearEndpoints.updateSchoolYearInfo, input), YEARS);

export const useDeleteYear = () => useWrite((yearId: number) => call(schoolYearEndpoints.delSchoolYear, { id: yearId }), YEARS);

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

export const usePromote = () => useWrite((input: PromotionInput) => call(schoolYearEndpoints.promote, input), PROMOTION);

export const useUndoPromotion = () => useWrite((yearId: number) => call(schoolYearEndpoints.undoPromotion, { yearId }), PROMOTION);
