import { describe, expect, it } from 'vitest';
import { holidaysByDate, monthWeeks, WEEKDAY_LABELS } from './holiday-calendar';

describe('monthWeeks', () => {
  it('starts the weeks on Sunday', () => {
    expect(WEEKDAY_LABELS[0]).toBe('日');
    // 1 November 2026 is a Sunday: no leading blanks.
    expect(monthWeeks(2026, 11)[0]?.[0]).toBe('2026-11-01');
  });

  it('puts the first of the month under its week day, blanks before it', () => {
    // 1 January 2027 is a Friday.
    expect(monthWeeks(2027, 1)[0]).toEqual([null, null, null, null, null, '2027-01-01', '2027-01-02']);
  });

  it('fills the last week with blanks and knows leap years', () => {
    const weeks = monthWeeks(2028, 2);
    expect(weeks.flat().filter(Boolean)).toHaveLength(29);
    expect(weeks.at(-1)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('spans six rows when the month needs them', () => {
    // May 2027 starts on a Saturday and has 31 days.
    expect(monthWeeks(2027, 5)).toHaveLength(6);
  });
});

describe('holidaysByDate', () => {
  it('marks every day of each holiday, across months, and keeps meeting holidays together', () => {
    const winter = { name: '寒假', startDate: '2027-01-30', endDate: '2027-02-02' };
    const teachers = { name: '教研日', startDate: '2027-02-02', endDate: '2027-02-02' };
    const byDate = holidaysByDate([winter, teachers]);
    expect([...byDate.keys()]).toEqual(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02']);
    expect(byDate.get('2027-02-02')).toEqual([winter, teachers]);
  });
});
