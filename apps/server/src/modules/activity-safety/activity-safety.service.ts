import {
  ActivityKind,
  SafetyActivityKind,
  SafetyCheckStatus,
  type ActivitySafetyDetail,
  type ActivitySafetyListInput,
  type ActivitySafetyPlan,
  type ActivitySafetyRow,
  type SafetySchoolActivity,
  type UpdateActivitySafetyInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays } from '../../core/calendar.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findClass } from '../class-group/index.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import { classesOfActivities, findSchoolActivity, listSchoolActivities } from '../school-activity/index.js';
import { activeTeacherIds } from '../teacher/index.js';
import * as repository from './activity-safety.repository.js';

const DONE = { success: true } as const;
/** The school activities offered for a plan: those of the last month on. */
const PAST_ACTIVITY_DAYS = 30;

/** What a plan stores of the activity it is for. */
interface ActivityRef {
  activityKind: number;
  schoolActivityId: number | null;
  classId: number | null;
  activityName: string | null;
  activityDate: string | null;
  /** The activity's first day: the check after it is registered from then on. */
  firstDay: string;
}

/**
 * 活动安全: the safety plan of a school activity (活动管理's, its classes' plan) or of a class's own
 * activity (the class's, confined by the data scope), its items, people responsible and
 * safety-education material, and the check after the activity.
 */
export function activitySafetyService(deps: { clock: Clock; files: FileService }) {
  const today = () => schoolDate(deps.clock.now());

  /** The activity a plan names, checked: a school activity of 活动管理, or a class of the school with a name and a day. */
  async function activityOf(db: SchoolDb, session: SessionIdentity, plan: ActivitySafetyPlan, at: string): Promise<ActivityRef> {
    if (plan.activityKind === SafetyActivityKind.SCHOOL) {
      if (!plan.schoolActivityId) throw invalidParams('请选择园所活动', `${at}schoolActivityId`);
      if (session.classesInReach !== null) throw notAllowed('园所活动的安全计划需要全园数据范围');
      const activity = await findSchoolActivity(db, plan.schoolActivityId);
      if (!activity || activity.kind !== ActivityKind.SCHOOL) throw invalidParams('园所活动不存在', `${at}schoolActivityId`);
      return { activityKind: plan.activityKind, schoolActivityId: activity.activityId, classId: null, activityName: null, activityDate: null, firstDay: activity.startDate };
    }
    if (!plan.classId) throw invalidParams('请选择班级', `${at}classId`);
    if (!plan.activityName) throw invalidParams('请填写活动名称', `${at}activityName`);
    if (!plan.activityDate) throw invalidParams('请选择活动日期', `${at}activityDate`);
    if (session.classesInReach && !session.classesInReach.has(plan.classId)) throw notAllowed('不能操作您数据范围以外的班级');
    if (!(await findClass(db, plan.classId))) throw invalidParams('班级不存在', `${at}classId`);
    return { activityKind: plan.activityKind, schoolActivityId: null, classId: plan.classId, activityName: plan.activityName, activityDate: plan.activityDate, firstDay: plan.activityDate };
  }

  /** The plan's people are staff who have not left, each once; its files are safety-education material of the school. */
  async function partsOf(db: SchoolDb, plan: ActivitySafetyPlan, at: string, keptFiles: number[]): Promise<repository.PlanParts> {
    const teacherIds = plan.personList.map((person) => person.teacherId);
    if (new Set(teacherIds).size !== teacherIds.length) throw invalidParams('同一位负责人只能选择一次', `${at}personList`);
    if ((await activeTeacherIds(db, teacherIds)).size !== teacherIds.length) throw invalidParams('负责人不存在或已离职', `${at}personList`);
    await assertFileReferences(db, plan.fileIds, { kinds: ['SafetyEducation'], kept: keptFiles });
    return { items: plan.itemList.map((item) => ({ content: item.content, measure: item.measure })), people: plan.personList, fileIds: plan.fileIds };
  }

  /** The classes of the school activities on `rows`, joined by 、. */
  async function classNamesOf(db: SchoolDb, schoolActivityIds: number[]) {
    const links = await classesOfActivities(db, schoolActivityIds);
    return (activityId: number) => links.filter((link) => link.activityId === activityId).map((link) => link.className).join('、');
  }

  async function rowsOf(db: SchoolDb, plans: repository.StoredPlan[]): Promise<ActivitySafetyRow[]> {
    const [people, classNames] = await Promise.all([
      repository.peopleOf(db, plans.map((plan) => plan.id)),
      classNamesOf(db, plans.flatMap((plan) => (plan.schoolActivityId ? [plan.schoolActivityId] : []))),
    ]);
    return plans.map((plan) => ({
      safetyId: plan.id,
      activityKind: plan.activityKind,
      schoolActivityId: plan.schoolActivityId,
      classId: plan.classId,
      className: plan.schoolActivityId ? classNames(plan.schoolActivityId) || '全园' : (plan.className ?? ''),
      activityName: String(plan.name),
      activityDate: String(plan.date),
      location: plan.location,
      itemCount: Number(plan.itemCount ?? 0),
      personNames: people.filter((person) => person.safetyId === plan.id).map((person) => person.teacherName),
      checkStatus: plan.checkStatus,
      checkerName: plan.checkerName,
      checkedAt: plan.checkedAt,
    }));
  }

  async function existing(db: SchoolDb, safetyId: number) {
    const plan = await repository.findPlan(db, safetyId);
    if (!plan) throw notFound('活动安全计划');
    return plan;
  }

  return {
    async list(db: SchoolDb, input: ActivitySafetyListInput) {
      const filter = { searchKey: input.searchKey, activityKind: input.activityKind || undefined, checkStatus: input.checkStatus || undefined };
      const [plans, total] = await Promise.all([repository.planPage(db, filter, input), repository.planCount(db, filter)]);
      return { list: await rowsOf(db, plans), total };
    },

    async detail(db: SchoolDb, safetyId: number): Promise<ActivitySafetyDetail> {
      const plan = await existing(db, safetyId);
      const [[row], itemList, people, fileIds] = await Promise.all([rowsOf(db, [plan]), repository.itemsOf(db, safetyId), repository.peopleOf(db, [safetyId]), repository.fileIdsOf(db, safetyId)]);
      return {
        ...row!,
        planContent: plan.planContent,
        itemList,
        personList: people.map(({ teacherId, teacherName, duty }) => ({ teacherId, teacherName, duty })),
        fileList: await attachedFiles(db, fileIds.map((fileId) => ({ fileId }))),
        checkResult: plan.checkResult,
        adderName: plan.adderName,
        createdAt: plan.createdAt,
      };
    },

    /** Saves every plan of the list, or none. */
    async addList(db: SchoolDb, session: SessionIdentity, plans: ActivitySafetyPlan[]) {
      const checked: { plan: ActivitySafetyPlan; activity: ActivityRef; parts: repository.PlanParts }[] = [];
      for (const [index, plan] of plans.entries()) {
        const at = `safetyList.${index}.`;
        checked.push({ plan, activity: await activityOf(db, session, plan, at), parts: await partsOf(db, plan, at, []) });
      }
      const now = iso(deps.clock.now());
      const safetyIds = await inTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (const { plan, activity, parts } of checked) {
          const { firstDay: _firstDay, ...ref } = activity;
          const id = await repository.insertPlan(trx, {
            ...ref,
            location: plan.location,
            planContent: plan.planContent,
            checkStatus: SafetyCheckStatus.UNCHECKED,
            checkResult: null,
            checkerId: null,
            checkedAt: null,
            adderId: session.teacherId,
            createdAt: now,
            updatedAt: now,
          });
          await repository.replaceParts(trx, id, parts);
          ids.push(id);
        }
        return ids;
      });
      return { safetyIds };
    },

    /** Changes the plan, and registers the check after the activity once it has begun. */
    async update(db: SchoolDb, session: SessionIdentity, input: UpdateActivitySafetyInput) {
      const before = await existing(db, input.safetyId);
      const beforeFiles = await repository.fileIdsOf(db, before.id);
      const activity = await activityOf(db, session, input, '');
      const parts = await partsOf(db, input, '', beforeFiles);
      const checked = input.checkStatus !== SafetyCheckStatus.UNCHECKED;
      if (checked && activity.firstDay > today()) throw invalidParams('活动开始后才能登记检查结果', 'checkStatus');
      if (input.checkStatus === SafetyCheckStatus.PROBLEM && !input.checkResult) throw invalidParams('请填写检查发现的问题', 'checkResult');
      const checkChanged = input.checkStatus !== before.checkStatus || input.checkResult !== before.checkResult;
      const now = iso(deps.clock.now());
      const check = !checked
        ? { checkStatus: input.checkStatus, checkResult: null, checkerId: null, checkedAt: null }
        : checkChanged
          ? { checkStatus: input.checkStatus, checkResult: input.checkResult, checkerId: session.teacherId, checkedAt: now }
          : {};
      const { firstDay: _firstDay, ...ref } = activity;
      await inTransaction(db, async (trx) => {
        await repository.updatePlan(trx, before.id, { ...ref, location: input.location, planContent: input.planContent, ...check, updatedAt: now });
        await repository.replaceParts(trx, before.id, parts);
      });
      await deps.files.removeUnused(db, beforeFiles.filter((fileId) => !input.fileIds.includes(fileId)));
      return DONE;
    },

    async remove(db: SchoolDb, session: SessionIdentity, safetyId: number) {
      const plan = await existing(db, safetyId);
      if (plan.classId === null && session.classesInReach !== null) throw notAllowed('园所活动的安全计划需要全园数据范围');
      const fileIds = await repository.fileIdsOf(db, safetyId);
      await inTransaction(db, (trx) => repository.deletePlan(trx, safetyId));
      await deps.files.removeUnused(db, fileIds);
      return DONE;
    },

    /** 活动管理's school activities from a month ago on, to make a plan for. */
    async schoolActivities(db: SchoolDb, searchKey: string | null): Promise<SafetySchoolActivity[]> {
      const activities = await listSchoolActivities(db, { kind: ActivityKind.SCHOOL, from: addDays(today(), -PAST_ACTIVITY_DAYS), searchKey: searchKey ?? undefined });
      const classNames = await classNamesOf(db, activities.map((activity) => activity.activityId));
      return activities.map((activity) => ({
        activityId: activity.activityId,
        activityName: activity.name,
        startDate: activity.startDate,
        endDate: activity.endDate,
        areaName: activity.areaName,
        className: classNames(activity.activityId) || '全园',
      }));
    },
  };
}

export type ActivitySafetyService = ReturnType<typeof activitySafetyService>;
