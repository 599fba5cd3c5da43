import { ActivityKind } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { demoMedia, type DemoPhoto } from '../files/index.js';
import { insertActivity, insertArea, replaceActivityLinks, replaceAreaClasses } from './school-activity.repository.js';

interface AreaPlan {
  name: string;
  location: string;
  capacity: number;
  /** The routine classes hold there, and its type. */
  routine: string;
  typeId: number;
  content: string;
  outdoor: boolean;
  cover: DemoPhoto;
}

const AREAS: AreaPlan[] = [
  { name: '建构区', location: '一楼大厅东侧', capacity: 15, routine: '建构游戏', typeId: 11, content: '用单元积木、插塑和纸箱搭建“我们的幼儿园”，先画设计图再合作搭建。', outdoor: false, cover: 'blocks' },
  { name: '美工区', location: '二楼美工室', capacity: 12, routine: '美工创作', typeId: 11, content: '用树叶、彩泥、废旧材料进行拼贴与手工创作，完成后在作品墙展示。', outdoor: false, cover: 'art' },
  { name: '阅读区', location: '一楼图书角', capacity: 10, routine: '绘本阅读', typeId: 14, content: '自主选择绘本阅读，教师组织小组共读与故事讲述。', outdoor: false, cover: 'reading' },
  { name: '科学发现区', location: '二楼走廊西侧', capacity: 8, routine: '科学小实验', typeId: 11, content: '观察磁铁、放大镜、沉浮等现象，用图画记录自己的发现。', outdoor: false, cover: 'science' },
  { name: '角色扮演区', location: '一楼娃娃家', capacity: 10, routine: '娃娃家游戏', typeId: 11, content: '扮演医生、厨师、售货员等角色，在游戏中学习交往与合作。', outdoor: false, cover: 'roleplay' },
  { name: '户外沙水区', location: '操场北侧', capacity: 20, routine: '玩沙玩水', typeId: 12, content: '用铲子、水管、漏斗等工具挖沙引水，体验沙和水的特性。', outdoor: true, cover: 'sandwater' },
  { name: '户外攀爬区', location: '操场东侧', capacity: 20, routine: '攀爬挑战', typeId: 13, content: '攀爬架、平衡木与轮胎组合，锻炼平衡与协调能力。', outdoor: true, cover: 'climbing' },
  { name: '种植园', location: '教学楼后院', capacity: 15, routine: '种植观察', typeId: 12, content: '给班级认领的菜地浇水、除草，观察植物生长并记录。', outdoor: true, cover: 'garden' },
];
/** The playground: the events' place, not a routine's. */
const PLAYGROUND = { name: '大操场', location: '园区中央', capacity: 300, cover: 'playground' } as const;

const SLOTS = [
  { start: '09:30', end: '10:10' },
  { start: '10:20', end: '11:00' },
  { start: '15:30', end: '16:10' },
];

interface EventPlan {
  name: string;
  /** Month and day in the first semester's year; January falls in the next. */
  monthDay: string;
  days: number;
  typeId: number;
  start: string;
  end: string;
  onPlayground: boolean;
  /** Only the large classes go. */
  largeOnly?: boolean;
  units: number[];
  content: string;
}

const EVENTS: EventPlan[] = [
  { name: '开学典礼', monthDay: '09-01', days: 1, typeId: 1, start: '08:40', end: '09:30', onPlayground: true, units: [1], content: '升国旗、园长致辞、大班哥哥姐姐为新入园的弟弟妹妹送上礼物。' },
  { name: '中秋节主题活动“月圆人团圆”', monthDay: '09-24', days: 1, typeId: 1, start: '09:30', end: '11:00', onPlayground: false, units: [2], content: '听嫦娥奔月的故事，制作月饼与灯笼，分享家乡过中秋的习俗。' },
  { name: '消防安全疏散演练', monthDay: '10-16', days: 1, typeId: 7, start: '10:00', end: '10:30', onPlayground: true, units: [3], content: '模拟火警，各班按疏散路线有序撤离到操场，消防员讲解灭火器的使用。' },
  { name: '秋季亲子运动会', monthDay: '10-23', days: 1, typeId: 2, start: '08:30', end: '11:30', onPlayground: true, units: [1, 2, 3], content: '入场式、亲子接力、袋鼠跳、拔河比赛，各班家长志愿者协助组织。' },
  { name: '秋游：农场研学', monthDay: '11-06', days: 1, typeId: 6, start: '08:30', end: '15:00', onPlayground: false, largeOnly: true, units: [2, 3], content: '大班幼儿走进生态农场，认识农作物，体验采摘红薯。' },
  { name: '家长开放日', monthDay: '11-20', days: 1, typeId: 4, start: '08:30', end: '11:00', onPlayground: false, units: [2, 4], content: '家长走进班级观摩晨间活动、集体教学与区域游戏，会后填写反馈表。' },
  { name: '读书节', monthDay: '12-07', days: 5, typeId: 8, start: '', end: '', onPlayground: false, units: [2, 4], content: '一周的读书节：好书漂流、亲子共读打卡、故事大王比赛。' },
  { name: '元旦迎新文艺汇演', monthDay: '12-30', days: 1, typeId: 5, start: '09:00', end: '11:00', onPlayground: true, units: [1, 4], content: '各班表演歌舞、童话剧与诗朗诵，邀请家长一同迎接新年。' },
];

/**
 * The school's activity areas, each class's weekly routines there this semester (two a week, never
 * two classes in one area at once), and the semester's events from the opening ceremony to New Year.
 */
export async function seedSchoolActivities(db: SchoolDb, plan: { today: string; now: string; random: Random }): Promise<void> {
  const { today, now, random } = plan;
  const semester = await db
    .selectFrom('semester')
    .select(['startDate', 'endDate', 'schoolYearId'])
    .where('startDate', '<=', today)
    .orderBy('startDate', 'desc')
    .limit(1)
    .executeTakeFirst();
  const principal = await db
    .selectFrom('teacher')
    .innerJoin('post', 'post.id', 'teacher.postId')
    .select('teacher.id')
    .where('post.name', '=', '园长')
    .orderBy('teacher.id')
    .executeTakeFirst();
  if (!semester || !principal) return;
  const classes = await db
    .selectFrom('schoolClass')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .select(['schoolClass.id', 'grade.level'])
    .where('schoolClass.schoolYearId', '=', semester.schoolYearId)
    .orderBy('grade.level')
    .orderBy('schoolClass.id')
    .execute();

  const media = await demoMedia(db);
  const areaIds: number[] = [];
  for (const area of AREAS) {
    areaIds.push(await insertArea(db, { name: area.name, location: area.location, capacity: area.capacity, coverFileId: media.picture('ActivityLocationCover', area.cover), remark: null, createdAt: now, updatedAt: now }));
  }
  const { cover, ...playground } = PLAYGROUND;
  const playgroundId = await insertArea(db, { ...playground, coverFileId: media.picture('ActivityLocationCover', cover), remark: '升旗、早操与全园活动', createdAt: now, updatedAt: now });

  const recorded = { createdBy: principal.id, createdAt: now, updatedAt: now };
  const taken = new Set<string>();
  const usedBy: number[][] = AREAS.map(() => []);
  /** The first weekday and slot from `from` at which the area is free. */
  const freeTime = (areaIndex: number, from: number, slots: number[]) => {
    for (let step = 0; step < 5 * slots.length; step += 1) {
      const weekday = ((from + step) % 5) + 1;
      const slot = slots[Math.floor(step / 5) % slots.length]!;
      const key = `${areaIndex}|${weekday}|${slot}`;
      if (!taken.has(key)) {
        taken.add(key);
        return { weekday, ...SLOTS[slot]! };
      }
    }
    return null;
  };
  for (const [classIndex, schoolClass] of classes.entries()) {
    const indoor = classIndex % 5;
    const outdoor = 5 + (classIndex % 3);
    for (const [areaIndex, slots] of [
      [indoor, [0, 1]],
      [outdoor, [2]],
    ] as const) {
      const time = freeTime(areaIndex, classIndex + random.between(0, 4), [...slots]);
      if (!time) continue;
      const area = AREAS[areaIndex]!;
      const activityId = await insertActivity(db, {
        kind: ActivityKind.REGULAR,
        name: area.routine,
        typeId: area.typeId,
        areaId: areaIds[areaIndex]!,
        startDate: semester.startDate,
        endDate: semester.endDate,
        weekday: time.weekday,
        startTime: time.start,
        endTime: time.end,
        content: area.content,
        ...recorded,
      });
      await replaceActivityLinks(db, activityId, { classIds: [schoolClass.id], unitIds: [] });
      usedBy[areaIndex]!.push(schoolClass.id);
    }
  }
  // An area's classes are those holding a routine there.
  for (const [areaIndex, classIds] of usedBy.entries()) await replaceAreaClasses(db, areaIds[areaIndex]!, classIds);

  const firstYear = semester.startDate.slice(0, 4);
  for (const event of EVENTS) {
    const startDate = `${event.monthDay.startsWith('01') ? Number(firstYear) + 1 : firstYear}-${event.monthDay}`;
    if (startDate > semester.endDate) continue;
    const activityId = await insertActivity(db, {
      kind: ActivityKind.SCHOOL,
      name: event.name,
      typeId: event.typeId,
      areaId: event.onPlayground ? playgroundId : null,
      startDate,
      endDate: addDays(startDate, event.days - 1),
      weekday: null,
      startTime: event.start || null,
      endTime: event.end || null,
      content: event.content,
      ...recorded,
    });
    const taking = classes.filter((row) => !event.largeOnly || row.level === 4).map((row) => row.id);
    await replaceActivityLinks(db, activityId, { classIds: taking, unitIds: event.units });
  }
}
