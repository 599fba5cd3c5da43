import { CheckupItemCode, type CheckupItem } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './checkup.repository.js';
import { ageInMonths, insertBatchWithList, insertDefaultTemplate } from './checkup.service.js';

interface Child {
  childId: number;
  classId: number;
  sex: number;
  birthday: string | null;
  gradeLevel: number;
}

/** A standard normal draw (Box-Muller). */
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Saturday and Sunday move to the Monday after: the school doctor comes on school days. */
const schoolDay = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(date, 2) : weekday === 0 ? addDays(date, 1) : date;
};

/** 五分记录 values of preschoolers: most 4.8-5.0, a few below. */
const VISION = [4.6, 4.7, 4.7, 4.8, 4.8, 4.8, 4.9, 4.9, 4.9, 4.9, 5.0, 5.0, 5.0, 5.1];

/**
 * A child's measures on a day: height and weight around China's 3-6 year medians for the age (a
 * child keeps their place in the spread from one checkup to the next), the rest by plausible rates.
 */
function valuesOf(child: Child, date: string, place: { height: number; weight: number }, random: Random, full: boolean) {
  const years = (ageInMonths(child.birthday, date) ?? 48) / 12;
  const girl = child.sex === 2 ? 1 : 0;
  const height = clamp(96 + (years - 3) * 7 - girl * 1.2 + place.height * 3.8, 86, 130);
  const weight = clamp(14.5 + (years - 3) * 2 - girl * 0.5 + place.weight * 1.6, 11.5, 30);
  const values: Record<string, string> = { [CheckupItemCode.HEIGHT]: oneDecimal(height), [CheckupItemCode.WEIGHT]: oneDecimal(weight) };
  values[CheckupItemCode.VISION_LEFT] = random.pick(VISION).toFixed(1);
  values[CheckupItemCode.VISION_RIGHT] = random.pick(VISION).toFixed(1);
  if (!full) return values;
  values[CheckupItemCode.CARIES] = String(random.next() < 0.65 ? 0 : random.between(1, 4));
  values[CheckupItemCode.HEMOGLOBIN] = String(random.next() < 0.08 ? random.between(100, 109) : random.between(112, 135));
  values[CheckupItemCode.HEARING] = random.next() < 0.98 ? '正常' : '异常';
  return values;
}

/**
 * The school's default template and two past checkups of the current school year: the autumn
 * checkup of every class early in the term (a few children absent), and a growth check of the
 * middle and senior classes ten days ago (height, weight and eyes only; some classes not done yet).
 */
export async function seedCheckups(db: SchoolDb, plan: { today: string; now: string; random: Random }): Promise<void> {
  const { today, now, random } = plan;
  const year = await db.selectFrom('schoolYear').select(['startDate']).where('startDate', '<=', today).where('endDate', '>=', today).executeTakeFirst();
  // The school doctor (保健医) records the checkups, or the principal where there is none.
  const staff = await db.selectFrom('teacher').innerJoin('post', 'post.id', 'teacher.postId').select(['teacher.id', 'post.name as post']).where('post.name', 'in', ['保健医', '园长']).orderBy('teacher.id').execute();
  const doctor = staff.find((member) => member.post === '保健医') ?? staff[0];
  if (!year || !doctor) return;
  const children: Child[] = (await db
    .selectFrom('child')
    .innerJoin('schoolClass', 'schoolClass.id', 'child.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['child.id as childId', 'child.classId', 'child.sex', 'child.birthday', 'grade.level as gradeLevel'])
    .where('child.status', '=', 0)
    .orderBy('child.id')
    .execute()) as Child[];
  if (children.length === 0) return;

  const templateId = await insertDefaultTemplate(db, now);
  const items: CheckupItem[] = (await repository.itemsOfTemplates(db, [templateId])).map(({ templateId: _owner, ...item }) => item);
  const places = new Map(children.map((child) => [child.childId, { height: normal(random), weight: normal(random) }]));

  const checkups = [
    { name: '秋季入园体检', date: schoolDay(addDays(year.startDate, 16)), children, full: true, skip: 0.04 },
    // 中班 and 大班: grade levels 3 and 4.
    { name: '11月生长发育监测', date: schoolDay(addDays(today, -10)), children: children.filter((child) => child.gradeLevel >= 3), full: false, skip: 0.08 },
  ];
  for (const checkup of checkups) {
    if (checkup.date >= today || checkup.children.length === 0) continue;
    const classIds = [...new Set(checkup.children.map((child) => child.classId))];
    const batchId = await insertBatchWithList(
      db,
      { name: `${checkup.date.slice(0, 4)}年${checkup.name}`, checkupDate: checkup.date, templateId, createdBy: doctor.id, createdAt: `${checkup.date}T01:00:00.000Z` },
      { classIds, items, children: checkup.children.map(({ childId, classId }) => ({ childId, classId })) },
    );
    // The growth check has not reached the last class yet.
    const pendingClass = checkup.full ? null : classIds.at(-1);
    const [records, batchItems] = await Promise.all([repository.listRecords(db, { batchId }), repository.itemsOfBatch(db, batchId)]);
    for (const record of records) {
      const child = checkup.children.find((candidate) => candidate.childId === record.studentId)!;
      if (child.classId === pendingClass || random.next() < checkup.skip) continue;
      const values = valuesOf(child, checkup.date, places.get(child.childId)!, random, checkup.full);
      const rows = batchItems.flatMap((item) => (item.code && values[item.code] ? [{ itemId: item.itemId, value: values[item.code]! }] : []));
      await repository.replaceValues(db, record.recordId, rows, { at: `${checkup.date}T03:30:00.000Z`, by: doctor.id });
    }
  }
}
