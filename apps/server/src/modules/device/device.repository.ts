import type { Insertable, Updateable } from 'kysely';
import type { PageInput } from '../../core/paging.js';
import { rowsOfPage } from '../../core/paging.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export interface DeviceFilter {
  typeId?: number | undefined;
  areaId?: number | undefined;
  status?: number | undefined;
  searchKey?: string | undefined;
}

function filtered(db: SchoolDb, filter: DeviceFilter) {
  let query = db.selectFrom('device');
  if (filter.typeId) query = query.where('device.typeId', '=', filter.typeId);
  if (filter.areaId) query = query.where('device.areaId', '=', filter.areaId);
  if (filter.status) query = query.where('device.status', '=', filter.status);
  const { searchKey } = filter;
  if (searchKey) query = query.where((eb) => eb.or([containsText(eb.ref('device.name'), searchKey), containsText(eb.ref('device.deviceNo'), searchKey)]));
  return query;
}

/** The device with its type's, area's and manager's names. */
function described(db: SchoolDb, filter: DeviceFilter) {
  return filtered(db, filter)
    .innerJoin('deviceType', 'deviceType.id', 'device.typeId')
    .leftJoin('activityArea', 'activityArea.id', 'device.areaId')
    .leftJoin('teacher', 'teacher.id', 'device.managerId')
    .select([
      'device.id as deviceId',
      'device.name as deviceName',
      'device.deviceNo',
      'device.typeId',
      'deviceType.name as typeName',
      'device.areaId',
      'activityArea.name as areaName',
      'device.managerId',
      'teacher.name as managerName',
      'device.status',
      'device.purchaseDate',
      'device.warrantyEndDate',
      'device.remark',
      'device.updatedAt',
    ]);
}

/** Newest first. */
export function listDevices(db: SchoolDb, filter: DeviceFilter, page: PageInput) {
  const { offset, limit } = rowsOfPage(page);
  return described(db, filter).orderBy('device.id', 'desc').offset(offset).limit(limit).execute();
}

export async function countDevices(db: SchoolDb, filter: DeviceFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findDevice(db: SchoolDb, deviceId: number) {
  return described(db, {}).where('device.id', '=', deviceId).executeTakeFirst();
}

export async function insertDevice(db: SchoolDb, device: Insertable<SchoolScopedDatabase['device']>): Promise<number> {
  return (await db.insertInto('device').values(device).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateDevice(db: SchoolDb, deviceId: number, changes: Updateable<SchoolScopedDatabase['device']>): Promise<boolean> {
  const result = await db.updateTable('device').set(changes).where('id', '=', deviceId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function existingDeviceIds(db: SchoolDb, deviceIds: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom('device').select('id').where('id', 'in', deviceIds).execute();
  return new Set(rows.map((row) => row.id));
}

export async function deleteDevices(db: SchoolDb, deviceIds: number[]): Promise<number> {
  const result = await db.deleteFrom('device').where('id', 'in', deviceIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The school's types with how many devices each has, counted in SQL. */
export function listTypes(db: SchoolDb) {
  return db
    .selectFrom('deviceType')
    .leftJoin('device', 'device.typeId', 'deviceType.id')
    .select((eb) => ['deviceType.id as typeId', 'deviceType.name as typeName', 'deviceType.remark', eb.fn.count<number>('device.id').as('deviceCount')])
    .groupBy(['deviceType.id', 'deviceType.name', 'deviceType.remark'])
    .orderBy('deviceType.id')
    .execute();
}

export function findTypeByName(db: SchoolDb, name: string) {
  return db.selectFrom('deviceType').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertType(db: SchoolDb, type: Insertable<SchoolScopedDatabase['deviceType']>): Promise<number> {
  return (await db.insertInto('deviceType').values(type).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateType(db: SchoolDb, typeId: number, changes: Updateable<SchoolScopedDatabase['deviceType']>): Promise<boolean> {
  const result = await db.updateTable('deviceType').set(changes).where('id', '=', typeId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteType(db: SchoolDb, typeId: number): Promise<void> {
  await db.deleteFrom('deviceType').where('id', '=', typeId).execute();
}
