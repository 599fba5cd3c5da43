import { fileEndpoints, InteractionAuthorType } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { insertCommentRows } from '../comment/index.js';
import { demoMedia, type DemoPhoto } from '../files/index.js';
import { ReaderType, seedReads } from '../read-receipt/index.js';
import { guardiansOfLevels, staffOf } from './news.repository.js';
import { NEWS_TARGET } from './news.table.js';

interface DemoArticle {
  title: string;
  summary: string;
  paragraphs: string[];
  photos: DemoPhoto[];
  daysAgo: number;
  /** Days the pin still lasts, for the one or two pinned. */
  pinnedFor?: number;
  draft?: boolean;
  levels?: number[];
  userTypes?: number[];
}

const ARTICLES: DemoArticle[] = [
  { title: '秋季亲子运动会圆满落幕', summary: '拍球接力、袋鼠跳、拔河比赛，爸爸妈妈和孩子们一起挥洒汗水。', paragraphs: ['上周六，我园在操场举行了秋季亲子运动会，近三百个家庭参加。', '孩子们在<strong>拍球接力</strong>和<strong>袋鼠跳</strong>中奋力拼搏，家长们的拔河比赛更是把气氛推向高潮。'], photos: ['playground', 'climbing'], daysAgo: 2, pinnedFor: 12 },
  { title: '关于2027年元旦放假的通知', summary: '元旦放假安排及假期安全提醒。', paragraphs: ['根据上级部门通知，元旦假期为1月1日至1月3日，1月4日正常入园。', '假期请家长<strong>注意孩子的饮食与出行安全</strong>，按时作息。'], photos: ['nap'], daysAgo: 5, pinnedFor: 20 },
  { title: '小小科学家：会变色的水', summary: '中班科学活动，孩子们观察颜色混合的奇妙变化。', paragraphs: ['红色加黄色会变成什么颜色？孩子们动手调配，一边观察一边记录。', '科学的种子就这样悄悄发芽。'], photos: ['science'], daysAgo: 8, levels: [3] },
  { title: '绘本漂流活动开始啦', summary: '每周五孩子们可以带一本绘本回家，与家人共读。', paragraphs: ['我们的绘本漂流站已经开放，共收录绘本三百余册。', '请家长每晚陪孩子阅读<strong>15分钟</strong>，周一将绘本带回。'], photos: ['reading'], daysAgo: 11 },
  { title: '种植园里的秋收', summary: '大班孩子收获了亲手种下的萝卜和青菜。', paragraphs: ['从播种、浇水到收获，孩子们用两个月见证了植物的成长。'], photos: ['garden'], daysAgo: 15, levels: [4] },
  { title: '十月集体生日会', summary: '为十月出生的小朋友们送上祝福。', paragraphs: ['蛋糕、歌声和祝福，孩子们度过了一个难忘的集体生日。'], photos: ['birthday'], daysAgo: 19 },
  { title: '营养午餐：本月新菜品', summary: '保健室与厨房共同推出五道新菜。', paragraphs: ['本月新增番茄牛腩、香菇鸡丁等菜品，营养均衡，孩子们吃得香。'], photos: ['meal'], daysAgo: 23 },
  { title: '建构区的小小建筑师', summary: '积木搭出的城堡和大桥。', paragraphs: ['孩子们分工合作，用积木搭出了心中的城市。'], photos: ['blocks'], daysAgo: 28, levels: [2, 3] },
  { title: '美工坊作品展', summary: '树叶拓印与彩泥作品展示。', paragraphs: ['欢迎家长接送时到一楼大厅欣赏孩子们的作品。'], photos: ['art'], daysAgo: 33 },
  { title: '教职工消防安全培训', summary: '全体教职工参加了消防安全知识培训与演练。', paragraphs: ['培训内容包括灭火器使用、疏散路线与应急处置。'], photos: ['playground'], daysAgo: 40, userTypes: [1] },
  { title: '玩沙玩水的快乐时光', summary: '户外沙水区开放，孩子们尽情探索。', paragraphs: ['请家长为孩子准备一套备用衣物放在班级。'], photos: ['sandwater'], daysAgo: 47 },
  { title: '下周开放日活动预告', summary: '诚邀家长走进课堂，了解孩子在园的一天。', paragraphs: ['开放日当天上午九点开始，请家长凭接送卡入园。'], photos: ['roleplay'], daysAgo: -5 },
  { title: '寒假安全告家长书（草稿）', summary: '寒假安全注意事项。', paragraphs: ['内容待园长审阅后发布。'], photos: ['nap'], daysAgo: 0, draft: true },
];

const COMMENTS = ['孩子回家一直在说这件事，谢谢老师们的用心！', '照片拍得真好，孩子笑得好开心。', '活动组织得很棒，期待下一次！', '辛苦老师们了！', '孩子很喜欢，回家还要再玩一次。'];

/** The demo photos as news pictures (kind SchoolNewsImage, public: an article's pictures are shown to whoever reads it). */
async function newsPictures(db: SchoolDb, topics: readonly DemoPhoto[]) {
  const media = await demoMedia(db);
  return new Map([...new Set(topics)].map((topic) => [topic, `${fileEndpoints.download.java!.path}?fileId=${media.picture('SchoolNewsImage', topic)}`]));
}

/** Its audience's reads of a published article: the older it is, the more have read it. */
async function seedArticleReads(db: SchoolDb, newsId: number, article: DemoArticle, plan: DemoPlan & { random: Random }) {
  const userTypes = article.userTypes ?? [1, 2];
  const [staff, guardians] = await Promise.all([userTypes.includes(1) ? staffOf(db) : [], userTypes.includes(2) ? guardiansOfLevels(db, article.levels ?? [1, 2, 3, 4]) : []]);
  const readers = [
    ...staff.map((teacher) => ({ readerType: ReaderType.TEACHER, readerId: teacher.id })),
    ...guardians.map((guardian) => ({ readerType: ReaderType.PARENT, readerId: guardian.id })),
  ];
  const share = Math.min(0.85, 0.3 + article.daysAgo * 0.04);
  await seedReads(db, { targetType: NEWS_TARGET, targetId: newsId }, readers, plan.daysAgo(article.daysAgo), share, plan.random);
}

/** About a dozen articles with real photos, two pinned, one scheduled, one draft, and a few comments from families. */
export async function seedNews(db: SchoolDb, plan: DemoPlan & { random: Random }): Promise<void> {
  const principal = await db.selectFrom('teacher').select(['id', 'name']).orderBy('id').executeTakeFirst();
  if (!principal) return;
  const pictures = await newsPictures(db, ARTICLES.flatMap((article) => article.photos));
  const guardians = await db.selectFrom('guardian').select('id').orderBy('id').limit(COMMENTS.length * 2).execute();
  const comments = [];
  for (const [index, article] of ARTICLES.entries()) {
    const activeDate = addDays(plan.today, -article.daysAgo);
    const images = article.photos.map((topic) => `<p><img src="${pictures.get(topic)}" alt="${article.title}"></p>`);
    const saved = await db
      .insertInto('news')
      .values({
        title: article.title,
        author: principal.name,
        summary: article.summary,
        content: [...article.paragraphs.map((text) => `<p>${text}</p>`), ...images].join(''),
        coverImg: pictures.get(article.photos[0]!)!,
        bannerImg: null,
        linkUrl: null,
        limitGradeLevel: (article.levels ?? [1, 2, 3, 4]).join(','),
        limitUserType: (article.userTypes ?? [1, 2]).join(','),
        activeDate,
        isAllowShare: 1,
        isAllowComment: 1,
        isPublish: article.draft ? 0 : 1,
        isTop: article.pinnedFor ? 1 : 0,
        topEndDate: article.pinnedFor ? addDays(plan.today, article.pinnedFor) : null,
        adderId: principal.id,
        createdAt: plan.daysAgo(Math.max(article.daysAgo, 0)),
        updatedAt: plan.daysAgo(Math.max(article.daysAgo, 0)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('newsSchool').values({ newsId: saved.id, targetSchoolId: plan.schoolId }).execute();
    if (article.draft || article.daysAgo < 0) continue;
    await seedArticleReads(db, saved.id, article, plan);
    if (index > 5) continue;
    for (const [n, guardian] of guardians.slice(index, index + 3).entries()) {
      comments.push({ targetType: NEWS_TARGET, targetId: saved.id, authorType: InteractionAuthorType.PARENT, authorId: guardian.id, content: COMMENTS[(index + n) % COMMENTS.length]!, replyToId: null, createdAt: plan.daysAgo(article.daysAgo - 0.1 * (n + 1)), updatedAt: null });
    }
  }
  await insertCommentRows(db, comments);
}
