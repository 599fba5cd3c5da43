import {
  fitsObjectType,
  IMAGE_TYPES,
  isVoteActionAllowed,
  refusedVoteActionReason,
  StudentStatus,
  TeacherStatus,
  VIDEO_TYPES,
  VoteMode,
  VoteObjectType,
  voteObjectTypeLabel,
  votePushModeLabel,
  votePushModeOf,
  VoteSelectKind,
  VoteShowMode,
  voteShowModeLabel,
  VoteStatus,
  voteStatusActions,
  voteStatusLabel,
  voteStatusOf,
  voteModeFormat,
  type AddVoteActivityInput,
  type AttachedFile,
  type SaveVoteJoinInput,
  type UpdateVoteActivityInput,
  type VoteAction,
  type VoteActivityForUpdate,
  type VoteActivityListInput,
  type VoteActivityRow,
  type VoteEntryFields,
  type VoteInput,
  type VoteJoinDetailInput,
  type VoteJoinInput,
  type VoteJoinRow,
  type VotePersonListInput,
  type VoteRanking,
  type VoteRankingInput,
  type VoteRangeItem,
  type VoteRangeItemInput,
  type VoteResult,
  type VoterRow,
  type VoteStudentPickInput,
  type VoteTeacherPickInput,
} from '@yuanwu/shared';
import { iso, schoolDate, schoolMinute, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { groupedBy } from '../../core/collections.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences, attachedFiles } from '../files/index.js';
import * as repository from './vote.repository.js';
import type { StoredActivity, StoredJoiner, StoredRange, VotePerson } from './vote.repository.js';

/**
 * Who acts on an activity in person: a staff member (the console, the teacher app), or a guardian
 * for one of their children (the family page), the child being the one who enrols and votes.
 */
export type VoteActor = { kind: 'teacher'; teacherId: number } | { kind: 'guardian'; guardianId: number; childId: number };

/** Who reads a ranking: the school's managers always see the counts; voters as ShowMode says. */
export interface RankingViewer {
  manages: boolean;
}

/** Whose uploads an entry may show: a teacher's, or a guardian's. */
type Uploader = { uploadedBy: number } | { uploadedByGuardian: number };

const Phase = { ENROL: 1, VOTE: 2 } as const;
/** Entries show the pictures and videos of the class life's kind: photos and clips the school and its families take. */
const ENTRY_FILE_KINDS = ['ClassMedia'] as const;

const personKey = (objectType: number, objectId: number) => `${objectType}:${objectId}`;
/** 教师和幼儿 for an activity open to both, else the type's name. */
const objectsLabel = (objectType: number) => (objectType === VoteObjectType.ANY ? '教师和幼儿' : voteObjectTypeLabel[objectType]!);

/** A person as the lists show them; `reached` is false for a child beyond the session's data scope. */
interface PersonInfo {
  objectName: string;
  phone: string;
  gradeId: number | null;
  gradeName: string;
  classId: number | null;
  className: string;
}

interface RangeSpec {
  isOpen: boolean;
  objectType: number;
  ranges: readonly StoredRange[];
}

interface RangeFields {
  isOpen: boolean;
  objectType: number;
  gradeIds: readonly number[];
  items: readonly VoteRangeItemInput[];
}

export function voteService(deps: { clock: Clock }) {
  const now = () => schoolMinute(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());
  const statusOf = (activity: StoredActivity) => voteStatusOf(activity, now());

  async function stored(db: SchoolDb, activityId: number): Promise<StoredActivity> {
    const activity = await repository.findActivity(db, activityId);
    if (!activity) throw notFound('投票活动');
    return activity;
  }

  /** The activity, if its status allows the action; otherwise 2000014 with the reason. */
  async function forAction(db: SchoolDb, activityId: number, action: VoteAction): Promise<StoredActivity> {
    const activity = await stored(db, activityId);
    const status = statusOf(activity);
    if (!isVoteActionAllowed(status, action)) throw notAllowed(refusedVoteActionReason(status, action));
    return activity;
  }

  // ---- people and ranges ----

  /** Names, phones (a child's main guardian's) and classes of teachers and children, by personKey; children beyond the data scope are left out. */
  async function peopleOf(db: SchoolDb, people: readonly VotePerson[]): Promise<Map<string, PersonInfo>> {
    const ids = (type: number) => people.filter((person) => person.objectType === type).map((person) => person.objectId);
    const [teachers, children, phones] = await Promise.all([
      repository.teachersByIds(db, ids(VoteObjectType.TEACHER)),
      repository.childrenByIds(db, ids(VoteObjectType.CHILD)),
      repository.mainGuardianPhones(db, ids(VoteObjectType.CHILD)),
    ]);
    const noClass = { gradeId: null, gradeName: '', classId: null, className: '' };
    return new Map([
      ...teachers.map((teacher) => [personKey(VoteObjectType.TEACHER, teacher.id), { objectName: teacher.name, phone: teacher.phone, ...noClass }] as const),
      ...children.map(
        (child) =>
          [
            personKey(VoteObjectType.CHILD, child.id),
            { objectName: child.name, phone: phones.get(child.id) ?? '', gradeId: child.gradeId, gradeName: child.gradeName ?? '', classId: child.classId, className: child.className ?? '' },
          ] as const,
      ),
    ]);
  }

  /** Names of what ranges choose, by `${selectKind}:${objectType}:${objectId}`. */
  async function rangeNamesOf(db: SchoolDb, ranges: readonly StoredRange[]): Promise<Map<string, string>> {
    const ids = (kind: number) => ranges.filter((range) => range.selectKind === kind).map((range) => range.objectId);
    const people = ranges.filter((range) => range.selectKind === VoteSelectKind.PERSON);
    const [persons, departments, grades, classes] = await Promise.all([
      peopleOf(db, people),
      repository.departmentsByIds(db, ids(VoteSelectKind.DEPARTMENT)),
      repository.gradesByIds(db, ids(VoteSelectKind.GRADE)),
      repository.classesByIds(db, ids(VoteSelectKind.CLASS)),
    ]);
    const names = new Map<string, string>();
    for (const person of people) names.set(`${VoteSelectKind.PERSON}:${person.objectType}:${person.objectId}`, persons.get(personKey(person.objectType, person.objectId))?.objectName ?? '');
    for (const [kind, rows] of [
      [VoteSelectKind.DEPARTMENT, departments],
      [VoteSelectKind.GRADE, grades],
      [VoteSelectKind.CLASS, classes],
    ] as const) {
      for (const row of rows) names.set(`${kind}:0:${row.id}`, row.name);
    }
    return names;
  }

  const rangeKey = (range: Pick<StoredRange, 'selectKind' | 'objectType' | 'objectId'>) => `${range.selectKind}:${range.objectType}:${range.objectId}`;

  /** 全园幼儿, or 幼儿：小班、大一班、王小明等 as the list shows a range. */
  function rangeText(spec: RangeSpec, names: Map<string, string>): string {
    if (spec.isOpen) return `全园${objectsLabel(spec.objectType)}`;
    const kinds = [VoteSelectKind.GRADE, VoteSelectKind.CLASS, VoteSelectKind.DEPARTMENT, VoteSelectKind.PERSON];
    const chosen = kinds.flatMap((kind) => spec.ranges.filter((range) => range.selectKind === kind).map((range) => names.get(rangeKey(range)) ?? ''));
    const shown = chosen.filter(Boolean);
    const text = shown.length > 6 ? `${shown.slice(0, 6).join('、')}等${shown.length}项` : shown.join('、');
    return `${objectsLabel(spec.objectType)}：${text}`;
  }

  const specOf = (activity: StoredActivity, ranges: readonly StoredRange[], phase: number): RangeSpec =>
    phase === Phase.ENROL
      ? { isOpen: Boolean(activity.isOpenEnroll), objectType: activity.enrollObjectType, ranges: ranges.filter((range) => range.activityId === activity.id && range.phase === phase) }
      : { isOpen: Boolean(activity.isOpenVote), objectType: activity.voteObjectType, ranges: ranges.filter((range) => range.activityId === activity.id && range.phase === phase) };

  /** Whether a teacher at work or a child in school is of the range's type and within what it chooses. */
  async function inRange(db: SchoolDb, spec: RangeSpec, person: VotePerson): Promise<boolean> {
    if (!fitsObjectType(spec.objectType, person.objectType)) return false;
    const chosen = (kind: number, objectId: number | null, objectType = 0) =>
      objectId !== null && spec.ranges.some((range) => range.selectKind === kind && range.objectId === objectId && range.objectType === objectType);
    if (person.objectType === VoteObjectType.TEACHER) {
      const [teacher] = await repository.teachersByIds(db, [person.objectId]);
      if (!teacher || teacher.status === TeacherStatus.LEFT) return false;
      if (spec.isOpen || chosen(VoteSelectKind.PERSON, teacher.id, VoteObjectType.TEACHER) || chosen(VoteSelectKind.DEPARTMENT, teacher.departmentId)) return true;
      const classes = await repository.classesTaughtBy(db, teacher.id, today());
      return classes.some((taught) => chosen(VoteSelectKind.CLASS, taught.classId) || chosen(VoteSelectKind.GRADE, taught.gradeId));
    }
    const [child] = await repository.childrenByIds(db, [person.objectId]);
    if (!child || child.status !== StudentStatus.IN_SCHOOL) return false;
    return spec.isOpen || chosen(VoteSelectKind.PERSON, child.id, VoteObjectType.CHILD) || chosen(VoteSelectKind.CLASS, child.classId) || chosen(VoteSelectKind.GRADE, child.gradeId);
  }

  /** A range as stored: nothing for one open to all; otherwise its choices, each of the school and fitting the object type. */
  async function checkedRange(db: SchoolDb, phase: number, range: RangeFields): Promise<Omit<StoredRange, 'activityId'>[]> {
    if (range.isOpen) return [];
    const what = phase === Phase.ENROL ? '报名' : '投票';
    const listField = phase === Phase.ENROL ? 'enrollObjectList' : 'voteObjectList';
    const gradeField = phase === Phase.ENROL ? 'enrollGradeList' : 'voteGradeList';
    const seen = new Set<string>();
    const rows = [
      ...range.gradeIds.map((objectId) => ({ phase, selectKind: VoteSelectKind.GRADE, objectType: 0, objectId })),
      ...range.items.map((item) => ({ phase, selectKind: item.selectKind, objectType: item.selectKind === VoteSelectKind.PERSON ? item.objectType! : 0, objectId: item.objectId })),
    ].filter((row) => !seen.has(rangeKey(row)) && Boolean(seen.add(rangeKey(row))));
    if (rows.length === 0) throw invalidParams(`请选择${what}范围，或设为全园${objectsLabel(range.objectType)}`, listField);
    for (const row of rows) {
      const personType = row.selectKind === VoteSelectKind.PERSON ? row.objectType : null;
      if (personType !== null && !fitsObjectType(range.objectType, personType)) {
        throw invalidParams(`${what}对象为${voteObjectTypeLabel[range.objectType]}，不能选择${voteObjectTypeLabel[personType]}`, listField);
      }
      if (row.selectKind === VoteSelectKind.DEPARTMENT && range.objectType === VoteObjectType.CHILD) throw invalidParams(`${what}对象为幼儿，不能按部门选择`, listField);
    }
    const ids = (kind: number, objectType = 0) => rows.filter((row) => row.selectKind === kind && row.objectType === objectType).map((row) => row.objectId);
    const [teachers, children, departments, grades, classes] = await Promise.all([
      repository.teachersByIds(db, ids(VoteSelectKind.PERSON, VoteObjectType.TEACHER)),
      repository.childrenByIds(db, ids(VoteSelectKind.PERSON, VoteObjectType.CHILD)),
      repository.departmentsByIds(db, ids(VoteSelectKind.DEPARTMENT)),
      repository.gradesByIds(db, ids(VoteSelectKind.GRADE)),
      repository.classesByIds(db, ids(VoteSelectKind.CLASS)),
    ]);
    const known = <Row extends { id: number }>(list: readonly Row[], wanted: number[], label: string, field: string, usable: (row: Row) => boolean = () => true) => {
      const found = new Set(list.filter(usable).map((row) => row.id));
      const missing = wanted.find((objectId) => !found.has(objectId));
      if (missing !== undefined) throw invalidParams(`${what}范围中的${label}（编号${missing}）不存在`, field);
    };
    known(teachers, ids(VoteSelectKind.PERSON, VoteObjectType.TEACHER), '教师', listField, (teacher) => teacher.status !== TeacherStatus.LEFT);
    known(children, ids(VoteSelectKind.PERSON, VoteObjectType.CHILD), '幼儿', listField, (child) => child.status === StudentStatus.IN_SCHOOL);
    known(departments, ids(VoteSelectKind.DEPARTMENT), '部门', listField);
    known(classes, ids(VoteSelectKind.CLASS), '班级', listField);
    known(grades, ids(VoteSelectKind.GRADE), '年级', gradeField);
    return rows;
  }

  /** The activity's fields as stored, after the rules no single field can check. */
  function checkedActivity(input: AddVoteActivityInput) {
    if (input.enrollEndTime <= input.enrollStartTime) throw invalidParams('报名结束时间应晚于报名开始时间', 'enrollEndTime');
    if (input.voteStartTime < input.enrollEndTime) throw invalidParams('投票开始时间不能早于报名结束时间', 'voteStartTime');
    if (input.voteEndTime <= input.voteStartTime) throw invalidParams('投票结束时间应晚于投票开始时间', 'voteEndTime');
    const daily = input.voteMode === VoteMode.DAILY;
    if (daily && input.everydayVoteCount < 1) throw invalidParams('请填写每人每天票数', 'everydayVoteCount');
    if (daily && input.everydayVoteCount > input.everyoneVotes) throw invalidParams('每人每天票数不能多于每人总票数', 'everydayVoteCount');
    return {
      activityName: input.activityName,
      activityIntro: input.activityIntro,
      showMode: input.showMode,
      isOpenEnroll: input.isOpenEnroll ? 1 : 0,
      enrollObjectType: input.enrollObjectType,
      enrollStartTime: input.enrollStartTime,
      enrollEndTime: input.enrollEndTime,
      isOpenVote: input.isOpenVote ? 1 : 0,
      voteMode: input.voteMode,
      voteObjectType: input.voteObjectType,
      voteStartTime: input.voteStartTime,
      voteEndTime: input.voteEndTime,
      isBatchVote: input.isBatchVote ? 1 : 0,
      everyoneVotes: input.everyoneVotes,
      everydayVoteCount: daily ? input.everydayVoteCount : 0,
    };
  }

  async function checkedRanges(db: SchoolDb, input: AddVoteActivityInput) {
    const [enrol, vote] = await Promise.all([
      checkedRange(db, Phase.ENROL, { isOpen: input.isOpenEnroll, objectType: input.enrollObjectType, gradeIds: input.enrollGradeList, items: input.enrollObjectList }),
      checkedRange(db, Phase.VOTE, { isOpen: input.isOpenVote, objectType: input.voteObjectType, gradeIds: input.voteGradeList, items: input.voteObjectList }),
    ]);
    return [...enrol, ...vote];
  }

  // ---- rows ----

  async function activityRowsOf(db: SchoolDb, activities: readonly StoredActivity[]): Promise<(VoteActivityRow & { ranges: StoredRange[]; names: Map<string, string> })[]> {
    const ids = activities.map((activity) => activity.id);
    const [counts, ranges] = await Promise.all([repository.countsOf(db, ids), repository.rangesOf(db, ids)]);
    const names = await rangeNamesOf(db, ranges);
    return activities.map((activity) => {
      const status = statusOf(activity);
      const pushMode = votePushModeOf(activity.enrollObjectType, activity.voteObjectType);
      return {
        activityId: activity.id,
        activityName: activity.activityName,
        activityStatus: status,
        activityStatusName: voteStatusLabel[status],
        joinCount: counts.joins.get(activity.id) ?? 0,
        voteCount: counts.votes.get(activity.id) ?? 0,
        showMode: activity.showMode,
        showModeName: voteShowModeLabel[activity.showMode] ?? '',
        enrollStartTime: activity.enrollStartTime,
        enrollEndTime: activity.enrollEndTime,
        voteStartTime: activity.voteStartTime,
        voteEndTime: activity.voteEndTime,
        enrollObject: rangeText(specOf(activity, ranges, Phase.ENROL), names),
        voteRange: rangeText(specOf(activity, ranges, Phase.VOTE), names),
        voteMode: activity.voteMode,
        voteModeFormat: voteModeFormat(activity),
        pushMode,
        pushModeName: votePushModeLabel[pushMode]!,
        actions: voteStatusActions[status],
        adderId: activity.adderId,
        adderName: activity.adderName,
        createdAt: activity.createdAt,
        ranges: ranges.filter((range) => range.activityId === activity.id),
        names,
      };
    });
  }

  /** Entries with their people, files, votes and ranks (1 for the most votes; equal counts share a rank), in rank order. */
  async function entriesOf(db: SchoolDb, activityId: number) {
    const [joiners, votes] = await Promise.all([repository.joinersOf(db, activityId), repository.votesByJoiner(db, activityId)]);
    const [people, files, adders] = await Promise.all([
      peopleOf(db, joiners),
      repository.joinerFiles(db, joiners.map((joiner) => joiner.id)),
      repository.teachersByIds(db, joiners.flatMap((joiner) => (joiner.adderTeacherId === null ? [] : [joiner.adderTeacherId]))),
    ]);
    const stored = await attachedFiles(db, [...files, ...joiners.flatMap((joiner) => (joiner.videoFileId === null ? [] : [{ joinerId: joiner.id, fileId: joiner.videoFileId }]))]);
    const adderNames = new Map(adders.map((teacher) => [teacher.id, teacher.name]));
    const counted = joiners.map((joiner) => ({ joiner, voteCount: votes.get(joiner.id) ?? 0 })).sort((a, b) => b.voteCount - a.voteCount || a.joiner.id - b.joiner.id);
    const filesOfJoiner = groupedBy(stored, (file) => file.joinerId);
    // In vote order, an entry shares the rank of the one before it when their counts are equal.
    const ranks: number[] = [];
    counted.forEach(({ voteCount }, index) => ranks.push(index > 0 && counted[index - 1]!.voteCount === voteCount ? ranks[index - 1]! : index + 1));
    return counted.flatMap(({ joiner, voteCount }, index) => {
      const person = people.get(personKey(joiner.objectType, joiner.objectId));
      if (!person) return [];
      const own = filesOfJoiner.get(joiner.id) ?? [];
      const fileOf = ({ fileId, fileName, fileType, size }: AttachedFile) => ({ fileId, fileName, fileType, size });
      const row: VoteJoinRow & { gradeId: number | null; classId: number | null } = {
        joinerId: joiner.id,
        activityId: joiner.activityId,
        objectType: joiner.objectType,
        objectTypeName: voteObjectTypeLabel[joiner.objectType]!,
        objectId: joiner.objectId,
        ...person,
        title: joiner.title,
        content: joiner.content,
        pictureList: own.filter((file) => file.fileId !== joiner.videoFileId).map(fileOf),
        video: own.filter((file) => file.fileId === joiner.videoFileId).map(fileOf)[0] ?? null,
        voteCount,
        rank: ranks[index]!,
        joinTime: joiner.createdAt,
        adderName: joiner.adderTeacherId === null ? person.objectName : (adderNames.get(joiner.adderTeacherId) ?? ''),
      };
      return [row];
    });
  }

  /** The rows a list filter keeps: a child's grade and class (teachers have none), a name, phone or title. */
  function matches(row: PersonInfo & { title?: string }, input: Pick<VotePersonListInput, 'gradeId' | 'classId' | 'searchKey'>): boolean {
    if (input.gradeId && row.gradeId !== input.gradeId) return false;
    if (input.classId && row.classId !== input.classId) return false;
    if (!input.searchKey) return true;
    return [row.objectName, row.phone, row.title ?? ''].some((text) => text.includes(input.searchKey!));
  }

  const pageOf = <T>(rows: readonly T[], input: { pageIndex: number; pageSize: number }) => {
    const { offset, limit } = rowsOfPage(input);
    return { list: rows.slice(offset, offset + limit), total: rows.length };
  };

  const withoutClassIds = <T extends { gradeId: number | null; classId: number | null }>({ gradeId: _grade, classId: _class, ...row }: T) => row;

  async function voterRowsOf(db: SchoolDb, voters: readonly { voterType: number; voterId: number; votes: number; lastVotedAt: string }[]) {
    const people = await peopleOf(db, voters.map((voter) => ({ objectType: voter.voterType, objectId: voter.voterId })));
    return voters.flatMap((voter) => {
      const person = people.get(personKey(voter.voterType, voter.voterId));
      if (!person) return [];
      const row: VoterRow & { gradeId: number | null; classId: number | null } = {
        objectType: voter.voterType,
        objectTypeName: voteObjectTypeLabel[voter.voterType]!,
        objectId: voter.voterId,
        ...person,
        voteCount: voter.votes,
        lastVoteTime: voter.lastVotedAt,
      };
      return [row];
    });
  }

  // ---- entries' files ----

  async function checkedEntryFiles(db: SchoolDb, input: VoteEntryFields, uploader: Uploader, kept: { pictures: number[]; video: number | null }) {
    if (input.pictureFileIds.length === 0 && !input.videoFileId) throw invalidParams('请上传作品图片或视频', 'pictureFileIds');
    const videoIds = input.videoFileId ? [input.videoFileId] : [];
    await assertFileReferences(db, input.pictureFileIds, { kinds: ENTRY_FILE_KINDS, ...uploader, kept: kept.pictures });
    await assertFileReferences(db, videoIds, { kinds: ENTRY_FILE_KINDS, ...uploader, kept: kept.video === null ? [] : [kept.video] });
    const files = await attachedFiles(db, [...input.pictureFileIds, ...videoIds].map((fileId) => ({ fileId })));
    const typeOf = new Map(files.map((file) => [file.fileId, file.fileType]));
    if (input.pictureFileIds.some((fileId) => !IMAGE_TYPES.includes(typeOf.get(fileId)!))) throw invalidParams('作品图片须为图片文件', 'pictureFileIds');
    if (videoIds.some((fileId) => !VIDEO_TYPES.includes(typeOf.get(fileId)!))) throw invalidParams('作品视频须为视频文件', 'videoFileId');
    if (videoIds.some((fileId) => input.pictureFileIds.includes(fileId))) throw invalidParams('同一个文件不能重复添加', 'videoFileId');
  }

  async function keptFilesOf(db: SchoolDb, joiner: StoredJoiner | undefined) {
    if (!joiner) return { pictures: [], video: null };
    const files = await repository.joinerFiles(db, [joiner.id]);
    return { pictures: files.map((file) => file.fileId), video: joiner.videoFileId };
  }

  /** Writes an entry (new, or the stored one) with its pictures, in one transaction. */
  async function writeEntry(db: SchoolDb, entry: { activityId: number; person: VotePerson; fields: VoteEntryFields; adder: { teacherId: number | null; guardianId: number | null }; joinerId?: number | undefined }) {
    const at = iso(deps.clock.now());
    const values = { title: entry.fields.title, content: entry.fields.content, videoFileId: entry.fields.videoFileId ?? null, updatedAt: at };
    return inTransaction(db, async (trx) => {
      let joinerId = entry.joinerId;
      if (joinerId === undefined) {
        joinerId = await repository.insertJoiner(trx, {
          activityId: entry.activityId,
          ...entry.person,
          ...values,
          adderTeacherId: entry.adder.teacherId,
          adderGuardianId: entry.adder.guardianId,
          createdAt: at,
        });
      } else await repository.updateJoiner(trx, joinerId, values);
      await repository.replaceJoinerFiles(trx, joinerId, entry.fields.pictureFileIds);
      return { joinerId };
    });
  }

  /** The person an actor enrols and votes as: the teacher, or the guardian's child. */
  async function personOf(db: SchoolDb, actor: VoteActor): Promise<VotePerson> {
    if (actor.kind === 'teacher') return { objectType: VoteObjectType.TEACHER, objectId: actor.teacherId };
    if (!(await repository.guardianActsFor(db, actor.guardianId, actor.childId))) throw notFound('幼儿');
    return { objectType: VoteObjectType.CHILD, objectId: actor.childId };
  }

  /** Files an actor may attach: their own uploads (a guardian's, on the family page). */
  const uploaderOf = (actor: VoteActor): Uploader => (actor.kind === 'teacher' ? { uploadedBy: actor.teacherId } : { uploadedByGuardian: actor.guardianId });

  return {
    async list(db: SchoolDb, input: VoteActivityListInput) {
      const page = await repository.activityPage(db, { status: input.activityStatus, searchKey: input.searchKey, now: now() }, input);
      const rows = await activityRowsOf(db, page.list);
      return { list: rows.map(({ ranges: _ranges, names: _names, ...row }) => row), total: page.total };
    },

    async forUpdate(db: SchoolDb, activityId: number): Promise<VoteActivityForUpdate> {
      const activity = await stored(db, activityId);
      const { ranges, names, ...row } = (await activityRowsOf(db, [activity]))[0]!;
      const itemsOf = (phase: number): VoteRangeItem[] =>
        ranges
          .filter((range) => range.phase === phase && range.selectKind !== VoteSelectKind.GRADE)
          .map((range) => ({ selectKind: range.selectKind, objectType: range.objectType, objectId: range.objectId, objectName: names.get(rangeKey(range)) ?? '' }));
      const gradesOf = (phase: number) =>
        ranges.filter((range) => range.phase === phase && range.selectKind === VoteSelectKind.GRADE).map((range) => ({ gradeId: range.objectId, gradeName: names.get(rangeKey(range)) ?? '' }));
      return {
        ...row,
        schoolId: activity.schoolId,
        activityIntro: activity.activityIntro ?? '',
        isOpenEnroll: Boolean(activity.isOpenEnroll),
        enrollGradeList: gradesOf(Phase.ENROL).map((grade) => grade.gradeId),
        enrollGrades: gradesOf(Phase.ENROL),
        enrollObjectList: itemsOf(Phase.ENROL),
        enrollObjectType: activity.enrollObjectType,
        isOpenVote: Boolean(activity.isOpenVote),
        voteGradeList: gradesOf(Phase.VOTE).map((grade) => grade.gradeId),
        voteGrades: gradesOf(Phase.VOTE),
        voteObjectList: itemsOf(Phase.VOTE),
        voteObjectType: activity.voteObjectType,
        isBatchVote: Boolean(activity.isBatchVote),
        everyoneVotes: activity.everyoneVotes,
        everydayVoteCount: activity.everydayVoteCount,
      };
    },

    async teacherPicks(db: SchoolDb, session: SessionIdentity, input: VoteTeacherPickInput) {
      if (input.schoolId !== undefined && input.schoolId !== session.schoolId) throw notFound('园所');
      const page = await repository.teacherPickPage(db, input);
      return { list: page.list.map((teacher) => ({ ...teacher, departmentId: teacher.departmentId ?? null })), total: page.total };
    },

    async studentPicks(db: SchoolDb, session: SessionIdentity, input: VoteStudentPickInput) {
      if (input.schoolId !== undefined && input.schoolId !== session.schoolId) throw notFound('园所');
      return repository.studentPickPage(db, input);
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddVoteActivityInput) {
      const fields = checkedActivity(input);
      const ranges = await checkedRanges(db, input);
      const at = iso(deps.clock.now());
      return inTransaction(db, async (trx) => {
        const activityId = await repository.insertActivity(trx, { ...fields, adderId: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replaceRanges(trx, activityId, ranges);
        return { activityId };
      });
    },

    async update(db: SchoolDb, input: UpdateVoteActivityInput) {
      await forAction(db, input.activityId, 'edit');
      const fields = checkedActivity(input);
      const ranges = await checkedRanges(db, input);
      const entered = (await repository.joinerObjectTypes(db, input.activityId)).find((type) => !fitsObjectType(input.enrollObjectType, type));
      if (entered !== undefined) throw invalidParams(`已有${voteObjectTypeLabel[entered]}报名，报名对象不能改为${voteObjectTypeLabel[input.enrollObjectType]}`, 'enrollObjectType');
      await inTransaction(db, async (trx) => {
        await repository.updateActivity(trx, input.activityId, { ...fields, updatedAt: iso(deps.clock.now()) });
        await repository.replaceRanges(trx, input.activityId, ranges);
      });
      return { success: true as const };
    },

    /** DelVote: 已作废, keeping its entries and votes, until RestoreVote. */
    async voidActivity(db: SchoolDb, activityId: number) {
      await forAction(db, activityId, 'void');
      await repository.updateActivity(db, activityId, { isVoid: 1, updatedAt: iso(deps.clock.now()) });
      return { success: true as const };
    },

    async restore(db: SchoolDb, activityId: number) {
      await forAction(db, activityId, 'restore');
      await repository.updateActivity(db, activityId, { isVoid: 0, updatedAt: iso(deps.clock.now()) });
      return { success: true as const };
    },

    async remove(db: SchoolDb, activityId: number) {
      await forAction(db, activityId, 'delete');
      await inTransaction(db, (trx) => repository.deleteActivity(trx, activityId));
      return { success: true as const };
    },

    // ---- entries and voters ----

    async joinList(db: SchoolDb, input: VotePersonListInput) {
      await stored(db, input.activityId);
      const rows = (await entriesOf(db, input.activityId)).filter((row) => matches(row, input));
      const page = pageOf(rows, input);
      return { list: page.list.map(withoutClassIds), total: page.total };
    },

    async voterList(db: SchoolDb, input: VotePersonListInput) {
      await stored(db, input.activityId);
      const rows = (await voterRowsOf(db, await repository.votersOf(db, input.activityId))).filter((row) => matches(row, input));
      const page = pageOf(rows, input);
      return { list: page.list.map(withoutClassIds), total: page.total };
    },

    async joinDetail(db: SchoolDb, input: VoteJoinDetailInput) {
      await stored(db, input.activityId);
      const joiner = (await entriesOf(db, input.activityId)).find((row) => row.joinerId === input.joinerId);
      if (!joiner) throw notFound('参赛作品');
      const voters = await voterRowsOf(db, await repository.votersOfJoiner(db, input.joinerId));
      return { joiner: withoutClassIds(joiner), voterList: voters.map(withoutClassIds) };
    },

    /** The entries with the most votes; a voter sees the counts only as ShowMode allows (the order would tell them too). */
    async ranking(db: SchoolDb, viewer: RankingViewer, input: VoteRankingInput): Promise<VoteRanking> {
      const activity = await stored(db, input.activityId);
      const status = statusOf(activity);
      const countsShown = viewer.manages || activity.showMode === VoteShowMode.LIVE || status === VoteStatus.ENDED;
      const entries = (await entriesOf(db, activity.id)).filter((row) => matches(row, input));
      const shown = countsShown ? entries : [...entries].sort((a, b) => a.joinerId - b.joinerId);
      return {
        activityId: activity.id,
        activityName: activity.activityName,
        activityStatus: status,
        totalVotes: countsShown ? entries.reduce((sum, row) => sum + row.voteCount, 0) : null,
        countsShown,
        list: shown.slice(0, input.top).map((row) => ({
          rank: countsShown ? row.rank : 0,
          joinerId: row.joinerId,
          title: row.title,
          objectType: row.objectType,
          objectTypeName: row.objectTypeName,
          objectName: row.objectName,
          className: row.className,
          voteCount: countsShown ? row.voteCount : null,
        })),
      };
    },

    /** The school adds (or changes) an entry for a teacher or child within the enrolment range, before voting starts. */
    async saveEntry(db: SchoolDb, session: SessionIdentity, input: SaveVoteJoinInput) {
      const activity = await forAction(db, input.activityId, 'addEntry');
      const person = { objectType: input.objectType, objectId: input.objectId };
      const current = input.joinerId === undefined ? undefined : await repository.findJoiner(db, input.joinerId);
      if (input.joinerId !== undefined && current?.activityId !== activity.id) throw notFound('参赛作品');
      if (current && (current.objectType !== person.objectType || current.objectId !== person.objectId)) throw invalidParams('作品的参赛者不能修改', 'objectId');
      if (!current) {
        if (!fitsObjectType(activity.enrollObjectType, person.objectType)) {
          throw invalidParams(`本活动只接受${voteObjectTypeLabel[activity.enrollObjectType]}报名`, 'objectType');
        }
        const ranges = await repository.rangesOf(db, [activity.id]);
        if (!(await inRange(db, specOf(activity, ranges, Phase.ENROL), person))) throw invalidParams(`该${voteObjectTypeLabel[person.objectType]}不在报名范围内`, 'objectId');
        if (await repository.findJoinerOf(db, activity.id, person)) throw invalidParams(`该${voteObjectTypeLabel[person.objectType]}已报名，每人一份作品`, 'objectId');
      }
      await checkedEntryFiles(db, input, { uploadedBy: session.teacherId }, await keptFilesOf(db, current));
      return writeEntry(db, { activityId: activity.id, person, fields: input, adder: { teacherId: session.teacherId, guardianId: null }, joinerId: current?.id });
    },

    /** A teacher, or a guardian for their child, enrols while the activity is 报名中 and they are within its range. */
    async join(db: SchoolDb, actor: VoteActor, input: VoteJoinInput) {
      const activity = await forAction(db, input.activityId, 'enrol');
      const person = await personOf(db, actor);
      const ranges = await repository.rangesOf(db, [activity.id]);
      if (!(await inRange(db, specOf(activity, ranges, Phase.ENROL), person))) throw notAllowed('您不在本活动的报名范围内');
      if (await repository.findJoinerOf(db, activity.id, person)) throw notAllowed('您已报名，每人限报一份作品');
      await checkedEntryFiles(db, input, uploaderOf(actor), { pictures: [], video: null });
      const adder = actor.kind === 'teacher' ? { teacherId: actor.teacherId, guardianId: null } : { teacherId: null, guardianId: actor.guardianId };
      return writeEntry(db, { activityId: activity.id, person, fields: input, adder });
    },

    /** The votes the actor cast in the activity: in all, and today. */
    async votesOf(db: SchoolDb, actor: VoteActor, activityId: number) {
      const person = await personOf(db, actor);
      return repository.votesCast(db, { activityId, voterType: person.objectType, voterId: person.objectId }, today());
    },

    async removeEntry(db: SchoolDb, joinerId: number) {
      const joiner = await repository.findJoiner(db, joinerId);
      if (!joiner) throw notFound('参赛作品');
      await forAction(db, joiner.activityId, 'removeEntry');
      await inTransaction(db, (trx) => repository.deleteJoiner(trx, joinerId));
      return { success: true as const };
    },

    /**
     * Casts one vote for each entry named, within the voter's EveryoneVotes and, by day,
     * EverydayVoteCount: both counters are raised in one transaction, each only while it stays
     * within its limit, so that any number of votes at once never pass them.
     */
    async vote(db: SchoolDb, actor: VoteActor, input: VoteInput): Promise<VoteResult> {
      const activity = await forAction(db, input.activityId, 'vote');
      const person = await personOf(db, actor);
      const ranges = await repository.rangesOf(db, [activity.id]);
      if (!(await inRange(db, specOf(activity, ranges, Phase.VOTE), person))) throw notAllowed('您不在本活动的投票范围内');
      const joinerIds = input.joinerIds;
      if (new Set(joinerIds).size !== joinerIds.length) throw invalidParams('同一作品一次只能投一票', 'joinerIds');
      if (!activity.isBatchVote && joinerIds.length > 1) throw invalidParams('本活动每次只能投1个作品', 'joinerIds');
      const found = await repository.joinerIdsIn(db, activity.id, joinerIds);
      const missing = joinerIds.find((joinerId) => !found.has(joinerId));
      if (missing !== undefined) throw notFound(`参赛作品（编号${missing}）`);

      const voter = { activityId: activity.id, voterType: person.objectType, voterId: person.objectId };
      const daily = activity.voteMode === VoteMode.DAILY;
      const [at, day] = [iso(deps.clock.now()), today()];
      const guardianId = actor.kind === 'guardian' ? actor.guardianId : null;
      return inTransaction(db, async (trx) => {
        const total = await repository.claimVotes(trx, voter, joinerIds.length, activity.everyoneVotes, at);
        if (total === null) {
          const left = activity.everyoneVotes - (await repository.votesCast(trx, voter, day)).total;
          throw notAllowed(`每人最多投${activity.everyoneVotes}票，${left > 0 ? `您还可以投${left}票` : '您的票已用完'}`);
        }
        const todays = daily ? await repository.claimDayVotes(trx, voter, day, joinerIds.length, activity.everydayVoteCount) : null;
        if (daily && todays === null) {
          const left = activity.everydayVoteCount - (await repository.votesCast(trx, voter, day)).today;
          throw notAllowed(`每人每天最多投${activity.everydayVoteCount}票，${left > 0 ? `今天还可以投${left}票` : '今天的票已用完'}`);
        }
        await repository.insertBallots(
          trx,
          joinerIds.map((joinerId) => ({ ...voter, joinerId, guardianId, voteDay: day, votedAt: at })),
        );
        return {
          voteCount: joinerIds.length,
          remainingTotal: activity.everyoneVotes - total,
          remainingToday: todays === null ? null : Math.min(activity.everydayVoteCount - todays, activity.everyoneVotes - total),
        };
      });
    },
  };
}

export type VoteService = ReturnType<typeof voteService>;
