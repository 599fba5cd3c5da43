import { AttendStatus, EatLevel } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Teachers have kept 饮水进餐 over the last three weeks of school. */
const RECORDED_SCHOOL_DAYS = 15;
const HEAD_TEACHER = 1;
/** A child who went home early (离园) missed the afternoon snack. */
const LEFT_EARLY_SNACK = EatLevel.NONE;
const PICKY_NOTES = ['不吃青菜', '挑出了胡萝卜', '不爱吃鱼', '只吃肉不吃菜', '米饭剩了一半', '不吃葱姜', '喝汤较少', '需要老师喂'];
/** How often a child's day gets a picky note, by appetite. */
const PICKY_CHANCE = { good: 0.02, fair: 0.12, poor: 0.35 };

type Appetite = keyof typeof PICKY_CHANCE;

/** Most children eat well; some are so-so; a few are poor eaters, every day a little differently. */
function appetiteOf(random: Random): Appetite {
  const roll = random.next();
  if (roll < 0.7) return 'good';
  return roll < 0.92 ? 'fair' : 'poor';
}

function mealLevel(random: Random, appetite: Appetite): number {
  const roll = random.next();
  if (appetite === 'good') return roll < 0.75 ? EatLevel.ALL : roll < 0.985 ? EatLevel.MOST : EatLevel.HALF;
  if (appetite === 'fair') return roll < 0.35 ? EatLevel.ALL : roll < 0.8 ? EatLevel.MOST : roll < 0.95 ? EatLevel.HALF : EatLevel.LITTLE;
  return roll < 0.1 ? EatLevel.ALL : roll < 0.4 ? EatLevel.MOST : roll < 0.75 ? EatLevel.HALF : roll < 0.95 ? EatLevel.LITTLE : EatLevel.NONE;
}

/**
 * The water and meals of every child who came on the last school days of `days`, saved by the
 * class's head teacher in the afternoon; a child's appetite and drinking habit hold from day to day.
 */
export async function seedDailyCare(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { random, now } = plan;
  const days = plan.days.slice(-RECORDED_SCHOOL_DAYS);
  if (days.length === 0) return;
  const [attended, heads] = await Promise.all([
    db
      .selectFrom('childAttendance')
      .select(['childId', 'classId', 'date', 'status'])
      .where('date', 'in', days)
      .where('status', '!=', AttendStatus.ABSENT)
      .orderBy('date')
      .orderBy('childId')
      .execute(),
    db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', '=', HEAD_TEACHER).execute(),
  ]);
  const headOf = new Map(heads.map((row) => [row.classId, row.teacherId]));
  const habits = new Map<number, { appetite: Appetite; cups: number }>();
  const habitOf = (childId: number) => {
    let habit = habits.get(childId);
    if (!habit) {
      habit = { appetite: appetiteOf(random), cups: random.between(4, 6) };
      habits.set(childId, habit);
    }
    return habit;
  };
  const rows: Insertable<SchoolScopedDatabase['dailyCare']>[] = [];
  for (const day of attended) {
    const recordedBy = headOf.get(day.classId);
    if (!recordedBy) continue;
    const habit = habitOf(day.childId);
    const leftEarly = day.status === AttendStatus.LEFT;
    const cups = Math.max(1, habit.cups + random.between(-1, 1) - (leftEarly ? 2 : 0));
    const at = chinaTime(day.date, 16, random.between(10, 50));
    const stamp = at < now ? at : now;
    rows.push({
      childId: day.childId,
      classId: day.classId,
      date: day.date,
      waterCups: cups,
      breakfast: mealLevel(random, habit.appetite),
      lunch: mealLevel(random, habit.appetite),
      snack: leftEarly ? LEFT_EARLY_SNACK : mealLevel(random, habit.appetite),
      pickyNote: random.next() < PICKY_CHANCE[habit.appetite] ? random.pick(PICKY_NOTES) : null,
      recordedBy,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  for await (const batch of inBatches(rows)) await db.insertInto('dailyCare').values(batch).execute();
}
