import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, UNKNOWN_ERROR_TEXT } from '../api/api-error';
import { feedback } from './feedback';

/**
 * A failure nobody else reported reaches the user here: a failed write unless its screen handles
 * errors itself (gives the mutation an onError), a failed read that no screen shows (one asked from
 * a handler, such as a card swipe's). A read a screen shows is reported there, with 重试, by the
 * query-state components, and only there. Failures the request layer already handled (shown under their field,
 * logged network trouble, ended session) stay quiet.
 */
function reporter(notify: (text: string) => void) {
  return (error: unknown) => {
    if (error instanceof ApiError) {
      if (!error.handled) notify(error.message);
      return;
    }
    console.error(error);
    notify(UNKNOWN_ERROR_TEXT);
  };
}

/** Only network trouble is worth trying again; the server's refusals will not change. */
const retryNetwork = (failureCount: number, error: unknown) => error instanceof ApiError && error.isNetwork && failureCount < 2;

export function createQueryClient(notify: (text: string) => void = feedback.error): QueryClient {
  const report = reporter(notify);
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.getObserversCount() === 0) report(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: retryNetwork, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
