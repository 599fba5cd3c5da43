import type { CareChild } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { changedEntries, DEFAULT_DRAFT, draftsOf, fillClass } from './daily-care-sheet';

const child = (studentId: number, fields: Partial<CareChild> = {}): CareChild => ({
  studentId,
  studentName: `幼儿${studentId}`,
  sex: 1,
  attendStatus: 1,
  recordable: true,
  waterCups: null,
  breakfast: null,
  lunch: null,
  snack: null,
  pickyNote: null,
  recordedByName: null,
  ...fields,
});
const saved = { waterCups: 4, breakfast: 2, lunch: 1, snack: 3, pickyNote: '不吃青菜', recordedByName: '周老师' };

describe('the class day sheet', () => {
  const children = [child(1), child(2, saved), child(3, { attendStatus: 0, recordable: false })];

  it('starts the unsaved children who came from the default, the saved ones from their day, and leaves out the absent', () => {
    expect(draftsOf(children)).toEqual({
      1: DEFAULT_DRAFT,
      2: { waterCups: 4, breakfast: 2, lunch: 1, snack: 3, pickyNote: '不吃青菜' },
    });
  });

  it('sends the unsaved children and the changed saved ones only', () => {
    const drafts = draftsOf(children);
    expect(changedEntries(children, drafts)).toEqual([{ studentId: 1, waterCups: 5, breakfast: 1, lunch: 1, snack: 1, pickyNote: null }]);
    const changed = { ...drafts, 2: { ...drafts[2]!, lunch: 4, pickyNote: '  挑出了胡萝卜 ' } };
    expect(changedEntries(children, changed)).toContainEqual({ studentId: 2, waterCups: 4, breakfast: 2, lunch: 4, snack: 3, pickyNote: '挑出了胡萝卜' });
  });

  it('fills the whole class with the chosen values, keeping each child’s picky note', () => {
    const filled = fillClass(draftsOf(children), { waterCups: 6, breakfast: 2, lunch: 2, snack: 1 });
    expect(filled[1]).toEqual({ waterCups: 6, breakfast: 2, lunch: 2, snack: 1, pickyNote: '' });
    expect(filled[2]).toEqual({ waterCups: 6, breakfast: 2, lunch: 2, snack: 1, pickyNote: '不吃青菜' });
    expect(filled[3]).toBeUndefined();
  });
});
