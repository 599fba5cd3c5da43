/**
 * The instant the e2e server's clock starts at (CLOCK_START) and every test's browser clock starts
 * at: a Wednesday well inside the demo's first term, so the demo holds weeks of attendance, daily
 * care and growth records before it, and a test's "today" is the same on every run, whatever the
 * date. Nine in the morning leaves fifteen hours before the school's day changes: no run is as long.
 */
export const CLOCK_START = '2026-11-18T09:00:00+08:00';

/** The school's today (in China) on that clock. */
export const TODAY = CLOCK_START.slice(0, 10);

/** The school day before TODAY, a Tuesday: the latest the demo records attendance and daily care for. */
export const LAST_SCHOOL_DAY = '2026-11-17';
