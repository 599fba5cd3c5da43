import { MAX_CHUNK_BYTES } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
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
});
