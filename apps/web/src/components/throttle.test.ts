import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttle', () => {
  it('runs the first call at once and the last of a burst after the wait', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at most once per wait during a long burst', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    for (let elapsed = 0; elapsed < 200; elapsed += 10) {
      throttled(elapsed);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5);
    expect(fn.mock.calls.at(-1)).toEqual([190]);
  });

  it('runs again at once after a quiet wait', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled('a');
    vi.advanceTimersByTime(60);
    throttled('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});
