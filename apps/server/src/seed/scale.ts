import type { Kysely } from 'kysely';
import { schoolDate } from '../clock.js';
import { seededRandom } from '../core/demo-random.js';
import { hashPassword } from '../core/password.js';
import type { Database } from '../db/schema.js';
import { scopeToSchool } from '../module-list.js';
import { seedGroupSurvey } from '../modules/questionnaire/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedSchool, type SchoolPlan } from './demo.js';

/**
 * The day the scale data set is seen from: late in a school year, so that a whole year (2025-09-01
 * to 2026-07-09) of attendance and class life is on record, the same on every machine and every day.
 */
export const SCALE_TODAY = new Date('2026-07-10T04:00:00Z');

/** Per campus: 12 classes, 400 children (so 50 campuses hold 600 classes and 20,000 children). */
const GRADES: SchoolPlan['grades'] = [
  { level: 1, classes: 2, children: 31 },
  { level: 2, classes: 3, children: 33 },
  { level: 3, classes: 3, children: 33 },
  { level: 4, classes: 4, children: 35 },
];
/** With the principal and three staff per class, 60 staff a campus (3,000 for 50). */
const SUPPORT_STAFF: SchoolPlan['supportStaff'] = [
  { post: '副园长', department: '园务办公室', count: 1 },
  { post: '办公室主任', department: '园务办公室', count: 1 },
  { post: '财务', department: '园务办公室', count: 2 },
  { post: '保健医', department: '保健室', count: 2 },
  { post: '厨师', department: '后勤部', count: 6 },
  { post: '保安', department: '后勤部', count: 4 },
  { post: '保育员', department: '保育部', count: 7 },
];

/** The group's head campus keeps the demo's accounts; each branch's principal logs in as 13700000001, 13700000002 ... */
export function campusPlan(index: number, headId: number | null): SchoolPlan {
  const head = index === 0;
  return {
    name: head ? '阳光幼儿园' : `阳光幼儿园（第${index}分园）`,
    parentId: headId,
    address: `杭州市西湖区文三路 ${188 + index} 号`,
    adminPhone: head ? DEMO_ACCOUNTS.headAdmin : String(13_700_000_000 + index),
    adminIsGroupAdmin: head,
    ...(head ? { teacherPhone: DEMO_ACCOUNTS.classTeacher } : {}),
    grades: GRADES,
    supportStaff: SUPPORT_STAFF,
    machineKey: `scale-card-machine-${index}`,
  };
}

/**
 * Seeds `campuses` campuses with the demo's row builders, one transaction per campus (a failure
 * keeps the campuses already written), then the group's satisfaction survey, answered by every
 * child's family. Phones get a band of 10 million per campus so none collide.
 */
export async function seedScale(
  db: Kysely<Database>,
  options: { campuses: number; passwordCost: number; onCampus?: (index: number) => void },
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordCost);
  const random = seededRandom(20250901);
  const campusIds: number[] = [];
  for (let index = 0; index < options.campuses; index += 1) {
    const plan = campusPlan(index, campusIds[0] ?? null);
    const context = { random, passwordHash, today: SCALE_TODAY, phoneBase: 13_900_000_000 + index * 10_000_000, schoolDays: Infinity /* the whole year so far */ };
    campusIds.push(await db.transaction().execute((trx) => seedSchool(trx, plan, context)));
    options.onCampus?.(index);
  }
  await db.transaction().execute((trx) => seedGroupSurvey((schoolId) => scopeToSchool(trx, schoolId), { headId: campusIds[0]!, campusIds, today: schoolDate(SCALE_TODAY) }));
}
