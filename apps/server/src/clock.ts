/** The time source services read, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
export const addMinutes = (date: Date, minutes: number) => addSeconds(date, minutes * 60);
export const iso = (date: Date) => date.toISOString();
