import type { TeacherAccount } from '@yuanwu/shared';

/**
 * The session lives in sessionStorage under fixed keys: a reload keeps it, a new tab starts
 * signed out. The password is never stored, so there is none to clear.
 */
export const SESSION_KEYS = {
  token: 'yuanwu.token',
  teacherId: 'yuanwu.teacherId',
  account: 'yuanwu.account',
} as const;

export interface SessionStore {
  token(): string | null;
  setToken(token: string): void;
  account(): TeacherAccount | null;
  saveAccount(account: TeacherAccount): void;
  start(token: string, account: TeacherAccount): void;
  clear(): void;
  /** Runs `listener` whenever the session is cleared; returns the unsubscribe. */
  onClear(listener: () => void): () => void;
}

export function createSessionStore(storage: Storage): SessionStore {
  const clearListeners = new Set<() => void>();

  const store: SessionStore = {
    token: () => storage.getItem(SESSION_KEYS.token) || null,
    setToken: (token) => storage.setItem(SESSION_KEYS.token, token),
    account() {
      const saved = storage.getItem(SESSION_KEYS.account);
      if (!saved) return null;
      try {
        return JSON.parse(saved) as TeacherAccount;
      } catch {
        return null;
      }
    },
    saveAccount(account) {
      storage.setItem(SESSION_KEYS.account, JSON.stringify(account));
      storage.setItem(SESSION_KEYS.teacherId, String(account.teacherId));
    },
    start(token, account) {
      store.setToken(token);
      store.saveAccount(account);
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
      for (const listener of clearListeners) listener();
    },
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
  };
  return store;
}

export const sessionStore = createSessionStore(window.sessionStorage);
