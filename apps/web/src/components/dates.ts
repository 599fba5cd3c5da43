import dayjs, { type Dayjs } from 'dayjs';

/**
 * The console's one way of writing dates and times. A day reads 2026-11-25 wherever it shows (and
 * is sent so to the server), a moment 2026-11-25 08:02, a span 2026-11-23 至 2026-11-29. The short
 * forms below are for where space is tight (a week's column headers, a chart's axis), never ad hoc.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** A month, as the server takes it (2026-11). */
export const MONTH_FORMAT = 'YYYY-MM';
/** A time of day: what a clock shows (08:02). */
export const CLOCK_FORMAT = 'HH:mm';
const MINUTE_FORMAT = `${DATE_FORMAT} ${CLOCK_FORMAT}`;
const SHORT_DAY_FORMAT = 'MM-DD';

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** 周三: the weekday of a day, whatever locale dayjs was given. */
const weekdayOf = (day: Dayjs) => WEEKDAY_NAMES[day.day()]!;

/** Today as the server writes dates. */
export const todayText = () => dayjs().format(DATE_FORMAT);

/** The local day of a time the server wrote in ISO-8601 (UTC). */
export const dayOf = (time: string) => dayjs(time).format(DATE_FORMAT);
/** The local day and minute of a time the server wrote in ISO-8601 (UTC). */
export const minuteOf = (time: string) => dayjs(time).format(MINUTE_FORMAT);
/** The local time of day of a time the server wrote in ISO-8601 (UTC): a swipe's 08:02. */
export const clockOf = (time: string) => dayjs(time).format(CLOCK_FORMAT);

/** 2026-11-25 周三: a day where its weekday matters (a day's row, the day a sheet is for). */
export const dayWithWeekday = (day: string | Dayjs) => `${dayjs(day).format(DATE_FORMAT)} ${weekdayOf(dayjs(day))}`;

/**
 * 2026-11-23 至 2026-11-29; one day alone when both ends are the same. An end may be a word for an
 * open end (不限, 长期, 今).
 */
export const rangeText = (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`);

/** Short form for a week's column headers: 周一 11-23. */
export const weekdayHeader = (date: string) => `${weekdayOf(dayjs(date))} ${dayjs(date).format(SHORT_DAY_FORMAT)}`;
/** Short form for a chart's axis of days: 11-23. */
export const axisDay = (date: string) => dayjs(date).format(SHORT_DAY_FORMAT);

/**
 * A DatePicker's `format` when the picked day's weekday matters (a day's sheet): it shows
 * 2026-11-25 周三, as dayWithWeekday, and still takes a typed 2026-11-25. A text format, not a
 * function: a picker with a function format cannot be typed into. antd formats in the console's
 * zh_CN locale, where ddd is 周三.
 */
export const DAY_WITH_WEEKDAY_PICKER_FORMAT = [`${DATE_FORMAT} ddd`, DATE_FORMAT];
