import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { ClassOwnership, SchoolDb } from '../db/school-scope.js';
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
  config: Pick<Config, 'session' | 'passwordCost' | 'tokenSecret' | 'dataDir' | 's3' | 'publicUrl'>;
  sms: SmsProvider;
}

/**
 * Whose rows a table holds: `school`, each row one school's, so that a school-scoped handle confines
 * every query on it; a class ownership (`{ classColumn }` or `{ childColumn }`, in the table type's
 * names), one school's rows that each belong to a class, so that a data scope narrower than the
 * school confines them too; `platform`, the platform's own (schools, accounts, sessions, the audit log).
 */
export type TableScope = 'school' | 'platform' | ClassOwnership;

/** A school's table whose rows each name their class. */
export const byClass = { classColumn: 'classId' } as const satisfies ClassOwnership;
/** A school's table whose rows each name a child: the child's current class owns them. */
export const byChild = { childColumn: 'childId' } as const satisfies ClassOwnership;

/** A demo school's people as planned: its principal, its classes and the staff no class has. */
export interface DemoSchool {
  adminPhone: string;
  adminIsGroupAdmin: boolean;
  /** The demo class teacher's phone, given to the first head teacher who does not lead a grade. */
  teacherPhone?: string;
  /** `children` is the head count of each class of the grade. */
  grades: { level: 1 | 2 | 3 | 4; classes: number; children: number }[];
  supportStaff: { post: string; department: string; count: number }[];
  /** The school's band of made-up phones (staff, guardians, pick-up people, new students): 10 million wide. */
  phoneBase: number;
}

/** One class of a demo school, as the modules' class by class seeds get it. */
export interface DemoClass {
  level: 1 | 2 | 3 | 4;
  /** Its place in its grade, from 0: the first class of a grade opens the grade. */
  number: number;
  children: number;
  /** Whether its head teacher leads the grade (年级组长). */
  leadsGrade: boolean;
}

/** One demo school, as each module's demo seed gets it. */
export interface DemoPlan {
  schoolId: number;
  school: DemoSchool;
  /** The school year the demo lives in. */
  year: { name: string; startYear: number; startDate: string; endDate: string; semesters: { name: string; startDate: string; endDate: string }[] };
  /** The school's day the demo is made on, and that moment. */
  today: string;
  now: string;
  /** The moment `days` days before `now`. */
  daysAgo(days: number): string;
  /** The card machine key the school's gate machines authenticate with. */
  machineKey: string;
  /** The password hash of the demo accounts that sign in. */
  passwordHash: string;
  /** The random source the people are drawn from (staff, children, guardians): one for all demo schools, taken in turn. */
  people: Random;
  /** The random source the school's child records share (allergies, pick-up people, new students), taken in the order of the module list. */
  records: Random;
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
  /**
   * Its part of each demo school's people, in three rounds, each in the order of the module list:
   * `demoPeople` before the classes (roles, the year, the staff no class has), `demoClass` class by
   * class (the class, its staff and children, drawn in turn from one random source), then `demo`,
   * its records of the school's life.
   */
  demoPeople?: (db: SchoolDb, plan: DemoPlan) => Promise<void>;
  demoClass?: (db: SchoolDb, plan: DemoPlan, demoClass: DemoClass) => Promise<void>;
  demo?: (db: SchoolDb, plan: DemoPlan) => Promise<void>;
}

/** Types a module's manifest: the needs of `create` and the services it makes follow from the functions given. */
export const defineModule = <Needs, Made extends object>(module: ServerModule<Needs, Made>) => module;
