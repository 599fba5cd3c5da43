import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { childrenInClass, listClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './emergency.repository.js';

const TYPES: [string, string][] = [
  ['意外伤害', '跌倒、碰撞、夹伤、烫伤等'],
  ['传染病疫情', '手足口病、水痘、流感等聚集性病例'],
  ['食品安全', '疑似食物中毒、异物等'],
  ['消防安全', '火情、烟雾报警、电器故障等'],
  ['自然灾害', '地震、暴雨、台风等'],
  ['幼儿走失', '离园交接或外出活动中幼儿离开看护'],
];

/** The school's emergency types and three records of the term: a fall, a chickenpox case and a fire drill's false alarm. */
export async function seedEmergencies(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const typeIds = [];
  for (const [name, description] of TYPES) typeIds.push(await repository.insertType(db, { name, description, createdAt: plan.daysAgo(60) }));
  const year = await currentYear(db, plan.today);
  const classes = year ? await listClasses(db, { yearId: year.id }) : [];
  const staff = await activeTeachers(db);
  const reporter = staff.find((teacher) => teacher.phone === plan.school.adminPhone) ?? staff[0];
  if (!reporter || classes.length < 2) return;
  const [first, second] = [classes[0]!, classes[classes.length - 1]!];
  const [firstChildren, secondChildren] = await Promise.all([childrenInClass(db, first.classId), childrenInClass(db, second.classId)]);
  const day = (daysAgo: number, time: string) => `${plan.daysAgo(daysAgo).slice(0, 10)} ${time}`;
  const records = [
    {
      title: `${first.className}幼儿户外活动时摔伤`,
      typeId: typeIds[0]!,
      level: 1,
      occurredAt: day(12, '10:20'),
      place: '户外大型玩具区',
      description: '户外自主游戏时，幼儿从滑梯台阶上踩空摔倒，右膝盖擦伤，约2厘米，无骨折迹象。',
      actions: '当班教师立即将幼儿带至保健室，保健医生清洗消毒伤口并包扎；观察30分钟精神状态良好；当天复查滑梯台阶防滑条。',
      notifyList: ['家长', '保健医生', '园长'],
      children: firstChildren.slice(0, 1),
    },
    {
      title: `${second.className}发现一例水痘`,
      typeId: typeIds[1]!,
      level: 2,
      occurredAt: day(6, '08:05'),
      place: `${second.className}教室`,
      description: '晨检时发现幼儿面部、躯干有散在红色丘疹伴水疱，体温37.8℃，疑似水痘。',
      actions: '立即隔离至观察室并通知家长接回就医，医院确诊为水痘；班级教室、玩具、寝室全面消毒，加强晨午检，密切观察21天。',
      notifyList: ['家长', '保健医生', '园长', '卫生健康部门'],
      children: secondChildren.slice(0, 1),
    },
    {
      title: '厨房烟雾报警器误报',
      typeId: typeIds[3]!,
      level: 1,
      occurredAt: day(3, '11:05'),
      place: '食堂操作间',
      description: '午餐烹饪时油烟较大，触发操作间烟雾报警器，无明火。',
      actions: '后勤人员现场确认无火情后复位报警器，开启排风；安排维修人员检查排烟系统。',
      notifyList: ['园长'],
      children: [],
    },
  ];
  for (const { children, notifyList, ...record } of records) {
    const emergencyId = await repository.insertEmergency(db, { ...record, notifyList: JSON.stringify(notifyList), reporterId: reporter.teacherId, createdAt: plan.now, updatedAt: plan.now });
    await repository.replaceLinks(db, emergencyId, { childIds: children.map((child) => child.studentId), teacherIds: [reporter.teacherId], fileIds: [] });
  }
}
