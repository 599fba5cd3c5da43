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

const CHINA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) in China, where the schools are: what "today" means for them. */
export const schoolDate = (date: Date) => CHINA_DATE.format(date);
