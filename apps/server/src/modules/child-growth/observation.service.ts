import {
  itemsOfDomain,
  OBSERVATION_DOMAINS,
  observationDomainLabel,
  ObservationDomain,
  Trend,
  type AddObservationItemsInput,
  type LevelObserved,
  type ObservationListInput,
  type StudentGrowthInput,
  type UpdateObservationInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { classWrittenFor, type ClassWriters } from '../class-group/index.js';
import { goalsOfObservations, insertObservation } from './child-growth.repository.js';
import { assertInClass, assertNotAfter } from './class-children.js';
import * as repository from './observation.repository.js';

/** The 观察记录 screen's calls need its module, which stands in for the class's teachers. */
const observationWriters = (today: string): ClassWriters => ({ today, managedBy: 'ChildManage.Observation', refusal: '不能记录该班幼儿' });

const LEARNING_QUALITY_ITEMS = itemsOfDomain(ObservationDomain.LEARNING_QUALITY);

type ObservationWrite = AddObservationItemsInput | UpdateObservationInput;

/** The children of the input with their remarks, and each child's level on each item, as rows. */
const observedRows = (input: ObservationWrite) => ({
  children: input.children.map((child) => ({ childId: child.studentId, remark: child.remark })),
  levels: input.children.flatMap((child) => child.levels.map((entry) => ({ childId: child.studentId, itemId: entry.itemId, level: entry.level }))),
});

/** Where the newest of a child's levels stands against the oldest of the interval. */
function trendOf(newestFirst: LevelObserved[]): Trend | null {
  if (newestFirst.length < 2) return null;
  const change = newestFirst[0]!.level - newestFirst[newestFirst.length - 1]!.level;
  if (change > 0) return Trend.UP;
  return change < 0 ? Trend.DOWN : Trend.STEADY;
}

export function observationService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function existing(db: SchoolDb, obsId: number) {
    const found = await repository.findObservationRow(db, obsId);
    if (!found) throw notFound('观察记录');
    return found;
  }

  /** One observation: each child with the remark and levels, and a course observation's goals. */
  async function observationDetail(db: SchoolDb, obsId: number) {
    const row = await existing(db, obsId);
    const [children, levels, goals] = await Promise.all([repository.observedChildren(db, [obsId]), repository.levelsOfObservations(db, [obsId]), goalsOfObservations(db, [obsId])]);
    return {
      ...row,
      itemIds: [...new Set(levels.map((level) => level.itemId))],
      children: children.map((child) => ({
        studentId: child.studentId,
        studentName: child.studentName,
        remark: child.remark,
        levels: levels.filter((level) => level.childId === child.studentId).map(({ itemId, level }) => ({ itemId, level })),
      })),
      goals: goals.map(({ goalId, goalText, remark }) => ({ goalId, goalText, remark })),
    };
  }

  /** The class written for, once the date is past and every child is in it. */
  async function checkedClass(db: SchoolDb, session: SessionIdentity, input: ObservationWrite, alreadyThere?: ReadonlySet<number>) {
    const schoolClass = await classWrittenFor(db, session, input.classId, observationWriters(today()));
    assertNotAfter(input.observeDate, today(), '观察日期');
    await assertInClass(db, schoolClass, input.children.map((child) => child.studentId), alreadyThere);
    return schoolClass;
  }

  return {
    async observationPage(db: SchoolDb, input: ObservationListInput) {
      const [rows, total] = await Promise.all([
        repository.listObservations(db, input, rowsOfPage(input)),
        repository.countObservations(db, input),
      ]);
      const ids = rows.map((row) => row.obsId);
      const [children, levels, goals] = await Promise.all([repository.observedChildren(db, ids), repository.levelsOfObservations(db, ids), repository.goalCounts(db, ids)]);
      const list = rows.map((row) => ({
        ...row,
        students: children.filter((child) => child.obsId === row.obsId),
        itemIds: [...new Set(levels.filter((level) => level.obsId === row.obsId).map((level) => level.itemId))],
        goalCount: goals.get(row.obsId) ?? 0,
      }));
      return { list, total };
    },

    observationDomains() {
      return OBSERVATION_DOMAINS.map((domainId) => ({ domainId, domainName: observationDomainLabel[domainId]!, itemCount: itemsOfDomain(domainId).length }));
    },

    observationItems(domainId: number) {
      return itemsOfDomain(domainId);
    },

    observationMonths(db: SchoolDb, classId: number | undefined) {
      return repository.observationMonths(db, classId);
    },

    observationForUpdate: observationDetail,

    async addItemObservation(db: SchoolDb, session: SessionIdentity, input: AddObservationItemsInput) {
      const schoolClass = await checkedClass(db, session, input);
      const { children, levels } = observedRows(input);
      const obsId = await inTransaction(db, async (trx) => {
        const id = await insertObservation(trx, {
          classId: schoolClass.classId,
          teacherId: session.teacherId,
          activityName: input.activityName,
          observeDate: input.observeDate,
          field: input.domainId,
          note: input.note,
          createdAt: iso(deps.clock.now()),
        });
        await repository.replaceObservedChildren(trx, id, children, levels);
        return id;
      });
      return { obsId };
    },

    /** The author stays; a course observation keeps its goals and may do without items. */
    async updateItemObservation(db: SchoolDb, session: SessionIdentity, input: UpdateObservationInput) {
      const before = await observationDetail(db, input.obsId);
      if (input.itemIds.length === 0 && before.goals.length === 0) throw invalidParams('请至少选择一个观察指标');
      const schoolClass = await checkedClass(db, session, input, new Set(before.children.map((child) => child.studentId)));
      const { children, levels } = observedRows(input);
      await inTransaction(db, async (trx) => {
        await repository.updateObservation(trx, input.obsId, {
          classId: schoolClass.classId,
          activityName: input.activityName,
          observeDate: input.observeDate,
          field: input.domainId,
          note: input.note,
        });
        await repository.replaceObservedChildren(trx, input.obsId, children, levels);
      });
      return { obsId: input.obsId };
    },

    async deleteObservation(db: SchoolDb, obsId: number) {
      await existing(db, obsId);
      await inTransaction(db, (trx) => repository.deleteObservation(trx, obsId));
      return { obsId };
    },

    /** Each 学习品质 item with the child's levels observed in the interval, the newest deciding. */
    async learningQuality(db: SchoolDb, input: StudentGrowthInput) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const range = { startDate: input.startDate, endDate: input.endDate };
      const levels = await repository.levelsOfChild(db, child.id, LEARNING_QUALITY_ITEMS.map((item) => item.itemId), range);
      const items = LEARNING_QUALITY_ITEMS.map(({ itemId, itemName }) => {
        const observations = levels.filter((level) => level.itemId === itemId).map(({ obsId, observeDate, activityName, teacherName, level, remark }) => ({ obsId, observeDate, activityName, teacherName, level, remark }));
        return { itemId, itemName, latestLevel: observations[0]?.level ?? null, trend: trendOf(observations), observations };
      });
      return { studentId: child.id, studentName: child.name, ...range, observationCount: new Set(levels.map((level) => level.obsId)).size, items };
    },
  };
}
