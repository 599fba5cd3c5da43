import { CourseSubject as S, CourseVisibility, GradeLevel as G } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { listClasses, teachersOfClasses } from '../class-group/index.js';
import { demoMedia, type DemoMedia, type DemoPhoto } from '../files/index.js';
import { currentYear, semestersOfYears } from '../school-year/index.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './courseware.repository.js';
import { insertLesson, insertTerm } from './lesson.repository.js';

interface DemoLesson {
  name: string;
  grade: number;
  subject: number;
  series?: number;
  theme?: number;
  activityType: string;
  minutes: number;
  introduction: string;
  prepare: string;
  process: string;
  teachCase?: string;
  goals: string[];
  targets: number[];
  /** Activity points, each with the guide target it works towards. */
  points: [string, number | null][];
  visibility?: number;
  /** Its own picture instead of the subject's cover. */
  cover?: DemoPhoto;
  /** Its resources: photos of the demo's scenes and the demo clip. */
  resources?: (DemoPhoto | 'video')[];
}

const SERIES = [
  { name: '小班生活与健康', grade: G.SMALL, description: '入园适应、生活自理与身体动作，帮助小班幼儿愉快地过好幼儿园的一天。' },
  { name: '中班科学探索', grade: G.MIDDLE, description: '从身边的自然与生活现象出发，在观察、猜想和动手操作中学习探究。' },
  { name: '大班幼小衔接', grade: G.LARGE, description: '阅读、数学思维与学习习惯，为升入小学做好身心准备。' },
  { name: '全园艺术欣赏', grade: null, description: '音乐、美术作品欣赏与表现，各年级可按需选用。' },
];
const THEMES = [
  { name: '秋天的秘密', grade: null, description: '围绕秋天的天气、树叶和果实开展的主题活动。' },
  { name: '我爱我家', grade: G.SMALL, description: '认识家庭成员，表达对家人的爱。' },
  { name: '交通工具', grade: G.MIDDLE, description: '认识常见的交通工具，了解交通安全。' },
];

/** The library of the demo school: lessons across subjects and grades, with their parts. Series and themes by their index above. */
const LESSONS: DemoLesson[] = [
  {
    name: '我会自己洗手', grade: G.SMALL, subject: S.HEALTH, series: 0, activityType: '生活活动', minutes: 15,
    introduction: '通过儿歌和示范，学习七步洗手法，养成饭前便后洗手的习惯。',
    prepare: '洗手步骤图一套；儿歌《洗手歌》音频；每组一块香皂和毛巾。',
    process: '一、谈话导入：小手摸过玩具后会有什么？\n二、观看步骤图，教师示范七步洗手法。\n三、边念儿歌边分组练习，教师个别指导。\n四、小结：什么时候要洗手？',
    goals: ['学会七步洗手法，知道饭前便后要洗手', '愿意跟着儿歌一起做洗手动作'], targets: [107, 108],
    points: [['搓手心、手背、指缝时动作要到位', 108], ['提醒幼儿节约用水，洗完关好水龙头', 107]],
  },
  {
    name: '高高兴兴上幼儿园', grade: G.SMALL, subject: S.SOCIAL, series: 0, theme: 1, activityType: '集体教学活动', minutes: 20,
    introduction: '帮助新入园幼儿缓解分离焦虑，喜欢上幼儿园。',
    prepare: '绘本《我爱幼儿园》；幼儿在园活动照片。',
    process: '一、看照片说一说：幼儿园里有什么好玩的？\n二、共读绘本，讨论小兔子为什么开心了。\n三、游戏“找朋友”，认识新伙伴。',
    goals: ['愿意上幼儿园，情绪逐渐稳定', '认识班上的老师和两三个小伙伴'], targets: [102, 305],
    points: [['关注情绪不稳定的幼儿，给予拥抱和安抚', 102], ['鼓励幼儿说出新朋友的名字', 301]],
  },
  {
    name: '小脚走走走', grade: G.SMALL, subject: S.HEALTH, series: 0, activityType: '户外活动', minutes: 25, cover: 'playground', resources: ['video', 'climbing'],
    introduction: '在走平衡木、踩脚印的游戏中发展平衡能力。',
    prepare: '平衡木两条；彩色脚印贴纸；音乐《走路》。',
    process: '一、热身：跟着音乐学小动物走。\n二、踩脚印过小河，练习沿直线走。\n三、走平衡木，教师保护。\n四、放松活动。',
    goals: ['能沿地面直线或在较窄的低矮物体上走一段距离', '体验户外游戏的快乐'], targets: [104, 105],
    points: [['平衡木两侧安排教师保护', 109], ['根据幼儿能力调整脚印间距', 104]],
  },
  {
    name: '我的好妈妈', grade: G.SMALL, subject: S.MUSIC, theme: 1, activityType: '集体教学活动', minutes: 20,
    introduction: '学唱歌曲《我的好妈妈》，表达对妈妈的爱。',
    prepare: '歌曲音频；妈妈照片（幼儿自带）。',
    process: '一、看照片介绍自己的妈妈。\n二、欣赏歌曲，说说歌里的小朋友为妈妈做了什么。\n三、学唱歌曲，加入捶背、倒茶的动作。',
    goals: ['学唱歌曲，能跟着音乐做简单动作', '愿意为妈妈做力所能及的事'], targets: [503, 304],
    points: [['引导幼儿用轻柔的声音演唱', 503]],
  },
  {
    name: '彩色的泡泡', grade: G.SMALL, subject: S.SCIENCE, theme: 0, activityType: '区域活动', minutes: 20,
    introduction: '玩吹泡泡游戏，观察泡泡的颜色和形状。',
    prepare: '泡泡水、各种形状的吹泡泡工具若干。',
    process: '一、教师吹泡泡，引发兴趣。\n二、幼儿自由吹泡泡，观察泡泡是什么形状的。\n三、用不同形状的工具吹，说说发现。',
    goals: ['对吹泡泡感兴趣，喜欢观察', '发现泡泡都是圆圆的'], targets: [401, 403],
    points: [['提醒幼儿不要把泡泡水吸进嘴里', 109], ['鼓励幼儿说出自己的发现', 402]],
  },
  {
    name: '秋天的树叶', grade: G.MIDDLE, subject: S.SCIENCE, series: 1, theme: 0, activityType: '集体教学活动', minutes: 25, resources: ['garden', 'science'],
    introduction: '观察比较不同树叶的形状、颜色和叶脉，学习按特征分类。',
    prepare: '幼儿收集的落叶；放大镜每人一个；分类盘。',
    process: '一、分享收集到的树叶。\n二、用放大镜观察叶脉，说说发现。\n三、按颜色或形状给树叶分类，并说明理由。\n四、延伸：树叶拓印。',
    teachCase: '活动中乐乐发现银杏叶像小扇子，引发全班找“像什么”的讨论，教师顺势引导幼儿按形状分类。',
    goals: ['能仔细观察树叶的形状、颜色等特征', '尝试按一个特征给树叶分类'], targets: [401, 402, 403],
    points: [['鼓励幼儿用“我发现……”完整表达', 202], ['分类后请幼儿说出分类的理由', 402], ['活动后把树叶放到自然角继续观察', 401]],
  },
  {
    name: '沉与浮', grade: G.MIDDLE, subject: S.SCIENCE, series: 1, activityType: '集体教学活动', minutes: 25, cover: 'sandwater', resources: ['sandwater'],
    introduction: '通过实验探索哪些物体在水中会沉、哪些会浮。',
    prepare: '水盆、积木、回形针、塑料球、橡皮泥等；记录表。',
    process: '一、猜一猜：哪些东西会沉下去？\n二、分组实验并用符号记录。\n三、对照猜想与结果，交流发现。\n四、挑战：让橡皮泥浮起来。',
    goals: ['能用简单的符号记录实验结果', '乐意尝试让沉的东西浮起来'], targets: [402, 403],
    points: [['记录表用“↑”“↓”表示浮和沉', 402], ['注意地面防滑', 109]],
  },
  {
    name: '神奇的磁铁', grade: G.MIDDLE, subject: S.SCIENCE, series: 1, activityType: '区域活动', minutes: 20,
    introduction: '探索磁铁能吸住什么，感知磁力。',
    prepare: '磁铁、各种材质的小物品、分类筐。',
    process: '一、磁铁“钓鱼”游戏导入。\n二、探索：磁铁能吸住哪些东西？\n三、分类：能吸的和不能吸的。',
    goals: ['知道磁铁能吸住铁做的东西', '在操作中发现问题并尝试解决'], targets: [402, 403],
    points: [['小物品数量充足，避免争抢', 302]],
  },
  {
    name: '认识交通标志', grade: G.MIDDLE, subject: S.SOCIAL, theme: 2, activityType: '集体教学活动', minutes: 25,
    introduction: '认识常见交通标志，懂得遵守交通规则。',
    prepare: '交通标志图片；马路场景图；红绿灯道具。',
    process: '一、出示标志，猜猜是什么意思。\n二、情景表演“过马路”。\n三、游戏“红灯停，绿灯行”。',
    goals: ['认识几种常见的交通标志', '知道过马路要走人行横道、看红绿灯'], targets: [306, 109],
    points: [['结合幼儿上学路上的经验讨论', 306], ['游戏中强调“红灯停”', 109]],
  },
  {
    name: '汽车嘀嘀嘀', grade: G.MIDDLE, subject: S.MUSIC, theme: 2, activityType: '集体教学活动', minutes: 20,
    introduction: '感受歌曲欢快的节奏，用身体动作表现开汽车。',
    prepare: '歌曲《汽车开来了》；方向盘道具。',
    process: '一、模仿汽车喇叭声导入。\n二、欣赏歌曲，拍出节奏。\n三、开着“汽车”跟音乐律动。',
    goals: ['能用拍手、跺脚等动作表现节奏', '喜欢参加音乐游戏'], targets: [502, 503],
    points: [['节奏型由简单到复杂', 503]],
  },
  {
    name: '有趣的图形宝宝', grade: G.MIDDLE, subject: S.MATH, activityType: '集体教学活动', minutes: 25,
    introduction: '认识圆形、正方形、三角形，在生活中找图形。',
    prepare: '图形卡片；图形拼贴材料；“图形宝宝找家”游戏底板。',
    process: '一、图形宝宝来做客。\n二、摸一摸、说一说不同图形的特点。\n三、在教室里找图形。\n四、图形拼贴画。',
    goals: ['能说出三种图形的名称和主要特征', '能在生活中找到相应形状的物体'], targets: [406, 404],
    points: [['引导幼儿用“有几条边、几个角”描述', 406], ['拼贴时鼓励大胆组合', 504]],
  },
  {
    name: '我要上小学了', grade: G.LARGE, subject: S.SOCIAL, series: 2, activityType: '集体教学活动', minutes: 30,
    introduction: '了解小学生活，激发上小学的愿望。',
    prepare: '参观小学的照片和视频；书包、文具。',
    process: '一、说说哥哥姐姐的小学生活。\n二、观看视频，比较小学和幼儿园的不同。\n三、整理书包比赛。',
    goals: ['了解小学和幼儿园的不同，向往小学生活', '学会整理自己的书包'], targets: [305, 108, 303],
    points: [['关注对上小学有担心的幼儿', 102], ['整理书包计时，培养时间观念', 108]],
  },
  {
    name: '10以内的加法', grade: G.LARGE, subject: S.MATH, series: 2, activityType: '集体教学活动', minutes: 30,
    introduction: '借助实物和图示理解加法的含义，学习10以内的加法。',
    prepare: '小棒、数字卡片、加号和等号卡片；操作单。',
    process: '一、情景导入：树上有3只小鸟，又飞来2只。\n二、用小棒摆一摆、算一算。\n三、列算式，认识加号和等号。\n四、完成操作单。',
    goals: ['理解加法表示合起来', '能正确计算10以内的加法'], targets: [405, 404],
    points: [['先操作实物，再过渡到算式', 405], ['鼓励幼儿编加法应用题', 202]],
  },
  {
    name: '绘本《大卫上学去》', grade: G.LARGE, subject: S.LANGUAGE, series: 2, activityType: '集体教学活动', minutes: 30,
    introduction: '阅读绘本，讨论学校里的规则。',
    prepare: '绘本《大卫上学去》；规则图卡。',
    process: '一、看封面猜故事。\n二、分段阅读，讨论大卫做得对不对。\n三、为班级制定一条新规则并画出来。',
    teachCase: '讨论“大卫上课说话”时，朵朵说“要先举手”，大家据此制定了班级发言规则。',
    goals: ['能理解故事内容并讲述主要情节', '知道学校里要遵守规则'], targets: [204, 205, 306],
    points: [['提问以开放式问题为主', 205], ['把幼儿制定的规则张贴在班级', 306]],
  },
  {
    name: '我会写自己的名字', grade: G.LARGE, subject: S.LANGUAGE, series: 2, activityType: '区域活动', minutes: 20,
    introduction: '在签到、作品署名中尝试书写自己的名字。',
    prepare: '名字卡片；铅笔、田字格纸。',
    process: '一、找找自己的名字卡。\n二、观察笔画，用手指书空。\n三、在作品上签名。',
    goals: ['愿意用书写表达，能写出自己的名字', '握笔姿势正确'], targets: [206, 106],
    points: [['提醒正确的握笔和坐姿', 101]],
  },
  {
    name: '跳绳小能手', grade: G.LARGE, subject: S.HEALTH, activityType: '户外活动', minutes: 30, resources: ['video'],
    introduction: '学习单人跳绳，提高动作协调性和耐力。',
    prepare: '短跳绳每人一根；计时器。',
    process: '一、热身操。\n二、分解练习：摇绳、跳跃。\n三、连续跳绳挑战赛。\n四、放松。',
    goals: ['能连续跳绳10次以上', '不怕困难，坚持练习'], targets: [104, 105],
    points: [['练习间隙注意补水休息', 107], ['为进步的幼儿及时鼓励', 303]],
  },
  {
    name: '名画欣赏《向日葵》', grade: G.LARGE, subject: S.ART, series: 3, theme: 0, activityType: '集体教学活动', minutes: 30,
    introduction: '欣赏梵高的《向日葵》，感受色彩和笔触，尝试创作。',
    prepare: '《向日葵》高清图片；油画棒、画纸。',
    process: '一、欣赏名画，说说看到了什么颜色。\n二、模仿画家的笔触。\n三、创作自己的向日葵。\n四、作品展示与评价。',
    goals: ['感受名画中明亮的色彩', '大胆用色彩表现自己的向日葵'], targets: [502, 504],
    points: [['欣赏时给幼儿充分表达感受的时间', 502], ['不以“像不像”评价作品', 504]],
  },
  {
    name: '音乐欣赏《瑶族舞曲》', grade: G.MIDDLE, subject: S.MUSIC, series: 3, activityType: '集体教学活动', minutes: 25,
    introduction: '欣赏民族音乐，感受乐曲的快慢变化。',
    prepare: '乐曲音频；彩带。',
    process: '一、完整欣赏乐曲。\n二、分段欣赏，用动作表现快和慢。\n三、挥舞彩带随音乐舞蹈。',
    goals: ['感受乐曲快慢的变化', '用动作表现对音乐的感受'], targets: [502, 503],
    points: [['彩带活动注意间距', 109]],
  },
  {
    name: '手指点画', grade: G.SMALL, subject: S.ART, series: 3, activityType: '区域活动', minutes: 20, cover: 'art', resources: ['art'],
    introduction: '用手指蘸颜料点画小花、果实，体验涂鸦的乐趣。',
    prepare: '手指画颜料；画纸；湿毛巾。',
    process: '一、看老师变魔术：手指点出小花。\n二、幼儿自由点画。\n三、欣赏同伴的作品。',
    goals: ['喜欢用手指点画', '能大胆地在纸上表现'], targets: [503, 106],
    points: [['准备湿毛巾及时擦手', 107]],
  },
  {
    name: '认识数字1-5', grade: G.NURSERY, subject: S.MATH, activityType: '游戏活动', minutes: 15,
    introduction: '在游戏中认识数字1-5，手口一致地点数。',
    prepare: '数字卡片；小动物玩具。',
    process: '一、小动物排队。\n二、数一数有几只。\n三、找数字朋友。',
    goals: ['能手口一致地点数5以内的物体', '对数数游戏感兴趣'], targets: [405],
    points: [['点数时用手指一个一个点', 405]],
  },
  {
    name: '小手拍拍', grade: G.NURSERY, subject: S.LANGUAGE, activityType: '游戏活动', minutes: 15,
    introduction: '跟着儿歌做手指游戏，认识身体部位。',
    prepare: '儿歌《小手拍拍》。',
    process: '一、教师示范手指游戏。\n二、幼儿跟着做。\n三、变换身体部位继续游戏。',
    goals: ['能跟着儿歌做动作', '认识眼睛、鼻子、嘴巴等身体部位'], targets: [201, 202],
    points: [['语速放慢，便于托班幼儿模仿', 201]],
  },
  {
    name: '我们的幼儿园（园本课程）', grade: G.OTHER, subject: S.OTHER, activityType: '主题活动', minutes: 30, visibility: CourseVisibility.PUBLIC,
    introduction: '园本课程：参观幼儿园各功能室，认识园所环境与老师们。',
    prepare: '园所平面图；各功能室照片。',
    process: '一、看平面图找一找。\n二、分组参观功能室。\n三、回班分享：我最喜欢的地方。',
    goals: ['熟悉幼儿园环境', '喜欢自己的幼儿园'], targets: [307, 305],
    points: [['参观时按顺序行走，不推挤', 306]],
  },
];

const resourceFileId = (media: DemoMedia, resource: DemoPhoto | 'video') => (resource === 'video' ? media.coursewareVideo : media.picture('Courseware', resource));

/** The school's library, the current semester as a term, and lessons taught to each class on the last school days. */
export async function seedCourseware(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const [staff, media] = await Promise.all([activeTeachers(db), demoMedia(db)]);
  const adderId = Math.min(...staff.map((teacher) => teacher.teacherId));
  if (!Number.isFinite(adderId)) return;
  const seriesIds: number[] = [];
  for (const [index, series] of SERIES.entries()) {
    seriesIds.push(await repository.insertShelf(db, 'courseSeries', { name: series.name, gradeLevel: series.grade, description: series.description, adderId, createdAt: plan.daysAgo(60 - index) }));
  }
  const themeIds: number[] = [];
  for (const [index, theme] of THEMES.entries()) {
    themeIds.push(await repository.insertShelf(db, 'courseTheme', { name: theme.name, gradeLevel: theme.grade, description: theme.description, adderId, createdAt: plan.daysAgo(55 - index) }));
  }
  const byGrade = new Map<number, number[]>();
  for (const [index, lesson] of LESSONS.entries()) {
    const at = plan.daysAgo(50 - index * 2);
    const coursewareId = await repository.insertCourseware(db, {
      name: lesson.name,
      gradeLevel: lesson.grade,
      subject: lesson.subject,
      visibility: lesson.visibility ?? CourseVisibility.SCHOOL,
      seriesId: lesson.series === undefined ? null : seriesIds[lesson.series]!,
      themeId: lesson.theme === undefined ? null : themeIds[lesson.theme]!,
      activityType: lesson.activityType,
      coverFileId: lesson.cover ? media.picture('Courseware', lesson.cover) : null,
      introduction: lesson.introduction,
      durationMinutes: lesson.minutes,
      activityPrepare: lesson.prepare,
      activityProcess: lesson.process,
      teachCase: lesson.teachCase ?? null,
      copiedFromId: null,
      adderId,
      createdAt: at,
      updatedAt: at,
    });
    await repository.replaceResources(db, coursewareId, (lesson.resources ?? []).map((resource) => resourceFileId(media, resource)));
    await repository.insertGoals(db, coursewareId, lesson.goals);
    await repository.replaceGuideTargets(db, coursewareId, lesson.targets);
    await repository.insertPoints(db, coursewareId, lesson.points.map(([content, targetId]) => ({ content, targetId })));
    byGrade.set(lesson.grade, [...(byGrade.get(lesson.grade) ?? []), coursewareId]);
  }
  await seedTimetable(db, plan, byGrade);
}

/** The current semester as the timetable's term, and a lesson of its grade every other school day for each class. */
async function seedTimetable(db: SchoolDb, plan: DemoPlan, byGrade: Map<number, number[]>): Promise<void> {
  const year = await currentYear(db, plan.today);
  if (!year) return;
  const semester = (await semestersOfYears(db, [year.id])).find((candidate) => candidate.startDate <= plan.today && plan.today <= candidate.endDate);
  if (!semester) return;
  const termId = await insertTerm(db, { name: `${year.name}${semester.name}`, startDate: semester.startDate, endDate: semester.endDate, createdAt: plan.daysAgo(60) });
  const classes = await listClasses(db, { yearId: year.id });
  const teachers = await teachersOfClasses(db, classes.map((row) => row.classId));
  const days = (await plan.schoolDays()).filter((day) => day >= semester.startDate).slice(-20);
  for (const schoolClass of classes) {
    const lessons = byGrade.get(schoolClass.gradeLevel) ?? [];
    const teacherId = teachers.find((teacher) => teacher.classId === schoolClass.classId)?.teacherId;
    if (!lessons.length || teacherId === undefined) continue;
    for (const [index, day] of days.entries()) {
      if (index % 2 === 1) continue;
      const coursewareId = lessons[(index / 2) % lessons.length]!;
      await insertLesson(db, { termId, classId: schoolClass.classId, coursewareId, lessonDate: day, section: 2, remark: null, teacherId, createdAt: plan.daysAgo(1), deletedAt: null });
    }
  }
}
