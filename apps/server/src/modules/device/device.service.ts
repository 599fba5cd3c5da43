import type { Device, DeviceType } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { isUniqueViolation } from '../../core/constraint-errors.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import type { PageInput } from '../../core/paging.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { allAreas, findArea } from '../school-activity/index.js';
import { activeTeacherIds, activeTeachers } from '../teacher/index.js';
import * as repository from './device.repository.js';
import type { DeviceFilter } from './device.repository.js';

export interface DeviceFields {
  deviceName: string;
  deviceNo: string | null;
  typeId: number;
  areaId: number | null;
  managerId: number | null;
  status: number;
  purchaseDate: string | null;
  warrantyEndDate: string | null;
  remark: string | null;
}

const typeOf = (row: { typeId: number; typeName: string; remark: string | null; deviceCount: number | string }): DeviceType => ({ ...row, deviceCount: Number(row.deviceCount) });

/** 设备管理: the school's devices, in its areas and in its staff's care, and their types. */
export function deviceService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());

  /**
   * A device's fields as the school may hold them: bought by today, and the type, area and manager it
   * names the school's (another school's answer as missing).
   */
  async function checkFields(db: SchoolDb, input: DeviceFields) {
    // A device is bought before it is recorded; its warranty may run on into the future.
    if (input.purchaseDate && input.purchaseDate > schoolDate(deps.clock.now())) throw invalidParams('购置日期不能晚于今天', 'purchaseDate');
    const types = await repository.listTypes(db);
    if (!types.some((type) => type.typeId === input.typeId)) throw invalidParams('设备类型不存在', 'typeId');
    if (input.areaId !== null && !(await findArea(db, input.areaId))) throw invalidParams('区域不存在', 'areaId');
    if (input.managerId !== null && !(await activeTeacherIds(db, [input.managerId])).has(input.managerId)) throw invalidParams('负责人不是本园在职教职工', 'managerId');
  }

  const rowOf = (input: DeviceFields) => ({
    name: input.deviceName,
    deviceNo: input.deviceNo,
    typeId: input.typeId,
    areaId: input.areaId,
    managerId: input.managerId,
    status: input.status,
    purchaseDate: input.purchaseDate,
    warrantyEndDate: input.warrantyEndDate,
    remark: input.remark,
  });

  async function typeNamed(db: SchoolDb, name: string, except?: number) {
    const same = await repository.findTypeByName(db, name);
    if (same && same.id !== except) throw invalidParams(`设备类型「${name}」已存在`, 'typeName');
  }

  /** A name taken between the check and the write answers as the check does. */
  async function savingType<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidParams(`设备类型「${name}」已存在`, 'typeName');
      throw error;
    }
  }

  return {
    async list(db: SchoolDb, input: DeviceFilter & PageInput) {
      const [list, total] = await Promise.all([repository.listDevices(db, input, input), repository.countDevices(db, input)]);
      return { list: list satisfies Device[], total };
    },

    async areas(db: SchoolDb) {
      return (await allAreas(db)).map((area) => ({ areaId: area.areaId, areaName: area.name }));
    },

    async managers(db: SchoolDb, searchKey: string | undefined) {
      return (await activeTeachers(db, { keyword: searchKey })).map((row) => ({ teacherId: row.teacherId, teacherName: row.teacherName, departmentName: row.departmentName }));
    },

    async forUpdate(db: SchoolDb, deviceId: number): Promise<Device> {
      const device = await repository.findDevice(db, deviceId);
      if (!device) throw notFound('设备');
      return device;
    },

    async add(db: SchoolDb, input: DeviceFields) {
      await checkFields(db, input);
      const at = now();
      return { deviceId: await repository.insertDevice(db, { ...rowOf(input), createdAt: at, updatedAt: at }) };
    },

    async update(db: SchoolDb, input: DeviceFields & { deviceId: number }) {
      if (!(await repository.findDevice(db, input.deviceId))) throw notFound('设备');
      await checkFields(db, input);
      await repository.updateDevice(db, input.deviceId, { ...rowOf(input), updatedAt: now() });
      return { success: true as const };
    },

    async remove(db: SchoolDb, deviceId: number) {
      if ((await repository.deleteDevices(db, [deviceId])) === 0) throw notFound('设备');
      return { success: true as const };
    },

    /** All or none: a list naming a device the school does not have deletes nothing. */
    async removeAll(db: SchoolDb, deviceIds: number[]) {
      return inTransaction(db, async (trx) => {
        const found = await repository.existingDeviceIds(trx, deviceIds);
        const missing = deviceIds.find((deviceId) => !found.has(deviceId));
        if (missing !== undefined) throw notFound(`设备（编号${missing}）`);
        return { deletedCount: await repository.deleteDevices(trx, deviceIds) };
      });
    },

    types: async (db: SchoolDb) => (await repository.listTypes(db)).map(typeOf),

    async type(db: SchoolDb, typeId: number) {
      const row = (await repository.listTypes(db)).find((type) => type.typeId === typeId);
      if (!row) throw notFound('设备类型');
      return typeOf(row);
    },

    async addType(db: SchoolDb, input: { typeName: string; remark: string | null }) {
      await typeNamed(db, input.typeName);
      const typeId = await savingType(input.typeName, () => repository.insertType(db, { name: input.typeName, remark: input.remark, createdAt: now() }));
      return { typeId };
    },

    async updateType(db: SchoolDb, input: { typeId: number; typeName: string; remark: string | null }) {
      await typeNamed(db, input.typeName, input.typeId);
      const updated = await savingType(input.typeName, () => repository.updateType(db, input.typeId, { name: input.typeName, remark: input.remark }));
      if (!updated) throw notFound('设备类型');
      return { success: true as const };
    },

    /** A type still used by a device stays (2000032): the devices move to another type first. */
    async removeType(db: SchoolDb, typeId: number) {
      const type = await this.type(db, typeId);
      if (type.deviceCount > 0) throw deleteRefused(`设备类型「${type.typeName}」下还有${type.deviceCount}台设备，不能删除`);
      await repository.deleteType(db, typeId);
      return { success: true as const };
    },
  };
}

export type DeviceService = ReturnType<typeof deviceService>;
