import { DrawbookPageType, GradeLevel } from '@yuanwu/shared';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { demoMedia, type DemoDrawing, type DemoPhoto } from '../files/index.js';
import { activeTeachers } from '../teacher/index.js';
import { insertBook, replacePages } from './drawbook.repository.js';

type Picture = [DemoPhoto | DemoDrawing, 1 | 2];

interface DemoBook {
  name: string;
  gradeLevel: number;
  author: string;
  introduction: string;
  cover: Picture;
  pages: Picture[];
  daysAgo: number;
}

/** The library the demo school keeps: books made of the demo's scenes of a school day and children's drawings. */
const BOOKS: DemoBook[] = [
  {
    name: '我爱我家',
    gradeLevel: GradeLevel.NURSERY,
    author: '托班老师们',
    introduction: '爸爸、妈妈和我：托班宝宝画出的一家人，适合亲子共读时说一说“我家有谁”。',
    cover: ['family', 1],
    pages: [['family', 2], ['selfPortrait', 1], ['selfPortrait', 2]],
    daysAgo: 40,
  },
  {
    name: '幼儿园的一天',
    gradeLevel: GradeLevel.SMALL,
    author: '阳光幼儿园教研组',
    introduction: '从早上入园、户外游戏、搭积木、画画、读绘本到午饭和午睡，跟着小朋友认识幼儿园里的一天。',
    cover: ['playground', 2],
    pages: [['playground', 1], ['blocks', 1], ['art', 1], ['reading', 1], ['meal', 1], ['nap', 1]],
    daysAgo: 35,
  },
  {
    name: '秋天的画',
    gradeLevel: GradeLevel.MIDDLE,
    author: '中班美术组',
    introduction: '孩子们用树叶、花朵和彩笔画出的秋天，每一页都是一幅小朋友的作品。',
    cover: ['leaves', 1],
    pages: [['leaves', 2], ['flowers', 1], ['flowers', 2], ['dream', 1]],
    daysAgo: 21,
  },
  {
    name: '生日会',
    gradeLevel: GradeLevel.MIDDLE,
    author: '中班老师们',
    introduction: '一起唱生日歌、分蛋糕、玩娃娃家：孩子们记录的班级生日会。',
    cover: ['birthday', 1],
    pages: [['birthday', 2], ['roleplay', 1], ['meal', 2]],
    daysAgo: 14,
  },
  {
    name: '小小建筑师',
    gradeLevel: GradeLevel.LARGE,
    author: '大班建构区',
    introduction: '积木搭成的高塔和城堡是怎样一步一步搭起来的？大班小朋友画给弟弟妹妹看。',
    cover: ['builder', 1],
    pages: [['blocks', 2], ['builder', 2], ['roleplay', 2]],
    daysAgo: 9,
  },
  {
    name: '种子的旅行',
    gradeLevel: GradeLevel.LARGE,
    author: '自然角观察小组',
    introduction: '从种下一粒种子到长出一片花园：孩子们在种植园和科学区里的观察。',
    cover: ['garden', 1],
    pages: [['garden', 2], ['sandwater', 1], ['science', 1], ['science', 2]],
    daysAgo: 3,
  },
];

/** The demo school's picture books, added by its principal (its first member of staff) over the last weeks. */
export async function seedDrawbooks(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const [media, staff] = await Promise.all([demoMedia(db), activeTeachers(db)]);
  const adderId = Math.min(...staff.map((teacher) => teacher.teacherId));
  if (!Number.isFinite(adderId)) return;
  for (const book of BOOKS) {
    const at = plan.daysAgo(book.daysAgo);
    const drawbookId = await insertBook(db, {
      name: book.name,
      gradeLevel: book.gradeLevel,
      author: book.author,
      introduction: book.introduction,
      coverFileId: media.bookPicture(...book.cover),
      pageType: DrawbookPageType.PICTURES,
      adderId,
      createdAt: at,
      updatedAt: at,
    });
    await replacePages(db, drawbookId, book.pages.map((page) => media.bookPicture(...page)));
  }
}
