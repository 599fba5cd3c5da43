import { FamilyAccount, FamilyTeacherAccount } from '@yuanwu/shared';
import type { z } from 'zod';

/**
 * The family page's session, apart from the console's: in localStorage, so that a phone keeps the
 * family signed in across visits (the server ends it after 12 idle hours, or a week). A teacher's
 * session keeps the teacher's account instead of the family's.
 */
const KEYS = { token: 'yuanwu.family.token', account: 'yuanwu.family.account', picked: 'yuanwu.family.picked', teacher: 'yuanwu.family.teacher' } as const;

/** The last text read under each key and what it parsed to: the layout and queries read on every render. */
const parsedByKey = new Map<string, { text: string | null; value: unknown }>();

/** What the page saved, as long as it still has the shape this version reads (else: sign in again). */
function saved<T>(key: string, schema: z.ZodType<T>): T | null {
  const text = window.localStorage.getItem(key);
  const last = parsedByKey.get(key);
  if (last && last.text === text) return last.value as T | null;
  const value = parse(text, schema);
  parsedByKey.set(key, { text, value });
  return value;
}

function parse<T>(text: string | null, schema: z.ZodType<T>): T | null {
  try {
    return text ? (schema.safeParse(JSON.parse(text)).data ?? null) : null;
  } catch {
    return null;
  }
}

export const familySession = {
  token: () => window.localStorage.getItem(KEYS.token) || null,
  setToken: (token: string) => window.localStorage.setItem(KEYS.token, token),
  account: () => saved(KEYS.account, FamilyAccount),
  saveAccount: (account: FamilyAccount) => window.localStorage.setItem(KEYS.account, JSON.stringify(account)),
  /** The teacher signed in, when a teacher is: the page shows the teacher's sections. */
  teacher: () => saved(KEYS.teacher, FamilyTeacherAccount),
  saveTeacher: (account: FamilyTeacherAccount) => window.localStorage.setItem(KEYS.teacher, JSON.stringify(account)),
  /** Whether the family chose its child since signing in (several children: the page asks first). */
  picked: () => window.localStorage.getItem(KEYS.picked) === '1',
  markPicked: () => window.localStorage.setItem(KEYS.picked, '1'),
  clear() {
    for (const key of Object.values(KEYS)) window.localStorage.removeItem(key);
  },
};
