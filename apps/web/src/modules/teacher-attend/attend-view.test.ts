import { DayStatus, HalfDay } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { calendarWeeks, clockInText, lateEarlyText, monthRange, overtimeMinutes, overtimeText, periodRange, spanInput, spanProblem, statusView, summaryLabel } from './attend-view';

const day = (status: number, settled: boolean, clockIns: unknown[] = [], statusName = '') => ({ status, statusName, settled, clockIns });

describe('a teacher’s day as the screens show it', () => {
  it('shows a settled day’s status in its colour', () => {
    expect(statusView(day(DayStatus.NORMAL, true, [], '正常'))).toEqual({ label: '正常', color: 'success', pending: false });
    expect(statusView(day(DayStatus.LATE, true, [], '迟到'))).toEqual({ label: '迟到', color: 'gold', pending: false });
    expect(statusView(day(DayStatus.REST, true)).label).toBe('休息');
  });

  it('says 待打卡 or 进行中 while clock-ins are still to come, never 正常', () => {
    expect(statusView(day(DayStatus.NORMAL, false, [], '正常'))).toMatchObject({ label: '待打卡', pending: true });
    expect(statusView(day(DayStatus.NORMAL, false, [{ time: '08:01' }], '正常'))).toMatchObject({ label: '进行中', pending: true });
    expect(statusView(day(DayStatus.ABSENT, false, [], '缺勤'))).toMatchObject({ label: '待打卡', pending: true });
    // Lateness is known once the clock-in came: it stays.
    expect(statusView(day(DayStatus.LATE, false, [{ time: '08:20' }], '迟到'))).toMatchObject({ label: '迟到', pending: false });
    expect(statusView(day(DayStatus.LEAVE, false, [], '请假'))).toMatchObject({ label: '请假', pending: false });
  });

  it('names the summary’s 正常 as its rows read on a day not over', () => {
    expect(summaryLabel(DayStatus.NORMAL, '正常', '2026-11-17', '2026-11-18')).toBe('正常');
    expect(summaryLabel(DayStatus.NORMAL, '正常', '2026-11-18', '2026-11-18')).toBe('进行中');
    expect(summaryLabel(DayStatus.NORMAL, '正常', '2026-11-19', '2026-11-18')).toBe('待打卡');
    expect(summaryLabel(DayStatus.LATE, '迟到', '2026-11-18', '2026-11-18')).toBe('迟到');
    expect(summaryLabel(DayStatus.REST, undefined, '2026-11-18', '2026-11-18')).toBe('休息');
  });

  it('writes lateness and early leave, nothing when on time', () => {
    expect(lateEarlyText({ lateMinutes: 12, earlyMinutes: 0 })).toBe('迟到12分钟');
    expect(lateEarlyText({ lateMinutes: 3, earlyMinutes: 5 })).toBe('迟到3分钟 早退5分钟');
    expect(lateEarlyText({ lateMinutes: 0, earlyMinutes: 0 })).toBe('');
  });

  it('writes a clock-in’s time of day, the next day’s marked', () => {
    expect(clockInText('08:02', '2026-11-18')).toBe('08:02');
    expect(clockInText('2026-11-18 08:02', '2026-11-18')).toBe('08:02');
    expect(clockInText('2026-11-19 06:01', '2026-11-18')).toBe('次日06:01');
    expect(clockInText('2026-11-17 23:40', '2026-11-18')).toBe('前日23:40');
  });
});

describe('months and ranges', () => {
  it('spans a month from its first to its last day', () => {
    expect(monthRange('2026-11')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('takes the custom range once both ends are chosen, else the month', () => {
    expect(periodRange('custom', '2026-11', ['2026-10-20', '2026-11-05'])).toEqual({ startDate: '2026-10-20', endDate: '2026-11-05' });
    expect(periodRange('custom', '2026-11', null)).toEqual(monthRange('2026-11'));
    expect(periodRange('month', '2026-10', ['2026-10-20', '2026-11-05'])).toEqual(monthRange('2026-10'));
  });

  it('lays a month out in weeks from 周一, blanks around it', () => {
    // 2026-11-01 is a Sunday, 2026-11-30 a Monday.
    const weeks = calendarWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // 2027-02-01 is a Monday: four full weeks.
    expect(calendarWeeks('2027-02')).toHaveLength(4);
  });
});

describe('the record dialogs', () => {
  const span = { startDate: '2026-11-18', startHalf: HalfDay.PM, endDate: '2026-11-19', endHalf: HalfDay.AM };

  it('sends the halves chosen, or whole days for a type taken by whole days', () => {
    expect(spanInput(span, true)).toEqual(span);
    expect(spanInput(span, false)).toEqual({ ...span, startHalf: HalfDay.AM, endHalf: HalfDay.PM });
  });

  it('refuses an end before the start, as the server would', () => {
    expect(spanProblem(span)).toBeUndefined();
    expect(spanProblem({ ...span, endDate: '2026-11-18', endHalf: HalfDay.PM })).toBeUndefined();
    expect(spanProblem({ ...span, endDate: '2026-11-18', endHalf: HalfDay.AM })).toBe('结束时间不能早于开始时间');
    expect(spanProblem({ ...span, endDate: '2026-11-17' })).toBe('结束时间不能早于开始时间');
  });

  it('counts overtime, past midnight when it ends before it starts', () => {
    expect(overtimeMinutes('18:00', '20:30')).toBe(150);
    expect(overtimeMinutes('22:00', '02:00')).toBe(240);
    expect(overtimeMinutes('08:00', '08:00')).toBe(24 * 60);
    expect(overtimeText('18:00', '20:30')).toBe('共2.5小时');
    expect(overtimeText('22:00', '02:00')).toBe('至次日02:00，共4小时');
  });
});
