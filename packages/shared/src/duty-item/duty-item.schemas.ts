import { z } from 'zod';
import { id, intAmong } from '../endpoint.js';
import { nameText, optionalText } from '../fields.js';

/** What a duty check is about (值日事项类别). */
export const DutyCategory = { SAFETY: 1, HYGIENE: 2, CARE: 3, OTHER: 9 } as const;
export const dutyCategoryLabel: Record<number, string> = { 1: '安全检查', 2: '卫生消毒', 3: '保育护理', 9: '其他' };
export const dutyCategories = Object.values(DutyCategory);

/** When in the day it is checked (检查时段). */
export const dutyPeriodLabel: Record<number, string> = { 1: '入园前', 2: '上午', 3: '午间', 4: '下午', 5: '离园后', 9: '全天' };
export const dutyPeriods = Object.keys(dutyPeriodLabel).map(Number);

export const MAX_DUTY_ITEMS = 100;

export const DutyItemListInput = z.object({
  /** The caller's school; another school's is refused. */
  schoolId: id().optional(),
  category: intAmong([0, ...dutyCategories], '类别不存在').default(0),
});
export const DutyItemRow = z.object({
  dutyItemId: z.number().int(),
  itemName: z.string(),
  category: z.number().int(),
  period: z.number().int(),
  standard: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type DutyItemRow = z.infer<typeof DutyItemRow>;

const itemFields = {
  itemName: nameText('事项名称', 50),
  category: intAmong(dutyCategories, '请选择类别'),
  period: intAmong(dutyPeriods, '请选择检查时段').default(9),
  standard: optionalText('检查标准', 300),
};
export const AddDutyItemInput = z.object(itemFields);
export type AddDutyItemInput = z.infer<typeof AddDutyItemInput>;
export const UpdateDutyItemInput = z.object({ dutyItemId: id(), ...itemFields });
export const DutyItemIdInput = z.object({ dutyItemId: id() });
export const SavedDutyItem = z.object({ dutyItemId: z.number().int() });
export const DefaultDutyItemsUsed = z.object({ addedCount: z.number().int(), skippedCount: z.number().int() });
