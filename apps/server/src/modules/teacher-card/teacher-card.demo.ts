import { TeacherCardStatus, TeacherStatus } from '@yuanwu/shared';
import { schoolDate } from '../../clock.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { cancelActiveCard, updateTeacher } from '../teacher/index.js';

/** Teacher cards for the staff (the last three not yet issued, one replaced), and a guard who left last month, the card cancelled. */
export async function seedTeacherCards(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const staff = await db.selectFrom('teacher').select('id').orderBy('id').execute();
  const boundAt = plan.daysAgo(30);
  const cardNo = (index: number) => String(3_000_000_000 + plan.schoolId * 100_000 + index);
  const issued = staff.slice(0, -3);
  await db
    .insertInto('teacherCard')
    .values(issued.map((teacher, index) => ({ teacherId: teacher.id, cardNo: cardNo(index + 1), status: TeacherCardStatus.NORMAL, boundAt, cancelledAt: null })))
    .execute();
  // A lost card, replaced by a new number.
  await db
    .insertInto('teacherCard')
    .values({ teacherId: issued[1]!.id, cardNo: cardNo(90_000), status: TeacherCardStatus.CANCELLED, boundAt: plan.daysAgo(400), cancelledAt: boundAt })
    .execute();
  // A guard left last month: no class, the card cancelled, the record kept.
  const leaver = await db
    .selectFrom('teacher')
    .innerJoin('post', 'post.id', 'teacher.postId')
    .select('teacher.id')
    .where('post.name', '=', '保安')
    .orderBy('teacher.id', 'desc')
    .executeTakeFirst();
  if (!leaver) return;
  const leftAt = plan.daysAgo(20);
  await updateTeacher(db, leaver.id, { status: TeacherStatus.LEFT, leftAt: schoolDate(new Date(leftAt)) });
  await cancelActiveCard(db, leaver.id, leftAt);
}
