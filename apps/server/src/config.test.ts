import { MAX_CHUNK_BYTES } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock.js';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('trusts no proxy unless TRUST_PROXY names some', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', 'loopback']);
  });

  it.each(['1', '2', 'true'])('refuses TRUST_PROXY=%s, which would believe anyone’s X-Forwarded-For', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('waits long enough by default for a full upload chunk over a 70 kbit/s link', () => {
    const { timeouts } = loadConfig({});
    expect((MAX_CHUNK_BYTES * 8) / 70_000).toBeLessThan(timeouts.requestSeconds);
    expect(timeouts.headersSeconds).toBeLessThan(timeouts.requestSeconds);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '300' }).timeouts.requestSeconds).toBe(300);
  });

  it('pins the clock only to an instant with its offset, and lets it run on from there', async () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    const start = loadConfig({ CLOCK_START: '2026-11-18T09:00:00+08:00' }).clockStart!;
    expect(start.toISOString()).toBe('2026-11-18T01:00:00.000Z');
    expect(() => loadConfig({ CLOCK_START: '2026-11-18T09:00:00' })).toThrow(/CLOCK_START/);
    const clock = clockStartingAt(start);
    const first = clock.now().getTime();
    expect(first - start.getTime()).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });
});
