import { AttendStatus, DevelopmentField, itemsOfDomain, Mood, ObservationDomain, ObservedLevel, StudentStatus } from '@yuanwu/shared';
import type { Insertable } from 'kysely';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import * as repository from './child-growth.repository.js';
import { replaceObservedChildren } from './observation.repository.js';

/** Teachers started recording moods, growth and observations about four weeks of school ago. */
const RECORDED_SCHOOL_DAYS = 20;
/** A class writes a growth record on about this share of days, and an observation about once a week. */
const RECORD_CHANCE = 0.35;
const SCHOOL_DAYS_PER_OBSERVATION = 5;

/** Most days are 开心 or 平静. */
const MOOD_WEIGHTS: [number, number][] = [
  [Mood.HAPPY, 0.62],
  [Mood.CALM, 0.28],
  [Mood.SAD, 0.05],
  [Mood.ANGRY, 0.02],
  [Mood.AFRAID, 0.03],
];
/** How often a teacher notes why, by mood: rarely for a good day, mostly for a bad one. */
const REMARK_CHANCE: Record<number, number> = { 1: 0.04, 2: 0.1, 3: 0.7, 4: 0.7, 5: 0.7 };
const MOOD_REMARKS: Record<number, string[]> = {
  1: ['今天当了小组长，特别开心', '生日会上收到了大家的祝福', '和好朋友一起搭了城堡'],
  2: ['今天话不多，比较安静', '精神稍差，午饭吃得少'],
  3: ['午睡时想妈妈，哭了一会儿', '和好朋友闹了小别扭', '早上入园时有些分离焦虑', '心爱的玩具被弄坏了'],
  4: ['排队时被同伴推了一下，有些生气', '搭好的积木被碰倒了', '争抢玩具时发了脾气'],
  5: ['打雷时有些害怕', '第一次玩滑索有点害怕', '看到小虫子有些紧张'],
};

/** What a teacher writes of a child, by domain; {name} is the child (or children) written about. */
const RECORDS: Record<number, string[]> = {
  [DevelopmentField.HEALTH]: [
    '{name}今天午餐吃得很干净，还主动把餐具送回了收纳筐。',
    '{name}在户外活动中能连续拍球二十多下，动作越来越协调。',
    '{name}午睡后自己穿好了衣服和鞋子，扣子也扣得整整齐齐。',
    '{name}洗手时能按七步洗手法认真搓洗，还提醒旁边的小朋友。',
  ],
  [DevelopmentField.LANGUAGE]: [
    '{name}在绘本阅读时间给同伴讲了《好饿的毛毛虫》，讲得很完整。',
    '{name}在晨谈中大胆地分享了周末和家人去公园的经历。',
    '{name}能用“因为……所以……”完整地表达自己的想法。',
    '{name}学会了儿歌《秋天》，还加上了自己编的动作。',
  ],
  [DevelopmentField.SOCIAL]: [
    '{name}主动把玩具分享给新来的小朋友，一起玩得很开心。',
    '{name}今天当值日生，认真地帮老师分发了点心。',
    '{name}和同伴发生争执后，能主动说“对不起”并一起商量解决办法。',
    '{name}在区角游戏中扮演“小医生”，耐心地给“病人”看病。',
  ],
  [DevelopmentField.SCIENCE]: [
    '{name}在自然角观察蒜苗，发现它比上周长高了，还画下了记录。',
    '{name}能按颜色和形状给积木分类，并说出分类的理由。',
    '{name}在沉浮实验中先猜测、再验证哪些东西会浮在水面上。',
    '{name}能手口一致地点数20以内的物体。',
  ],
  [DevelopmentField.ART]: [
    '{name}用树叶拼贴出一只小刺猬，色彩搭配很有想法。',
    '{name}在音乐活动中能跟着节奏敲打乐器，表情很投入。',
    '{name}用彩泥捏出了一家人，还给每个人起了名字。',
    '{name}画了一幅《我的幼儿园》，画面丰富完整。',
  ],
};

const ACTIVITIES: { name: string; field: number; goals: string[] }[] = [
  { name: '户外游戏：小兔跳跳', field: DevelopmentField.HEALTH, goals: ['能双脚并拢向前连续跳', '能遵守游戏规则，耐心等待轮换'] },
  { name: '绘本阅读：《猜猜我有多爱你》', field: DevelopmentField.LANGUAGE, goals: ['能安静地倾听故事', '能用完整的句子讲述画面内容', '愿意在集体面前表达'] },
  { name: '角色游戏：小超市', field: DevelopmentField.SOCIAL, goals: ['能主动与同伴协商分配角色', '能遵守买卖的规则', '遇到问题能想办法解决'] },
  { name: '建构游戏：搭建我们的幼儿园', field: DevelopmentField.SCIENCE, goals: ['能用积木搭出对称的结构', '能与同伴合作完成搭建', '能说出自己的搭建计划'] },
  { name: '美术活动：秋天的树', field: DevelopmentField.ART, goals: ['能大胆使用多种颜色', '能介绍自己的作品', '能有序地收拾绘画材料'] },
  { name: '科学探究：沉与浮', field: DevelopmentField.SCIENCE, goals: ['能猜测并验证物体的沉浮', '能用简单的符号记录结果'] },
];
const GOAL_REMARKS = ['{name}能独立完成，表现很好', '{name}在老师提醒下完成', '{name}基本完成，还需多练习', '{name}非常投入，还帮助了同伴'];
const NOTES = [
  '孩子们参与积极，大部分幼儿达成了目标。',
  '个别幼儿注意力不够集中，下次活动可增加操作材料。',
  '同伴合作意识明显提高，可在区角中继续延伸。',
  '整体达成情况良好，个别目标需在日常生活中继续巩固。',
];

interface ClassPeople {
  classId: number;
  /** Head teacher first. */
  teachers: number[];
  children: { id: number; name: string }[];
}

function pickMood(random: Random): number {
  let roll = random.next();
  for (const [mood, weight] of MOOD_WEIGHTS) {
    if (roll < weight) return mood;
    roll -= weight;
  }
  return Mood.HAPPY;
}

/** `count` different children of the class. */
function someChildren(random: Random, children: ClassPeople['children'], count: number) {
  const chosen = new Map<number, ClassPeople['children'][number]>();
  while (chosen.size < Math.min(count, children.length)) {
    const child = random.pick(children);
    chosen.set(child.id, child);
  }
  return [...chosen.values()];
}

const written = (template: string, children: { name: string }[]) => template.replace('{name}', children.map((child) => child.name).join('和'));

async function classPeople(db: SchoolDb): Promise<ClassPeople[]> {
  const [teachers, children] = await Promise.all([
    db.selectFrom('classTeacher').select(['classId', 'teacherId']).where('position', 'in', [1, 2]).orderBy('classId').orderBy('position').execute(),
    db.selectFrom('child').select(['id', 'name', 'classId']).where('status', '=', StudentStatus.IN_SCHOOL).orderBy('id').execute(),
  ]);
  const classIds = [...new Set(teachers.map((row) => row.classId))];
  return classIds
    .map((classId) => ({
      classId,
      teachers: teachers.filter((row) => row.classId === classId).map((row) => row.teacherId),
      children: children.filter((child) => child.classId === classId),
    }))
    .filter((people) => people.children.length > 0);
}

/** Each child's mood on the days the child came, recorded by the class's head teacher. */
async function seedMoods(db: SchoolDb, classes: ClassPeople[], days: string[], random: Random, now: string) {
  const headOf = new Map(classes.map((people) => [people.classId, people.teachers[0]!]));
  const attended = await db
    .selectFrom('childAttendance')
    .select(['childId', 'classId', 'date'])
    .where('date', 'in', days)
    .where('status', '!=', AttendStatus.ABSENT)
    .orderBy('date')
    .orderBy('childId')
    .execute();
  const rows: Insertable<SchoolScopedDatabase['childMood']>[] = [];
  for (const day of attended) {
    const teacherId = headOf.get(day.classId);
    if (!teacherId) continue;
    const mood = pickMood(random);
    const remark = random.next() < REMARK_CHANCE[mood]! ? random.pick(MOOD_REMARKS[mood]!) : null;
    const at = chinaTime(day.date, 16, random.between(0, 40));
    const stamp = at < now ? at : now;
    rows.push({ childId: day.childId, classId: day.classId, date: day.date, mood, remark, teacherId, createdAt: stamp, updatedAt: stamp });
  }
  for await (const batch of inBatches(rows)) await db.insertInto('childMood').values(batch).execute();
}

async function seedRecords(db: SchoolDb, people: ClassPeople, days: string[], random: Random, now: string) {
  for (const date of days) {
    if (random.next() > RECORD_CHANCE) continue;
    const field = random.between(DevelopmentField.HEALTH, DevelopmentField.ART);
    const children = someChildren(random, people.children, random.next() < 0.8 ? 1 : 2);
    const at = chinaTime(date, 15, random.between(0, 120));
    const stamp = at < now ? at : now;
    const recordId = await repository.insertRecord(db, {
      classId: people.classId,
      teacherId: random.next() < 0.7 ? people.teachers[0]! : random.pick(people.teachers),
      field,
      content: written(random.pick(RECORDS[field]!), children),
      recordDate: date,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await repository.replaceRecordChildren(db, recordId, children.map((child) => child.id));
  }
}

async function seedObservations(db: SchoolDb, people: ClassPeople, days: string[], random: Random, now: string) {
  // Each class has its own observation day of the week.
  const weekday = random.between(0, SCHOOL_DAYS_PER_OBSERVATION - 1);
  for (const [index, date] of days.entries()) {
    if (index % SCHOOL_DAYS_PER_OBSERVATION !== weekday) continue;
    const activity = random.pick(ACTIVITIES);
    const children = someChildren(random, people.children, random.between(1, 3));
    const at = chinaTime(date, 11, random.between(0, 60));
    const obsId = await repository.insertObservation(db, {
      classId: people.classId,
      teacherId: people.teachers[0]!,
      activityName: activity.name,
      observeDate: date,
      field: activity.field,
      note: random.pick(NOTES),
      createdAt: at < now ? at : now,
    });
    await repository.insertObservationChildren(db, obsId, children.map((child) => child.id));
    // Each goal gets a remark of its own, about one of the children, now and then none.
    const firstRemark = random.between(0, GOAL_REMARKS.length - 1);
    const goals = activity.goals.map((goalText, index) => {
      const remark = written(GOAL_REMARKS[(firstRemark + index) % GOAL_REMARKS.length]!, [random.pick(children)]);
      return { goalText, remark: random.next() < 0.8 ? remark : null };
    });
    await repository.insertGoals(db, obsId, goals);
  }
}

/**
 * What the classes' own teachers recorded over the last weeks of `days`: each child's mood of the
 * days the child came, growth records in the five domains, and about weekly an observation.
 */
export async function seedChildGrowth(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const days = plan.days.slice(-RECORDED_SCHOOL_DAYS);
  if (days.length === 0) return;
  const classes = await classPeople(db);
  await seedMoods(db, classes, days, plan.random, plan.now);
  for (const people of classes) {
    await seedRecords(db, people, days, plan.random, plan.now);
    await seedObservations(db, people, days, plan.random, plan.now);
  }
}

/**
 * A class observes children on the catalogue's items every other school day, every other time
 * their 学习品质, so that most children have a few levels of each term to compare.
 */
const SCHOOL_DAYS_PER_ITEM_OBSERVATION = 2;
/** Where each domain is observed; 学习品质 shows in any of them. */
const SITUATIONS: Record<number, string[]> = {
  [ObservationDomain.HEALTH]: ['户外自主游戏：攀爬区', '生活活动：午餐', '体育活动：跳圈圈'],
  [ObservationDomain.LANGUAGE]: ['区角游戏：阅读区', '集体活动：绘本《小蓝和小黄》', '晨谈：我的周末'],
  [ObservationDomain.SOCIAL]: ['角色游戏：娃娃家', '角色游戏：小医院', '值日生工作'],
  [ObservationDomain.SCIENCE]: ['区角游戏：科学区', '自然角：种蒜苗', '区角游戏：益智区'],
  [ObservationDomain.ART]: ['区角游戏：美工区', '音乐活动：小雨沙沙', '区角游戏：表演区'],
  [ObservationDomain.LEARNING_QUALITY]: ['区角游戏：建构区', '区角游戏：科学区', '户外自主游戏：沙水区', '区角游戏：美工区', '集体活动：有趣的磁铁'],
};
/** What the teacher saw of a child, by the level reached. */
const CHILD_REMARKS: Record<number, string[]> = {
  [ObservedLevel.ACHIEVED]: ['{name}全程投入，能独立完成并向同伴介绍自己的做法', '{name}遇到困难时自己想办法，最终完成了任务', '{name}主动提出新玩法，还带动了身边的同伴'],
  [ObservedLevel.DEVELOPING]: ['{name}在老师鼓励下能坚持一段时间', '{name}愿意尝试，偶尔需要老师提醒', '{name}能完成大部分环节，中途有些分心'],
  [ObservedLevel.NEEDS_HELP]: ['{name}参与时间较短，需要老师陪伴引导', '{name}遇到困难容易放弃，需要多鼓励', '{name}更多在旁边观看，还没有主动参与'],
};
const SUPPORT_NOTES = [
  '投放更多低结构材料，支持幼儿持续探究。',
  '下次活动前和幼儿一起制定计划，活动后引导回顾与分享。',
  '个别幼儿需要老师陪伴，可先从短时间任务开始，逐步延长。',
  '整体专注度较好，可适当增加任务难度。',
];
const DOMAIN_CYCLE = [ObservationDomain.HEALTH, ObservationDomain.LANGUAGE, ObservationDomain.SOCIAL, ObservationDomain.SCIENCE, ObservationDomain.ART];

/** A child's level on an item: a disposition of the child's own, more often reached as the term goes on. */
function levelOf(random: Random, base: number, termShare: number): number {
  return Math.min(ObservedLevel.ACHIEVED, base + (random.next() < termShare * 0.6 ? 1 : 0));
}

async function seedItemObservations(db: SchoolDb, people: ClassPeople, days: string[], random: Random, now: string) {
  const weekday = random.between(0, SCHOOL_DAYS_PER_ITEM_OBSERVATION - 1);
  const bases = new Map<string, number>();
  let count = 0;
  for (const [index, date] of days.entries()) {
    if (index % SCHOOL_DAYS_PER_ITEM_OBSERVATION !== weekday) continue;
    const domainId = count % 2 === 0 ? ObservationDomain.LEARNING_QUALITY : DOMAIN_CYCLE[(count >> 1) % DOMAIN_CYCLE.length]!;
    count += 1;
    const domainItems = itemsOfDomain(domainId);
    const items = someChildren(random, domainItems.map((item) => ({ id: item.itemId, name: item.itemName })), random.between(2, 3)).map((item) => item.id).sort();
    const children = someChildren(random, people.children, random.between(6, 10));
    const termShare = index / Math.max(days.length - 1, 1);
    const levels = children.flatMap((child) =>
      items.map((itemId) => {
        const key = `${child.id}:${itemId}`;
        if (!bases.has(key)) bases.set(key, random.pick([1, 2, 2, 2, 3]));
        return { childId: child.id, itemId, level: levelOf(random, bases.get(key)!, termShare) };
      }),
    );
    const remarked = children.map((child) => {
      const first = levels.find((level) => level.childId === child.id)!;
      return { childId: child.id, remark: random.next() < 0.7 ? written(random.pick(CHILD_REMARKS[first.level]!), [child]) : null };
    });
    const at = chinaTime(date, 16, random.between(0, 60));
    const obsId = await repository.insertObservation(db, {
      classId: people.classId,
      teacherId: random.next() < 0.7 ? people.teachers[0]! : random.pick(people.teachers),
      activityName: random.pick(SITUATIONS[domainId]!),
      observeDate: date,
      field: domainId,
      note: random.pick(SUPPORT_NOTES),
      createdAt: at < now ? at : now,
    });
    await replaceObservedChildren(db, obsId, remarked, levels);
  }
}

/**
 * Observations on the catalogue's items over every school day of `days`, so that a child's
 * 学习品质 has levels to follow through the term.
 */
export async function seedObservationLevels(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  for (const people of await classPeople(db)) await seedItemObservations(db, people, plan.days, plan.random, plan.now);
}
