import { describe, expect, it } from 'vitest';
import { intervalRange } from './interval-range';

const semesters = [
  { semesterName: '第一学期', startDate: '2026-09-01', endDate: '2027-01-31' },
  { semesterName: '第二学期', startDate: '2027-02-01', endDate: '2027-07-31' },
];

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
