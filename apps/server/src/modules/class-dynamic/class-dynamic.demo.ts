import type { Insertable } from 'kysely';
import { DynamicCheckStatus, InteractionAuthorType, MediaType } from '@yuanwu/shared';
import { chinaTime } from '../../core/calendar.js';
import { inBatches } from '../../core/collections.js';
import type { Random } from '../../core/demo-random.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';
import { demoMedia, type DemoMedia, type DemoPhoto } from '../files/index.js';
import { insertCommentRows, insertLikeRows } from '../comment/index.js';
import { InteractionTarget } from './class-dynamic.table.js';

const POSTS_BY_TYPE: Record<number, string[]> = {
  1: ['今天的午餐是番茄炒蛋和紫菜汤，小朋友们都吃得很香，光盘行动棒棒哒！', '午睡起床后，孩子们自己叠被子、穿衣服，越来越能干了。', '晨间入园，孩子们主动和老师、同伴问好，一天从微笑开始。'],
  2: ['今天的科学活动《会变色的水》，孩子们观察颜色混合的变化，个个都是小小科学家。', '美术活动：用树叶拓印出一幅幅秋天的画，请家长们欣赏孩子们的作品。', '绘本分享《猜猜我有多爱你》，孩子们说出了自己对爸爸妈妈的爱。', '数学游戏“按规律排队”，孩子们在游戏中认识了简单的排序。'],
  3: ['阳光正好，孩子们在操场上玩拍球、跳圈，锻炼身体真快乐！', '户外自主游戏：沙池里的小小建筑师们建起了城堡和小河。', '今天我们去种植园给小青菜浇水，观察它们又长高了多少。'],
  4: ['重阳节到了，孩子们为爷爷奶奶制作了贺卡，送上温暖的祝福。', '生日会：为本月过生日的小朋友们唱生日歌，分享蛋糕和快乐。'],
  5: ['温馨提示：天气转凉，请家长为孩子准备一件备用外套放在班级。', '本周班级主题墙更新啦，欢迎家长接送时来看看孩子们的作品。'],
};
/** What the photos of a post of each type show. */
const PHOTOS_BY_TYPE: Record<number, DemoPhoto[]> = {
  1: ['meal', 'nap', 'roleplay', 'playground'],
  2: ['science', 'art', 'reading', 'blocks', 'roleplay'],
  3: ['playground', 'sandwater', 'garden', 'climbing'],
  4: ['birthday', 'art', 'reading'],
  5: ['art', 'reading', 'blocks', 'science', 'garden'],
};
const COMMENTS = ['宝贝今天真开心！', '谢谢老师的用心照顾', '孩子回家一直在说今天的活动', '老师辛苦了！', '看到孩子进步很欣慰', '照片拍得真好，孩子笑得好甜', '在家也会鼓励孩子多练习', '谢谢老师分享，太棒了'];
/** Why the school sent a post back to its teacher. */
const REJECT_REASONS = ['照片中有其他班级幼儿的正脸，请处理后重新发布', '文字有错别字，请修改后重新发布', '照片拍摄模糊，请更换清晰的照片'];
const REPLIES = ['谢谢家长的支持！', '孩子在园表现很棒，继续加油～', '不客气，我们一起陪伴孩子成长'];
const ALBUMS: { name: string; photos: DemoPhoto[] }[] = [
  { name: '开学啦', photos: ['playground', 'blocks', 'roleplay', 'meal'] },
  { name: '户外活动', photos: ['playground', 'sandwater', 'climbing', 'garden'] },
  { name: '主题活动', photos: ['art', 'science', 'reading', 'blocks'] },
  { name: '生日会', photos: ['birthday', 'meal', 'art'] },
];
const HEAD_TEACHER = 1;
/** A class posts on about this share of school days. */
const POST_CHANCE = 0.45;
/** The last days' posts still wait for moderation. */
const PENDING_DAYS = 2;

interface ClassLife {
  classId: number;
  teachers: { teacherId: number; position: number }[];
  guardians: { guardianId: number; activity: number }[];
}

async function classLives(db: SchoolDb, random: Random): Promise<ClassLife[]> {
  const [teachers, guardians] = await Promise.all([
    db.selectFrom('classTeacher').select(['classId', 'teacherId', 'position']).orderBy('classId').orderBy('position').execute(),
    db
      .selectFrom('childGuardian')
      .innerJoin('child', 'child.id', 'childGuardian.childId')
      .select(['child.classId', 'childGuardian.guardianId'])
      .where('child.classId', 'is not', null)
      .orderBy('childGuardian.guardianId')
      .execute(),
  ]);
  const classIds = [...new Set(teachers.map((row) => row.classId))];
  return classIds.map((classId) => ({
    classId,
    teachers: teachers.filter((row) => row.classId === classId),
    // Some parents follow every post, most now and then, a few never.
    guardians: guardians.filter((row) => row.classId === classId).map((row) => ({ guardianId: row.guardianId, activity: random.next() < 0.1 ? 0.7 : random.next() * 0.3 })),
  }));
}

/** Who posts: mostly the head teacher, sometimes the assistant, now and then the caregiver. */
function poster(random: Random, teachers: ClassLife['teachers']): number {
  const roll = random.next();
  const position = roll < 0.6 ? 1 : roll < 0.9 ? 2 : 3;
  return (teachers.find((teacher) => teacher.position === position) ?? teachers[0]!).teacherId;
}

const later = (iso: string, minutes: number, now: string) => {
  const time = new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  return time < now ? time : now;
};

/**
 * The class life of `days`: teachers' posts with photos and videos, class albums, and parents'
 * likes and comments (a few with the teacher's reply).
 */
export async function seedClassDynamics(db: SchoolDb, plan: { days: string[]; random: Random; now: string }): Promise<void> {
  const { days, random, now } = plan;
  if (days.length === 0) return;
  const classes = await classLives(db, random);
  const files = await demoMedia(db);
  const pendingFrom = days[Math.max(0, days.length - PENDING_DAYS)]!;
  const posts: Insertable<SchoolScopedDatabase['classDynamic']>[] = [];
  for (const life of classes) {
    for (const date of days) {
      if (random.next() > POST_CHANCE || life.teachers.length === 0) continue;
      const dynamicType = random.between(1, 5);
      const createdAt = chinaTime(date, random.between(10, 16), random.between(0, 59));
      const checkStatus = date >= pendingFrom ? DynamicCheckStatus.PENDING : random.next() < 0.02 ? DynamicCheckStatus.REJECTED : DynamicCheckStatus.APPROVED;
      posts.push({
        classId: life.classId,
        teacherId: poster(random, life.teachers),
        dynamicType,
        content: random.pick(POSTS_BY_TYPE[dynamicType]!),
        checkStatus,
        checkedBy: checkStatus === DynamicCheckStatus.PENDING ? null : life.teachers.find((teacher) => teacher.position === HEAD_TEACHER)?.teacherId ?? null,
        checkedAt: checkStatus === DynamicCheckStatus.PENDING ? null : later(createdAt, 60, now),
        checkRemark: checkStatus === DynamicCheckStatus.REJECTED ? REJECT_REASONS[posts.length % REJECT_REASONS.length]! : null,
        createdAt,
      });
    }
  }
  const saved = [];
  for await (const batch of inBatches(posts)) saved.push(...(await db.insertInto('classDynamic').values(batch).returning(['id', 'classId', 'teacherId', 'dynamicType', 'createdAt', 'checkStatus']).execute()));

  const media: Insertable<SchoolScopedDatabase['classMedia']>[] = [];
  const comments: Insertable<SchoolScopedDatabase['comment']>[] = [];
  const likes: Insertable<SchoolScopedDatabase['contentLike']>[] = [];
  for (const post of saved) {
    const roll = random.next();
    const [mediaType, count] = roll < 0.75 ? [MediaType.PHOTO, random.between(2, 9)] : roll < 0.9 ? [MediaType.VIDEO, 1] : [MediaType.PHOTO, 0];
    for (let index = 0; index < count; index += 1) {
      const fileId = mediaFile(files, mediaType, PHOTOS_BY_TYPE[post.dynamicType]!, post.id + index);
      media.push({ classId: post.classId, dynamicId: post.id, albumId: null, teacherId: post.teacherId, mediaType, fileId, sortOrder: index, createdAt: post.createdAt });
    }
    // Parents see approved posts only.
    if (post.checkStatus !== DynamicCheckStatus.APPROVED) continue;
    const life = classes.find((candidate) => candidate.classId === post.classId)!;
    const target = { targetType: InteractionTarget.CLASS_DYNAMIC, targetId: post.id };
    for (const parent of life.guardians) {
      if (random.next() < parent.activity) likes.push({ ...target, authorType: InteractionAuthorType.PARENT, authorId: parent.guardianId, createdAt: later(post.createdAt, random.between(5, 600), now) });
      if (random.next() < parent.activity * 0.12) {
        comments.push({ ...target, authorType: InteractionAuthorType.PARENT, authorId: parent.guardianId, content: random.pick(COMMENTS), replyToId: null, createdAt: later(post.createdAt, random.between(10, 720), now) });
      }
    }
  }
  for await (const batch of inBatches(media)) await db.insertInto('classMedia').values(batch).execute();
  for await (const batch of inBatches(likes)) await insertLikeRows(db, batch);
  const savedComments = [];
  for await (const batch of inBatches(comments)) savedComments.push(...(await insertCommentRows(db, batch)));
  const authorOf = new Map(saved.map((post) => [post.id, post.teacherId]));
  const replies = savedComments
    .filter(() => random.next() < 0.3)
    .map((comment) => ({
      targetType: InteractionTarget.CLASS_DYNAMIC,
      targetId: comment.targetId,
      authorType: InteractionAuthorType.TEACHER,
      authorId: authorOf.get(comment.targetId)!,
      content: random.pick(REPLIES),
      replyToId: comment.id,
      createdAt: later(comment.createdAt, random.between(20, 240), now),
    }));
  for await (const batch of inBatches(replies)) await insertCommentRows(db, batch);
  await seedAlbums(db, { ...plan, classes, files });
}

/** The demo file a photo or video shows: photos of the topics in turn, the one clip for every video. */
const mediaFile = (files: DemoMedia, mediaType: number, topics: readonly DemoPhoto[], n: number) => (mediaType === MediaType.VIDEO ? files.video : files.photo(topics, n));

/** A few albums per class, filled by its head teacher over the period. */
async function seedAlbums(db: SchoolDb, plan: { days: string[]; random: Random; classes: ClassLife[]; files: DemoMedia }) {
  const { days, random, files } = plan;
  const albums = plan.classes.flatMap((life) => {
    const head = life.teachers.find((teacher) => teacher.position === HEAD_TEACHER) ?? life.teachers[0];
    if (!head) return [];
    return ALBUMS.map(({ name }, index) => {
      const date = days[Math.floor((index * days.length) / ALBUMS.length)]!;
      return { classId: life.classId, name, teacherId: head.teacherId, createdAt: chinaTime(date, 15, random.between(0, 59)) };
    });
  });
  const saved = albums.length ? await db.insertInto('classAlbum').values(albums).returning(['id', 'classId', 'name', 'teacherId', 'createdAt']).execute() : [];
  const media = saved.flatMap((album) => {
    const topics = ALBUMS.find((candidate) => candidate.name === album.name)!.photos;
    return Array.from({ length: random.between(12, 30) }, (_item, index) => {
      const mediaType = random.next() < 0.08 ? MediaType.VIDEO : MediaType.PHOTO;
      return {
        classId: album.classId,
        dynamicId: null,
        albumId: album.id,
        teacherId: album.teacherId!,
        mediaType,
        fileId: mediaFile(files, mediaType, topics, album.id + index),
        sortOrder: index,
        createdAt: album.createdAt,
      };
    });
  });
  for await (const batch of inBatches(media)) await db.insertInto('classMedia').values(batch).execute();
}
