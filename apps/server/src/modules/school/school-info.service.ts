import type { SchoolInfo } from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { citiesOf, countiesOf, provinces } from '../../core/regions.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences } from '../files/index.js';
import * as repository from './school.repository.js';

/** What a machine does until the school says otherwise. */
const DEFAULT_MACHINE_SETTING = { swipeIntervalMinutes: 10, showClassName: 1, showPhoto: 0, welcomeText: null };

/** 刷卡机设置's repeat window: swipes of one card closer than this are one, for whoever records a machine's swipe. */
export async function swipeIntervalMinutes(db: SchoolDb): Promise<number> {
  return (await repository.machineSetting(db))?.swipeIntervalMinutes ?? DEFAULT_MACHINE_SETTING.swipeIntervalMinutes;
}

type Regions = { code: string; name: string }[];
const nameIn = (regions: Regions, code: string | null) => (code ? (regions.find((region) => region.code === code)?.name ?? null) : null);

export interface InfoInput {
  schoolId?: number | undefined;
  schoolName: string;
  provinceCode: string | null;
  cityCode: string | null;
  countyCode: string | null;
  address: string | null;
  contactName: string | null;
  contactPhone: string | null;
  licenceNo: string | null;
  creditCode: string | null;
  capacity: number | null;
}

export interface MachineInput {
  machineList: { machineId?: number | undefined; machineName: string; kind: number; location: string | null; isEnabled: boolean }[];
  swipeIntervalMinutes: number;
  showClassName: boolean;
  showPhoto: boolean;
  welcomeText: string | null;
}

/** Each region within the one above it: a city of the province, a county of the city. */
function checkRegions(input: Pick<InfoInput, 'provinceCode' | 'cityCode' | 'countyCode'>) {
  const { provinceCode, cityCode, countyCode } = input;
  if (provinceCode && !nameIn(provinces(), provinceCode)) throw invalidParams('省份不存在', 'provinceCode');
  if (cityCode && !(provinceCode && nameIn(citiesOf(provinceCode), cityCode))) throw invalidParams('城市不在所选省份内', 'cityCode');
  if (countyCode && !(cityCode && nameIn(countiesOf(cityCode), countyCode))) throw invalidParams('区县不在所选城市内', 'countyCode');
}

/** 园所信息 and the card machines' configuration. */
export function schoolInfoService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** The school a call is about: the session's, or a school of the group for its group administrator. */
  async function targetSchool(session: SessionIdentity, schoolId: number | undefined): Promise<number> {
    if (schoolId === undefined || schoolId === session.schoolId) return session.schoolId;
    const family = await repository.groupOf(db, session.homeSchoolId);
    if (!session.isGroupAdmin || !family.some((school) => school.schoolId === schoolId)) throw notAllowed('只能查看和修改本园，集团管理员可修改分园');
    return schoolId;
  }

  async function infoOf(schoolId: number): Promise<SchoolInfo> {
    const row = await repository.schoolInfo(db, schoolId);
    if (!row) throw notFound('园所');
    return {
      schoolId: row.id,
      schoolName: row.name,
      parentSchoolId: row.parentId,
      provinceCode: row.provinceCode,
      provinceName: nameIn(provinces(), row.provinceCode),
      cityCode: row.cityCode,
      cityName: row.provinceCode ? nameIn(citiesOf(row.provinceCode), row.cityCode) : null,
      countyCode: row.countyCode,
      countyName: row.cityCode ? nameIn(countiesOf(row.cityCode), row.countyCode) : null,
      address: row.address,
      contactName: row.contactName,
      contactPhone: row.phone,
      licenceNo: row.licenceNo,
      creditCode: row.creditCode,
      capacity: row.capacity,
      logoFileId: row.logoFileId,
      updatedAt: row.updatedAt,
    };
  }

  return {
    info: async (session: SessionIdentity, schoolId: number | undefined) => infoOf(await targetSchool(session, schoolId)),

    async update(session: SessionIdentity, input: InfoInput) {
      const schoolId = await targetSchool(session, input.schoolId);
      checkRegions(input);
      await repository.updateSchool(db, schoolId, {
        name: input.schoolName,
        provinceCode: input.provinceCode,
        cityCode: input.cityCode,
        countyCode: input.countyCode,
        address: input.address,
        contactName: input.contactName,
        phone: input.contactPhone,
        licenceNo: input.licenceNo,
        creditCode: input.creditCode,
        capacity: input.capacity,
        updatedAt: iso(clock.now()),
      });
      return infoOf(schoolId);
    },

    /** The logo is a SchoolLogo file the caller's school holds (a group administrator uploads a branch's in their own). */
    async updateLogo(sessionDb: SchoolDb, session: SessionIdentity, input: { schoolId?: number | undefined; logoFileId: number }) {
      const schoolId = await targetSchool(session, input.schoolId);
      await assertFileReferences(sessionDb, [input.logoFileId], { kinds: ['SchoolLogo'] });
      await repository.updateSchool(db, schoolId, { logoFileId: input.logoFileId, updatedAt: iso(clock.now()) });
      return { logoFileId: input.logoFileId };
    },

    async machineConfig(schoolDb: SchoolDb) {
      const [machines, setting, keyIssuedAt] = await Promise.all([repository.cardMachines(schoolDb), repository.machineSetting(schoolDb), repository.machineKeyIssuedAt(schoolDb)]);
      const saved = setting ?? DEFAULT_MACHINE_SETTING;
      return {
        machineList: machines.map((row) => ({ machineId: row.id, machineName: row.name, kind: row.kind, location: row.location, isEnabled: row.isEnabled === 1 })),
        swipeIntervalMinutes: saved.swipeIntervalMinutes,
        showClassName: saved.showClassName === 1,
        showPhoto: saved.showPhoto === 1,
        welcomeText: saved.welcomeText,
        keyIssuedAt,
      };
    },

    /** Saves the whole configuration: machines named by id are updated, new ones added, those left out removed. */
    async updateMachineConfig(schoolDb: SchoolDb, input: MachineInput) {
      const existing = new Set((await repository.cardMachines(schoolDb)).map((row) => row.id));
      const keptIds = input.machineList.flatMap((machine) => (machine.machineId === undefined ? [] : [machine.machineId]));
      const unknown = keptIds.find((machineId) => !existing.has(machineId));
      if (unknown !== undefined) throw notFound(`刷卡机（编号${unknown}）`);
      if (new Set(keptIds).size !== keptIds.length) throw invalidParams('同一台刷卡机不能出现两次', 'machineList');
      const now = iso(clock.now());
      const fields = (machine: MachineInput['machineList'][number]) => ({ name: machine.machineName, kind: machine.kind, location: machine.location, isEnabled: machine.isEnabled ? 1 : 0, updatedAt: now });
      await inTransaction(schoolDb, async (trx) => {
        await repository.deleteMachinesExcept(trx, keptIds);
        for (const machine of input.machineList) if (machine.machineId !== undefined) await repository.updateMachine(trx, machine.machineId, fields(machine));
        await repository.insertMachines(trx, input.machineList.filter((machine) => machine.machineId === undefined).map((machine) => ({ ...fields(machine), createdAt: now })));
        await repository.saveMachineSetting(trx, {
          swipeIntervalMinutes: input.swipeIntervalMinutes,
          showClassName: input.showClassName ? 1 : 0,
          showPhoto: input.showPhoto ? 1 : 0,
          welcomeText: input.welcomeText,
          updatedAt: now,
        });
      });
      return { success: true as const };
    },
  };
}

export type SchoolInfoService = ReturnType<typeof schoolInfoService>;
