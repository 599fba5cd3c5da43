import { AppAudience, TeacherStatus } from '@yuanwu/shared';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** The share of the school's guardians and staff who have signed in from the apps: most staff, about two thirds of families. */
const STAFF_SHARE = 0.85;
const FAMILY_SHARE = 0.65;
const APP_IDS = { [AppAudience.STAFF]: 'yuanwu-teacher', [AppAudience.FAMILY]: 'yuanwu-parent' } as const;

/**
 * The apps' sign-ins of the school's staff and guardians as the last months left them: first
 * signed in on some day of the term, last in the past days. The demo accounts that sign in to the
 * console are among them or not as the draw falls.
 */
export async function seedAppInstalls(db: SchoolDb, context: { now: string; random: Random; daysAgo(days: number): string }): Promise<void> {
  const { random } = context;
  const [staff, guardians] = await Promise.all([
    db.selectFrom('teacher').select('phone').where('status', '!=', TeacherStatus.LEFT).execute(),
    db.selectFrom('guardian').select('phone').distinct().execute(),
  ]);
  const installs = (phones: { phone: string }[], audience: AppAudience, share: number) =>
    phones
      .filter(() => random.next() < share)
      .map(({ phone }) => ({
        phone,
        audience,
        appId: APP_IDS[audience],
        deviceId: `${random.pick(['iPhone', 'HUAWEI', 'Xiaomi', 'OPPO', 'vivo'])}-${Math.floor(random.next() * 0xffffffff).toString(16).padStart(8, '0')}`,
        firstLoginAt: context.daysAgo(random.between(20, 80)),
        lastLoginAt: context.daysAgo(random.between(0, 6)),
      }));
  const rows = [...installs(staff, AppAudience.STAFF, STAFF_SHARE), ...installs(guardians, AppAudience.FAMILY, FAMILY_SHARE)];
  // A phone on the staff of two demo schools signs in once: the first school's draw stands.
  for (let start = 0; start < rows.length; start += 200) {
    await db.insertInto('appInstall').values(rows.slice(start, start + 200)).onConflict((conflict) => conflict.columns(['phone', 'audience']).doNothing()).execute();
  }
}
