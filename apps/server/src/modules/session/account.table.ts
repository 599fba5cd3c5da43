import type { Generated } from 'kysely';

/**
 * A person's sign-in: one phone, one password, whatever schools the person works in. Staff rows
 * (`teacher.accountId`) tie it to schools. A password an administrator gave (a reset's temporary
 * one) must be replaced by the person before anything else.
 */
export interface AccountTable {
  id: Generated<number>;
  phone: string;
  /** scrypt hash; null until the person sets a password (they sign in by SMS code meanwhile). */
  passwordHash: string | null;
  /** 1 while the password is one someone else set: the console then opens only 修改密码. */
  mustChangePassword: Generated<number>;
  createdAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    account: AccountTable;
  }
}
