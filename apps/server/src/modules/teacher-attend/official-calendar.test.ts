import { describe, expect, it } from 'vitest';
import { officialHoliday } from './official-calendar.js';

const holidaysOf = (dates: string[]) => Object.fromEntries(dates.map((date) => [date, officialHoliday(date)]));

describe('China’s official holidays', () => {
  it('follows the published arrangement, with its bridging days and 调休 weekends', () => {
    expect(holidaysOf(['2026-10-01', '2026-10-07', '2026-10-09', '2026-10-10', '2026-02-16'])).toEqual({
      '2026-10-01': { name: '国庆节', work: false },
      '2026-10-07': { name: '国庆节', work: false },
      '2026-10-09': null,
      '2026-10-10': { name: '国庆节', work: true },
      '2026-02-16': { name: '春节', work: false },
    });
  });

  it('keeps the law’s fixed days in a year whose arrangement is not out yet, lunar ones included, and nothing more', () => {
    const statutory = ['2027-01-01', '2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-04-05', '2027-05-01', '2027-05-02', '2027-06-09', '2027-09-15', '2027-10-01', '2027-10-02', '2027-10-03'];
    expect(Object.values(holidaysOf(statutory)).map((day) => day?.name)).toEqual(['元旦', '春节', '春节', '春节', '春节', '清明', '劳动节', '劳动节', '端午', '中秋', '国庆节', '国庆节', '国庆节']);
    expect(Object.values(holidaysOf(statutory)).every((day) => day?.work === false)).toBe(true);
    expect(holidaysOf(['2027-01-04', '2027-02-09', '2027-05-03', '2027-10-04', '2027-10-09'])).toEqual({ '2027-01-04': null, '2027-02-09': null, '2027-05-03': null, '2027-10-04': null, '2027-10-09': null });
  });
});
