import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../session/session.schemas.js';
import {
  AddDeviceInput,
  AddDeviceTypeInput,
  DeletedDevices,
  Device,
  DeviceAreaOption,
  DeviceIdInput,
  DeviceIdListInput,
  DeviceList,
  DeviceListInput,
  DeviceManagerInput,
  DeviceManagerOption,
  DeviceType,
  DeviceTypeIdInput,
  SavedDevice,
  SavedDeviceType,
  UpdateDeviceInput,
  UpdateDeviceTypeInput,
} from './device.schemas.js';

const DEVICES = 'Setting.DeviceManage';
const L = '/api/Device/' as const;
const LT = '/api/DeviceType/' as const;

/**
 * 系统设置 > 设备管理: the school's devices and their types. The spec names these calls by purpose
 * only (list, area list, manager list, details for update, delete by id as GET; add, update,
 * delete-all by id list as POST; types: list, details, add, update, delete); they take legacy paths.
 */
export const deviceEndpoints = {
  getDeviceList: defineEndpoint({
    id: 'device.getDeviceList',
    summary: '设备列表（按类型、区域、状态、名称或编号筛选，分页）',
    access: DEVICES,
    legacy: { method: 'GET', path: `${L}GetDeviceList` },
    input: DeviceListInput,
    output: DeviceList,
  }),
  getAreaList: defineEndpoint({
    id: 'device.getAreaList',
    summary: '设备所在区域的选项（园所活动的区域）',
    access: DEVICES,
    legacy: { method: 'GET', path: `${L}GetAreaList` },
    input: z.object({}),
    output: z.array(DeviceAreaOption),
  }),
  getManagerList: defineEndpoint({
    id: 'device.getManagerList',
    summary: '设备负责人的选项（在职教职工）',
    access: DEVICES,
    legacy: { method: 'GET', path: `${L}GetManagerList` },
    input: DeviceManagerInput,
    output: z.array(DeviceManagerOption),
  }),
  getDeviceForUpdate: defineEndpoint({
    id: 'device.getDeviceForUpdate',
    summary: '编辑设备前读取',
    access: DEVICES,
    legacy: { method: 'GET', path: `${L}GetDeviceForUpdate` },
    input: DeviceIdInput,
    output: Device,
  }),
  delDevice: defineEndpoint({
    id: 'device.delDevice',
    summary: '删除一台设备',
    access: DEVICES,
    legacy: { method: 'GET', path: `${L}DelDevice` },
    input: DeviceIdInput,
    output: Done,
    readOnly: false,
  }),
  addDevice: defineEndpoint({
    id: 'device.addDevice',
    summary: '添加设备',
    access: DEVICES,
    legacy: { method: 'POST', path: `${L}AddDevice` },
    input: AddDeviceInput,
    output: SavedDevice,
    creates: 'deviceId',
  }),
  updateDevice: defineEndpoint({
    id: 'device.updateDevice',
    summary: '修改设备',
    access: DEVICES,
    legacy: { method: 'POST', path: `${L}UpdateDevice` },
    input: UpdateDeviceInput,
    output: Done,
  }),
  delAllDevice: defineEndpoint({
    id: 'device.delAllDevice',
    summary: '批量删除设备（全部属于本园才删除）',
    access: DEVICES,
    legacy: { method: 'POST', path: `${L}DelAllDevice` },
    input: DeviceIdListInput,
    output: DeletedDevices,
  }),
  getDeviceTypeList: defineEndpoint({
    id: 'device.getDeviceTypeList',
    summary: '本园的设备类型及各类型的设备数',
    access: DEVICES,
    legacy: { method: 'GET', path: `${LT}GetDeviceTypeList` },
    input: z.object({}),
    output: z.array(DeviceType),
  }),
  getDeviceTypeDetail: defineEndpoint({
    id: 'device.getDeviceTypeDetail',
    summary: '设备类型详情',
    access: DEVICES,
    legacy: { method: 'GET', path: `${LT}GetDeviceTypeDetail` },
    input: DeviceTypeIdInput,
    output: DeviceType,
  }),
  addDeviceType: defineEndpoint({
    id: 'device.addDeviceType',
    summary: '添加设备类型',
    access: DEVICES,
    legacy: { method: 'POST', path: `${LT}AddDeviceType` },
    input: AddDeviceTypeInput,
    output: SavedDeviceType,
    creates: 'typeId',
  }),
  updateDeviceType: defineEndpoint({
    id: 'device.updateDeviceType',
    summary: '修改设备类型',
    access: DEVICES,
    legacy: { method: 'POST', path: `${LT}UpdateDeviceType` },
    input: UpdateDeviceTypeInput,
    output: Done,
  }),
  delDeviceType: defineEndpoint({
    id: 'device.delDeviceType',
    summary: '删除设备类型（仍有设备使用时不能删除）',
    access: DEVICES,
    legacy: { method: 'POST', path: `${LT}DelDeviceType` },
    input: DeviceTypeIdInput,
    output: Done,
  }),
};
