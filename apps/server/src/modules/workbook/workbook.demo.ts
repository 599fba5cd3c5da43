import { StudentStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

const THEMES = ['我的自画像', '秋天的树叶', '我爱我家', '彩色的梦', '小小建筑师', '美丽的花园'];
const TEACHER_COMMENTS = ['色彩搭配很大胆，想象力丰富！', '线条流畅，画面很完整。', '能坚持完成作品，真棒！', '细节很用心，继续加油。', '构图有创意，老师很喜欢。'];
/** A class starts a new workbook about every three weeks of school. */
const SCHOOL_DAYS_PER_WORKBOOK = 15;
const HEAD_TEACHER = 1;

/** Workbooks of every class over `days`, each with most children's works, a few chosen as excellent. */
export async function seedWorkbooks(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  if (days.length === 0) return;
  const [heads, children] = await Promise.all([
    db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', '=', HEAD_TEACHER).orderBy('classId').execute(),
    db.selectFrom('child').select(['id', 'classId']).where('status', '=', StudentStatus.IN_SCHOOL).where('classId', 'is not', null).orderBy('id').execute(),
  ]);
  const workbooks = heads.flatMap((head) =>
    days
      .filter((_date, index) => index % SCHOOL_DAYS_PER_WORKBOOK === 0)
      .map((date, index) => ({ classId: head.classId, name: THEMES[index % THEMES.length]!, teacherId: head.teacherId, createdAt: chinaTime(date, 14, random.between(0, 59)) })),
  );
  const saved = workbooks.length ? await db.insertInto('workbook').values(workbooks).returning(['id', 'classId', 'teacherId', 'createdAt']).execute() : [];
  const files: Insertable<SchoolScopedDatabase['workbookFile']>[] = [];
  for (const workbook of saved) {
    for (const child of children.filter((candidate) => candidate.classId === workbook.classId)) {
      if (random.next() > 0.85) continue;
      const createdAt = new Date(Date.parse(workbook.createdAt) + random.between(60, 3 * 24 * 60) * 60_000).toISOString();
      files.push({
        workbookId: workbook.id,
        childId: child.id,
        teacherId: workbook.teacherId,
        fileId: null,
        title: null,
        isExcellent: random.next() < 0.08 ? 1 : 0,
        teacherComment: random.next() < 0.4 ? random.pick(TEACHER_COMMENTS) : null,
        createdAt: createdAt < now ? createdAt : now,
      });
    }
  }
  for await (const batch of inBatches(files)) await db.insertInto('workbookFile').values(batch).execute();
}
