import type { Kysely, Transaction } from 'kysely';
import { addSeconds, iso, schoolDate } from '../clock.js';
import { addDays } from '../core/calendar.js';
import { seededRandom, type Random } from '../core/demo-random.js';
import type { DemoClass, DemoPlan, DemoSchool, ServerModule } from '../core/module.js';
import { hashPassword } from '../core/password.js';
import type { Database } from '../db/schema.js';
import type { SchoolDb } from '../db/school-scope.js';
import { scopeToSchool, serverModules } from '../module-list.js';
import { schoolCalendar } from '../modules/holiday/index.js';

export const DEMO_PASSWORD = 'Demo@2026';
/** The card machine keys of the demo schools (README): the head school's and the branch's. */
export const DEMO_MACHINE_KEYS = { head: 'demo-card-machine-yangguang', branch: 'demo-card-machine-donghu' } as const;
/** How far back the demo's class life goes: school days, within the current school year. */
const DEMO_SCHOOL_DAYS = 90;
export const DEMO_ACCOUNTS = { headAdmin: '13800000000', branchAdmin: '13800000001', classTeacher: '13800000002' } as const;

/** The school year holding `today`: September to July. */
export function currentSchoolYear(today: Date) {
  const startYear = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return {
    name: `${startYear}-${startYear + 1}学年`,
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-07-31`,
    semesters: [
      { name: '第一学期', startDate: `${startYear}-09-01`, endDate: `${startYear + 1}-01-31` },
      { name: '第二学期', startDate: `${startYear + 1}-02-01`, endDate: `${startYear + 1}-07-31` },
    ],
    startYear,
  };
}

/** A demo school: the school itself, its people (made up by the modules), and its card machine key. */
export interface SchoolPlan extends Omit<DemoSchool, 'phoneBase'> {
  name: string;
  parentId: number | null;
  address: string;
  /** The card machine key the school's gate machines authenticate with. */
  machineKey: string;
}

const HEAD_SCHOOL: SchoolPlan = {
  name: '阳光幼儿园',
  parentId: null,
  address: '杭州市西湖区文三路 188 号',
  adminPhone: DEMO_ACCOUNTS.headAdmin,
  adminIsGroupAdmin: true,
  teacherPhone: DEMO_ACCOUNTS.classTeacher,
  // Within 《幼儿园工作规程》's class sizes (托 20, 小 25, 中 30, 大 35), as a well-run school keeps them.
  grades: [
    { level: 1, classes: 2, children: 18 },
    { level: 2, classes: 3, children: 25 },
    { level: 3, classes: 3, children: 30 },
    { level: 4, classes: 4, children: 32 },
  ],
  supportStaff: [
    { post: '副园长', department: '园务办公室', count: 1 },
    { post: '办公室主任', department: '园务办公室', count: 1 },
    { post: '保健医', department: '保健室', count: 1 },
    { post: '厨师', department: '后勤部', count: 2 },
    { post: '财务', department: '园务办公室', count: 1 },
    { post: '保安', department: '后勤部', count: 2 },
  ],
  machineKey: DEMO_MACHINE_KEYS.head,
};

const BRANCH_SCHOOL: Omit<SchoolPlan, 'parentId'> = {
  name: '阳光幼儿园（东湖分园）',
  address: '杭州市余杭区东湖北路 66 号',
  adminPhone: DEMO_ACCOUNTS.branchAdmin,
  adminIsGroupAdmin: false,
  grades: [
    { level: 2, classes: 1, children: 25 },
    { level: 3, classes: 1, children: 25 },
    { level: 4, classes: 1, children: 25 },
  ],
  supportStaff: [
    { post: '保健医', department: '保健室', count: 1 },
    { post: '厨师', department: '后勤部', count: 1 },
  ],
  machineKey: DEMO_MACHINE_KEYS.branch,
};

/** Seeds the demo kindergarten: a head school and a branch, as a real school would look. */
export async function seedDemo(db: Kysely<Database>, options: { passwordCost: number; today: Date }): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  const random = seededRandom(20260901);
  await db.transaction().execute(async (trx) => {
    const headId = await seedSchool(trx, HEAD_SCHOOL, { random, passwordHash, today: options.today, phoneBase: 13900000000 });
    await seedSchool(trx, { ...BRANCH_SCHOOL, parentId: headId }, { random, passwordHash, today: options.today, phoneBase: 13910000000 });
  });
}

export interface SeedContext {
  /** The random source the schools' people are drawn from, taken by one school after another. */
  random: Random;
  passwordHash: string;
  today: Date;
  phoneBase: number;
  /** How many of the last school days get class life (attendance, dynamics, workbooks); the demo's default when absent. */
  schoolDays?: number;
}

/** The last `count` school days before today, no further back than the start of the year. */
async function demoSchoolDays(db: SchoolDb, year: { startDate: string }, today: string, count: number): Promise<string[]> {
  const yesterday = addDays(today, -1);
  if (yesterday < year.startDate) return [];
  const { schoolDays } = await schoolCalendar(db, { startDate: year.startDate, endDate: yesterday });
  return schoolDays.slice(-count);
}

/** The school's classes, grade by grade: in a school of four grades, the first class's head teacher leads the grade. */
function classesOf(plan: SchoolPlan): DemoClass[] {
  return plan.grades.flatMap((grade) =>
    Array.from({ length: grade.classes }, (_class, number) => ({ level: grade.level, number, children: grade.children, leadsGrade: number === 0 && plan.grades.length > 3 })),
  );
}

/**
 * One school as `plan` describes it; returns its id. The modules make it in three rounds, each in
 * the order of the module list: the people before the classes (roles, the year, the staff no class
 * has), the classes one by one (the class, its staff and children), then each module's records of
 * the school's life (cards, holidays, then the last school days of attendance, class dynamics,
 * works, notes, growth records, cookbooks, checkups, activities...).
 */
export async function seedSchool(trx: Transaction<Database>, plan: SchoolPlan, context: SeedContext): Promise<number> {
  const now = iso(context.today);
  const { id: schoolId } = await trx
    .insertInto('school')
    .values({ name: plan.name, parentId: plan.parentId, address: plan.address, phone: '0571-88886666', createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const db = scopeToSchool(trx, schoolId);
  const year = currentSchoolYear(context.today);
  const today = schoolDate(context.today);
  const schoolNumber = Math.floor(context.phoneBase / 10_000_000) % 10;
  let schoolDays: Promise<string[]> | undefined;
  const demo: DemoPlan = {
    schoolId,
    school: { ...plan, phoneBase: context.phoneBase },
    year,
    today,
    now,
    daysAgo: (days) => iso(addSeconds(context.today, -days * 24 * 3600)),
    machineKey: plan.machineKey,
    passwordHash: context.passwordHash,
    people: context.random,
    // Random sources of their own keep the rest of the demo as it was.
    records: seededRandom(20261101 + schoolNumber),
    random: seededRandom(context.phoneBase),
    seed: context.phoneBase,
    schoolDays: () => (schoolDays ??= demoSchoolDays(db, year, today, context.schoolDays ?? DEMO_SCHOOL_DAYS)),
  };
  const modules = serverModules as readonly ServerModule<never, object>[];
  for (const module of modules) await module.demoPeople?.(db, demo);
  for (const demoClass of classesOf(plan)) {
    for (const module of modules) await module.demoClass?.(db, demo, demoClass);
  }
  for (const module of modules) await module.demo?.(db, demo);
  return schoolId;
}
