import { describe, expect, it } from 'vitest';
import { beyondRatio, childrenPer, classSizeRule } from './compliance.rules.js';

describe('the compliance rules', () => {
  it('limits each grade level’s class, and leaves an unknown level without a limit', () => {
    expect([1, 2, 3, 4, 5].map((level) => classSizeRule(level)?.limit)).toEqual([20, 25, 30, 35, 30]);
    expect(classSizeRule(9)).toBeUndefined();
  });

  it('reads a ratio as children for each member of staff, and flags only beyond the limit', () => {
    expect(childrenPer(360, 44)).toBe(8.2);
    expect(childrenPer(10, 0)).toBeNull();
    expect(beyondRatio(21, 3, 7)).toBe(false);
    expect(beyondRatio(22, 3, 7)).toBe(true);
    expect(beyondRatio(1, 0, 7)).toBe(true);
    expect(beyondRatio(0, 0, 7)).toBe(false);
  });
});
