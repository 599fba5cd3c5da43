import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classGroupEndpoints, filterEndpoints, VoteActivityListInput, voteEndpoints, VotePersonListInput } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Activities show the people they name and the classes they are in: a change to staff or children shows here too. */
const voteKeys = {
  all: queryRoot('vote', ['votes', 'staff', 'children', 'placements', 'classes']),
  list: () => [...voteKeys.all, 'list'] as const,
  activity: (activityId: number) => [...voteKeys.all, 'activity', activityId] as const,
  entries: (activityId: number) => [...voteKeys.all, 'entries', activityId] as const,
  voters: (activityId: number) => [...voteKeys.all, 'voters', activityId] as const,
  entry: (activityId: number, joinerId: number) => [...voteKeys.all, 'entry', activityId, joinerId] as const,
  ranking: (activityId: number, top: number) => [...voteKeys.all, 'ranking', activityId, top] as const,
  people: (kind: PersonKind, searchKey: string) => [...voteKeys.all, 'people', kind, searchKey] as const,
  departments: () => [...voteKeys.all, 'departments'] as const,
  grades: (yearId: number) => [...voteKeys.all, 'grades', yearId] as const,
};

/** The filters' 全部. */
export const ANY_STATUS = -1;
export const ANY = 0;

export interface VoteFilters {
  activityStatus: number;
  searchKey: string;
}

/** The activity list for ListPage. */
export const voteListSource = {
  queryKey: voteKeys.list(),
  fetchPage: ({ activityStatus, searchKey, ...page }: VoteFilters & PageRequest) =>
    call(voteEndpoints.getActivityList, {
      ...(activityStatus === ANY_STATUS ? {} : { activityStatus }),
      searchKey: searchText(searchKey, VoteActivityListInput.shape.searchKey),
      ...page,
    }),
};

/** An activity's settings while `activityId` is given (edit, copy, the detail's header). */
export const useVoteActivity = (activityId: number | undefined) =>
  useQuery({ queryKey: voteKeys.activity(activityId ?? 0), queryFn: () => call(voteEndpoints.getActivityForUpdate, { activityId: activityId! }), enabled: Boolean(activityId) });

const VOTES = { changes: ['votes'] } as const;

export type VoteSave = CallInput<typeof voteEndpoints.addActivityVote> & { activityId?: number | undefined };

export const useSaveVote = () =>
  useWrite(({ activityId, ...input }: VoteSave): Promise<unknown> => (activityId ? call(voteEndpoints.updateActivityVote, { activityId, ...input }) : call(voteEndpoints.addActivityVote, input)), VOTES);

/** The list's status changes, one call each: DelVote voids. */
export const statusCalls = { void: voteEndpoints.delVote, restore: voteEndpoints.restoreVote, delete: voteEndpoints.deleteActivityVote } as const;
export type StatusCall = keyof typeof statusCalls;

export const useStatusChange = () =>
  useWrite(({ action, activityId }: { action: StatusCall; activityId: number }) => call(statusCalls[action], { activityId }), {
    ...VOTES,
    forget: ({ action, activityId }) => (action === 'delete' ? [voteKeys.activity(activityId)] : []),
  });

export interface PersonFilters {
  gradeId: number;
  classId: number;
  searchKey: string;
}

const personFilters = ({ gradeId, classId, searchKey }: PersonFilters) => ({
  ...(gradeId ? { gradeId } : {}),
  ...(classId ? { classId } : {}),
  searchKey: searchText(searchKey, VotePersonListInput.shape.searchKey),
});

/** An activity's entries (报名名单) for usePagedList. */
export const entrySource = (activityId: number) => ({
  queryKey: voteKeys.entries(activityId),
  fetchPage: (request: PersonFilters & PageRequest) => call(voteEndpoints.getJoinPersonList, { activityId, ...personFilters(request), pageIndex: request.pageIndex, pageSize: request.pageSize }),
});

/** An activity's voters (投票名单) for usePagedList. */
export const voterSource = (activityId: number) => ({
  queryKey: voteKeys.voters(activityId),
  fetchPage: (request: PersonFilters & PageRequest) => call(voteEndpoints.getVotePersonList, { activityId, ...personFilters(request), pageIndex: request.pageIndex, pageSize: request.pageSize }),
});

/** One entry with who voted for it, while `joinerId` is given. */
export const useEntryDetail = (activityId: number, joinerId: number | undefined) =>
  useQuery({ queryKey: voteKeys.entry(activityId, joinerId ?? 0), queryFn: () => call(voteEndpoints.getVoteDetailByJoin, { activityId, joinerId: joinerId! }), enabled: Boolean(joinerId) });

export const useRanking = (activityId: number, top: number) =>
  useQuery({ queryKey: voteKeys.ranking(activityId, top), queryFn: () => call(voteEndpoints.getRankingList, { activityId, top }), placeholderData: keepPreviousData });

export type EntrySave = CallInput<typeof voteEndpoints.addOrUpdateJoin>;

export const useSaveEntry = () => useWrite((input: EntrySave) => call(voteEndpoints.addOrUpdateJoin, input), VOTES);
export const useDeleteEntry = () => useWrite((joinerId: number) => call(voteEndpoints.delJoin, { joinerId }), VOTES);

/** Whom the pickers find: teachers at work, children in school. */
export type PersonKind = 'teacher' | 'child';
export const PICK_PAGE_SIZE = 50;

/** The first people of a kind whose name (or a teacher's phone) holds `searchKey`, as picker options. */
export function usePersonOptions(kind: PersonKind, searchKey: string) {
  return useQuery({
    queryKey: voteKeys.people(kind, searchKey),
    queryFn: async () => {
      const input = { searchKey: searchKey || undefined, pageSize: PICK_PAGE_SIZE };
      if (kind === 'teacher') {
        const page = await call(voteEndpoints.getTeacherList, input);
        return page.list.map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName, detail: teacher.departmentName || teacher.phone }));
      }
      const page = await call(voteEndpoints.getStudentList, input);
      return page.list.map((child) => ({ value: child.studentId, label: child.studentName, detail: child.className }));
    },
    placeholderData: keepPreviousData,
  });
}

export const useDepartmentOptions = () => useQuery({ queryKey: voteKeys.departments(), queryFn: () => call(filterEndpoints.getDepartmentListForFilter, {}) });

/** A year's grades, without the filters' 全部. */
export const useGrades = (yearId: number | undefined) =>
  useQuery({
    queryKey: voteKeys.grades(yearId ?? 0),
    queryFn: async () => (await call(classGroupEndpoints.getGradeListForYear, { yearId: yearId! })).filter((grade) => grade.gradeId > 0),
    enabled: Boolean(yearId),
  });
