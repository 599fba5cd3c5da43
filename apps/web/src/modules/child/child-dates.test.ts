import { describe, expect, it } from 'vitest';
import { ageText, validityOn } from './child-dates';

describe('ageText', () => {
  it('says years and months', () => {
    expect(ageText('2023-05-10', '2026-11-22')).toBe('3岁6个月');
    expect(ageText('2023-11-22', '2026-11-22')).toBe('3岁');
  });

  it('says months under one, and nothing without a birthday or for a future one', () => {
    expect(ageText('2026-01-30', '2026-11-22')).toBe('9个月');
    expect(ageText(null, '2026-11-22')).toBe('');
    expect(ageText('2027-01-01', '2026-11-22')).toBe('');
  });
});

describe('validityOn', () => {
  it('places today against the dates, open ends included', () => {
    expect(validityOn('2026-11-22', '2026-09-01', '2027-07-31')).toBe('valid');
    expect(validityOn('2026-11-22', '2026-12-01', null)).toBe('notYet');
    expect(validityOn('2026-11-22', null, '2026-11-21')).toBe('expired');
    expect(validityOn('2026-11-22', null, null)).toBe('valid');
  });
});
