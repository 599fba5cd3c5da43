/** The time source services read, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number) => addSeconds(date, minutes * 60);
export const iso = (date: Date) => date.toISOString();

const CHINA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) in China, where the schools are: what "today" means for them. */
export const schoolDate = (date: Date) => CHINA_DATE.format(date);
