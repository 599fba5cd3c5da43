import type { Generated } from 'kysely';

/** A vote activity (投票活动), the legacy Vote. Times are `YYYY-MM-DD HH:mm` in China time. */
export interface VoteActivityTable {
  id: Generated<number>;
  schoolId: number;
  activityName: string;
  activityIntro: string | null;
  /** 1 counts shown while voting runs, 2 once it has ended. */
  showMode: number;
  /** 1: every person of the object type may enrol; 0: those the enrolment range chooses. */
  isOpenEnroll: number;
  /** 0 不限, 1 教师, 2 幼儿. */
  enrollObjectType: number;
  enrollStartTime: string;
  enrollEndTime: string;
  isOpenVote: number;
  /** 1 a number of votes in all, 2 a number a day within that total. */
  voteMode: number;
  voteObjectType: number;
  voteStartTime: string;
  voteEndTime: string;
  isBatchVote: number;
  everyoneVotes: number;
  /** 0 unless voteMode is 2. */
  everydayVoteCount: number;
  /** 已作废 (DelVote) until restored. */
  isVoid: Generated<number>;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

/** What a range that is not open to all chooses: phase 1 enrolment, 2 voting. */
export interface VoteRangeTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  phase: number;
  /** 1 a person, 2 a department, 3 a grade, 4 a class. */
  selectKind: number;
  /** A person's type (1 teacher, 2 child); 0 for the other kinds. */
  objectType: number;
  objectId: number;
}

/** An entry: one teacher or child in one activity, with a title, a text and pictures or a video. */
export interface VoteJoinerTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  /** 1 a teacher (objectId the staff id), 2 a child. */
  objectType: number;
  objectId: number;
  title: string;
  content: string;
  videoFileId: number | null;
  /** Who wrote it: the staff member (the teacher themself, or the school for someone), or a guardian for their child. */
  adderTeacherId: number | null;
  adderGuardianId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface VoteJoinerFileTable {
  id: Generated<number>;
  schoolId: number;
  joinerId: number;
  fileId: number;
  orderNum: number;
}

/** A voter's votes in an activity: raised only while within EveryoneVotes. Voter type 1 teacher, 2 child. */
export interface VoteVoterTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  voterType: number;
  voterId: number;
  votes: number;
  lastVotedAt: string;
}

/** A voter's votes of one China day: raised only while within EverydayVoteCount. */
export interface VoteVoterDayTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  voterType: number;
  voterId: number;
  voteDay: string;
  votes: number;
}

/** One vote for one entry; a child's vote names the guardian who cast it. */
export interface VoteBallotTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  joinerId: number;
  voterType: number;
  voterId: number;
  guardianId: number | null;
  voteDay: string;
  votedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    voteActivity: VoteActivityTable;
    voteRange: VoteRangeTable;
    voteJoiner: VoteJoinerTable;
    voteJoinerFile: VoteJoinerFileTable;
    voteVoter: VoteVoterTable;
    voteVoterDay: VoteVoterDayTable;
    voteBallot: VoteBallotTable;
  }
}
