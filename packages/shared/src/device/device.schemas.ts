import { z } from 'zod';
import { id, intAmong, isoDate, pageInput, pageOf } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';

/** 设备状态. */
export const DeviceStatus = { NORMAL: 1, FAULTY: 2, IN_REPAIR: 3, DISABLED: 4 } as const;
export const deviceStatusLabel: Record<number, string> = { 1: '正常', 2: '异常', 3: '维修中', 4: '停用' };
const deviceStatus = () => intAmong(Object.values(DeviceStatus), '设备状态为正常、异常、维修中或停用');

/** None: absent, null, '' or 0, as forms and query strings send it. */
const optionalId = () => z.preprocess((value) => (value === '' || value === 0 || value === '0' || value === null ? undefined : value), id().optional());
const optionalDate = () => z.preprocess((value) => value || null, isoDate().nullable());

export const DeviceListInput = z.object({
  typeId: optionalId(),
  areaId: optionalId(),
  /** 0 or absent: every status. */
  status: z.preprocess((value) => (value === '' || value === 0 || value === '0' ? undefined : value), deviceStatus().optional()),
  searchKey: z.string().trim().max(30, '搜索内容最多30字').optional(),
  ...pageInput,
});

export const Device = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  deviceNo: z.string().nullable(),
  typeId: z.number().int(),
  typeName: z.string(),
  areaId: z.number().int().nullable(),
  /** Null when the area is gone or none was named. */
  areaName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  status: z.number().int(),
  purchaseDate: z.string().nullable(),
  /** 保修截止日期. */
  warrantyEndDate: z.string().nullable(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof Device>;
export const DeviceList = pageOf(Device);

const deviceFields = {
  deviceName: nameText('设备名称', 30),
  deviceNo: z.preprocess((value) => value || null, z.string().trim().max(30, '设备编号最多30字').nullable()),
  typeId: id(),
  areaId: optionalId().transform((value) => value ?? null),
  managerId: optionalId().transform((value) => value ?? null),
  status: deviceStatus().default(DeviceStatus.NORMAL),
  purchaseDate: optionalDate(),
  warrantyEndDate: optionalDate(),
  remark: optionalText('备注', 200),
};
const datesInOrder: [(input: { purchaseDate: string | null; warrantyEndDate: string | null }) => boolean, { message: string; path: string[] }] = [
  (input) => !input.purchaseDate || !input.warrantyEndDate || input.purchaseDate <= input.warrantyEndDate,
  { message: '保修截止日期不能早于购置日期', path: ['warrantyEndDate'] },
];
export const AddDeviceInput = z.object(deviceFields).refine(...datesInOrder);
export const UpdateDeviceInput = z.object({ deviceId: id(), ...deviceFields }).refine(...datesInOrder);
export const DeviceIdInput = z.object({ deviceId: id() });
export const DeviceIdListInput = z.object({
  /** Comma-joined text or an array, as clients send it. */
  deviceIdList: z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(id()).min(1, '请选择要删除的设备').max(200, '一次最多删除200台设备'))
    .transform((ids) => [...new Set(ids)]),
});
export const SavedDevice = z.object({ deviceId: z.number().int() });
export const DeletedDevices = z.object({ deletedCount: z.number().int() });

export const DeviceAreaOption = z.object({ areaId: z.number().int(), areaName: z.string() });
export const DeviceManagerOption = z.object({ teacherId: z.number().int(), teacherName: z.string(), departmentName: z.string().nullable() });
export const DeviceManagerInput = z.object({ searchKey: z.string().trim().max(20).optional() });

export const DeviceType = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  remark: z.string().nullable(),
  deviceCount: z.number().int(),
});
export type DeviceType = z.infer<typeof DeviceType>;
export const DeviceTypeIdInput = z.object({ typeId: id() });
const typeFields = { typeName: nameText('类型名称', 20), remark: optionalText('说明', 100) };
export const AddDeviceTypeInput = z.object(typeFields);
export const UpdateDeviceTypeInput = z.object({ typeId: id(), ...typeFields });
export const SavedDeviceType = z.object({ typeId: z.number().int() });
