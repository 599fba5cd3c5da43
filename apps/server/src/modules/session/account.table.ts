import type { Generated } from 'kysely';

/**
 * A person's sign-in: one phone, one password, whatever schools the person works in. Staff rows
 * (`teacher.accountId`) tie it to schools; only the person changes the password.
 */
export interface AccountTable {
  id: Generated<number>;
  phone: string;
  /** scrypt hash; null until the person sets a password (they sign in by SMS code meanwhile). */
  passwordHash: string | null;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    account: AccountTable;
  }
}
