import { describe, expect, it } from 'vitest';
import { ageText, dayOf, intervalRange, minuteOf, validityOn } from './child-dates';

const semesters = [
  { semesterName: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' },
  { semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-07-31' },
];

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

describe('intervalRange', () => {
  it('本月 is the calendar month', () => {
    expect(intervalRange('month', '2026-02-14', semesters)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('本学期 is the semester holding today, none between semesters', () => {
    expect(intervalRange('semester', '2026-11-22', semesters)).toEqual({ startDate: '2026-09-01', endDate: '2027-01-31' });
    expect(intervalRange('semester', '2026-08-15', semesters)).toBeUndefined();
  });

  it('自定义 is the range picked', () => {
    const picked = { startDate: '2026-10-01', endDate: '2026-10-07' };
    expect(intervalRange('custom', '2026-11-22', semesters, picked)).toBe(picked);
    expect(intervalRange('custom', '2026-11-22', semesters)).toBeUndefined();
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

describe('dayOf and minuteOf', () => {
  it('show a server time in the browser’s zone', () => {
    const time = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(dayOf(time)).toBe('2026-11-22');
    expect(minuteOf(time)).toBe('2026-11-22 08:05');
  });
});
