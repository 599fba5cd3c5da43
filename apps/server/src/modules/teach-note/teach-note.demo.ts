import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

const NOTES = [
  {
    title: '科学活动《会变色的水》教学反思',
    content:
      '本次活动孩子们对颜色混合非常感兴趣，大部分幼儿能说出“红色加黄色变成橙色”。不足之处是材料投放偏少，部分幼儿等待时间较长。下次改为四人一组操作，每组一套滴管和调色盘，并请幼儿用贴纸记录自己的发现。',
  },
  {
    title: '绘本《猜猜我有多爱你》阅读活动反思',
    content:
      '导入环节用小兔子手偶吸引了幼儿的注意，孩子们能模仿大兔子和小兔子的动作表达爱。讨论“你有多爱爸爸妈妈”时，个别幼儿表达还比较简单，后续在语言区投放图书和手偶，鼓励他们在区域里继续讲述。',
  },
  {
    title: '户外游戏“老狼老狼几点了”观察记录',
    content:
      '游戏中幼儿遵守规则的意识明显增强，能听清口令后再跑。有三名幼儿在追逐时容易碰撞，需要提醒注意安全距离。下次游戏前先和孩子们一起划定“安全家”的范围，并请能力强的幼儿轮流当“老狼”。',
  },
  {
    title: '数学活动“按规律排队”教学反思',
    content:
      '幼儿能在操作中发现ABAB的规律，约三分之二的孩子能独立接着排下去。对ABB规律的理解还有困难，下次准备更多实物（积木、雪花片），先让幼儿用动作和声音感受规律，再迁移到摆放中。',
  },
  {
    title: '建构区观察：我们的小区',
    content:
      '孩子们合作搭建了“我们的小区”，能用积木围合出楼房和道路。部分幼儿在分工时出现争执，经过引导能商量着轮流使用长积木。下一步在建构区投放小区照片和图纸，支持幼儿有计划地搭建。',
  },
  {
    title: '音乐活动《小星星》教学反思',
    content:
      '幼儿基本能跟唱歌曲，并尝试用手腕转动表现星星一闪一闪。打击乐环节乐器分发时间过长，影响了活动节奏。以后提前把乐器按小组放好，并用图谱帮助幼儿看懂什么时候敲、什么时候停。',
  },
  {
    title: '午睡环节常规培养小结',
    content:
      '本周重点培养幼儿自己脱衣、叠衣服的习惯。大部分幼儿能把外套叠好放在椅子上，还有几名幼儿需要老师帮助。已和家长沟通，请在家同样鼓励孩子自己穿脱衣服，下周继续观察。',
  },
  {
    title: '美术活动《秋天的树叶》拓印反思',
    content:
      '幼儿带来了各种各样的树叶，拓印时能注意颜料不宜过多。个别幼儿构图比较随意，下次先引导幼儿观察树叶的形状和叶脉，再讨论怎样把树叶组合成一幅画，作品已收入班级作品集。',
  },
  {
    title: '谈话活动“我的好朋友”反思',
    content:
      '孩子们愿意在集体面前介绍自己的好朋友，能说出朋友的名字和喜欢一起做的事情。少数幼儿不敢开口，活动后在自由活动时间单独和他们聊一聊，鼓励他们下次先和同伴小声练习。',
  },
  {
    title: '生活活动：学习自己穿外套',
    content:
      '用“抓领子、盖房子、伸袖子”的儿歌帮助幼儿记住穿外套的步骤，效果较好。天气转凉后穿脱外套的机会增多，计划在离园前留出五分钟练习时间，并请家长在家配合练习。',
  },
];
/** How likely a teacher writes up a school day: the head teacher about twice a week, the assistant once. */
const HEAD_TEACHER = 1;
const ASSISTANT_TEACHER = 2;
const NOTE_CHANCE: Record<number, number> = { [HEAD_TEACHER]: 0.4, [ASSISTANT_TEACHER]: 0.2 };

/** Teaching notes of the class teachers over `days`, written the afternoon of the day they are about. */
export async function seedTeachNotes(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  const teachers = await db.selectFrom('classTeacher').select(['classId', 'teacherId', 'position']).where('position', 'in', [HEAD_TEACHER, ASSISTANT_TEACHER]).orderBy('classId').orderBy('position').execute();
  const notes: Insertable<SchoolScopedDatabase['teachNote']>[] = [];
  for (const teacher of teachers) {
    for (const date of days) {
      if (random.next() > NOTE_CHANCE[teacher.position]!) continue;
      const createdAt = chinaTime(date, 16, random.between(20, 110));
      notes.push({ classId: teacher.classId, teacherId: teacher.teacherId, ...random.pick(NOTES), noteDate: date, createdAt: createdAt < now ? createdAt : now });
    }
  }
  for await (const batch of inBatches(notes)) await db.insertInto('teachNote').values(batch).execute();
}
