import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../api/api-error';
import { createApiClient } from '../api/client';
import { FAMILY_BASE } from './family-paths';
import { familySession } from './family-session';

const say = (text: string) => Toast.show({ content: text, position: 'center' });

/** The family page's client: its own session, toasts of antd-mobile, and its own login page. */
export const { call } = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  session: familySession,
  notify: say,
  goToLogin: () => window.location.assign(`${FAMILY_BASE}/login`),
});

/** What a failed call says to the family: its own message, or a plain one. */
export const failureText = (error: unknown) => (error instanceof ApiError ? error.message : UNKNOWN_ERROR_TEXT);

const report = (error: unknown) => {
  if (error instanceof ApiError && error.handled) return;
  say(failureText(error));
};

/** Reads cached briefly; a failed write is told unless its screen tells it. */
export const familyQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: report }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => (mutation.options.onError ? undefined : report(error)) }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
