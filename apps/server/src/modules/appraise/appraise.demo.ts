import { guideTargetsOfDomain } from '@yuanwu/shared';
import { chinaTime } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';

const FIELDS = [
  { name: '教学目标', description: '目标符合本班幼儿的年龄特点与发展水平，具体、可观察' },
  { name: '教学准备', description: '材料、环境与经验准备充分，便于幼儿操作' },
  { name: '教学过程', description: '环节清楚、层层递进，动静交替，时间安排合理' },
  { name: '师幼互动', description: '教师关注每个幼儿，提问开放，能接住幼儿的回应' },
  { name: '幼儿表现', description: '幼儿主动参与、乐于表达，有探索与合作' },
  { name: '教学效果', description: '目标达成度高，幼儿有收获' },
];

/** Lessons by the guide's domain (1 健康 ... 5 艺术), the kind principals sit in on. */
const LESSONS: Record<number, string[]> = {
  1: ['健康：我会洗手', '体育：小兔跳跳跳', '健康：保护牙齿', '体育：钻山洞'],
  2: ['语言：小蝌蚪找妈妈', '语言：彩虹色的花', '绘本阅读：猜猜我有多爱你', '儿歌：秋天'],
  3: ['社会：我的好朋友', '社会：我是值日生', '社会：过新年', '社会：排队不拥挤'],
  4: ['科学：沉与浮', '数学：按规律排序', '科学：会变的颜色', '数学：认识5以内的数'],
  5: ['美术：秋天的树叶拓印', '音乐：小星星', '美术：漂亮的围巾', '音乐游戏：找朋友'],
};

const REMARKS = [
  '活动目标清晰，材料准备充分，幼儿参与积极。建议提问再开放一些，多给幼儿表达的机会。',
  '教态亲切自然，环节衔接流畅。个别幼儿注意力分散时可以用游戏化的方式拉回来。',
  '能关注到不同发展水平的幼儿，分层指导做得好。结束环节略显仓促，可以留出分享的时间。',
  '情境创设有趣，幼儿兴趣浓厚。操作环节材料数量稍少，部分幼儿等待时间较长。',
  '师幼互动自然，能及时回应幼儿的想法。建议在活动后延伸到区域活动中继续探索。',
];

const FIELD_REMARKS = ['目标具体可操作', '准备充分', '环节紧凑', '回应及时', '幼儿积极', '达成度高', '可再开放些', '时间把握可加强'];

/** The school's appraisal fields and, every few weeks for each class, an appraisal of its head teacher by the principal or the grade's manager. */
export async function seedAppraisals(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  const fieldIds: number[] = [];
  for (const [index, field] of FIELDS.entries()) {
    const { id } = await db.insertInto('appraiseField').values({ ...field, sortOrder: index + 1, createdAt: now }).returning('id').executeTakeFirstOrThrow();
    fieldIds.push(id);
  }
  const principals = await db.selectFrom('teacher').innerJoin('role', 'role.id', 'teacher.roleId').select('teacher.id').where('role.isAdmin', '=', 1).execute();
  const heads = await db
    .selectFrom('classTeacher')
    .innerJoin('schoolClass', 'schoolClass.id', 'classTeacher.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['classTeacher.classId', 'classTeacher.teacherId', 'grade.managerTeacherId'])
    .where('classTeacher.position', '=', 1)
    .orderBy('classTeacher.classId')
    .execute();
  for (const head of heads) {
    const appraisers = [...principals.map((row) => row.id), head.managerTeacherId].filter((id): id is number => !!id && id !== head.teacherId);
    if (!appraisers.length) continue;
    // About once in three school weeks, on a different day for each class.
    for (let index = head.classId % 15; index < days.length; index += 15) {
      const domain = random.between(1, 5);
      const lessonDate = days[index]!;
      const createdAt = chinaTime(lessonDate, 16, random.between(0, 60));
      const { id } = await db
        .insertInto('appraisal')
        .values({
          teacherId: head.teacherId,
          classId: head.classId,
          appraiseType: random.next() < 0.8 ? 1 : 2,
          lessonName: random.pick(LESSONS[domain]!),
          lessonDate,
          appraiserId: random.pick(appraisers),
          remark: random.pick(REMARKS),
          createdAt: createdAt < now ? createdAt : now,
          updatedAt: createdAt < now ? createdAt : now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst()
        .then((row) => row ?? { id: 0 });
      if (!id) continue;
      await db
        .insertInto('appraisalScore')
        .values(fieldIds.map((fieldId) => ({ appraisalId: id, fieldId, score: random.next() < 0.15 ? 3 : random.between(4, 5), remark: random.next() < 0.3 ? random.pick(FIELD_REMARKS) : null })))
        .execute();
      const targets = guideTargetsOfDomain(domain);
      const picked = new Set([random.pick(targets).targetId, random.pick(targets).targetId]);
      await db
        .insertInto('appraisalTarget')
        .values([...picked].map((targetId) => ({ appraisalId: id, targetId })))
        .execute();
    }
  }
}
