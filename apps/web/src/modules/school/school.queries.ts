import { useMutation, useQuery } from '@tanstack/react-query';
import { attendanceEndpoints, filterEndpoints, schoolEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { useEnterSchool } from '../session';

const schoolInfoRoot = queryRoot('school', ['schoolInfo']);

export function useBranchSchools(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoot('school', []), 'branchSchools'],
    queryFn: () => call(schoolEndpoints.getBranchSchoolList, {}),
    enabled,
  });
}

/** Moves the session to another school of the group. */
export function useSwitchSchool() {
  const enterSchool = useEnterSchool();
  return useMutation({ mutationFn: (schoolId: number) => call(schoolEndpoints.switchSchool, { schoolId }), onSuccess: enterSchool });
}

/** 园所信息 of the session's school, or of a branch its group administrator picked. */
export const useSchoolInfo = (schoolId: number | undefined) =>
  useQuery({ queryKey: [...schoolInfoRoot, 'info', schoolId ?? 'own'], queryFn: () => call(schoolEndpoints.getSchoolInfoForUpdate, schoolId ? { schoolId } : {}) });

export const useMachineConfig = () => useQuery({ queryKey: [...schoolInfoRoot, 'machines'], queryFn: () => call(schoolEndpoints.getMachineConfig, {}) });

const SCHOOL_INFO = { changes: ['schoolInfo'] } as const;

export const useUpdateSchoolInfo = () => useWrite((input: CallInput<typeof schoolEndpoints.updateSchoolInfo>) => call(schoolEndpoints.updateSchoolInfo, input), SCHOOL_INFO);
export const useUpdateSchoolLogo = () => useWrite((input: CallInput<typeof schoolEndpoints.updateSchoolLogo>) => call(schoolEndpoints.updateSchoolLogo, input), SCHOOL_INFO);
export const useUpdateMachineConfig = () => useWrite((input: CallInput<typeof schoolEndpoints.updateMachineConfig>) => call(schoolEndpoints.updateMachineConfig, input), SCHOOL_INFO);
/** A new key for the school's machines: the old one stops working, and the new one is shown this once. */
export const useIssueMachineKey = () => useWrite(() => call(attendanceEndpoints.issueDeviceKey, {}), SCHOOL_INFO);

/** The national regions, which never change while the console is open. */
const regionRoot = queryRoot('school', []);
export const useProvinces = () => useQuery({ queryKey: [...regionRoot, 'provinces'], queryFn: () => call(filterEndpoints.getProvinceList, {}), staleTime: Infinity });
export const useCities = (provinceCode: string | null | undefined) =>
  useQuery({ queryKey: [...regionRoot, 'cities', provinceCode], queryFn: () => call(filterEndpoints.getCityList, { provinceCode: provinceCode! }), enabled: Boolean(provinceCode), staleTime: Infinity });
export const useCounties = (cityCode: string | null | undefined) =>
  useQuery({ queryKey: [...regionRoot, 'counties', cityCode], queryFn: () => call(filterEndpoints.getCountyList, { cityCode: cityCode! }), enabled: Boolean(cityCode), staleTime: Infinity });
