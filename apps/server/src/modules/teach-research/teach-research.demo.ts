import { ResearchKind, TeacherStatus } from '@yuanwu/shared';
import { addDays, chinaTime } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { teachingWeeks } from '../class-group/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { insertResearch, replaceLinks } from './teach-research.repository.js';

interface Topic {
  title: string;
  content: string;
  outcome: string;
}

const topic = (title: string, content: string, outcome: string): Topic => ({ title, content, outcome });

/** 周教研计划: one a week, on Wednesday's nap time. */
const PLANS = [
  topic('开学初班级常规建立', '1. 各班交流开学第一周幼儿适应情况；2. 梳理入园、进餐、午睡环节的常规要求；3. 统一各年级常规培养的重点。', '各年级形成常规培养重点清单，下周起在班级中落实，并于月底交流效果。'),
  topic('幼儿自主游戏中的观察与支持', '1. 观看本周自主游戏视频片段；2. 分组分析幼儿的游戏行为与兴趣点；3. 讨论教师“退后一步”的观察与适时支持。', '明确“先观察、再判断、后支持”的原则，每班每周完成两份游戏观察记录。'),
  topic('区域活动材料的投放与调整', '1. 各班展示区域材料照片；2. 对照幼儿年龄特点分析材料的层次性与开放性；3. 制定材料调整计划。', '低结构材料比例提高，美工区、建构区增加自然材料，两周后回访调整效果。'),
  topic('主题课程“秋天的秘密”审议', '1. 各年级汇报主题活动网络图；2. 审议活动目标与幼儿经验的衔接；3. 讨论家园共同收集秋天材料的方式。', '主题活动删减重复内容，增加户外自然观察活动，家长资源表下发各班。'),
  topic('集体教学活动的有效提问', '1. 分析两段集体教学视频中的提问；2. 区分封闭式与开放式问题；3. 设计分层次的提问链。', '整理“有效提问”案例集，要求公开课教案中标注关键提问。'),
  topic('户外混龄游戏的组织策略', '1. 复盘上周户外混龄游戏中的问题；2. 讨论场地划分与教师站位；3. 明确安全巡视与游戏指导的分工。', '重新划分四个户外游戏区，教师定点与流动相结合，安全检查表每日填写。'),
  topic('一日生活环节的过渡与等待', '1. 各班记录一日生活中幼儿的等待时间；2. 分析消极等待产生的原因；3. 分享手指游戏、儿歌等过渡方法。', '减少集体排队次数，各班收集10个过渡小游戏并在班级间共享。'),
  topic('幼儿学习故事的撰写与分享', '1. 学习“注意—识别—回应”三步写作框架；2. 每位教师分享一则学习故事；3. 互评并提出修改建议。', '教师学习故事初稿完成率100%，评选出5篇优秀学习故事在园内展示。'),
  topic('班级环境创设中的儿童参与', '1. 参观各班主题墙；2. 讨论幼儿在环境创设中的参与程度；3. 交流让幼儿记录、表达的方法。', '主题墙增加幼儿作品与表征记录，每班设置“我的发现”展示角。'),
  topic('科学探究活动的材料支持', '1. 分享中班“沉与浮”探究活动实录；2. 讨论材料数量、种类与探究深度的关系；3. 设计下阶段科学区材料。', '科学区按“观察—猜想—验证—记录”提供配套材料和记录表。'),
  topic('幼儿行为观察记录的分析', '1. 各班带一份观察记录；2. 对照《指南》分析幼儿发展水平；3. 讨论根据观察调整教育策略。', '观察记录统一增加“分析与支持策略”栏，组长每月抽查。'),
  topic('家园共育活动的设计与反思', '1. 回顾家长开放日活动；2. 汇总家长问卷意见；3. 讨论亲子活动的形式与内容。', '下学期家长助教活动每月一次，家长反馈表纳入班级档案。'),
  topic('音乐游戏中的幼儿表现', '1. 观摩小班音乐游戏片段；2. 讨论幼儿节奏感与表现力的支持；3. 分享适合各年龄段的音乐游戏。', '建立年级音乐游戏资源库，每班每周至少开展一次音乐游戏。'),
  topic('期末幼儿发展评价方案研讨', '1. 解读园本幼儿发展评价指标；2. 讨论评价方式与材料收集；3. 明确期末评价时间安排。', '评价采用观察记录与作品分析相结合，期末前两周完成幼儿成长档案。'),
];

const DISCUSSIONS = [
  topic('绘本教学研讨：《好饿的毛毛虫》', '围绕绘本《好饿的毛毛虫》的集体阅读活动，讨论画面观察、数数与预测等环节的设计，以及如何引导幼儿自主讲述。', '形成“观察画面—大胆猜想—完整讲述”三步阅读策略，小班组在下周推广试用。'),
  topic('自主游戏中教师介入的时机', '结合建构区、角色区的案例，讨论教师何时介入、以何种身份介入，以及介入后如何退出。', '总结平行介入、交叉介入、垂直介入的适用情境，编写案例手册。'),
  topic('小班幼儿入园适应策略研讨', '交流小班新生入园分离焦虑的表现，讨论安抚方法、家园沟通和一日活动安排。', '小班组采用“亲子半日—半日在园—全日在园”的三阶段适应方案。'),
  topic('大班幼小衔接：学习习惯的培养', '依据《幼儿园入学准备教育指导要点》，讨论大班幼儿任务意识、时间观念与整理习惯的培养。', '大班组开展“我的小任务”“整理小能手”系列活动，每月家园反馈一次。'),
  topic('建构区游戏的观察与指导', '观看大班建构游戏“我们的城市”视频，分析幼儿的合作、计划与空间表现，讨论材料与指导策略。', '建构区增加设计图记录纸与辅助材料，引导幼儿先规划后搭建。'),
  topic('幼儿同伴冲突的处理策略', '收集各班典型冲突案例，讨论教师的观察判断与引导方式，避免简单裁决。', '提出“等一等、问一问、帮一帮”的处理思路，在各班试行。'),
  topic('户外自主游戏的安全与挑战', '讨论户外攀爬、平衡等游戏中安全与适度挑战的平衡，以及教师的保护与放手。', '制定户外游戏风险评估表，明确各区域的安全要点与教师站位。'),
];

const STUDIES = [
  topic('《3-6岁儿童学习与发展指南》健康领域研读', '逐条研读健康领域的目标与教育建议，结合本园幼儿的体能测试结果讨论落实措施。', '各班制定体能锻炼计划，保证每日两小时户外活动。'),
  topic('《幼儿园保育教育质量评估指南》解读', '学习评估指南的重点指标，对照本园保教工作进行自查，找出亮点与不足。', '完成自评表，梳理出师幼互动、环境创设两项改进重点。'),
  topic('安全教育与应急处置培训', '学习幼儿常见意外伤害的处理方法，演练异物卡喉急救（海姆立克法）与火灾疏散流程。', '全体教师通过急救操作考核，班级应急疏散路线图更新上墙。'),
  topic('幼儿观察记录方法：白描与分析', '学习轶事记录、时间取样等观察方法，练习客观白描，区分事实描述与主观判断。', '每位教师完成一份规范的轶事记录，组长逐一反馈。'),
  topic('《幼儿园工作规程》学习', '学习《幼儿园工作规程》中关于一日生活、保育与教育的条款，结合本园制度讨论。', '修订班级一日生活常规要求，下发全园执行。'),
];

const TRIALS = [
  topic('中班科学活动《沉与浮》试教', '执教教师试教科学活动《沉与浮》，观摩教师记录幼儿探究行为与教师提问，课后集体评课。', '活动中幼儿探究积极，建议增加猜想记录环节，并控制材料数量便于观察。'),
  topic('大班语言活动《小猪变形记》观摩', '观摩大班语言活动《小猪变形记》，重点关注幼儿的讲述与创编，课后交流教学策略。', '创编环节幼儿表现活跃，建议提供图片线索支持能力较弱的幼儿。'),
  topic('小班音乐游戏《小兔子乖乖》试教', '执教教师试教音乐游戏，观察幼儿对角色扮演与歌曲节奏的掌握，课后评议游戏规则的设计。', '游戏规则简明，幼儿参与度高，建议增加角色轮换让更多幼儿体验。'),
  topic('大班数学活动《有趣的分类》观摩', '观摩数学活动中幼儿按不同标准分类的操作过程，讨论操作材料与记录方式。', '操作材料分层投放效果好，建议最后环节请幼儿讲述自己的分类标准。'),
  topic('中班美术活动《秋天的树》展示课', '执教教师展示美术活动，运用树叶拓印与添画表现秋天的树，观摩教师记录幼儿创作过程。', '幼儿作品富有个性，建议给予更充分的创作时间和作品分享环节。'),
];

const OTHERS = [
  topic('教研组期初工作会议', '部署本学期教研工作计划，明确各年级教研主题、试教安排与教研资料的整理要求。', '确定本学期教研主题与时间表，各年级组长负责组织落实。'),
  topic('区域游戏环境互访交流', '各班教师分组参观其他班级的区域环境，填写互访记录表，交流材料投放的亮点。', '评选出三个优秀区域环境，经验在年级组内推广。'),
  topic('优秀游戏案例评选', '教师提交自主游戏观察案例，评委组从观察、分析、支持三个维度进行评选。', '评出一等奖2篇、二等奖4篇，优秀案例汇编成册。'),
  topic('期中教学常规检查反馈', '教研组检查各班备课、观察记录与环境创设情况，集中反馈检查结果。', '备课规范率明显提高，观察记录的分析部分仍需加强，下月复查。'),
];

const PLACES = ['多功能厅', '会议室', '阅览室', '美工室'];
const TEACHING_POSTS = ['年级组长', '主班教师', '配班教师'];
/** Research leaders: the grade leaders in a large school, else the principals. */
const LEADER_POSTS = ['年级组长', '副园长', '园长'];

interface Staff {
  id: number;
  post: string;
}

/** `count` of `items` drawn at random, each at most once. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length) picked.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return picked;
}

/** A kind's schedule: the weekday (0 Monday) it meets on, in which weeks, at what time, and its topics in turn. */
const SCHEDULE = [
  { kind: ResearchKind.PLAN, weekday: 2, weeks: () => true, start: '13:30', end: '15:00', topics: PLANS },
  { kind: ResearchKind.DISCUSS, weekday: 3, weeks: (week: number) => week % 2 === 0, start: '13:30', end: '15:00', topics: DISCUSSIONS },
  { kind: ResearchKind.LEARNING, weekday: 4, weeks: (week: number) => week % 3 === 1, start: '16:30', end: '17:30', topics: STUDIES },
  { kind: ResearchKind.TRIAL, weekday: 1, weeks: (week: number) => week % 3 === 2, start: '09:30', end: '10:10', topics: TRIALS },
  { kind: ResearchKind.OTHER, weekday: 0, weeks: (week: number) => week % 4 === 1, start: '15:30', end: '16:30', topics: OTHERS },
];

/**
 * The current semester's teaching research up to today, every kind on its weekday: weekly plans
 * (next week's already written, without its outcome), discussions, studies, trial lessons and others.
 */
export async function seedTeachResearch(db: SchoolDb, plan: { today: string; now: string; random: Random }): Promise<void> {
  const { today, now, random } = plan;
  const semester = await db.selectFrom('semester').select(['startDate', 'endDate']).where('startDate', '<=', today).orderBy('startDate', 'desc').limit(1).executeTakeFirst();
  const staff: Staff[] = await db
    .selectFrom('teacher')
    .innerJoin('post', 'post.id', 'teacher.postId')
    .select(['teacher.id', 'post.name as post'])
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .where('post.name', 'in', [...TEACHING_POSTS, ...LEADER_POSTS])
    .orderBy('teacher.id')
    .execute();
  const leaders = LEADER_POSTS.map((post) => staff.filter((member) => member.post === post)).find((group) => group.length) ?? [];
  const teachers = staff.filter((member) => TEACHING_POSTS.includes(member.post));
  if (!semester || leaders.length === 0 || teachers.length === 0) return;

  const horizon = addDays(today, 7);
  const calendar = await schoolCalendar(db, { startDate: semester.startDate, endDate: horizon < semester.endDate ? horizon : semester.endDate });
  const weeks = teachingWeeks(semester, today);
  for (const { kind, weekday, weeks: meets, start, end, topics } of SCHEDULE) {
    let held = 0;
    for (const week of weeks) {
      const date = addDays(week.startDate, weekday);
      const planned = kind === ResearchKind.PLAN ? date <= horizon : date < today;
      const inSemester = semester.startDate <= date && date <= semester.endDate;
      if (!meets(week.weekIndex) || !planned || !inSemester || calendar.closedReason(date) !== null) continue;
      const { title, content, outcome } = topics[held % topics.length]!;
      // Trial lessons are taught by teachers in turn, a few apart so that the same classes do not follow each other.
      const organizer = kind === ResearchKind.TRIAL ? teachers[(held * 5) % teachers.length]! : leaders[held % leaders.length]!;
      const recordedAt = date < today ? chinaTime(date, 17, random.between(0, 50)) : now;
      const researchId = await insertResearch(db, {
        kind,
        title,
        researchDate: date,
        startTime: start,
        endTime: end,
        place: random.pick(PLACES),
        organizerId: organizer.id,
        content,
        outcome: date < today ? outcome : null,
        createdBy: organizer.id,
        createdAt: recordedAt,
        updatedAt: recordedAt,
      });
      const others = teachers.filter((member) => member.id !== organizer.id);
      await replaceLinks(db, researchId, { participantIds: pickSome(random, others, random.between(4, 8)).map((member) => member.id), fileIds: [] });
      held += 1;
    }
  }
}
