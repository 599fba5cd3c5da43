import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { filterEndpoints, ResearchKind, teachResearchEndpoints } from '@yuanwu/shared';
import { call, type CallInput } from '../../api';

export const teachResearchKeys = {
  all: ['teachResearch'] as const,
  ofTeacher: (teacherId: number, filters: TeacherResearchFilters) => [...teachResearchKeys.all, 'ofTeacher', teacherId, filters] as const,
  info: (kind: number, researchId: number) => [...teachResearchKeys.all, 'info', kind, researchId] as const,
  staff: () => [...teachResearchKeys.all, 'staff'] as const,
};

/** The kind filter's 全部. */
export const ALL_KINDS = 0;

export interface TeacherResearchFilters {
  kind: number;
  pageIndex: number;
  pageSize: number;
}

/** A record as the table knows it: enough to ask its kind's info call. */
export interface ResearchRef {
  kind: number;
  researchId: number;
}

/** The spec reads a record through its kind's controller. */
const infoEndpoints = {
  [ResearchKind.PLAN]: teachResearchEndpoints.getTeachWeekInfo,
  [ResearchKind.DISCUSS]: teachResearchEndpoints.getTeachDiscussInfo,
  [ResearchKind.LEARNING]: teachResearchEndpoints.getTeachLearingInfo,
  [ResearchKind.TRIAL]: teachResearchEndpoints.getTeachTrialInfo,
  [ResearchKind.OTHER]: teachResearchEndpoints.getTeachOtherInfo,
};

/** 教研情况: the records a teacher led or joined, a page at a time, with the counts by kind. */
export function useTeacherResearch(teacherId: number, filters: TeacherResearchFilters) {
  return useQuery({
    queryKey: teachResearchKeys.ofTeacher(teacherId, filters),
    queryFn: () =>
      call(teachResearchEndpoints.getTeacherResearchList, {
        teacherId,
        ...(filters.kind !== ALL_KINDS ? { kind: filters.kind } : {}),
        pageIndex: filters.pageIndex,
        pageSize: filters.pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One record in full (content, outcome, attachments), while `record` is given. */
export function useResearchInfo(record: ResearchRef | undefined) {
  return useQuery({
    queryKey: teachResearchKeys.info(record?.kind ?? 0, record?.researchId ?? 0),
    queryFn: () => call(infoEndpoints[record!.kind as ResearchKind], { researchId: record!.researchId }),
    enabled: Boolean(record),
  });
}

/** The staff at work, for the organizer and participant pickers. */
export function useResearchStaff() {
  return useQuery({ queryKey: teachResearchKeys.staff(), queryFn: () => call(filterEndpoints.getTeacherListForFilter, {}) });
}

function useResearchWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: teachResearchKeys.all }) });
}

export const useAddResearch = () => useResearchWrite((input: CallInput<typeof teachResearchEndpoints.addRecord>) => call(teachResearchEndpoints.addRecord, input));
export const useUpdateResearch = () =>
  useResearchWrite((input: CallInput<typeof teachResearchEndpoints.updateRecord>) => call(teachResearchEndpoints.updateRecord, input));
export const useDeleteResearch = () => useResearchWrite((researchId: number) => call(teachResearchEndpoints.delRecord, { researchId }));
