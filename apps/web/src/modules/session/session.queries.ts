import { partialMatchKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type TeacherAccount } from '@yuanwu/shared';
import { call, PLATFORM_ID, queryRoot, type CallInput } from '../../api';
import { sessionStore } from '../../session/session-store';

/** The account carries the person's name and phone and the modules their role grants. */
const sessionRoot = queryRoot('session', ['account', 'roles']);
const accountQueryKey = [...sessionRoot, 'account'] as const;

/**
 * The signed-in account. The stored copy shows at once; the server's answer replaces it in the
 * background on every visit, since the role's modules may have changed since sign-in.
 */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: async () => {
      const account = await call(sessionEndpoints.getTeacherAccountInfo, { platId: PLATFORM_ID });
      // An answer that arrives after a logout must not bring the account back.
      if (sessionStore.token()) sessionStore.saveAccount(account);
      return account;
    },
    initialData: () => sessionStore.account() ?? undefined,
    initialDataUpdatedAt: 0,
    // Signed out (a logout, an ended session) the frame is on its way out: nothing to ask.
    enabled: sessionStore.token() !== null,
  });
}

/**
 * The classes the person's data scope reaches (null: the whole school) and those they teach this
 * school year, whose first a class screen opens on. An account stored before data scopes existed
 * reads as the whole school until the server's answer arrives.
 */
export function useClassReach() {
  const account = useAccount().data;
  const classesInReach = account?.classesInReach ?? null;
  return {
    classesInReach,
    /** The data scope is the whole school: what a grade or class scope may not set up is offered. */
    reachesWholeSchool: classesInReach === null,
    /** Moving a child needs a second class to move to. */
    reachesSeveralClasses: classesInReach === null || classesInReach.length > 1,
    ownClassId: account?.teachingClassIds?.[0],
  };
}

/** Stores a session the server opened or changed, and shows its account everywhere at once. */
function useKeepAccount() {
  const queryClient = useQueryClient();
  return (account: TeacherAccount, token?: string) => {
    if (token) sessionStore.start(token, account);
    else sessionStore.saveAccount(account);
    queryClient.setQueryData(accountQueryKey, account);
  };
}

/**
 * Keeps the account of a session moved to another school of the group, and reads everything else
 * again: all that was cached belonged to the old school.
 */
export function useEnterSchool() {
  const queryClient = useQueryClient();
  const keepAccount = useKeepAccount();
  return async (account: TeacherAccount) => {
    keepAccount(account);
    await queryClient.invalidateQueries({ predicate: (query) => !partialMatchKey(query.queryKey, sessionRoot) });
  };
}

type LoginAnswer = TeacherAccount & { token: string };

function useLogin<Input>(login: (input: Input) => Promise<LoginAnswer>, onError: (error: unknown) => void) {
  const keepAccount = useKeepAccount();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, ...account }) => keepAccount(account, token),
    onError,
  });
}

export const usePasswordLogin = (onError: (error: unknown) => void) =>
  useLogin(
    (input: Omit<CallInput<typeof sessionEndpoints.validLogin>, 'appId'>) =>
      call(sessionEndpoints.validLogin, { ...input, appId: PLATFORM_ID }),
    onError,
  );

export const useSmsLogin = (onError: (error: unknown) => void) =>
  useLogin(
    (input: Omit<CallInput<typeof sessionEndpoints.smsLogin>, 'appId'>) => call(sessionEndpoints.smsLogin, { ...input, appId: PLATFORM_ID }),
    onError,
  );

export function useSendCode() {
  return useMutation({
    mutationFn: (input: CallInput<typeof sessionEndpoints.sendMessage>) => call(sessionEndpoints.sendMessage, input),
  });
}

export function useResetPassword(onError: (error: unknown) => void) {
  return useMutation({
    mutationFn: (input: CallInput<typeof sessionEndpoints.updatePasswordByCode>) => call(sessionEndpoints.updatePasswordByCode, input),
    onError,
  });
}

/**
 * Ends the session on the server, then here whatever the server said: the user asked to leave,
 * and a session the server failed to revoke expires by itself.
 */
export async function logout(): Promise<void> {
  try {
    await call(sessionEndpoints.logout, { platId: PLATFORM_ID });
  } catch {
    // Already reported by the request layer where the user needs to know.
  } finally {
    sessionStore.clear();
  }
}
