import { DayStatus, HalfDay } from '@yuanwu/shared';
import { chinaDayStart } from '../../core/calendar.js';

/**
 * The pure rule of a scheduled day's attendance: which clock-in answers which check of the shift,
 * what is late, early or missing, what a leave or a trip excuses, and when time alone may change the
 * answer. The same inputs always give the same outcome, so recomputing a day is safe at any time.
 */

const MINUTE_MS = 60_000;
/** A leave's or trip's 上午 ends and its 下午 starts at 12:00. */
const NOON_MINUTE = 720;

export interface ShiftPlan {
  periods: readonly { startMinute: number; endMinute: number; signInBefore: number; signOutAfter: number }[];
  lateMinutes: number;
  earlyMinutes: number;
}

/** What covers each half of the day: the leave type, or a trip. */
export interface DayCover {
  amLeaveTypeId: number | null;
  pmLeaveTypeId: number | null;
  amTrip: boolean;
  pmTrip: boolean;
}

export const NO_COVER: DayCover = { amLeaveTypeId: null, pmLeaveTypeId: null, amTrip: false, pmTrip: false };

export interface DayOutcome {
  dayStatus: number;
  /** When a clock-in window still open closes (ISO), or null: the outcome is final. */
  recheckAt: string | null;
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  earlyMinutes: number;
  missingCount: number;
  presentHalves: number;
  absentHalves: number;
  amLeaveTypeId: number | null;
  pmLeaveTypeId: number | null;
  amTrip: number;
  pmTrip: number;
}

const EMPTY_OUTCOME = { lateCount: 0, lateMinutes: 0, earlyCount: 0, earlyMinutes: 0, missingCount: 0, presentHalves: 0, absentHalves: 0 };

/** A rest day is neither due nor missed, whatever covers it. */
export const REST_OUTCOME: DayOutcome = { ...EMPTY_OUTCOME, dayStatus: DayStatus.REST, recheckAt: null, amLeaveTypeId: null, pmLeaveTypeId: null, amTrip: 0, pmTrip: 0 };

/** A day not begun yet: looked at again when it starts. */
export const pendingOutcome = (date: string): DayOutcome => ({ ...REST_OUTCOME, dayStatus: DayStatus.NORMAL, recheckAt: chinaDayStart(date) });

/** The instants a day's clock-ins are looked for in: the first window's opening to the last one's close. */
export function clockWindowOf(date: string, shift: ShiftPlan): { from: number; until: number } {
  const dayStart = Date.parse(chinaDayStart(date));
  const first = shift.periods[0]!;
  const last = shift.periods.at(-1)!;
  return { from: dayStart + (first.startMinute - first.signInBefore) * MINUTE_MS, until: dayStart + (last.endMinute + last.signOutAfter) * MINUTE_MS };
}

/** Whole minutes between two instants, as a clock shows them (08:00:59 is not late for 08:00). */
const minutesBetween = (earlier: number, later: number) => Math.floor(later / MINUTE_MS) - Math.floor(earlier / MINUTE_MS);

interface Checks {
  present: number;
  missing: number;
  /** Checks not answered yet whose window is still open. */
  pending: number;
  /** When each open window closes. */
  openUntil: number[];
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  earlyMinutes: number;
}

/**
 * The day's outcome from its shift, what covers its halves, its clock-ins (instants in ms) and now.
 * A period asks for a clock-in at its start and one at its end, each excused when a leave or trip
 * covers that half of the day. Two or more clock-ins in a period's window: the first answers the
 * start, the last the end; a lone one answers the check still asked, or the nearer end.
 */
export function evaluateDay(date: string, shift: ShiftPlan, cover: DayCover, clockIns: readonly number[], now: number): DayOutcome {
  const dayStart = Date.parse(chinaDayStart(date));
  const at = (minute: number) => dayStart + minute * MINUTE_MS;
  const coveredHalf = (morning: boolean) => (morning ? cover.amLeaveTypeId !== null || cover.amTrip : cover.pmLeaveTypeId !== null || cover.pmTrip);
  const checks: Checks = { present: 0, missing: 0, pending: 0, openUntil: [], lateCount: 0, lateMinutes: 0, earlyCount: 0, earlyMinutes: 0 };
  const sorted = [...clockIns].sort((a, b) => a - b);

  for (const period of shift.periods) {
    const start = at(period.startMinute);
    const end = at(period.endMinute);
    const windowEnd = at(period.endMinute + period.signOutAfter);
    const inWindow = sorted.filter((time) => time >= at(period.startMinute - period.signInBefore) && time <= windowEnd);
    // A period ending at 12:00 is the morning's; one starting at 12:00 the afternoon's.
    const askIn = !coveredHalf(period.startMinute < NOON_MINUTE);
    const askOut = !coveredHalf(period.endMinute <= NOON_MINUTE);
    let signIn: number | undefined;
    let signOut: number | undefined;
    if (inWindow.length >= 2) [signIn, signOut] = [inWindow[0], inWindow.at(-1)];
    else if (inWindow.length === 1) {
      const only = inWindow[0]!;
      const answersStart = askIn && !askOut ? true : askOut && !askIn ? false : only <= (start + end) / 2;
      if (answersStart) signIn = only;
      else signOut = only;
    }
    if (askIn) {
      if (signIn !== undefined) {
        checks.present += 1;
        const late = minutesBetween(start, signIn);
        if (late > shift.lateMinutes) [checks.lateCount, checks.lateMinutes] = [checks.lateCount + 1, checks.lateMinutes + late];
      } else if (now >= end) checks.missing += 1;
      else {
        checks.pending += 1;
        checks.openUntil.push(end);
      }
    }
    if (askOut) {
      // The end is answered by the last clock-in: until the window closes a later one may still come.
      if (now < windowEnd) checks.openUntil.push(windowEnd);
      if (signOut !== undefined) {
        checks.present += 1;
        const early = minutesBetween(signOut, end);
        if (early > shift.earlyMinutes) [checks.earlyCount, checks.earlyMinutes] = [checks.earlyCount + 1, checks.earlyMinutes + early];
      } else if (now >= windowEnd) checks.missing += 1;
      else checks.pending += 1;
    }
  }
  return outcomeOf(checks, cover);
}

function outcomeOf(checks: Checks, cover: DayCover): DayOutcome {
  const coverColumns = { amLeaveTypeId: cover.amLeaveTypeId, pmLeaveTypeId: cover.pmLeaveTypeId, amTrip: cover.amTrip ? 1 : 0, pmTrip: cover.pmTrip ? 1 : 0 };
  const excusedHalves = Number(cover.amLeaveTypeId !== null || cover.amTrip) + Number(cover.pmLeaveTypeId !== null || cover.pmTrip);
  const excusedStatus = cover.amLeaveTypeId !== null || cover.pmLeaveTypeId !== null ? DayStatus.LEAVE : DayStatus.TRIP;
  const asked = checks.present + checks.missing + checks.pending;
  const recheckAt = checks.openUntil.length ? new Date(Math.min(...checks.openUntil)).toISOString() : null;
  const { lateCount, lateMinutes, earlyCount, earlyMinutes, missing: missingCount } = checks;
  const counts = { lateCount, lateMinutes, earlyCount, earlyMinutes, missingCount, ...coverColumns, recheckAt };
  const worked = 2 - excusedHalves;
  if (asked === 0) return { ...EMPTY_OUTCOME, ...counts, dayStatus: excusedStatus };
  // An absent day counts as 缺勤, not also as its clock-ins missing (缺卡).
  if (checks.present === 0 && checks.pending === 0) return { ...counts, missingCount: 0, dayStatus: DayStatus.ABSENT, presentHalves: 0, absentHalves: worked };
  const dayStatus =
    missingCount > 0
      ? DayStatus.ABNORMAL
      : lateCount > 0
        ? DayStatus.LATE
        : earlyCount > 0
          ? DayStatus.EARLY
          : excusedHalves > 0
            ? excusedStatus
            : DayStatus.NORMAL;
  return { ...counts, dayStatus, presentHalves: checks.present > 0 ? worked : 0, absentHalves: 0 };
}

/** Which halves of a date a leave or trip from (startDate, startHalf) to (endDate, endHalf) covers. */
export function halvesCovered(date: string, range: { startDate: string; startHalf: number | null; endDate: string; endHalf: number | null }) {
  if (date < range.startDate || date > range.endDate) return { am: false, pm: false };
  return { am: !(date === range.startDate && range.startHalf === HalfDay.PM), pm: !(date === range.endDate && range.endHalf === HalfDay.AM) };
}
