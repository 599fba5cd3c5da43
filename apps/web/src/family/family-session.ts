import type { FamilyAccount, FamilyTeacherAccount } from '@yuanwu/shared';

/**
 * The family page's session, apart from the console's: in localStorage, so that a phone keeps the
 * family signed in across visits (the server ends it after 12 idle hours, or a week). A teacher's
 * session keeps the teacher's account instead of the family's.
 */
const KEYS = { token: 'yuanwu.family.token', account: 'yuanwu.family.account', picked: 'yuanwu.family.picked', teacher: 'yuanwu.family.teacher' } as const;

function saved<T>(key: string): T | null {
  const text = window.localStorage.getItem(key);
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export const familySession = {
  token: () => window.localStorage.getItem(KEYS.token) || null,
  setToken: (token: string) => window.localStorage.setItem(KEYS.token, token),
  account: () => saved<FamilyAccount>(KEYS.account),
  saveAccount: (account: FamilyAccount) => window.localStorage.setItem(KEYS.account, JSON.stringify(account)),
  /** The teacher signed in, when a teacher is: the page shows the teacher's sections. */
  teacher: () => saved<FamilyTeacherAccount>(KEYS.teacher),
  saveTeacher: (account: FamilyTeacherAccount) => window.localStorage.setItem(KEYS.teacher, JSON.stringify(account)),
  /** Whether the family chose its child since signing in (several children: the page asks first). */
  picked: () => window.localStorage.getItem(KEYS.picked) === '1',
  markPicked: () => window.localStorage.setItem(KEYS.picked, '1'),
  clear() {
    for (const key of Object.values(KEYS)) window.localStorage.removeItem(key);
  },
};
