/**
 * 投票活动: the rules the console, the family page and the server share: object types, selection
 * kinds, statuses from the dates, the state table and how the list describes an activity, as pure
 * functions so that they can never disagree.
 */

/** Who may enrol or vote (EnrollObjectType, VoteObjectType), and who an entry or a voter is (ObjectType). */
export const VoteObjectType = { ANY: 0, TEACHER: 1, CHILD: 2 } as const;
export type VoteObjectType = (typeof VoteObjectType)[keyof typeof VoteObjectType];
export const voteObjectTypeLabel: Record<number, string> = { 0: '不限', 1: '教师', 2: '幼儿' };

/** Whether a person of `objectType` (1 teacher, 2 child) is of an activity's object type. */
export const fitsObjectType = (allowed: number, objectType: number) => allowed === VoteObjectType.ANY || allowed === objectType;

/**
 * How a range that is not open to all (IsOpenEnroll, IsOpenVote) is chosen: people one by one,
 * departments (their staff), grades and classes (their children, and the teachers of their classes).
 * Grades travel in EnrollGradeList and VoteGradeList, the other kinds in the object lists.
 */
export const VoteSelectKind = { PERSON: 1, DEPARTMENT: 2, GRADE: 3, CLASS: 4 } as const;
export type VoteSelectKind = (typeof VoteSelectKind)[keyof typeof VoteSelectKind];

/** ShowMode: whether voters see the counts and the ranking while voting runs, or once it has ended. */
export const VoteShowMode = { LIVE: 1, AFTER_END: 2 } as const;
export const voteShowModeLabel: Record<number, string> = { 1: '实时显示票数', 2: '结束后公布票数' };

/** VoteMode: a number of votes for the whole voting (EveryoneVotes), or a number a day (EverydayVoteCount) within that total. */
export const VoteMode = { TOTAL: 1, DAILY: 2 } as const;
export const voteModeLabel: Record<number, string> = { 1: '每人总票数', 2: '每人每天票数' };

/** Limits of the form: how many votes a voter may have at most, and a day. */
export const MAX_VOTES_PER_VOTER = 1000;
export const MAX_VOTES_PER_DAY = 100;
/** Pictures an entry may show. */
export const MAX_ENTRY_PICTURES = 9;
export const VOTE_NAME_MAX = 50;
export const VOTE_INTRO_MAX = 2000;
export const ENTRY_TITLE_MAX = 50;
export const ENTRY_CONTENT_MAX = 1000;

/** Statuses: 0 to 4 from the dates, 5 once voided (DelVote) until restored (RestoreVote). */
export const VoteStatus = { NOT_STARTED: 0, ENROLLING: 1, WAITING: 2, VOTING: 3, ENDED: 4, VOID: 5 } as const;
export type VoteStatus = (typeof VoteStatus)[keyof typeof VoteStatus];
export const voteStatusLabel: Record<VoteStatus, string> = { 0: '未开始', 1: '报名中', 2: '待投票', 3: '投票中', 4: '已结束', 5: '已作废' };
export const voteStatuses = Object.values(VoteStatus);

/**
 * What may be done to an activity in each status: the list's actions (copy, edit, delete, void,
 * restore), a person's own enrolment, the school's adding or changing of entries, removing an
 * entry, and voting.
 */
export const voteActions = ['copy', 'edit', 'delete', 'void', 'restore', 'enrol', 'addEntry', 'removeEntry', 'vote'] as const;
export type VoteAction = (typeof voteActions)[number];
export const voteActionLabel: Record<VoteAction, string> = {
  copy: '复制',
  edit: '编辑',
  delete: '删除',
  void: '作废',
  restore: '恢复',
  enrol: '报名',
  addEntry: '添加作品',
  removeEntry: '删除作品',
  vote: '投票',
};

const allowing = (...allowed: VoteAction[]) => Object.fromEntries(voteActions.map((action) => [action, allowed.includes(action)])) as Record<VoteAction, boolean>;

/**
 * THE state table: the console shows the allowed actions from it, the server refuses the rest with
 * 2000014. An activity is deleted only before anything has happened in it, or once voided (so that
 * deleting what people took part in takes two steps, the first undoable); its settings change only
 * before voting starts, so that every vote is cast under the same rules; entries are added until
 * voting starts and removed (an improper one) until it ends.
 */
export const voteStatusActions: Record<VoteStatus, Record<VoteAction, boolean>> = {
  [VoteStatus.NOT_STARTED]: allowing('copy', 'edit', 'delete', 'void', 'addEntry', 'removeEntry'),
  [VoteStatus.ENROLLING]: allowing('copy', 'edit', 'void', 'enrol', 'addEntry', 'removeEntry'),
  [VoteStatus.WAITING]: allowing('copy', 'edit', 'void', 'addEntry', 'removeEntry'),
  [VoteStatus.VOTING]: allowing('copy', 'void', 'removeEntry', 'vote'),
  [VoteStatus.ENDED]: allowing('copy', 'void'),
  [VoteStatus.VOID]: allowing('copy', 'delete', 'restore'),
};

export const isVoteActionAllowed = (status: VoteStatus, action: VoteAction) => voteStatusActions[status][action];

/** The Chinese reason an action is refused in a status: 活动投票中，不能编辑. */
export const refusedVoteActionReason = (status: VoteStatus, action: VoteAction) => `活动${voteStatusLabel[status]}，不能${voteActionLabel[action]}`;

/** `YYYY-MM-DD HH:mm` in China time: how the dates are kept and compared (text order is time order). */
export type VoteMinute = string;

export interface VoteSchedule {
  isVoid: boolean | number;
  enrollStartTime: VoteMinute;
  enrollEndTime: VoteMinute;
  voteStartTime: VoteMinute;
  voteEndTime: VoteMinute;
}

/** Each range holds its start and not its end. */
export function voteStatusOf(activity: VoteSchedule, now: VoteMinute): VoteStatus {
  if (activity.isVoid) return VoteStatus.VOID;
  if (now < activity.enrollStartTime) return VoteStatus.NOT_STARTED;
  if (now < activity.enrollEndTime) return VoteStatus.ENROLLING;
  if (now < activity.voteStartTime) return VoteStatus.WAITING;
  return now < activity.voteEndTime ? VoteStatus.VOTING : VoteStatus.ENDED;
}

export interface VoteLimits {
  voteMode: number;
  isBatchVote: boolean | number;
  everyoneVotes: number;
  everydayVoteCount: number;
}

/** VoteModeFormat: 每人共3票，每次投1个 / 每人每天2票，共10票，可一次投多个. */
export function voteModeFormat(limits: VoteLimits): string {
  const votes = limits.voteMode === VoteMode.DAILY ? `每人每天${limits.everydayVoteCount}票，共${limits.everyoneVotes}票` : `每人共${limits.everyoneVotes}票`;
  return `${votes}，${limits.isBatchVote ? '可一次投多个' : '每次投1个'}`;
}

/**
 * PushMode: where an activity shows, from who may enrol and vote: 1 the teachers' side, 2 the
 * families' (a child's guardians act for the child), 3 both.
 */
export const VotePushMode = { TEACHERS: 1, FAMILIES: 2, BOTH: 3 } as const;
export const votePushModeLabel: Record<number, string> = { 1: '教师端', 2: '家长端', 3: '教师端和家长端' };

export function votePushModeOf(enrollObjectType: number, voteObjectType: number): number {
  const types = [enrollObjectType, voteObjectType];
  const teachers = types.some((type) => fitsObjectType(type, VoteObjectType.TEACHER));
  const families = types.some((type) => fitsObjectType(type, VoteObjectType.CHILD));
  return teachers && families ? VotePushMode.BOTH : teachers ? VotePushMode.TEACHERS : VotePushMode.FAMILIES;
}
