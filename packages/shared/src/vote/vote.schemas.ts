import { z } from 'zod';
import { flag, id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { freeText, nameText, optionalText } from '../fields.js';
import { AttachedFile } from '../files/files.schemas.js';
import { chinaMinute } from '../questionnaire/questionnaire.schemas.js';
import {
  ENTRY_CONTENT_MAX,
  ENTRY_TITLE_MAX,
  MAX_ENTRY_PICTURES,
  MAX_VOTES_PER_DAY,
  MAX_VOTES_PER_VOTER,
  VOTE_INTRO_MAX,
  VOTE_NAME_MAX,
  VoteMode,
  VoteObjectType,
  VoteSelectKind,
  VoteShowMode,
  voteActions,
  voteStatuses,
} from './vote.rules.js';

/** People, departments and classes a range may name; beyond this, open the range to all. */
export const MAX_VOTE_RANGE_ITEMS = 500;
/** Entries a vote may name at once (with IsBatchVote). */
export const MAX_BATCH_VOTES = 100;

const blank = (value: unknown) => value === '' || value === null || value === undefined;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());
const searchKey = () => z.string().trim().max(50, '搜索内容最多50字').optional();

/** Ids as a JSON array, or as `1,2,3` in a query string or form. */
const idList = (what: string, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? [] : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : typeof value === 'number' ? [value] : value),
    z.array(id()).max(max, `${what}最多${max}个`),
  );

const objectType = (what: string) => intAmong(Object.values(VoteObjectType), `${what}应为0（不限）、1（教师）或2（幼儿）`);
const personType = () => intAmong([VoteObjectType.TEACHER, VoteObjectType.CHILD], '对象类型应为1（教师）或2（幼儿）');

/** One choice of a range that is not open to all: a person (teacher or child), a department or a class. */
export const VoteRangeItemInput = z
  .object({
    selectKind: intAmong([VoteSelectKind.PERSON, VoteSelectKind.DEPARTMENT, VoteSelectKind.CLASS], '选择方式应为1（人员）、2（部门）或4（班级）'),
    /** For a person: 1 a teacher, 2 a child. */
    objectType: optional(personType()),
    objectId: id(),
  })
  .refine((item) => item.selectKind !== VoteSelectKind.PERSON || item.objectType !== undefined, { message: '请说明人员是教师还是幼儿', path: ['objectType'] });
export type VoteRangeItemInput = z.infer<typeof VoteRangeItemInput>;

const rangeList = (what: string) =>
  z.preprocess((value) => (blank(value) ? [] : value), z.array(VoteRangeItemInput).max(MAX_VOTE_RANGE_ITEMS, `${what}最多${MAX_VOTE_RANGE_ITEMS}项，人数多时请按年级、班级或部门选择`));

const activityFields = {
  activityName: nameText('活动名称', VOTE_NAME_MAX),
  activityIntro: optionalText('活动介绍', VOTE_INTRO_MAX),
  showMode: optional(intAmong(Object.values(VoteShowMode), '显示方式应为1（实时显示票数）或2（结束后公布票数）')).default(VoteShowMode.LIVE),
  /** Open to every person of EnrollObjectType; otherwise to those the grade and object lists choose. */
  isOpenEnroll: flag().default(true),
  enrollGradeList: idList('报名年级', MAX_VOTE_RANGE_ITEMS).default([]),
  enrollObjectList: rangeList('报名对象').default([]),
  enrollObjectType: objectType('报名对象类型'),
  enrollStartTime: chinaMinute('报名开始时间'),
  enrollEndTime: chinaMinute('报名结束时间'),
  isOpenVote: flag().default(true),
  voteMode: optional(intAmong(Object.values(VoteMode), '投票方式应为1（每人总票数）或2（每人每天票数）')).default(VoteMode.TOTAL),
  voteGradeList: idList('投票年级', MAX_VOTE_RANGE_ITEMS).default([]),
  voteObjectList: rangeList('投票对象').default([]),
  voteObjectType: objectType('投票对象类型'),
  voteStartTime: chinaMinute('投票开始时间'),
  voteEndTime: chinaMinute('投票结束时间'),
  /** One vote may name several entries, one vote each. */
  isBatchVote: flag().default(false),
  everyoneVotes: int(1, MAX_VOTES_PER_VOTER, `每人总票数应为1至${MAX_VOTES_PER_VOTER}`),
  /** With VoteMode 2: the votes a voter has each day. */
  everydayVoteCount: optional(int(0, MAX_VOTES_PER_DAY, `每天票数应为0至${MAX_VOTES_PER_DAY}`)).default(0),
};

export const AddVoteActivityInput = z.object(activityFields);
export type AddVoteActivityInput = z.infer<typeof AddVoteActivityInput>;
export const UpdateVoteActivityInput = z.object({ activityId: id(), ...activityFields });
export type UpdateVoteActivityInput = z.infer<typeof UpdateVoteActivityInput>;
export const SavedVoteActivity = z.object({ activityId: z.number().int() });

export const VoteActivityIdInput = z.object({ activityId: id() });
export type VoteActivityIdInput = z.infer<typeof VoteActivityIdInput>;

export const VoteActivityListInput = z.object({
  ...pageInput,
  /** Empty: every status. */
  activityStatus: optional(intAmong(voteStatuses, '状态应为0至5')),
  searchKey: searchKey(),
});
export type VoteActivityListInput = z.infer<typeof VoteActivityListInput>;

const Actions = z.object(Object.fromEntries(voteActions.map((action) => [action, z.boolean()])) as Record<(typeof voteActions)[number], z.ZodBoolean>);

export const VoteActivityRow = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  activityStatus: z.number().int(),
  activityStatusName: z.string(),
  joinCount: z.number().int(),
  voteCount: z.number().int(),
  showMode: z.number().int(),
  showModeName: z.string(),
  enrollStartTime: z.string(),
  enrollEndTime: z.string(),
  voteStartTime: z.string(),
  voteEndTime: z.string(),
  /** Who may enrol, in words: 全园教师, 小班、大一班幼儿... */
  enrollObject: z.string(),
  /** Who may vote, in words. */
  voteRange: z.string(),
  voteMode: z.number().int(),
  voteModeFormat: z.string(),
  pushMode: z.number().int(),
  pushModeName: z.string(),
  /** What the status allows (the state table's row). */
  actions: Actions,
  adderId: z.number().int(),
  adderName: z.string(),
  createdAt: z.string(),
});
export type VoteActivityRow = z.infer<typeof VoteActivityRow>;
export const VoteActivityPage = pageOf(VoteActivityRow);

export const VoteRangeItem = z.object({ selectKind: z.number().int(), objectType: z.number().int(), objectId: z.number().int(), objectName: z.string() });
export type VoteRangeItem = z.infer<typeof VoteRangeItem>;
export const VoteGradeItem = z.object({ gradeId: z.number().int(), gradeName: z.string() });

export const VoteActivityForUpdate = VoteActivityRow.extend({
  schoolId: z.number().int(),
  activityIntro: z.string(),
  isOpenEnroll: z.boolean(),
  enrollGradeList: z.array(z.number().int()),
  enrollGrades: z.array(VoteGradeItem),
  enrollObjectList: z.array(VoteRangeItem),
  enrollObjectType: z.number().int(),
  isOpenVote: z.boolean(),
  voteGradeList: z.array(z.number().int()),
  voteGrades: z.array(VoteGradeItem),
  voteObjectList: z.array(VoteRangeItem),
  voteObjectType: z.number().int(),
  isBatchVote: z.boolean(),
  everyoneVotes: z.number().int(),
  everydayVoteCount: z.number().int(),
});
export type VoteActivityForUpdate = z.infer<typeof VoteActivityForUpdate>;

// ---- pickers ----

/** schoolId, when given, must be the session's school. */
export const VoteTeacherPickInput = z.object({ schoolId: optional(id()), departmentId: optional(id()), searchKey: searchKey(), ...pageInput });
export type VoteTeacherPickInput = z.infer<typeof VoteTeacherPickInput>;
export const VoteTeacherPick = z.object({ teacherId: z.number().int(), teacherName: z.string(), phone: z.string(), departmentId: z.number().int().nullable(), departmentName: z.string() });
export const VoteTeacherPickPage = pageOf(VoteTeacherPick);

export const VoteStudentPickInput = z.object({ schoolId: optional(id()), gradeId: optional(id()), classId: optional(id()), searchKey: searchKey(), ...pageInput });
export type VoteStudentPickInput = z.infer<typeof VoteStudentPickInput>;
export const VoteStudentPick = z.object({ studentId: z.number().int(), studentName: z.string(), gradeId: z.number().int(), gradeName: z.string(), classId: z.number().int(), className: z.string() });
export const VoteStudentPickPage = pageOf(VoteStudentPick);

// ---- entries (joiners) and voters ----

/** The join and voter lists' filters: a child's grade and class, a name or phone. */
export const VotePersonListInput = z.object({ activityId: id(), gradeId: optional(id()), classId: optional(id()), searchKey: searchKey(), ...pageInput });
export type VotePersonListInput = z.infer<typeof VotePersonListInput>;

/** Who a row is: ObjectName, ObjectType, ClassName, Phone (a child's main guardian's). */
const personColumns = {
  objectType: z.number().int(),
  objectTypeName: z.string(),
  objectId: z.number().int(),
  objectName: z.string(),
  gradeName: z.string(),
  className: z.string(),
  phone: z.string(),
};

export const VoteJoinRow = z.object({
  joinerId: z.number().int(),
  activityId: z.number().int(),
  ...personColumns,
  title: z.string(),
  content: z.string(),
  pictureList: z.array(AttachedFile),
  video: AttachedFile.nullable(),
  voteCount: z.number().int(),
  /** 1 for the most votes; equal counts share a rank. */
  rank: z.number().int(),
  joinTime: z.string(),
  /** Who wrote the entry: the person, or the staff member who added it for them. */
  adderName: z.string(),
});
export type VoteJoinRow = z.infer<typeof VoteJoinRow>;
export const VoteJoinPage = pageOf(VoteJoinRow);

export const VoterRow = z.object({
  ...personColumns,
  voteCount: z.number().int(),
  lastVoteTime: z.string(),
});
export type VoterRow = z.infer<typeof VoterRow>;
export const VoterPage = pageOf(VoterRow);

export const VoteJoinDetailInput = z.object({ activityId: id(), joinerId: id() });
export type VoteJoinDetailInput = z.infer<typeof VoteJoinDetailInput>;
export const VoteJoinDetail = z.object({ joiner: VoteJoinRow, voterList: z.array(VoterRow) });

export const VoteRankingInput = z.object({ activityId: id(), gradeId: optional(id()), classId: optional(id()), top: optional(int(1, 100, '名次数应为1至100')).default(10) });
export type VoteRankingInput = z.infer<typeof VoteRankingInput>;
export const VoteRankingRow = z.object({
  rank: z.number().int(),
  joinerId: z.number().int(),
  title: z.string(),
  objectType: z.number().int(),
  objectTypeName: z.string(),
  objectName: z.string(),
  className: z.string(),
  /** Null while the counts are not shown to this viewer (ShowMode 2 before the end). */
  voteCount: z.number().int().nullable(),
});
export type VoteRankingRow = z.infer<typeof VoteRankingRow>;
export const VoteRanking = z.object({
  activityId: z.number().int(),
  activityName: z.string(),
  activityStatus: z.number().int(),
  totalVotes: z.number().int().nullable(),
  countsShown: z.boolean(),
  list: z.array(VoteRankingRow),
});
export type VoteRanking = z.infer<typeof VoteRanking>;

const entryFields = {
  title: freeText('作品标题', ENTRY_TITLE_MAX),
  content: freeText('作品介绍', ENTRY_CONTENT_MAX),
  /** Pictures (files of kind ClassMedia), in order; or a video, or both. */
  pictureFileIds: idList('图片', MAX_ENTRY_PICTURES).default([]),
  videoFileId: optional(id()),
};

/** The school adds (or changes) an entry for a teacher or a child. */
export const SaveVoteJoinInput = z.object({
  /** Absent to add. */
  joinerId: optional(id()),
  activityId: id(),
  objectType: personType(),
  objectId: id(),
  ...entryFields,
});
export type SaveVoteJoinInput = z.infer<typeof SaveVoteJoinInput>;

/** A person enrols themself (a teacher; a guardian for a child on the family page). */
export const VoteJoinInput = z.object({ activityId: id(), ...entryFields });
export type VoteJoinInput = z.infer<typeof VoteJoinInput>;
export type VoteEntryFields = Pick<VoteJoinInput, 'title' | 'content' | 'pictureFileIds' | 'videoFileId'>;
export const SavedVoteJoin = z.object({ joinerId: z.number().int() });
export const VoteJoinerIdInput = z.object({ joinerId: id() });

export const VoteInput = z.object({
  activityId: id(),
  /** The entries voted for, one vote each; several only where IsBatchVote allows. */
  joinerIds: idList('投票作品', MAX_BATCH_VOTES).refine((ids) => ids.length > 0, '请选择要投票的作品'),
});
export type VoteInput = z.infer<typeof VoteInput>;
export const VoteResult = z.object({
  voteCount: z.number().int(),
  /** Votes left to the voter: in all, and today (VoteMode 2; null otherwise). */
  remainingTotal: z.number().int(),
  remainingToday: z.number().int().nullable(),
});
export type VoteResult = z.infer<typeof VoteResult>;
