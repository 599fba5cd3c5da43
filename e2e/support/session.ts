import { expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from './console';
import { accounts, DEMO_PASSWORD } from './demo';

/** The session token each page was signed in with, for the API calls that set up a test's rows. */
const tokens = new WeakMap<Page, string>();

/** Numbers the sign-ins of the run, so that a page signed in twice opens with the later one. */
let signIns = 0;
/** Where a page keeps the number of the last sign-in handed to it: not a key the console touches. */
const HANDED_OVER_KEY = 'yuanwu.e2e.signIn';

/**
 * Signs `account` in through the API and hands the session to the console (its sessionStorage,
 * before any of its scripts run), so the next page.goto opens the screen at once. The login screen
 * and the home dashboard have tests of their own; passing them costs every other test seconds.
 * Signing a page in again (another account, a new password) replaces the session at its next load.
 */
export async function signInAs(page: Page, account: string = accounts.headAdmin, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/javaApi/login/validLogin', { data: { account, password, appId: 'web' } });
  const body = (await response.json()) as { code: number; message?: string; data: { token: string; teacherId: number } };
  expect(body.code, body.message).toBe(200);
  const { token, ...identity } = body.data;
  tokens.set(page, token);
  signIns += 1;
  await page.addInitScript(
    ({ handedOverKey, tokenKey, token, account, order }) => {
      // Once, at the first page load after this sign-in: later loads keep whatever the console made
      // of the session since (signed out, refreshed, switched school), and an earlier sign-in's
      // script, which runs first, stands aside.
      if (Number(sessionStorage.getItem(handedOverKey)) >= order) return;
      sessionStorage.setItem(handedOverKey, String(order));
      sessionStorage.setItem(tokenKey, token);
      sessionStorage.setItem('yuanwu.account', JSON.stringify(account));
      sessionStorage.setItem('yuanwu.teacherId', String(account.teacherId));
    },
    { handedOverKey: HANDED_OVER_KEY, tokenKey: TOKEN_KEY, token, account: identity, order: signIns },
  );
}

type Envelope<Data> = { code: number; message: string; data: Data } | { ResponseStatus: number; ErrorMessage: string; Data: Data };

/**
 * Calls an endpoint of either family with the session `signInAs` gave the page, for rows a test
 * needs but does not test, and answers the envelope's data (it throws on any refusal).
 */
export async function callAs<Data>(page: Page, method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}): Promise<Data> {
  const token = tokens.get(page);
  if (!token) throw new Error('signInAs(page) before calling the API');
  const headers = { Auth: token };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers, params: input as Record<string, string | number> })
      : await page.request.post(path, { headers, data: input });
  const body = (await response.json()) as Envelope<Data>;
  if ('code' in body ? body.code !== 200 : body.ResponseStatus !== 1) throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return 'code' in body ? body.data : body.Data;
}
