import { DEFAULT_DUTY_ITEMS } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { insertDutyItems } from './duty-item.repository.js';

/** The demo school keeps most of the default checks and two of its own: loading the defaults adds the rest. */
export async function seedDutyItems(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const own = [
    { itemName: '沙水区水池水位', category: 1, period: 2, standard: '水深不超过20厘米，活动结束后排空' },
    { itemName: '种植园工具收纳', category: 1, period: 4, standard: '小铲、水壶等工具清点后入柜' },
  ];
  await insertDutyItems(
    db,
    [...DEFAULT_DUTY_ITEMS.slice(0, 8), ...own].map((item, index) => ({ name: item.itemName, category: item.category, period: item.period, standard: item.standard, sortOrder: index + 1, createdAt: plan.now })),
  );
}
