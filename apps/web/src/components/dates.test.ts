import { describe, expect, it } from 'vitest';
import { dayOf, minuteOf } from './dates';

describe('dayOf and minuteOf', () => {
  it('show a server time in the browser’s zone', () => {
    const time = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(dayOf(time)).toBe('2026-11-22');
    expect(minuteOf(time)).toBe('2026-11-22 08:05');
  });
});
