import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import * as repository from './staff-group.repository.js';
import type { StaffGroupTable } from './staff-group.repository.js';

const LABEL: Record<StaffGroupTable, string> = { department: '部门', post: '职务' };
/** The calls' name field, which a refusal of the name points at. */
const NAME_FIELD: Record<StaffGroupTable, string> = { department: 'departmentName', post: 'postName' };

/** 部门管理 and 职务管理: the same rules over either table. */
export function staffGroupService(table: StaffGroupTable) {
  const label = LABEL[table];

  async function existing(db: SchoolDb, id: number) {
    const group = await repository.findGroup(db, table, id);
    if (!group) throw notFound(label);
    return group;
  }

  async function assertNameFree(db: SchoolDb, name: string, exceptId?: number) {
    const found = await repository.findGroupByName(db, table, name);
    if (found && found.id !== exceptId) throw invalidParams(`已有${label}「${name}」`, NAME_FIELD[table]);
  }

  return {
    async list(db: SchoolDb) {
      const rows = await repository.listGroups(db, table);
      return rows.map((row) => ({ id: row.id, name: row.name, sortOrder: row.sortOrder, teacherCount: Number(row.teacherCount) }));
    },

    async add(db: SchoolDb, name: string) {
      await assertNameFree(db, name);
      return repository.insertGroup(db, table, name);
    },

    async rename(db: SchoolDb, id: number, name: string) {
      await existing(db, id);
      await assertNameFree(db, name, id);
      await repository.renameGroup(db, table, id, name);
      return id;
    },

    /** The whole list in its new order: a drag in the console sends every id. */
    async reorder(db: SchoolDb, ids: number[]) {
      const current = (await repository.listGroups(db, table)).map((row) => row.id);
      const sameSet = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!sameSet) throw invalidParams(`请提交本园全部${label}的编号，每个一次`);
      await inTransaction(db, async (trx) => {
        for (const [index, id] of ids.entries()) await repository.setSortOrder(trx, table, id, index + 1);
      });
      return { success: true as const };
    },

    async remove(db: SchoolDb, id: number) {
      const group = await existing(db, id);
      const members = await repository.countActiveMembers(db, table, id);
      if (members > 0) throw deleteRefused(`「${group.name}」还有${members}位在职教职工，请先调整他们的${label}`);
      await inTransaction(db, (trx) => repository.deleteGroup(trx, table, id));
      return { success: true as const };
    },
  };
}

export type StaffGroupService = ReturnType<typeof staffGroupService>;
