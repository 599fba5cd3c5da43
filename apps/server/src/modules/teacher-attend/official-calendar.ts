import chineseDays from 'chinese-days';
import { addDays } from '../../core/calendar.js';

/** A date's official holiday: its name, and whether it is worked (a 调休 weekend). */
export interface OfficialHoliday {
  name: string;
  work: boolean;
}

const heldYears = new Map<number, boolean>();

/** Whether the calendar holds the year's arrangement (published late in the year before): its 国庆节 is there. */
function calendarHolds(year: number): boolean {
  let held = heldYears.get(year);
  if (held === undefined) {
    held = chineseDays.getDayDetail(`${year}-10-01`).name.includes(',');
    heldYears.set(year, held);
  }
  return held;
}

const statutoryYears = new Map<number, ReadonlyMap<string, string>>();

/**
 * For a year the calendar does not hold yet: the days the holiday law itself fixes (全国年节及纪念日放假办法),
 * 元旦, 春节 (除夕 to 初三), 清明, 劳动节 (1–2 May), 端午, 中秋 and 国庆节 (1–3 October), without the
 * bridging and 调休 days each year's arrangement adds.
 */
function statutoryHolidays(year: number): ReadonlyMap<string, string> {
  let days = statutoryYears.get(year);
  if (days) return days;
  const lunar = (monthDay: string) => chineseDays.getSolarDateFromLunar(`${year}-${monthDay}`).date;
  const springFestival = lunar('01-01');
  const [clearAndBright] = chineseDays.getSolarTermsInRange(`${year}-04-01`, `${year}-04-10`).filter((term) => term.name === '清明');
  days = new Map([
    [`${year}-01-01`, '元旦'],
    ...[-1, 0, 1, 2].map((offset) => [addDays(springFestival, offset), '春节'] as const),
    ...(clearAndBright ? [[clearAndBright.date, '清明'] as const] : []),
    [`${year}-05-01`, '劳动节'],
    [`${year}-05-02`, '劳动节'],
    [lunar('05-05'), '端午'],
    [lunar('08-15'), '中秋'],
    [`${year}-10-01`, '国庆节'],
    [`${year}-10-02`, '国庆节'],
    [`${year}-10-03`, '国庆节'],
  ]);
  statutoryYears.set(year, days);
  return days;
}

/** China's official holiday of a date: from the chinese-days calendar, or the law's fixed days for a year it does not hold yet. */
export function officialHoliday(date: string): OfficialHoliday | null {
  if (!calendarHolds(Number(date.slice(0, 4)))) {
    const name = statutoryHolidays(Number(date.slice(0, 4))).get(date);
    return name ? { name, work: false } : null;
  }
  const detail = chineseDays.getDayDetail(date);
  return detail.name.includes(',') ? { name: detail.name.split(',')[1]!, work: detail.work } : null;
}
