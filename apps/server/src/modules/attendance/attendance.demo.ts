import { AttendSource, AttendStatus, CardHolderType, StudentCardStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import { hashToken } from '../../core/tokens.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

/** Card swipes are kept for the classes with pickup cards over their last few weeks. */
const SWIPED_SCHOOL_DAYS = 15;
const HEAD_TEACHER = 1;

/**
 * How often a child misses school: most rarely, some now and then, a few often. An illness keeps a
 * child home a few days in a row, so an absence makes the next day's likelier.
 */
function absenceHabit(random: Random) {
  const roll = random.next();
  if (roll < 0.04) return 0.16;
  if (roll < 0.2) return 0.06;
  return 0.02;
}
const STILL_ILL = 0.45;
const LEAVES_EARLY = 0.012;

/**
 * Every school day of `days` for every child of the school: taken on the sheet by the class's head
 * teacher, or, for the children with pickup cards over the last weeks, by their swipes at the gate.
 */
export async function seedAttendance(db: SchoolDb, plan: { days: string[]; random: Random; machineKey: string; issuedAt: string }): Promise<void> {
  const { days, random } = plan;
  await db.insertInto('cardMachineKey').values({ keyHash: hashToken(plan.machineKey), issuedBy: null, issuedAt: plan.issuedAt, revokedAt: null }).execute();
  if (days.length === 0) return;
  const [members, heads, carded] = await Promise.all([
    db.selectFrom('childClassHistory').select(['childId', 'classId', 'startDate']).where('endDate', 'is', null).orderBy('childId').execute(),
    db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', '=', HEAD_TEACHER).execute(),
    db.selectFrom('pickupCard').select('childId').where('status', '=', StudentCardStatus.NORMAL).where('holderType', '=', CardHolderType.GUARDIAN).execute(),
  ]);
  const headOf = new Map(heads.map((row) => [row.classId, row.teacherId]));
  const withCard = new Set(carded.map((row) => row.childId));
  const swipedFrom = days[Math.max(0, days.length - SWIPED_SCHOOL_DAYS)]!;
  const rows: Insertable<SchoolScopedDatabase['childAttendance']>[] = [];
  for (const member of members) {
    const habit = absenceHabit(random);
    let absentYesterday = false;
    for (const date of days.filter((day) => day >= member.startDate)) {
      const absent: boolean = random.next() < (absentYesterday ? STILL_ILL : habit);
      absentYesterday = absent;
      const status = absent ? AttendStatus.ABSENT : random.next() < LEAVES_EARLY ? AttendStatus.LEFT : AttendStatus.PRESENT;
      const swiped = !absent && withCard.has(member.childId) && date >= swipedFrom;
      const arriveAt = swiped ? chinaTime(date, 7, 35 + random.between(0, 70)) : null;
      const leaveAt = !swiped ? null : status === AttendStatus.LEFT ? chinaTime(date, 11, random.between(0, 150)) : chinaTime(date, 16, random.between(0, 75));
      // A swiped day is the card's; a teacher marks the rest, and any change the gate cannot know (离园).
      const bySheet = !swiped || status === AttendStatus.LEFT;
      const markedAt = chinaTime(date, 9, random.between(5, 40));
      rows.push({
        childId: member.childId,
        classId: member.classId,
        date,
        status,
        source: bySheet ? AttendSource.SHEET : AttendSource.CARD,
        arriveAt,
        leaveAt,
        remark: status === AttendStatus.LEFT ? random.pick(['发烧，家长接回', '身体不适提前离园', '家中有事提前接走']) : absent && random.next() < 0.3 ? random.pick(['病假', '事假', '家长请假']) : null,
        markedBy: bySheet ? (headOf.get(member.classId) ?? null) : null,
        createdAt: arriveAt ?? markedAt,
        updatedAt: leaveAt ?? markedAt,
      });
    }
  }
  for await (const batch of inBatches(rows)) await db.insertInto('childAttendance').values(batch).execute();
}
