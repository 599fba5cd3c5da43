import { useQuery } from '@tanstack/react-query';
import { attendSettingEndpoints, teacherAttendFilterEndpoints, workforceEndpoints, type OutputOf } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';

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
};

export type Shift = OutputOf<typeof attendSettingEndpoints.getShiftList>['list'][number];
export type AttendGroup = OutputOf<typeof attendSettingEndpoints.getAttendGroupList>['list'][number];
export type LeaveType = OutputOf<typeof attendSettingEndpoints.getLeaveTypeList>[number];
export type ArrangeMonth = OutputOf<typeof workforceEndpoints.getArrangeShiftList>;

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
