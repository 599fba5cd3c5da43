import type { Insertable } from 'kysely';
import { addDays, chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

const HOMEWORK = [
  { title: '亲子阅读打卡', content: '请家长和孩子共读一本绘本，拍一张阅读时的照片上传，并记录孩子最喜欢的一页和原因。' },
  { title: '寻找秋天的树叶', content: '周末请和孩子到公园或小区里找一找三种不同形状的树叶，说一说它们的颜色和形状，周一带来幼儿园做拓印画。' },
  { title: '我是家务小帮手', content: '请孩子在家完成一项力所能及的家务，如摆碗筷、叠袜子、给植物浇水，家长拍照或拍一段小视频记录。' },
  { title: '亲子手工：纸盒变变变', content: '用家里的废旧纸盒和孩子一起制作一件小玩具或小汽车，鼓励孩子自己动手涂色装饰，周五带来班级展示。' },
  { title: '数一数我的家', content: '和孩子一起数一数家里有几把椅子、几扇窗户、几盏灯，请孩子把数到的东西画在纸上，并写上数字。' },
  { title: '我来讲故事', content: '请孩子讲一个自己喜欢的小故事，家长录制一分钟以内的音频上传，我们会在班级里一起欣赏。' },
  { title: '每天拍球五分钟', content: '请每天陪孩子练习拍球五分钟，记录孩子连续拍球的最高次数，下周五在班级里举行拍球小比赛。' },
  { title: '垃圾分类我知道', content: '和孩子一起认识家里的四类垃圾，请孩子试着把废纸、果皮、电池、剩饭放到对应的垃圾桶，并拍照上传。' },
];
/** A class gets homework about once a school week, from its head teacher. */
const SCHOOL_DAYS_PER_HOMEWORK = 5;
const HEAD_TEACHER = 1;

/** Homework the head teachers set their classes' families over `days`, each due a few days later. */
export async function seedHomework(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  const heads = await db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', '=', HEAD_TEACHER).orderBy('classId').execute();
  const homework: Insertable<SchoolScopedDatabase['homework']>[] = [];
  for (const head of heads) {
    // Classes set it on different weekdays.
    const offset = head.classId % SCHOOL_DAYS_PER_HOMEWORK;
    days.forEach((date, index) => {
      if (index % SCHOOL_DAYS_PER_HOMEWORK !== offset) return;
      const createdAt = chinaTime(date, 15, random.between(0, 90));
      homework.push({
        classId: head.classId,
        teacherId: head.teacherId,
        ...random.pick(HOMEWORK),
        endDate: addDays(date, random.between(2, 6)),
        createdAt: createdAt < now ? createdAt : now,
      });
    });
  }
  for await (const batch of inBatches(homework)) await db.insertInto('homework').values(batch).execute();
}

const SIGN_NOTES = ['已完成，孩子很喜欢！', '已读完，孩子讲得很开心', '照片已上传', '孩子自己完成的', '周末一起做的，很有意思', null, null, null];

/**
 * Families' sign-offs of the homework set so far: most families of a class sign a homework once
 * due, about half before, each by the child's main guardian between the day it was set and its due date.
 */
export async function seedHomeworkSigns(db: SchoolDb, plan: { random: Random; now: string }): Promise<void> {
  const { random, now } = plan;
  const expected = await db
    .selectFrom('homework')
    .innerJoin('childClassHistory', 'childClassHistory.classId', 'homework.classId')
    .leftJoin('childGuardian', (join) => join.onRef('childGuardian.childId', '=', 'childClassHistory.childId').on('childGuardian.isMain', '=', 1))
    .select(['homework.id as homeworkId', 'homework.createdAt', 'homework.endDate', 'childClassHistory.childId', 'childGuardian.guardianId'])
    .whereRef('childClassHistory.startDate', '<=', 'homework.endDate')
    .where((eb) => eb.or([eb('childClassHistory.endDate', 'is', null), eb('childClassHistory.endDate', '>=', eb.ref('homework.endDate'))]))
    .orderBy('homework.id')
    .orderBy('childClassHistory.childId')
    .execute();
  const signs: Insertable<SchoolScopedDatabase['homeworkSign']>[] = [];
  const seen = new Set<string>();
  for (const row of expected) {
    const key = `${row.homeworkId}:${row.childId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const due = chinaTime(row.endDate, 21, 0) <= now;
    if (random.next() > (due ? 0.82 : 0.45)) continue;
    const spanMinutes = Math.max(60, (Date.parse(chinaTime(row.endDate, 21, 0)) - Date.parse(row.createdAt)) / 60_000);
    const signedAt = new Date(Date.parse(row.createdAt) + random.between(30, Math.floor(spanMinutes)) * 60_000).toISOString();
    if (signedAt > now) continue;
    signs.push({ homeworkId: row.homeworkId, childId: row.childId, guardianId: row.guardianId, content: random.pick(SIGN_NOTES), signedAt });
  }
  for await (const batch of inBatches(signs)) await db.insertInto('homeworkSign').values(batch).execute();
}
