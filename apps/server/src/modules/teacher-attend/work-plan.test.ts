import { StaffDayKind, WorkLoopType } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { monthRange, periodMinutes, plannedShift, timeTextOf, type StaffDay } from './work-plan.js';

const period = (startTime: string, endTime: string, signInBefore = 0, signOutAfter = 0) => ({ startTime, endTime, signInBefore, signOutAfter });
const day = (date: string, weekday: number, kind: number = StaffDayKind.WORKDAY): StaffDay => ({ date, weekday, kind, note: null });

describe('a shift’s periods', () => {
  it('puts a time at or before the one before it on the next day', () => {
    expect(periodMinutes([period('22:00', '02:00'), period('03:00', '06:00')]).map((one) => [one.startMinute, one.endMinute])).toEqual([
      [1320, 1560],
      [1620, 1800],
    ]);
    expect(timeTextOf(periodMinutes([period('22:00', '02:00'), period('03:00', '06:00')]))).toBe('22:00-次日02:00 次日03:00-次日06:00');
    expect(periodMinutes([period('08:00', '08:00')])[0]).toMatchObject({ startMinute: 480, endMinute: 1920 });
  });

  it('refuses more than 24 hours from the first start to the last end', () => {
    expect(() => periodMinutes([period('08:00', '20:00'), period('21:00', '09:00')])).toThrow('一个班次从第一次上班到最后一次下班不能超过24小时');
  });
});

describe('the shift a loop plans', () => {
  const week = { loopType: WorkLoopType.WEEK, loopStartDate: null, followHolidays: 1, shiftIds: [1, 1, 1, 1, 2, null, null] };

  it('by week: the weekday’s shift; a holiday rests and a 调休 weekend takes the first working day’s shift', () => {
    expect(plannedShift(week, day('2026-10-09', 5))).toBe(2);
    expect(plannedShift(week, day('2026-10-01', 4, StaffDayKind.HOLIDAY))).toBeNull();
    expect(plannedShift(week, day('2026-10-10', 6, StaffDayKind.MAKEUP))).toBe(1);
    expect(plannedShift({ ...week, followHolidays: 0 }, day('2026-10-10', 6, StaffDayKind.MAKEUP))).toBeNull();
  });

  it('by day: the rotation turns from its first day, before it too', () => {
    const rotation = { loopType: WorkLoopType.DAY, loopStartDate: '2026-10-05', followHolidays: 0, shiftIds: [1, 2, null] };
    expect(['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-04'].map((date) => plannedShift(rotation, day(date, 1)))).toEqual([1, 2, null, 1, null]);
  });

  it('knows a month’s last day', () => {
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});
