import { describe, expect, it } from 'vitest';
import { rangeCaption, rangeQuery, rateText, rateTone } from './date-range';

describe('date ranges of the statistics screens', () => {
  it('sends a preset alone and a custom range with its dates', () => {
    expect(rangeQuery({ dateType: 1 })).toEqual({ dateType: 1 });
    expect(rangeQuery({ dateType: 3, startDate: '2026-11-01', endDate: '2026-11-05' })).toEqual({ dateType: 3 });
    expect(rangeQuery({ dateType: 4, startDate: '2026-11-01', endDate: '2026-11-05' })).toEqual({ dateType: 4, startDate: '2026-11-01', endDate: '2026-11-05' });
  });

  it('falls back to 近一周 while a custom range lacks its dates', () => {
    expect(rangeQuery({ dateType: 4, startDate: '2026-11-01' })).toEqual({ dateType: 2 });
  });

  it('captions the resolved range', () => {
    expect(rangeCaption({ startDate: '2026-11-14', endDate: '2026-11-20', schoolDays: 5 })).toBe('2026-11-14 至 2026-11-20 · 5 个上学日');
    expect(rangeCaption({ startDate: '2026-11-20', endDate: '2026-11-20', schoolDays: 0 })).toBe('2026-11-20 · 0 个上学日');
  });

  it('shows and grades rates', () => {
    expect(rateText(95.3)).toBe('95.3%');
    expect(rateText(null)).toBe('—');
    expect([rateTone(96), rateTone(92.5), rateTone(80), rateTone(null)]).toEqual(['good', 'fair', 'poor', 'none']);
  });
});
