import { useQuery } from '@tanstack/react-query';
import { filterEndpoints, ResearchKind, teachResearchEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import type { PageRequest } from '../../components/paging';

const teachResearchKeys = {
  all: queryRoot('teachResearch', ['research']),
  ofTeacher: () => [...teachResearchKeys.all, 'ofTeacher'] as const,
  info: (kind: number, researchId: number) => [...teachResearchKeys.all, 'info', kind, researchId] as const,
  staff: () => [...teachResearchKeys.all, 'staff'] as const,
};

/** The kind filter's 全部. */
export const ALL_KINDS = 0;

export interface TeacherResearchFilters {
  teacherId: number;
  kind: number;
}

/** A record as the table knows it: enough to ask its kind's info call. */
export interface ResearchRef {
  kind: number;
  researchId: number;
}

/** A record is read through its kind's controller. */
const infoEndpoints = {
  [ResearchKind.PLAN]: teachResearchEndpoints.getTeachWeekInfo,
  [ResearchKind.DISCUSS]: teachResearchEndpoints.getTeachDiscussInfo,
  [ResearchKind.LEARNING]: teachResearchEndpoints.getTeachLearingInfo,
  [ResearchKind.TRIAL]: teachResearchEndpoints.getTeachTrialInfo,
  [ResearchKind.OTHER]: teachResearchEndpoints.getTeachOtherInfo,
};

/** 教研情况: the records a teacher led or joined, a page at a time, with the counts by kind. */
export const teacherResearchSource = {
  queryKey: teachResearchKeys.ofTeacher(),
  fetchPage: ({ teacherId, kind, pageIndex, pageSize }: TeacherResearchFilters & PageRequest) =>
    call(teachResearchEndpoints.getTeacherResearchList, { teacherId, ...(kind !== ALL_KINDS ? { kind } : {}), pageIndex, pageSize }),
};

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

const RESEARCH = { changes: ['research'] } as const;

export const useAddResearch = () => useWrite((input: CallInput<typeof teachResearchEndpoints.addRecord>) => call(teachResearchEndpoints.addRecord, input), RESEARCH);
export const useUpdateResearch = () =>
  useWrite((input: CallInput<typeof teachResearchEndpoints.updateRecord>) => call(teachResearchEndpoints.updateRecord, input), RESEARCH);
export const useDeleteResearch = () => useWrite((researchId: number) => call(teachResearchEndpoints.delRecord, { researchId }), RESEARCH);
