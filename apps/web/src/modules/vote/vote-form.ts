import { VoteMode, VoteObjectType, VoteSelectKind, VoteShowMode, type VoteActivityForUpdate, type VoteRangeItem } from '@yuanwu/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { CLOCK_FORMAT, DATE_FORMAT } from '../../components/dates';
import type { VoteSave } from './vote.queries';

/** How the activities' times are written: China minutes, `2026-11-25 08:00`. */
export const VOTE_MINUTE_FORMAT = `${DATE_FORMAT} ${CLOCK_FORMAT}`;

/** A person a picker chose, with the name it shows. */
export interface PickedPerson {
  value: number;
  label: string;
}

/** Who may enrol or vote: the whole school, or what is chosen by grade, class, department and person. */
export interface RangeValues {
  isOpen: boolean;
  gradeIds: number[];
  classIds: number[];
  departmentIds: number[];
  teachers: PickedPerson[];
  children: PickedPerson[];
}

export interface VoteFormValues {
  activityName: string;
  activityIntro: string;
  showMode: number;
  enrollObjectType: number;
  enrollTimes: [Dayjs, Dayjs] | null;
  enroll: RangeValues;
  voteObjectType: number;
  voteTimes: [Dayjs, Dayjs] | null;
  vote: RangeValues;
  voteMode: number;
  everyoneVotes: number;
  everydayVoteCount: number;
  isBatchVote: boolean;
}

const openRange: RangeValues = { isOpen: true, gradeIds: [], classIds: [], departmentIds: [], teachers: [], children: [] };

/** Enrolment and voting last a week each by default, from the next full hour. */
const DEFAULT_DAYS = 7;

/** A new activity: open to everyone, 3 votes each, counts shown as they come. */
export function newVoteValues(now: Dayjs = dayjs()): VoteFormValues {
  const start = now.add(1, 'hour').startOf('hour');
  const voteStart = start.add(DEFAULT_DAYS, 'day');
  return {
    activityName: '',
    activityIntro: '',
    showMode: VoteShowMode.LIVE,
    enrollObjectType: VoteObjectType.ANY,
    enrollTimes: [start, voteStart],
    enroll: openRange,
    voteObjectType: VoteObjectType.ANY,
    voteTimes: [voteStart, voteStart.add(DEFAULT_DAYS, 'day')],
    vote: openRange,
    voteMode: VoteMode.TOTAL,
    everyoneVotes: 3,
    everydayVoteCount: 1,
    isBatchVote: false,
  };
}

/** Server field names whose control on this form has another name. */
export const voteServerFields = {
  enrollStartTime: 'enrollTimes',
  enrollEndTime: 'enrollTimes',
  voteStartTime: 'voteTimes',
  voteEndTime: 'voteTimes',
  enrollGradeList: 'enroll.gradeIds',
  enrollObjectList: 'enroll.isOpen',
  voteGradeList: 'vote.gradeIds',
  voteObjectList: 'vote.isOpen',
};

function rangeValuesOf(isOpen: boolean, gradeIds: number[], items: VoteRangeItem[]): RangeValues {
  const ids = (kind: number) => items.filter((item) => item.selectKind === kind).map((item) => item.objectId);
  const people = (objectType: number) =>
    items.filter((item) => item.selectKind === VoteSelectKind.PERSON && item.objectType === objectType).map((item) => ({ value: item.objectId, label: item.objectName }));
  return { isOpen, gradeIds, classIds: ids(VoteSelectKind.CLASS), departmentIds: ids(VoteSelectKind.DEPARTMENT), teachers: people(VoteObjectType.TEACHER), children: people(VoteObjectType.CHILD) };
}

const timesOf = (start: string, end: string): [Dayjs, Dayjs] => [dayjs(start), dayjs(end)];

/** An activity loaded into the form; a copy keeps the settings, takes new times and names itself a copy. */
export function voteValuesOf(activity: VoteActivityForUpdate, copy = false): VoteFormValues {
  return {
    activityName: copy ? `${activity.activityName}（副本）`.slice(0, 50) : activity.activityName,
    activityIntro: activity.activityIntro,
    showMode: activity.showMode,
    enrollObjectType: activity.enrollObjectType,
    enrollTimes: copy ? null : timesOf(activity.enrollStartTime, activity.enrollEndTime),
    enroll: rangeValuesOf(activity.isOpenEnroll, activity.enrollGradeList, activity.enrollObjectList),
    voteObjectType: activity.voteObjectType,
    voteTimes: copy ? null : timesOf(activity.voteStartTime, activity.voteEndTime),
    vote: rangeValuesOf(activity.isOpenVote, activity.voteGradeList, activity.voteObjectList),
    voteMode: activity.voteMode,
    everyoneVotes: activity.everyoneVotes,
    everydayVoteCount: activity.everydayVoteCount || 1,
    isBatchVote: activity.isBatchVote,
  };
}

/**
 * A range as the server takes it: nothing chosen when open; otherwise the grades apart and the rest
 * as objects, leaving out the kinds the object type has no use for (departments for children).
 */
function rangeInputOf(range: RangeValues, objectType: number) {
  if (range.isOpen) return { gradeList: [], objectList: [] };
  const teachers = objectType !== VoteObjectType.CHILD;
  const children = objectType !== VoteObjectType.TEACHER;
  return {
    gradeList: range.gradeIds,
    objectList: [
      ...range.classIds.map((objectId) => ({ selectKind: VoteSelectKind.CLASS, objectId })),
      ...(teachers ? range.departmentIds.map((objectId) => ({ selectKind: VoteSelectKind.DEPARTMENT, objectId })) : []),
      ...(teachers ? range.teachers.map((person) => ({ selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.TEACHER, objectId: person.value })) : []),
      ...(children ? range.children.map((person) => ({ selectKind: VoteSelectKind.PERSON, objectType: VoteObjectType.CHILD, objectId: person.value })) : []),
    ],
  };
}

export function voteSaveOf(values: VoteFormValues, activityId?: number): VoteSave {
  const enroll = rangeInputOf(values.enroll, values.enrollObjectType);
  const vote = rangeInputOf(values.vote, values.voteObjectType);
  const [enrollStart, enrollEnd] = values.enrollTimes!;
  const [voteStart, voteEnd] = values.voteTimes!;
  return {
    ...(activityId ? { activityId } : {}),
    activityName: values.activityName,
    activityIntro: values.activityIntro,
    showMode: values.showMode,
    isOpenEnroll: values.enroll.isOpen,
    enrollGradeList: enroll.gradeList,
    enrollObjectList: enroll.objectList,
    enrollObjectType: values.enrollObjectType,
    enrollStartTime: enrollStart.format(VOTE_MINUTE_FORMAT),
    enrollEndTime: enrollEnd.format(VOTE_MINUTE_FORMAT),
    isOpenVote: values.vote.isOpen,
    voteMode: values.voteMode,
    voteGradeList: vote.gradeList,
    voteObjectList: vote.objectList,
    voteObjectType: values.voteObjectType,
    voteStartTime: voteStart.format(VOTE_MINUTE_FORMAT),
    voteEndTime: voteEnd.format(VOTE_MINUTE_FORMAT),
    isBatchVote: values.isBatchVote,
    everyoneVotes: values.everyoneVotes,
    everydayVoteCount: values.voteMode === VoteMode.DAILY ? values.everydayVoteCount : 0,
  };
}
