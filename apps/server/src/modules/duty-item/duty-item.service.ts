import { DEFAULT_DUTY_ITEMS, MAX_DUTY_ITEMS, type AddDutyItemInput, type DutyItemRow } from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import * as repository from './duty-item.repository.js';

const DONE = { success: true } as const;

/** 值日事项: the school's list of daily duty checks, started from a default list if it likes. */
export function dutyItemService(deps: { clock: Clock }) {
  async function assertNameFree(db: SchoolDb, name: string, exceptId?: number) {
    if (await repository.dutyItemNamed(db, name, exceptId)) throw invalidParams(`已有名为「${name}」的值日事项`, 'itemName');
  }

  return {
    async list(db: SchoolDb, session: SessionIdentity, input: { schoolId?: number | undefined; category: number }): Promise<DutyItemRow[]> {
      if (input.schoolId !== undefined && input.schoolId !== session.schoolId) throw notFound('园所');
      return (await repository.dutyItems(db, input.category || undefined)).map((row) => ({
        dutyItemId: row.id,
        itemName: row.name,
        category: row.category,
        period: row.period,
        standard: row.standard,
        sortOrder: row.sortOrder,
      }));
    },

    async add(db: SchoolDb, input: AddDutyItemInput) {
      await assertNameFree(db, input.itemName);
      const tally = await repository.dutyItemTally(db);
      if (tally.count >= MAX_DUTY_ITEMS) throw invalidParams(`值日事项最多${MAX_DUTY_ITEMS}条`);
      const [dutyItemId] = await repository.insertDutyItems(db, [
        { name: input.itemName, category: input.category, period: input.period, standard: input.standard, sortOrder: tally.nextOrder, createdAt: iso(deps.clock.now()) },
      ]);
      return { dutyItemId: dutyItemId! };
    },

    async update(db: SchoolDb, input: AddDutyItemInput & { dutyItemId: number }) {
      if (!(await repository.findDutyItem(db, input.dutyItemId))) throw notFound('值日事项');
      await assertNameFree(db, input.itemName, input.dutyItemId);
      await repository.updateDutyItem(db, input.dutyItemId, { name: input.itemName, category: input.category, period: input.period, standard: input.standard });
      return DONE;
    },

    async remove(db: SchoolDb, dutyItemId: number) {
      if (!(await repository.deleteDutyItem(db, dutyItemId))) throw notFound('值日事项');
      return DONE;
    },

    /** Adds the default items the school does not have by name; refused when it has them all. */
    async useDefaults(db: SchoolDb) {
      return inTransaction(db, async (trx) => {
        const names = await repository.dutyItemNames(trx);
        const missing = DEFAULT_DUTY_ITEMS.filter((item) => !names.has(item.itemName));
        if (missing.length === 0) throw notAllowed('默认值日事项已全部在列表中，无需重复添加');
        const tally = await repository.dutyItemTally(trx);
        if (tally.count + missing.length > MAX_DUTY_ITEMS) throw invalidParams(`值日事项最多${MAX_DUTY_ITEMS}条`);
        const at = iso(deps.clock.now());
        await repository.insertDutyItems(
          trx,
          missing.map((item, index) => ({ name: item.itemName, category: item.category, period: item.period, standard: item.standard, sortOrder: tally.nextOrder + index, createdAt: at })),
        );
        return { addedCount: missing.length, skippedCount: DEFAULT_DUTY_ITEMS.length - missing.length };
      });
    },
  };
}

export type DutyItemService = ReturnType<typeof dutyItemService>;
