import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { SchoolDb } from '../db/school-scope.js';
import type { MountedGroup } from '../http/context.js';
import type { Random } from './demo-random.js';
import type { SmsProvider } from './sms.js';

/** What the core hands every module's services: the platform's handles, clock and settings. */
export interface CoreDeps {
  /** The platform's handle, for the platform's own tables and reads across schools. */
  db: Kysely<Database>;
  /** The database confined to one school, for work no session's school decides (a card machine, a person's home school). */
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  config: Pick<Config, 'session' | 'passwordCost' | 'tokenSecret' | 'dataDir' | 's3'>;
  sms: SmsProvider;
}

/**
 * Whose rows a table holds: `school`, each row one school's, so that a school-scoped handle confines
 * every query on it; `platform`, the platform's own (schools, accounts, sessions, the audit log).
 */
export type TableScope = 'school' | 'platform';

/** One demo school's class life, as each module's demo seed gets it. */
export interface DemoPlan {
  schoolId: number;
  /** The school year the demo lives in. */
  year: { startYear: number; startDate: string; endDate: string };
  /** The school's day the demo is made on, and that moment. */
  today: string;
  now: string;
  /** The card machine key the school's gate machines authenticate with. */
  machineKey: string;
  /** The random source the class life shares, taken in the order of the module list. */
  random: Random;
  /** A module adds an offset of its own to this for a random source of its own, which keeps the other modules' rows as they were. */
  seed: number;
  /** The last school days of class life, up to yesterday (read once the holidays are in). */
  schoolDays(): Promise<string[]>;
}

/** A server module as the app sees it: what its index.ts exports as its manifest. */
export interface ServerModule<Needs = CoreDeps, Made extends object = object> {
  /** Its tables, as the Database type names them (each module adds them from its .table.ts), and whose rows they hold. */
  tables: Partial<Record<keyof Database, TableScope>>;
  /** Its services, from the core's handles and the services of the modules listed before it. */
  create: (deps: Needs) => Made;
  /** Its declared calls, each with a handler that is one line into a service. */
  handlers: (services: Made) => MountedGroup[];
  /** Its records in each demo school, made in the order of the module list. */
  demo?: (db: SchoolDb, plan: DemoPlan) => Promise<void>;
}

/** Types a module's manifest: the needs of `create` and the services it makes follow from the functions given. */
export const defineModule = <Needs, Made extends object>(module: ServerModule<Needs, Made>) => module;
