import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export type LegacyAnswer = { ResponseStatus: number; ErrorCode: number; ErrorMessage: string; ErrorField?: string; Data: any };
export type JavaAnswer = { code: number; message: string; field?: string; data: any };
type Input = Record<string, unknown>;

/** A call's answer, its input sent as a GET's query (each value as text) or as a POST's body; `token` null sends none. */
export async function send(t: Pick<TestApp, 'call'>, method: 'GET' | 'POST', url: string, input: Input = {}, token: string | null) {
  const query = method === 'GET' ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) : undefined;
  return (await t.call(method, url, { ...(token ? { token } : {}), ...(query ? { query } : { body: input }) })).body;
}

/**
 * One legacy controller's calls as its clients make them: a read (an action named Get…, or one of
 * `reads`) by GET, any other by POST, each by `defaultToken()` unless a token (or null) is given.
 * `ok` expects the call to succeed and answers its data. An action may be a whole path when the
 * prefix is empty.
 */
export function legacyCalls(t: () => Pick<TestApp, 'call'>, prefix: string, defaultToken: () => string, reads: readonly string[] = []) {
  const isRead = (action: string) => /(^|\/)Get[^/]*$/.test(action) || reads.includes(action);
  const call = async (action: string, input: Input = {}, token: string | null = defaultToken()) =>
    (await send(t(), isRead(action) ? 'GET' : 'POST', `${prefix}${action}`, input, token)) as LegacyAnswer;
  const ok = async (action: string, input: Input = {}, token?: string) => {
    const answer = await call(action, input, token);
    expect(answer.ErrorMessage ?? '', action).toBe('');
    expect(answer.ResponseStatus, action).toBe(1);
    return answer.Data;
  };
  return { call, ok };
}
