import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { describe, expect, it } from 'vitest';
import { axisDay, clockOf, DAY_WITH_WEEKDAY_PICKER_FORMAT, dayOf, dayWithWeekday, minuteOf, rangeText, weekdayHeader } from './dates';

describe('the console’s dates', () => {
  it('show a server time in the browser’s zone, to the day, the minute or the clock', () => {
    const time = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(dayOf(time)).toBe('2026-11-22');
    expect(minuteOf(time)).toBe('2026-11-22 08:05');
    expect(clockOf(time)).toBe('08:05');
  });

  it('write a span with 至, and a single day once', () => {
    expect(rangeText('2026-11-23', '2026-11-29')).toBe('2026-11-23 至 2026-11-29');
    expect(rangeText('2026-11-23', '2026-11-23')).toBe('2026-11-23');
    expect(rangeText('2026-09-01', '长期')).toBe('2026-09-01 至 长期');
  });

  it('name the weekday in Chinese whatever locale dayjs was left in', () => {
    dayjs.locale('en');
    expect(dayWithWeekday('2026-11-25')).toBe('2026-11-25 周三');
    expect(dayWithWeekday(dayjs('2026-11-29'))).toBe('2026-11-29 周日');
    expect(weekdayHeader('2026-11-23')).toBe('周一 11-23');
  });

  it('have short forms for tight spaces', () => {
    expect(axisDay('2026-01-05')).toBe('01-05');
  });

  it('let a picker in the console’s locale show a day as dayWithWeekday does', () => {
    const [shown] = DAY_WITH_WEEKDAY_PICKER_FORMAT;
    expect(dayjs('2026-11-18').locale('zh-cn').format(shown)).toBe(dayWithWeekday('2026-11-18'));
  });
});
