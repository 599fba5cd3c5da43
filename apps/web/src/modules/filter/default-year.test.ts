import { describe, expect, it } from 'vitest';
import { defaultYearId } from './default-year';

describe('defaultYearId', () => {
  it('opens on the year under way', () => {
    expect(defaultYearId([{ yearId: 3, status: 0 }, { yearId: 2, status: 1 }, { yearId: 1, status: 2 }])).toBe(2);
  });

  it('counts a year about to end as under way', () => {
    expect(defaultYearId([{ yearId: 3, status: 0 }, { yearId: 2, status: 3 }])).toBe(2);
  });

  it('falls back to the newest year, then to none', () => {
    expect(defaultYearId([{ yearId: 5, status: 0 }, { yearId: 4, status: 2 }])).toBe(5);
    expect(defaultYearId([])).toBeUndefined();
  });
});
