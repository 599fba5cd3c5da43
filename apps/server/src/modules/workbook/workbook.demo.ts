import { StudentStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import { demoMedia, type DemoDrawing } from '../files/index.js';

/** Workbook themes, and what the children's drawings for each show. */
const THEMES: { name: string; drawing: DemoDrawing }[] = [
  { name: '我的自画像', drawing: 'selfPortrait' },
  { name: '秋天的树叶', drawing: 'leaves' },
  { name: '我爱我家', drawing: 'family' },
  { name: '彩色的梦', drawing: 'dream' },
  { name: '小小建筑师', drawing: 'builder' },
  { name: '美丽的花园', drawing: 'flowers' },
];
const TEACHER_COMMENTS = ['色彩搭配很大胆，想象力丰富！', '线条流畅，画面很完整。', '能坚持完成作品，真棒！', '细节很用心，继续加油。', '构图有创意，老师很喜欢。'];
/** A class starts a new workbook about every three weeks of school. */
const SCHOOL_DAYS_PER_WORKBOOK = 15;
const HEAD_TEACHER = 1;

/** Workbooks of every class over `days`, each with most children's works, a few chosen as excellent. */
export async function seedWorkbooks(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  if (days.length === 0) return;
  const [heads, children, media] = await Promise.all([
    db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', '=', HEAD_TEACHER).orderBy('classId').execute(),
    db.selectFrom('child').select(['id', 'classId']).where('status', '=', StudentStatus.IN_SCHOOL).where('classId', 'is not', null).orderBy('id').execute(),
    demoMedia(db),
  ]);
  const workbooks = heads.flatMap((head) =>
    days
      .filter((_date, index) => index % SCHOOL_DAYS_PER_WORKBOOK === 0)
      .map((date, index) => ({ classId: head.classId, name: THEMES[index % THEMES.length]!.name, teacherId: head.teacherId, createdAt: chinaTime(date, 14, random.between(0, 59)) })),
  );
  const saved = workbooks.length ? await db.insertInto('workbook').values(workbooks).returning(['id', 'classId', 'name', 'teacherId', 'createdAt']).execute() : [];
  const files: Insertable<SchoolScopedDatabase['workbookFile']>[] = [];
  for (const workbook of saved) {
    const { drawing } = THEMES.find((theme) => theme.name === workbook.name)!;
    for (const child of children.filter((candidate) => candidate.classId === workbook.classId)) {
      if (random.next() > 0.85) continue;
      const createdAt = new Date(Date.parse(workbook.createdAt) + random.between(60, 3 * 24 * 60) * 60_000).toISOString();
      files.push({
        workbookId: workbook.id,
        childId: child.id,
        teacherId: workbook.teacherId,
        fileId: media.drawing(drawing, child.id),
        title: null,
        isExcellent: random.next() < 0.08 ? 1 : 0,
        teacherComment: random.next() < 0.4 ? random.pick(TEACHER_COMMENTS) : null,
        createdAt: createdAt < now ? createdAt : now,
      });
    }
  }
  for await (const batch of inBatches(files)) await db.insertInto('workbookFile').values(batch).execute();
}
