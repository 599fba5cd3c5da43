import { ActivityKind } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { isoWeekday, overlap, routinesClash, sessionDates } from './activity-sessions.js';

const open = () => false;

describe('activity sessions', () => {
  it('numbers weekdays from Monday', () => {
    expect([isoWeekday('2026-11-23'), isoWeekday('2026-11-27'), isoWeekday('2026-11-29')]).toEqual([1, 5, 7]);
  });

  it('finds the common part of two periods', () => {
    expect(overlap({ from: '2026-09-01', to: '2026-09-30' }, { from: '2026-09-15', to: '2026-10-10' })).toEqual({ from: '2026-09-15', to: '2026-09-30' });
    expect(overlap({ from: '2026-09-01', to: '2026-09-10' }, { from: '2026-09-11', to: '2026-09-20' })).toBeNull();
  });

  it('counts each day of an event within the period, a weekend day too', () => {
    const event = { kind: ActivityKind.SCHOOL, startDate: '2026-11-20', endDate: '2026-11-22', weekday: null };
    expect(sessionDates(event, { from: '2026-11-21', to: '2026-11-30' }, () => true)).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('counts a routine on its weekday while the school is open', () => {
    const routine = { kind: ActivityKind.REGULAR, startDate: '2026-11-01', endDate: '2026-11-30', weekday: 3 };
    expect(sessionDates(routine, { from: '2026-11-01', to: '2026-11-30' }, open)).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25']);
    expect(sessionDates(routine, { from: '2026-11-01', to: '2026-11-30' }, (date) => date === '2026-11-11')).toHaveLength(3);
    expect(sessionDates(routine, { from: '2026-12-01', to: '2026-12-31' }, open)).toEqual([]);
  });

  it('tells routines that take the same area at the same time', () => {
    const base = { kind: ActivityKind.REGULAR, areaId: 1, weekday: 1, startDate: '2026-09-01', endDate: '2027-01-20', startTime: '09:30', endTime: '10:10' };
    expect(routinesClash(base, { ...base, startTime: '10:00', endTime: '10:40' })).toBe(true);
    expect(routinesClash(base, { ...base, startTime: '10:10', endTime: '10:50' })).toBe(false);
    expect(routinesClash(base, { ...base, weekday: 2 })).toBe(false);
    expect(routinesClash(base, { ...base, areaId: 2 })).toBe(false);
    expect(routinesClash(base, { ...base, startDate: '2027-02-01', endDate: '2027-06-30' })).toBe(false);
  });
});
