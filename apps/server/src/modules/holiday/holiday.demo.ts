import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** The national holidays of the demo's school year, and the children's winter break. */
export async function seedHolidays(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const { startYear } = plan.year;
  const next = startYear + 1;
  const holidays = [
    { name: '国庆节', userType: 0, startDate: `${startYear}-10-01`, endDate: `${startYear}-10-07` },
    { name: '元旦', userType: 0, startDate: `${next}-01-01`, endDate: `${next}-01-03` },
    { name: '寒假', userType: 2, startDate: `${next}-01-25`, endDate: `${next}-02-20` },
    { name: '劳动节', userType: 0, startDate: `${next}-05-01`, endDate: `${next}-05-05` },
  ];
  await db.insertInto('holiday').values(holidays.map((holiday) => ({ ...holiday, createdAt: plan.now }))).execute();
}
