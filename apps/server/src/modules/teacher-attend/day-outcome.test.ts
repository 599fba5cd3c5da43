import { DayStatus, HalfDay } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { chinaTime } from '../../core/calendar.js';
import { evaluateDay, halvesCovered, NO_COVER, type ShiftPlan } from './day-outcome.js';

const DATE = '2026-11-20';
const at = (time: string, date = DATE) => Date.parse(chinaTime(date, Number(time.slice(0, 2)), Number(time.slice(3, 5)))) + (time.length > 5 ? Number(time.slice(6)) * 1000 : 0);
const AFTER = at('23:59', '2026-11-21');
/** 08:00-12:00 and 14:00-17:30, 5 minutes allowed each way; the windows meet at 13:00. */
const DAY_SHIFT: ShiftPlan = {
  periods: [
    { startMinute: 480, endMinute: 720, signInBefore: 60, signOutAfter: 60 },
    { startMinute: 840, endMinute: 1050, signInBefore: 60, signOutAfter: 120 },
  ],
  lateMinutes: 5,
  earlyMinutes: 5,
};
const ONE_PERIOD: ShiftPlan = { periods: [{ startMinute: 480, endMinute: 1050, signInBefore: 60, signOutAfter: 120 }], lateMinutes: 0, earlyMinutes: 0 };
/** 20:00 to the next day's 08:00. */
const NIGHT: ShiftPlan = { periods: [{ startMinute: 1200, endMinute: 1920, signInBefore: 60, signOutAfter: 120 }], lateMinutes: 0, earlyMinutes: 0 };
const day = (shift: ShiftPlan, clockIns: number[], cover = NO_COVER, now = AFTER) => evaluateDay(DATE, shift, cover, clockIns, now);

describe('a scheduled day’s outcome', () => {
  it('is 正常 with every clock-in in time, allowing the shift’s minutes and counting by whole minutes', () => {
    const outcome = day(DAY_SHIFT, [at('07:50'), at('12:01'), at('14:05:59'), at('17:26')]);
    expect(outcome).toMatchObject({ dayStatus: DayStatus.NORMAL, lateCount: 0, earlyCount: 0, missingCount: 0, presentHalves: 2, recheckAt: null });
  });

  it('counts lateness and early leave in minutes; late wins the day’s label', () => {
    expect(day(DAY_SHIFT, [at('08:20'), at('12:00'), at('13:55'), at('17:00')])).toMatchObject({
      dayStatus: DayStatus.LATE,
      lateCount: 1,
      lateMinutes: 20,
      earlyCount: 1,
      earlyMinutes: 30,
    });
    expect(day(DAY_SHIFT, [at('08:00'), at('11:00'), at('14:00'), at('17:30')])).toMatchObject({ dayStatus: DayStatus.EARLY, earlyMinutes: 60 });
  });

  it('is 异常 with a clock-in missing, and 缺勤 with none', () => {
    expect(day(ONE_PERIOD, [at('07:58')])).toMatchObject({ dayStatus: DayStatus.ABNORMAL, missingCount: 1, presentHalves: 2 });
    expect(day(ONE_PERIOD, [at('18:00')])).toMatchObject({ dayStatus: DayStatus.ABNORMAL, missingCount: 1 });
    expect(day(ONE_PERIOD, [])).toMatchObject({ dayStatus: DayStatus.ABSENT, absentHalves: 2, presentHalves: 0, missingCount: 0 });
    expect(day(ONE_PERIOD, [at('05:00'), at('21:00')])).toMatchObject({ dayStatus: DayStatus.ABSENT });
  });

  it('waits while a window is open, and says when to look again', () => {
    const morning = day(ONE_PERIOD, [at('07:55')], NO_COVER, at('10:00'));
    expect(morning).toMatchObject({ dayStatus: DayStatus.NORMAL, missingCount: 0, recheckAt: new Date(at('19:30')).toISOString() });
    const early = day(ONE_PERIOD, [], NO_COVER, at('07:00'));
    expect(early).toMatchObject({ dayStatus: DayStatus.NORMAL, presentHalves: 0, recheckAt: new Date(at('17:30')).toISOString() });
  });

  it('takes a night shift’s clock-ins on the next morning', () => {
    expect(day(NIGHT, [at('19:50'), at('08:10', '2026-11-21')])).toMatchObject({ dayStatus: DayStatus.NORMAL });
    expect(day(NIGHT, [at('19:50'), at('07:00', '2026-11-21')])).toMatchObject({ dayStatus: DayStatus.EARLY, earlyMinutes: 60 });
  });

  it('excuses the half a leave covers: the other half is still asked', () => {
    const morningLeave = { ...NO_COVER, amLeaveTypeId: 3 };
    expect(day(DAY_SHIFT, [at('13:58'), at('17:31')], morningLeave)).toMatchObject({ dayStatus: DayStatus.LEAVE, presentHalves: 1, amLeaveTypeId: 3 });
    expect(day(DAY_SHIFT, [], morningLeave)).toMatchObject({ dayStatus: DayStatus.ABSENT, absentHalves: 1 });
    // One long period: a morning leave excuses its start, so a lone clock-in answers its end.
    expect(day(ONE_PERIOD, [at('17:40')], morningLeave)).toMatchObject({ dayStatus: DayStatus.LEAVE, missingCount: 0 });
    expect(day(ONE_PERIOD, [], { ...NO_COVER, amLeaveTypeId: 3, pmLeaveTypeId: 4 })).toMatchObject({ dayStatus: DayStatus.LEAVE, presentHalves: 0, absentHalves: 0 });
    expect(day(ONE_PERIOD, [], { ...NO_COVER, amTrip: true, pmTrip: true })).toMatchObject({ dayStatus: DayStatus.TRIP, amTrip: 1, pmTrip: 1 });
  });

  it('gives the same outcome however often it is computed and in whatever order the clock-ins come', () => {
    const clockIns = [at('17:31'), at('07:59'), at('12:00'), at('14:10')];
    expect(day(DAY_SHIFT, clockIns)).toEqual(day(DAY_SHIFT, [...clockIns].reverse()));
  });
});

describe('the halves a leave covers', () => {
  const range = { startDate: '2026-11-19', startHalf: HalfDay.PM, endDate: '2026-11-21', endHalf: HalfDay.AM };
  it('starts on the first day’s half and ends on the last day’s', () => {
    expect(halvesCovered('2026-11-19', range)).toEqual({ am: false, pm: true });
    expect(halvesCovered('2026-11-20', range)).toEqual({ am: true, pm: true });
    expect(halvesCovered('2026-11-21', range)).toEqual({ am: true, pm: false });
    expect(halvesCovered('2026-11-22', range)).toEqual({ am: false, pm: false });
  });
});
