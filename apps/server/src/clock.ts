/** The time source services read, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` now and runs on in step with the system's (CLOCK_START): the demo and
 * the browser tests live on a chosen school day whatever the date, while sessions, tokens and
 * lockouts still expire as time passes.
 */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number) => addSeconds(date, minutes * 60);
export const iso = (date: Date) => date.toISOString();

/** China keeps UTC+8 all year (no daylight saving since 1991), so its date needs no time zone database. */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar date (YYYY-MM-DD) in China, where the schools are: what "today" means for them. */
export const schoolDate = (date: Date) => new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The time of day (HH:mm, 00:00 to 23:59) in China. */
export const schoolTimeOfDay = (date: Date) => new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(11, 16);

/** `YYYY-MM-DD HH:mm` in China: how dates set to the minute (a survey's end, a leave's start) are kept and compared. */
export const schoolMinute = (date: Date) => `${schoolDate(date)} ${schoolTimeOfDay(date)}`;
