import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { classDynamicEndpoints, DynamicListInput } from '@yuanwu/shared';
import type { Dayjs } from 'dayjs';
import { call, queryRoot, useWrite } from '../../api';
import { DATE_FORMAT } from '../../components/dates';
import { searchText } from '../../components/form-rules';
import { nextPageIndex, type PageRequest } from '../../components/paging';
import type { DateRange } from '../../components/interval/interval-range';

/** Posts show their classes' names and their authors: a change to classes or staff shows here too. */
const classDynamicKeys = {
  all: queryRoot('classDynamic', ['classDynamics', 'classes', 'staff']),
  albumOf: (studentId: number, range: DateRange) => [...classDynamicKeys.all, 'studentAlbum', studentId, range.startDate, range.endDate] as const,
  list: () => [...classDynamicKeys.all, 'list'] as const,
  appraise: (dynamicId: number) => [...classDynamicKeys.all, 'appraise', dynamicId] as const,
  setting: () => [...classDynamicKeys.all, 'setting'] as const,
};
/** The types are the same for every school and never change. */
const typeKeys = { all: queryRoot('classDynamicTypes', []) };

/** The photos and videos of the child's classes in the interval, newest first, a page more at each fetchNextPage. */
export function useStudentAlbum(studentId: number, range: DateRange, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...classDynamicKeys.albumOf(studentId, range), pageSize],
    queryFn: ({ pageParam }) => call(classDynamicEndpoints.getStudentAlbumList, { studentId, ...range, pageIndex: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: nextPageIndex,
  });
}

/** The filters' 全部. */
export const ANY = 0;
export const ANY_STATUS = -1;

export interface DynamicFilters {
  /** The school year whose classes' posts show; the current one when none is chosen. */
  yearId: number | undefined;
  classId: number;
  dynamicType: number;
  checkStatus: number;
  range: [Dayjs, Dayjs] | null;
  searchKey: string;
}

/** The posts of a year's classes (or one class), newest first, for usePagedList. */
export const dynamicListSource = {
  queryKey: classDynamicKeys.list(),
  fetchPage: ({ yearId, classId, dynamicType, checkStatus, range, searchKey, ...page }: DynamicFilters & PageRequest) =>
    call(classDynamicEndpoints.getDynamicList, {
      yearId,
      ...(classId === ANY ? {} : { classId }),
      ...(dynamicType === ANY ? {} : { dynamicType }),
      ...(checkStatus === ANY_STATUS ? {} : { checkStatus }),
      ...(range ? { startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT) } : {}),
      searchKey: searchText(searchKey, DynamicListInput.shape.searchKey),
      ...page,
    }),
};

export const useDynamicTypes = () => useQuery({ queryKey: [...typeKeys.all, 'types'], queryFn: () => call(classDynamicEndpoints.getClassDynamicTypeList, {}), staleTime: Infinity });

export const useAppraiseDetail = (dynamicId: number | undefined) =>
  useQuery({ queryKey: classDynamicKeys.appraise(dynamicId ?? 0), queryFn: () => call(classDynamicEndpoints.getRecordAppraiseDetail, { dynamicId: dynamicId! }), enabled: Boolean(dynamicId) });

export const useCheckSetting = () => useQuery({ queryKey: classDynamicKeys.setting(), queryFn: () => call(classDynamicEndpoints.getCheckSetting, {}) });

const DYNAMICS = { changes: ['classDynamics'] } as const;

export const useSaveCheckSetting = () => useWrite((needsCheck: boolean) => call(classDynamicEndpoints.setCheckSetting, { needsCheck }), DYNAMICS);

/** Pass (1), or refuse (2) with the reason the teacher is shown. */
export const useCheckDynamic = () =>
  useWrite((input: { dynamicId: number; checkStatus: number; checkRemark?: string }) => call(classDynamicEndpoints.checkDynamic, input), DYNAMICS);

export const useDeleteDynamic = () =>
  useWrite((dynamicId: number) => call(classDynamicEndpoints.delClassDynamic, { dynamicId }), { ...DYNAMICS, forget: (dynamicId) => [classDynamicKeys.appraise(dynamicId)] });

export const useDeleteMedia = () => useWrite((mediaId: number) => call(classDynamicEndpoints.delPhotoAndVideo, { mediaIds: [mediaId] }), DYNAMICS);
