import { MAX_EMERGENCY_TYPES, type AddEmergencyInput, type EmergencyDetail, type EmergencyListInput, type EmergencyRow, type EmergencyTypeRow } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import { activeTeacherIds, activeTeachers } from '../teacher/index.js';
import * as repository from './emergency.repository.js';

const DONE = { success: true } as const;

const typeRow = (row: { typeId: number; typeName: string; description: string | null; emergencyCount: unknown }): EmergencyTypeRow => ({
  typeId: row.typeId,
  typeName: row.typeName,
  description: row.description,
  emergencyCount: Number(row.emergencyCount ?? 0),
});

const rowOf = (row: repository.StoredEmergency): EmergencyRow => ({
  emergencyId: row.id,
  title: row.title,
  typeId: row.typeId,
  typeName: row.typeName,
  level: row.level,
  occurredAt: row.occurredAt,
  place: row.place,
  childCount: Number(row.childCount ?? 0),
  teacherCount: Number(row.teacherCount ?? 0),
  reporterName: row.reporterName,
});

/**
 * 突发事件: the school's emergency types and its records of what happened, to whom, what was done and
 * who was told, with the files kept for the authorities (kind EmergencyFile).
 */
export function emergencyService(deps: { clock: Clock; files: FileService }) {
  async function assertTypeNameFree(db: SchoolDb, name: string, exceptId?: number) {
    if (await repository.typeNamed(db, name, exceptId)) throw invalidParams(`已有名为「${name}」的突发事件类型`, 'typeName');
  }

  /** The people and files a record names must be the school's: children on its roll, staff who have not left. */
  async function checkedLinks(db: SchoolDb, session: SessionIdentity, input: AddEmergencyInput, keptFiles: number[]) {
    if (!(await repository.findType(db, input.typeId))) throw invalidParams('突发事件类型不存在', 'typeId');
    if (input.occurredAt.slice(0, 10) > schoolDate(deps.clock.now())) throw invalidParams('发生时间不能晚于今天', 'occurredAt');
    const childIds = [...new Set(input.childIds)];
    const teacherIds = [...new Set(input.teacherIds)];
    const children = await childrenByIds(db, childIds);
    if (children.length !== childIds.length) throw invalidParams('涉及的幼儿不存在', 'childIds');
    const teachers = await activeTeacherIds(db, teacherIds);
    if (teachers.size !== teacherIds.length) throw invalidParams('涉及的教职工不存在或已离职', 'teacherIds');
    await assertFileReferences(db, input.fileIds, { kinds: ['EmergencyFile'], uploadedBy: session.teacherId, kept: keptFiles });
    return { childIds, teacherIds, fileIds: input.fileIds };
  }

  const fieldsOf = (input: AddEmergencyInput) => ({
    title: input.title,
    typeId: input.typeId,
    level: input.level,
    occurredAt: input.occurredAt,
    place: input.place,
    description: input.description,
    actions: input.actions,
    notifyList: JSON.stringify([...new Set(input.notifyList)]),
  });

  async function existing(db: SchoolDb, emergencyId: number) {
    const row = await repository.findEmergency(db, emergencyId);
    if (!row) throw notFound('突发事件');
    return row;
  }

  return {
    async types(db: SchoolDb) {
      return (await repository.typesWithCounts(db)).map(typeRow);
    },

    async typeOptions(db: SchoolDb) {
      return (await repository.typesWithCounts(db)).map((row) => ({ typeId: row.typeId, typeName: row.typeName }));
    },

    async typeDetail(db: SchoolDb, typeId: number) {
      const [row] = await repository.typesWithCounts(db, typeId);
      if (!row) throw notFound('突发事件类型');
      return typeRow(row);
    },

    async addType(db: SchoolDb, input: { typeName: string; description: string | null }) {
      await assertTypeNameFree(db, input.typeName);
      if ((await repository.typeCount(db)) >= MAX_EMERGENCY_TYPES) throw invalidParams(`突发事件类型最多${MAX_EMERGENCY_TYPES}个`);
      return { typeId: await repository.insertType(db, { name: input.typeName, description: input.description, createdAt: iso(deps.clock.now()) }) };
    },

    async updateType(db: SchoolDb, input: { typeId: number; typeName: string; description: string | null }) {
      if (!(await repository.findType(db, input.typeId))) throw notFound('突发事件类型');
      await assertTypeNameFree(db, input.typeName, input.typeId);
      await repository.updateType(db, input.typeId, { name: input.typeName, description: input.description });
      return DONE;
    },

    async removeType(db: SchoolDb, typeId: number) {
      const type = await repository.findType(db, typeId);
      if (!type) throw notFound('突发事件类型');
      const used = await repository.emergencyCountOfType(db, typeId);
      if (used > 0) throw deleteRefused(`类型「${type.name}」下还有 ${used} 条突发事件记录，不能删除`);
      await repository.deleteType(db, typeId);
      return DONE;
    },

    async list(db: SchoolDb, input: EmergencyListInput) {
      const filter = {
        typeId: input.typeId || undefined,
        level: input.level || undefined,
        searchKey: input.searchKey,
        startDate: input.startDate || undefined,
        endDate: input.endDate || undefined,
      };
      const [rows, total] = await Promise.all([repository.emergencyPage(db, filter, input), repository.emergencyCount(db, filter)]);
      return { list: rows.map(rowOf), total };
    },

    async detail(db: SchoolDb, emergencyId: number): Promise<EmergencyDetail> {
      const row = await existing(db, emergencyId);
      const [childList, teacherList, fileIds] = await Promise.all([
        repository.childrenOf(db, emergencyId),
        repository.teachersOf(db, emergencyId),
        repository.fileIdsOf(db, emergencyId),
      ]);
      return {
        ...rowOf(row),
        description: row.description,
        actions: row.actions,
        notifyList: JSON.parse(row.notifyList) as string[],
        childList,
        teacherList,
        fileList: await attachedFiles(db, fileIds.map((fileId) => ({ fileId }))),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddEmergencyInput) {
      const links = await checkedLinks(db, session, input, []);
      const at = iso(deps.clock.now());
      const emergencyId = await inTransaction(db, async (trx) => {
        const id = await repository.insertEmergency(trx, { ...fieldsOf(input), reporterId: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replaceLinks(trx, id, links);
        return id;
      });
      return { emergencyId };
    },

    async update(db: SchoolDb, session: SessionIdentity, input: AddEmergencyInput & { emergencyId: number }) {
      await existing(db, input.emergencyId);
      const before = await repository.fileIdsOf(db, input.emergencyId);
      const links = await checkedLinks(db, session, input, before);
      await inTransaction(db, async (trx) => {
        await repository.updateEmergency(trx, input.emergencyId, { ...fieldsOf(input), updatedAt: iso(deps.clock.now()) });
        await repository.replaceLinks(trx, input.emergencyId, links);
      });
      await deps.files.removeUnused(db, before.filter((fileId) => !input.fileIds.includes(fileId)));
      return DONE;
    },

    async remove(db: SchoolDb, emergencyId: number) {
      await existing(db, emergencyId);
      const fileIds = await repository.fileIdsOf(db, emergencyId);
      await inTransaction(db, (trx) => repository.deleteEmergency(trx, emergencyId));
      await deps.files.removeUnused(db, fileIds);
      return DONE;
    },

    async teacherOptions(db: SchoolDb, searchKey: string | null) {
      const teachers = await activeTeachers(db, { keyword: searchKey ?? undefined });
      return teachers.map((teacher) => ({ teacherId: teacher.teacherId, teacherName: teacher.teacherName, departmentName: teacher.departmentName }));
    },
  };
}

export type EmergencyService = ReturnType<typeof emergencyService>;
