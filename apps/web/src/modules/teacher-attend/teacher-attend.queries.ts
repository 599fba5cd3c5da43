import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  attendSettingEndpoints,
  attendStatisticsEndpoints,
  dailyAttendEndpoints,
  DayAttendInput,
  filterEndpoints,
  RecordKind,
  teacherAttendFilterEndpoints,
  workforceEndpoints,
  type OutputOf,
} from '@yuanwu/shared';
import { call, queryRoot, useDownload, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

const keys = {
  all: queryRoot('teacherAttend', ['teacherAttend', 'staff', 'holidays']),
  shifts: () => [...keys.all, 'shifts'] as const,
  groups: () => [...keys.all, 'groups'] as const,
  group: (groupId: number) => [...keys.all, 'group', groupId] as const,
  members: (groupId: number) => [...keys.all, 'members', groupId] as const,
  teachers: () => [...keys.all, 'teachers'] as const,
  leaveTypes: () => [...keys.all, 'leaveTypes'] as const,
  options: (what: string) => [...keys.all, 'options', what] as const,
  month: (groupId: number, month: string) => [...keys.all, 'month', groupId, month] as const,
  day: () => [...keys.all, 'day'] as const,
  statistics: () => [...keys.all, 'statistics'] as const,
  teacherMonth: (teacherId: number, month: string) => [...keys.all, 'teacherMonth', teacherId, month] as const,
  records: (kind: number) => [...keys.all, 'records', kind] as const,
  staff: () => [...keys.all, 'staff'] as const,
};

export type Shift = OutputOf<typeof attendSettingEndpoints.getShiftList>['list'][number];
export type AttendGroup = OutputOf<typeof attendSettingEndpoints.getAttendGroupList>['list'][number];
export type LeaveType = OutputOf<typeof attendSettingEndpoints.getLeaveTypeList>[number];
export type ArrangeMonth = OutputOf<typeof workforceEndpoints.getArrangeShiftList>;
export type DayAttend = OutputOf<typeof dailyAttendEndpoints.getDayAttendList>;
export type DayAttendRow = DayAttend['list'][number];
export type StaffStatistics = OutputOf<typeof attendStatisticsEndpoints.getAttendStatistics>;
export type StatisticsRow = StaffStatistics['list'][number];
export type TeacherMonth = OutputOf<typeof attendStatisticsEndpoints.getTeacherAttendDetail>;
export type StaffDay = TeacherMonth['days'][number];
export type AttendTotals = TeacherMonth['totals'];
export type AttendRecord = TeacherMonth['records'][number];
export type LeaveTypeOption = OutputOf<typeof teacherAttendFilterEndpoints.getLeaveTypeListForFilter>[number];

/** The 全部 of a filter's select. */
export const ANY = 0;
const chosen = <Key extends string>(key: Key, value: number) => (value !== ANY ? ({ [key]: value } as Record<Key, number>) : {});

/** Every shift of the school, valid or not: a school has a handful. */
export const useShifts = () =>
  useQuery({ queryKey: keys.shifts(), queryFn: () => call(attendSettingEndpoints.getShiftList, { pageIndex: 1, pageSize: 200 }) });

/** Every attendance group of the school: a school has a few. */
export const useGroups = () => useQuery({ queryKey: keys.groups(), queryFn: () => call(attendSettingEndpoints.getAttendGroupList, { pageIndex: 1, pageSize: 200 }) });

export const useAttendGroup = (groupId: number | undefined) =>
  useQuery({ queryKey: keys.group(groupId ?? 0), queryFn: () => call(attendSettingEndpoints.getAttendGroup, { groupId: groupId! }), enabled: groupId !== undefined });

export const useGroupMembers = (groupId: number | undefined) =>
  useQuery({
    queryKey: keys.members(groupId ?? 0),
    queryFn: () => call(attendSettingEndpoints.getAttendGroupMembers, { groupId: groupId!, pageIndex: 1, pageSize: 200 }),
    enabled: groupId !== undefined,
  });

/** The staff at work with the group each is in, for choosing members. */
export const useTeachersWithGroup = () =>
  useQuery({ queryKey: keys.teachers(), queryFn: () => call(attendSettingEndpoints.getTeacherGroupFilterList, { groupState: 0, pageIndex: 1, pageSize: 200 }) });

export const useLeaveTypes = () => useQuery({ queryKey: keys.leaveTypes(), queryFn: () => call(attendSettingEndpoints.getLeaveTypeList, {}) });

export const useGroupOptions = () => useQuery({ queryKey: keys.options('groups'), queryFn: () => call(teacherAttendFilterEndpoints.getAttendGroupListForFilter, {}) });
export const useLeaveTypeOptions = () =>
  useQuery({ queryKey: keys.options('leaveTypes'), queryFn: () => call(teacherAttendFilterEndpoints.getLeaveTypeListForFilter, {}) });
/** Everyone at work, for the records' staff picker: any role that adds records may read it. */
export const useStaffOptions = () => useQuery({ queryKey: keys.staff(), queryFn: () => call(filterEndpoints.getTeacherListForFilter, {}) });
/** The school's departments, to name each person's in the staff picker. */
export const useDepartmentOptions = () => useQuery({ queryKey: keys.options('departments'), queryFn: () => call(filterEndpoints.getDepartmentListForFilter, {}) });
export const useWorkTimeOptions = () => useQuery({ queryKey: keys.options('workTimes'), queryFn: () => call(teacherAttendFilterEndpoints.getWorkTimeListForFilter, {}) });

export const useArrangeMonth = (groupId: number | undefined, month: string) =>
  useQuery({
    queryKey: keys.month(groupId ?? 0, month),
    queryFn: () => call(workforceEndpoints.getArrangeShiftList, { groupId: groupId!, month }),
    enabled: groupId !== undefined,
  });

type SettingInput<Key extends keyof typeof attendSettingEndpoints> = CallInput<(typeof attendSettingEndpoints)[Key]>;
type WorkforceInput<Key extends keyof typeof workforceEndpoints> = CallInput<(typeof workforceEndpoints)[Key]>;
const ATTEND = { changes: ['teacherAttend'] } as const;

export const useAddShift = () => useWrite((input: SettingInput<'addShift'>) => call(attendSettingEndpoints.addShift, input), ATTEND);
export const useUpdateShift = () => useWrite((input: SettingInput<'updateShift'>) => call(attendSettingEndpoints.updateShift, input), ATTEND);
export const useShiftStatus = () => useWrite((input: SettingInput<'updateShiftStatus'>) => call(attendSettingEndpoints.updateShiftStatus, input), ATTEND);
export const useDeleteShift = () => useWrite((shiftId: number) => call(attendSettingEndpoints.deleteShift, { shiftId }), ATTEND);
export const useAddGroup = () => useWrite((input: SettingInput<'addAttendGroup'>) => call(attendSettingEndpoints.addAttendGroup, input), ATTEND);
export const useUpdateGroup = () => useWrite((input: SettingInput<'updateAttendGroup'>) => call(attendSettingEndpoints.updateAttendGroup, input), ATTEND);
export const useDeleteGroup = () => useWrite((groupId: number) => call(attendSettingEndpoints.deleteAttendGroup, { groupId }), ATTEND);
export const useRemoveFromGroup = () => useWrite((teacherId: number) => call(attendSettingEndpoints.removeTeacherFromGroup, { teacherIds: [teacherId] }), ATTEND);
export const useAddLeaveType = () => useWrite((input: SettingInput<'addLeaveType'>) => call(attendSettingEndpoints.addLeaveType, input), ATTEND);
export const useLeaveTypeStatus = () => useWrite((input: SettingInput<'updateLeaveTypeStatus'>) => call(attendSettingEndpoints.updateLeaveTypeStatus, input), ATTEND);
export const useDeleteLeaveType = () => useWrite((leaveTypeId: number) => call(attendSettingEndpoints.deleteLeaveType, { leaveTypeId }), ATTEND);
export const useSmartArrange = () => useWrite((input: WorkforceInput<'smartArrangeShift'>) => call(workforceEndpoints.smartArrangeShift, input), ATTEND);
export const useArrange = () => useWrite((input: WorkforceInput<'addArrangeShift'>) => call(workforceEndpoints.addArrangeShift, input), ATTEND);
export const useClearArrange = () => useWrite((input: WorkforceInput<'deleteArrangeShift'>) => call(workforceEndpoints.deleteArrangeShift, input), ATTEND);

/** 每日考勤's filters as the screen holds them (ANY for 全部, -1 for any status). */
export interface DayFilters {
  date: string;
  groupId: number;
  departmentId: number;
  status: number;
  keyword: string;
}
export const ANY_STATUS = -1;

/** A day's staff for the paged table; each page brings the day's counts by status too. */
export const dayAttendSource = {
  queryKey: keys.day(),
  fetchPage: ({ date, groupId, departmentId, status, keyword, pageIndex, pageSize }: DayFilters & PageRequest) =>
    call(dailyAttendEndpoints.getDayAttendList, {
      dateTime: date,
      ...chosen('attendGroupId', groupId),
      ...chosen('departmentId', departmentId),
      ...(status !== ANY_STATUS ? { status } : {}),
      searchKey: searchText(keyword, DayAttendInput.shape.searchKey),
      pageIndex,
      pageSize,
    }),
};

/** 考勤统计's filters: the days, by teacher or department, and who. */
export interface StatisticsFilters {
  startDate: string;
  endDate: string;
  by: number;
  groupId: number;
  departmentId: number;
  keyword: string;
}

/** The filters the exports and the record lists share: everything but the paging and the grouping. */
const scopeInput = ({ startDate, endDate, groupId, departmentId, keyword }: Omit<StatisticsFilters, 'by'>) => ({
  startDate,
  endDate,
  ...chosen('attendGroupId', groupId),
  ...chosen('departmentId', departmentId),
  searchKey: searchText(keyword, DayAttendInput.shape.searchKey),
});

export const statisticsSource = {
  queryKey: keys.statistics(),
  fetchPage: ({ by, pageIndex, pageSize, ...filters }: StatisticsFilters & PageRequest) =>
    call(attendStatisticsEndpoints.getAttendStatistics, { ...scopeInput(filters), by, pageIndex, pageSize }),
};

export const useTeacherMonth = (teacherId: number | undefined, month: string) =>
  useQuery({
    queryKey: keys.teacherMonth(teacherId ?? 0, month),
    queryFn: () => call(attendStatisticsEndpoints.getTeacherAttendDetail, { teacherId: teacherId!, month }),
    enabled: teacherId !== undefined,
    placeholderData: keepPreviousData,
  });

/** A record list's filters; the days may be left open. */
export interface RecordFilters {
  range: [string, string] | null;
  groupId: number;
  departmentId: number;
  leaveTypeId: number;
  keyword: string;
}

const recordCalls = {
  [RecordKind.MANUAL]: { list: attendStatisticsEndpoints.getManualRecordList, remove: attendStatisticsEndpoints.deleteManualRecord },
  [RecordKind.LEAVE]: { list: attendStatisticsEndpoints.getLeaveRecordList, remove: attendStatisticsEndpoints.deleteLeaveRecord },
  [RecordKind.TRIP]: { list: attendStatisticsEndpoints.getTripRecordList, remove: attendStatisticsEndpoints.deleteTripRecord },
  [RecordKind.OVERTIME]: { list: attendStatisticsEndpoints.getOvertimeRecordList, remove: attendStatisticsEndpoints.deleteOvertimeRecord },
};
export type RecordKindValue = keyof typeof recordCalls;

/** One kind of records for a paged table. */
export const recordSource = (kind: RecordKindValue) => ({
  queryKey: keys.records(kind),
  fetchPage: ({ range, groupId, departmentId, leaveTypeId, keyword, pageIndex, pageSize }: RecordFilters & PageRequest) =>
    call(recordCalls[kind].list, {
      ...(range ? { startDate: range[0], endDate: range[1] } : {}),
      ...chosen('attendGroupId', groupId),
      ...chosen('departmentId', departmentId),
      ...(kind === RecordKind.LEAVE ? chosen('leaveTypeId', leaveTypeId) : {}),
      searchKey: searchText(keyword, DayAttendInput.shape.searchKey),
      pageIndex,
      pageSize,
    }),
});

type DailyInput<Key extends keyof typeof dailyAttendEndpoints> = CallInput<(typeof dailyAttendEndpoints)[Key]>;

/** A record changes the days it covers: the day's list, the statistics and the records all read again. */
export const useAddLeave = () => useWrite((input: DailyInput<'addLeaveRecord'>) => call(dailyAttendEndpoints.addLeaveRecord, input), ATTEND);
export const useAddTrip = () => useWrite((input: DailyInput<'addTripRecord'>) => call(dailyAttendEndpoints.addTripRecord, input), ATTEND);
export const useAddOvertime = () => useWrite((input: DailyInput<'addOvertimeRecord'>) => call(dailyAttendEndpoints.addOvertimeRecord, input), ATTEND);
export const useAddManual = () => useWrite((input: DailyInput<'addManualRecord'>) => call(dailyAttendEndpoints.addManualRecord, input), ATTEND);
export const useDeleteRecord = (kind: RecordKindValue) => useWrite((recordId: number) => call(recordCalls[kind].remove, { recordId }), ATTEND);

export const useExportStatistics = () => useDownload((filters: Omit<StatisticsFilters, 'by'>) => call(attendStatisticsEndpoints.exportAttendStatistics, scopeInput(filters)));
export const useExportDetail = () => useDownload((filters: Omit<StatisticsFilters, 'by'>) => call(attendStatisticsEndpoints.exportAttendDetail, scopeInput(filters)));
