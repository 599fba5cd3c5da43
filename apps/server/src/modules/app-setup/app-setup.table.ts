import type { Generated } from 'kysely';

/**
 * An app on someone's phone, as its sign-ins tell: one row per phone and app (the teachers' app,
 * audience 1; the parents' app, 2), the device of the latest sign-in, and when the first and the
 * latest were. A phone spans schools, so the rows are the platform's; each school reads those of its
 * staff's and guardians' phones.
 */
export interface AppInstallTable {
  id: Generated<number>;
  phone: string;
  audience: number;
  appId: string | null;
  deviceId: string;
  firstLoginAt: string;
  lastLoginAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    appInstall: AppInstallTable;
  }
}
