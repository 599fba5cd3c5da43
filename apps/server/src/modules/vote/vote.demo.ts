import { VoteMode, VoteObjectType, VoteSelectKind, VoteShowMode } from '@yuanwu/shared';
import { addDays, chinaTime } from '../../core/calendar.js';
import type { Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { mainGuardians } from '../child/index.js';
import { demoMedia, type DemoMedia, type DemoPhoto } from '../files/index.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './vote.repository.js';

type People = Awaited<ReturnType<typeof repository.demoPeople>>;
type Entrant = { objectType: number; objectId: number; title: string; adderTeacherId: number };

interface DemoActivity {
  name: string;
  intro: string;
  /** Days from today of enrolment's start and end, and voting's. */
  enrol: [number, number];
  vote: [number, number];
  enrollObjectType: number;
  voteObjectType: number;
  /** Grade levels the enrolment is limited to; open to all without. */
  enrolLevels?: number[];
  voteMode: number;
  everyoneVotes: number;
  everydayVoteCount: number;
  isBatchVote: boolean;
  showMode: number;
  photos: DemoPhoto[];
  /** The first entry shows the demo's video clip rather than photos. */
  videoFirst?: boolean;
  /** The entries, from the school's people. */
  entrants(people: People, random: Random): Entrant[];
  /** Share of the voters who voted. */
  turnout: number;
}

const DRAWINGS = ['秋天的树叶', '我和妈妈去公园', '会飞的房子', '美丽的花园', '我的好朋友', '彩虹滑梯', '海底世界', '我爱我家', '星空下的小熊', '大树爷爷'];

const ACTIVITIES: DemoActivity[] = [
  {
    name: '“秋天的童话”亲子绘画评选',
    intro: '请家长和孩子一起，用画笔描绘秋天。每位小朋友可提交一幅作品，投票结束后前十名作品将在一楼大厅展出。',
    enrol: [-12, -5],
    vote: [-3, 4],
    enrollObjectType: VoteObjectType.CHILD,
    voteObjectType: VoteObjectType.ANY,
    voteMode: VoteMode.DAILY,
    everyoneVotes: 15,
    everydayVoteCount: 3,
    isBatchVote: true,
    showMode: VoteShowMode.LIVE,
    photos: ['art', 'garden', 'reading', 'science', 'blocks'],
    // Two children of each class, as their families enrolled them.
    entrants: (people, random) =>
      [...new Set(people.children.map((child) => child.classId))].flatMap((classId) => {
        const headTeacher = people.headTeachers.find((teacher) => teacher.classId === classId)?.teacherId ?? people.principalId!;
        return people.children
          .filter((child) => child.classId === classId)
          .slice(0, 2)
          .map((child) => ({ objectType: VoteObjectType.CHILD, objectId: child.id, title: random.pick(DRAWINGS), adderTeacherId: headTeacher }));
      }),
    turnout: 0.6,
  },
  {
    name: '教职工才艺展示',
    intro: '唱歌、舞蹈、乐器、朗诵都可以，展示老师们的风采。报名请上传一段表演视频或照片。',
    enrol: [-2, 5],
    vote: [6, 12],
    enrollObjectType: VoteObjectType.TEACHER,
    voteObjectType: VoteObjectType.ANY,
    voteMode: VoteMode.TOTAL,
    everyoneVotes: 5,
    everydayVoteCount: 0,
    isBatchVote: false,
    showMode: VoteShowMode.LIVE,
    photos: ['playground', 'roleplay'],
    videoFirst: true,
    entrants: (people) =>
      people.headTeachers.slice(0, 3).map((teacher, index) => ({ objectType: VoteObjectType.TEACHER, objectId: teacher.teacherId, title: ['古筝独奏《茉莉花》', '舞蹈《彩云之南》', '诗朗诵《秋天》'][index]!, adderTeacherId: teacher.teacherId })),
    turnout: 0,
  },
  {
    name: '最美班级环境评选',
    intro: '中班、大班各班布置班级环境，由家长和老师投票选出最美班级。',
    enrol: [-40, -33],
    vote: [-30, -23],
    enrollObjectType: VoteObjectType.TEACHER,
    voteObjectType: VoteObjectType.ANY,
    enrolLevels: [3, 4],
    voteMode: VoteMode.TOTAL,
    everyoneVotes: 3,
    everydayVoteCount: 0,
    isBatchVote: true,
    showMode: VoteShowMode.AFTER_END,
    photos: ['reading', 'blocks', 'roleplay', 'art'],
    entrants: (people) =>
      people.headTeachers
        .filter((teacher) => [3, 4].includes(teacher.level))
        .map((teacher) => ({ objectType: VoteObjectType.TEACHER, objectId: teacher.teacherId, title: `${teacher.className}的阅读角`, adderTeacherId: teacher.teacherId })),
    turnout: 0.45,
  },
];

/** China minute of a day from today at a time. */
const minuteOf = (today: string, days: number, time: string) => `${addDays(today, days)} ${time}`;

/** Entries with one or two pictures each, or the video clip. */
async function insertEntries(db: SchoolDb, activityId: number, activity: DemoActivity, entrants: Entrant[], media: DemoMedia, plan: DemoPlan & { random: Random }) {
  const ids: number[] = [];
  for (const [index, entrant] of entrants.entries()) {
    const enrolledDays = Math.max(1, Math.min(0, activity.enrol[1]) - activity.enrol[0]);
    const at = chinaTime(addDays(plan.today, activity.enrol[0] + (index % enrolledDays)), 19, plan.random.between(0, 59));
    const video = Boolean(activity.videoFirst) && index === 0;
    const joinerId = await repository.insertJoiner(db, {
      activityId,
      objectType: entrant.objectType,
      objectId: entrant.objectId,
      title: entrant.title,
      content: video ? '练了两个月，献给孩子们。' : '孩子自己构思、自己上色，画出了心中的样子。',
      videoFileId: video ? media.video : null,
      adderTeacherId: entrant.adderTeacherId,
      adderGuardianId: null,
      createdAt: at,
      updatedAt: at,
    });
    if (!video) await repository.replaceJoinerFiles(db, joinerId, [media.photo(activity.photos, index), media.photo(activity.photos, index + activity.photos.length)].slice(0, 1 + (index % 2)));
    ids.push(joinerId);
  }
  return ids;
}

/**
 * The votes of those who voted, on the voting's past days within their limits, most for the first
 * entries drawn: each voter's ballots, their totals and their days' counts.
 */
async function castVotes(db: SchoolDb, activityId: number, activity: DemoActivity, joinerIds: number[], voters: { voterType: number; voterId: number; guardianId: number | null }[], plan: DemoPlan & { random: Random }) {
  const lastDay = Math.min(activity.vote[1], 0) - 1;
  const ballots: Parameters<typeof repository.insertBallots>[1] = [];
  const totals: Parameters<typeof repository.insertVoters>[1] = [];
  const days: Parameters<typeof repository.insertVoterDays>[1] = [];
  const favourite = () => joinerIds[Math.min(joinerIds.length - 1, Math.floor(joinerIds.length * plan.random.next() ** 2))]!;
  for (const voter of voters.filter(() => plan.random.next() < activity.turnout)) {
    let left = activity.everyoneVotes;
    let last = '';
    for (let day = activity.vote[0]; day <= lastDay && left > 0; day += 1) {
      const wanted = plan.random.between(0, activity.voteMode === VoteMode.DAILY ? activity.everydayVoteCount : left);
      const count = Math.min(wanted, left);
      if (count === 0) continue;
      const date = addDays(plan.today, day);
      last = chinaTime(date, plan.random.between(7, 21), plan.random.between(0, 59));
      const chosen = activity.isBatchVote ? [...new Set(Array.from({ length: count }, favourite))] : [favourite()];
      for (const joinerId of chosen) ballots.push({ activityId, joinerId, voterType: voter.voterType, voterId: voter.voterId, guardianId: voter.guardianId, voteDay: date, votedAt: last });
      if (activity.voteMode === VoteMode.DAILY) days.push({ activityId, voterType: voter.voterType, voterId: voter.voterId, voteDay: date, votes: chosen.length });
      left -= chosen.length;
    }
    if (left < activity.everyoneVotes) totals.push({ activityId, voterType: voter.voterType, voterId: voter.voterId, votes: activity.everyoneVotes - left, lastVotedAt: last });
  }
  await repository.insertVoters(db, totals);
  await repository.insertVoterDays(db, days);
  await repository.insertBallots(db, ballots);
}

/** Three activities: a children's drawing contest being voted on, a staff talent show enrolling, a classroom contest ended last month. */
export async function seedVotes(db: SchoolDb, plan: DemoPlan & { random: Random }): Promise<void> {
  const people = await repository.demoPeople(db, plan.today);
  if (people.principalId === null || people.children.length === 0) return;
  const [media, guardians, staff] = await Promise.all([demoMedia(db), mainGuardians(db), activeTeachers(db)]);
  const voters = [
    ...people.children.map((child) => ({ voterType: VoteObjectType.CHILD, voterId: child.id, guardianId: guardians.get(child.id)?.id ?? null })),
    ...staff.map((teacher) => ({ voterType: VoteObjectType.TEACHER, voterId: teacher.teacherId, guardianId: null })),
  ];
  for (const activity of ACTIVITIES) {
    const createdAt = chinaTime(addDays(plan.today, activity.enrol[0] - 3), 10, 0);
    const activityId = await repository.insertActivity(db, {
      activityName: activity.name,
      activityIntro: activity.intro,
      showMode: activity.showMode,
      isOpenEnroll: activity.enrolLevels ? 0 : 1,
      enrollObjectType: activity.enrollObjectType,
      enrollStartTime: minuteOf(plan.today, activity.enrol[0], '08:00'),
      enrollEndTime: minuteOf(plan.today, activity.enrol[1], '18:00'),
      isOpenVote: 1,
      voteMode: activity.voteMode,
      voteObjectType: activity.voteObjectType,
      voteStartTime: minuteOf(plan.today, activity.vote[0], '08:00'),
      voteEndTime: minuteOf(plan.today, activity.vote[1], '20:00'),
      isBatchVote: activity.isBatchVote ? 1 : 0,
      everyoneVotes: activity.everyoneVotes,
      everydayVoteCount: activity.everydayVoteCount,
      adderId: people.principalId,
      createdAt,
      updatedAt: createdAt,
    });
    if (activity.enrolLevels) {
      const grades = [...new Set(people.headTeachers.filter((teacher) => activity.enrolLevels!.includes(teacher.level)).map((teacher) => teacher.gradeId))];
      await repository.replaceRanges(db, activityId, grades.map((gradeId) => ({ phase: 1, selectKind: VoteSelectKind.GRADE, objectType: 0, objectId: gradeId })));
    }
    const joinerIds = await insertEntries(db, activityId, activity, activity.entrants(people, plan.random), media, plan);
    if (joinerIds.length > 0 && activity.turnout > 0) await castVotes(db, activityId, activity, joinerIds, voters, plan);
  }
}

