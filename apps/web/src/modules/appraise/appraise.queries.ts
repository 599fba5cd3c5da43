import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appraiseEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

const keys = {
  all: queryRoot('appraise', ['appraisals', 'staff']),
  fields: () => [...keys.all, 'fields'] as const,
  list: (input: CallInput<typeof appraiseEndpoints.getAppraiseList>) => [...keys.all, 'list', input] as const,
  detail: (appraiseId: number) => [...keys.all, 'detail', appraiseId] as const,
  statistics: (input: CallInput<typeof appraiseEndpoints.getAppraiseStatisticsList>) => [...keys.all, 'statistics', input] as const,
};

const e = appraiseEndpoints;
const APPRAISALS = { changes: ['appraisals'] } as const;

export const useAppraiseFields = () => useQuery({ queryKey: keys.fields(), queryFn: () => call(e.getAppraiseFieldList, {}) });
export const useAppraisals = (input: CallInput<typeof e.getAppraiseList>) => useQuery({ queryKey: keys.list(input), queryFn: () => call(e.getAppraiseList, input), placeholderData: keepPreviousData });
export const useAppraisal = (appraiseId: number | null) =>
  useQuery({ queryKey: keys.detail(appraiseId ?? 0), queryFn: () => call(e.getAppraiseForUpdate, { appraiseId: appraiseId! }), enabled: Boolean(appraiseId) });
export const useAppraiseStatistics = (input: CallInput<typeof e.getAppraiseStatisticsList>) =>
  useQuery({ queryKey: keys.statistics(input), queryFn: () => call(e.getAppraiseStatisticsList, input), placeholderData: keepPreviousData });

export const useAddField = () => useWrite((input: CallInput<typeof e.addAppraiseField>) => call(e.addAppraiseField, input), APPRAISALS);
export const useUpdateField = () => useWrite((input: CallInput<typeof e.updateAppraiseField>) => call(e.updateAppraiseField, input), APPRAISALS);
export const useDelField = () => useWrite((fieldId: number) => call(e.delAppraiseField, { fieldId }), APPRAISALS);
export const useFieldOrder = () => useWrite((fieldIdList: number[]) => call(e.updateAppraiseFieldOrder, { fieldIdList }), APPRAISALS);
export const useAddAppraisal = () => useWrite((input: CallInput<typeof e.addAppraise>) => call(e.addAppraise, input), APPRAISALS);
export const useUpdateAppraisal = () => useWrite((input: CallInput<typeof e.updateAppraise>) => call(e.updateAppraise, input), APPRAISALS);
export const useDelAppraisal = () => useWrite((appraiseId: number) => call(e.delAppraise, { appraiseId }), APPRAISALS);
/** Asked when the appraiser names a lesson, so that a second appraisal is caught before the form is filled. */
export const isAppraised = (input: CallInput<typeof e.getIsExistsAppraise>) => call(e.getIsExistsAppraise, input);
