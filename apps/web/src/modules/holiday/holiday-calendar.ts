/** Week days as the calendar heads them, Sunday first. */
export const WEEKDAY_LABELS = ['日', '一', '二', '三', '四', '五', '六'] as const;

const DAY_MS = 24 * 3600 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const dateText = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A month as calendar rows, Sunday first: each week is seven dates (YYYY-MM-DD), or null for the
 * days of the neighbouring months. `month` is 1 to 12. Computed in UTC, so no time zone shifts a day.
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const leading = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`),
  ];
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) {
    const week = cells.slice(start, start + 7);
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}

/** Each date a holiday covers, with the holidays on it (a student break and a teacher day may meet). */
export function holidaysByDate<Holiday extends { startDate: string; endDate: string }>(holidays: readonly Holiday[]): Map<string, Holiday[]> {
  const byDate = new Map<string, Holiday[]>();
  for (const holiday of holidays) {
    for (let time = Date.parse(holiday.startDate); time <= Date.parse(holiday.endDate); time += DAY_MS) {
      const date = dateText(time);
      byDate.set(date, [...(byDate.get(date) ?? []), holiday]);
    }
  }
  return byDate;
}
