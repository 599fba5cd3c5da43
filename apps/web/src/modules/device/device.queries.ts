import { useQuery } from '@tanstack/react-query';
import { DeviceListInput, deviceEndpoints } from '@yuanwu/shared';
import { call, queryRoot, useWrite, type CallInput } from '../../api';
import { searchText } from '../../components/form-rules';
import type { PageRequest } from '../../components/paging';

/** Devices show their area and manager: a change to the areas or the staff shows here too. */
const deviceKeys = {
  all: queryRoot('device', ['devices', 'activities', 'staff']),
  list: () => [...deviceKeys.all, 'list'] as const,
  types: () => [...deviceKeys.all, 'types'] as const,
  areas: () => [...deviceKeys.all, 'areas'] as const,
  managers: () => [...deviceKeys.all, 'managers'] as const,
};

/** A filter's 全部. */
export const ANY = 0;

export interface DeviceFilters {
  typeId: number;
  areaId: number;
  status: number;
  searchKey: string;
}

export const deviceListSource = {
  queryKey: deviceKeys.list(),
  fetchPage: ({ typeId, areaId, status, searchKey, ...page }: DeviceFilters & PageRequest) =>
    call(deviceEndpoints.getDeviceList, {
      ...(typeId === ANY ? {} : { typeId }),
      ...(areaId === ANY ? {} : { areaId }),
      ...(status === ANY ? {} : { status }),
      searchKey: searchText(searchKey, DeviceListInput.shape.searchKey),
      ...page,
    }),
};

export const useDeviceTypes = () => useQuery({ queryKey: deviceKeys.types(), queryFn: () => call(deviceEndpoints.getDeviceTypeList, {}) });
export const useDeviceAreas = () => useQuery({ queryKey: deviceKeys.areas(), queryFn: () => call(deviceEndpoints.getAreaList, {}) });
export const useDeviceManagers = () => useQuery({ queryKey: deviceKeys.managers(), queryFn: () => call(deviceEndpoints.getManagerList, {}) });

const DEVICES = { changes: ['devices'] } as const;

export type DeviceSave = CallInput<typeof deviceEndpoints.addDevice> & { deviceId?: number | undefined };
export const useSaveDevice = () =>
  useWrite(({ deviceId, ...input }: DeviceSave): Promise<unknown> => (deviceId ? call(deviceEndpoints.updateDevice, { deviceId, ...input }) : call(deviceEndpoints.addDevice, input)), DEVICES);
export const useDeleteDevice = () => useWrite((deviceId: number) => call(deviceEndpoints.delDevice, { deviceId }), DEVICES);
export const useDeleteDevices = () => useWrite((deviceIdList: number[]) => call(deviceEndpoints.delAllDevice, { deviceIdList }), DEVICES);

export type DeviceTypeSave = CallInput<typeof deviceEndpoints.addDeviceType> & { typeId?: number | undefined };
export const useSaveDeviceType = () =>
  useWrite(({ typeId, ...input }: DeviceTypeSave): Promise<unknown> => (typeId ? call(deviceEndpoints.updateDeviceType, { typeId, ...input }) : call(deviceEndpoints.addDeviceType, input)), DEVICES);
export const useDeleteDeviceType = () => useWrite((typeId: number) => call(deviceEndpoints.delDeviceType, { typeId }), DEVICES);
