import { describe, expect, it } from 'vitest';
import { daysOfDishes, dishesOfWeek, mondayOf, shiftWeek, weekLabel } from './cookbook-week';

describe('cookbook weeks', () => {
  it('finds the Monday of any day, Sunday belonging to the week before it', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(weekLabel('2026-11-30')).toBe('2026-11-30 至 2026-12-06');
  });

  it('turns a week’s grid into form dishes and back, leaving out empty meals', () => {
    const dishes = dishesOfWeek([
      { date: '2026-11-24', meals: [{ mealType: 3, foods: [{ foodId: 5 }, { foodId: 2 }] }, { mealType: 1, foods: [] }] },
      { date: '2026-11-23', meals: [{ mealType: 1, foods: [{ foodId: 7 }] }] },
    ]);
    expect(dishes).toEqual({ '2026-11-24|3': [5, 2], '2026-11-23|1': [7] });
    expect(daysOfDishes({ ...dishes, '2026-11-25|2': [] })).toEqual([
      { date: '2026-11-23', meals: [{ mealType: 1, foodIds: [7] }] },
      { date: '2026-11-24', meals: [{ mealType: 3, foodIds: [5, 2] }] },
    ]);
  });
});
