import {
  MAX_EPIDEMIC_DAYS,
  type AddEpidemicActivityInput,
  type EpidemicActivityDetail,
  type EpidemicActivityListInput,
  type EpidemicActivityRow,
  type EpidemicClassDay,
  type EpidemicClassDetail,
  type EpidemicClassSummary,
  type SaveEpidemicRecordInput,
  type StudentEpidemicFinding,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { activeTeacherIds } from '../teacher/index.js';
import * as repository from './epidemic.repository.js';

const DONE = { success: true } as const;
const DAY_MS = 24 * 3600 * 1000;

const dayCount = (startDate: string, endDate: string) => Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS) + 1;

/** An activity's state: 0 未开始, 1 进行中, 2 已结束. */
const stateOf = (activity: { startDate: string; endDate: string }, today: string) => (activity.startDate > today ? 0 : activity.endDate < today ? 2 : 1);

/**
 * 防疫活动: measures the school asks of some classes over a range of days, and each class's record of
 * each day. The school sets activities up (a role reaching the whole school); the classes' teachers
 * record their days, within their data scope.
 */
export function epidemicService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  const rowOf = (row: repository.StoredActivity): EpidemicActivityRow => ({
    activityId: row.id,
    activityName: row.name,
    measureType: row.measureType,
    startDate: row.startDate,
    endDate: row.endDate,
    state: stateOf(row, today()),
    classCount: Number(row.classCount ?? 0),
    recordCount: Number(row.recordCount ?? 0),
    symptomCount: Number(row.symptomCount ?? 0),
    adderName: row.adderName,
  });

  async function existing(db: SchoolDb, activityId: number) {
    const row = await repository.findActivity(db, activityId);
    if (!row) throw notFound('防疫活动');
    return row;
  }

  /** Setting activities up is the school's: a data scope narrower than it records its classes' days only. */
  function assertWholeSchool(session: SessionIdentity) {
    if (session.classesInReach !== null) throw notAllowed('新建、修改或删除防疫活动需要全园数据范围；您可以记录本班的执行情况');
  }

  async function checkedActivity(db: SchoolDb, input: AddEpidemicActivityInput) {
    if (dayCount(input.startDate, input.endDate) > MAX_EPIDEMIC_DAYS) throw invalidParams('防疫活动最长一年', 'endDate');
    const classIds = [...new Set(input.classIds)];
    const found = await repository.existingClassIds(db, classIds);
    if (found.size !== classIds.length) throw invalidParams('班级不存在', 'classIds');
    return classIds;
  }

  /** A record of a class on a day: the class is in the activity and within reach, the day in its range and not to come. */
  async function recordTarget(db: SchoolDb, session: SessionIdentity, input: SaveEpidemicRecordInput) {
    if (session.classesInReach && !session.classesInReach.has(input.classId)) throw notAllowed('不能记录您数据范围以外的班级');
    const activity = await existing(db, input.activityId);
    if (!(await repository.classesOf(db, activity.id)).some((row) => row.classId === input.classId)) throw invalidParams('这个班级不在防疫活动中', 'classId');
    if (input.recordDate < activity.startDate || input.recordDate > activity.endDate) {
      throw invalidParams(`记录日期应在活动日期 ${activity.startDate} 至 ${activity.endDate} 之间`, 'recordDate');
    }
    if (input.recordDate > today()) throw invalidParams('不能记录今天以后的日期', 'recordDate');
    const recorderId = input.recorderId ?? session.teacherId;
    if (!(await activeTeacherIds(db, [recorderId])).has(recorderId)) throw invalidParams('执行人不存在或已离职', 'recorderId');
    const childIds = input.childList.map((child) => child.studentId);
    if (new Set(childIds).size !== childIds.length) throw invalidParams('同一名幼儿只能记录一次', 'childList');
    const children = await childrenByIds(db, childIds);
    const outside = childIds.find((childId) => children.find((child) => child.id === childId)?.classId !== input.classId);
    if (outside !== undefined) throw invalidParams('记录的幼儿须是本班幼儿', 'childList');
    return { recorderId };
  }

  return {
    async list(db: SchoolDb, input: EpidemicActivityListInput) {
      const filter: repository.ActivityFilter = {
        searchKey: input.searchKey,
        measureType: input.measureType || undefined,
        state: input.state ? { today: today(), state: input.state as 1 | 2 | 3 } : undefined,
      };
      const [rows, total] = await Promise.all([repository.activityPage(db, filter, input), repository.activityCount(db, filter)]);
      return { list: rows.map(rowOf), total };
    },

    async detail(db: SchoolDb, activityId: number): Promise<EpidemicActivityDetail> {
      const row = await existing(db, activityId);
      return { ...rowOf(row), content: row.content, classList: await repository.classesOf(db, activityId), createdAt: row.createdAt };
    },

    /** Each class: the school days so far it should have recorded, those it did, and the children found. */
    async classSummaries(db: SchoolDb, activityId: number): Promise<EpidemicClassSummary[]> {
      const activity = await existing(db, activityId);
      const until = activity.endDate < today() ? activity.endDate : today();
      const [classes, totals, calendar] = await Promise.all([
        repository.classesOf(db, activityId),
        repository.classTotals(db, activityId),
        activity.startDate <= until ? schoolCalendar(db, { startDate: activity.startDate, endDate: until }) : null,
      ]);
      const dueDays = calendar?.schoolDays.length ?? 0;
      return classes.map((row) => {
        const total = totals.find((candidate) => candidate.classId === row.classId);
        return {
          ...row,
          dueDays,
          recordDays: Number(total?.recordDays ?? 0),
          symptomCount: Number(total?.symptomCount ?? 0),
          lastRecordDate: total?.lastRecordDate ? String(total.lastRecordDate) : null,
        };
      });
    },

    /** The class's school days of the activity up to today, latest first, with each day's record if any. */
    async classDays(db: SchoolDb, input: { activityId: number; classId: number }): Promise<EpidemicClassDetail> {
      const activity = await existing(db, input.activityId);
      const schoolClass = (await repository.classesOf(db, activity.id)).find((row) => row.classId === input.classId);
      if (!schoolClass) throw notFound('班级');
      const until = activity.endDate < today() ? activity.endDate : today();
      const records = await repository.recordsOf(db, activity.id, input.classId);
      const children = await repository.childrenOfRecords(db, records.map((record) => record.id));
      const calendar = activity.startDate <= until ? await schoolCalendar(db, { startDate: activity.startDate, endDate: until }) : null;
      const dates = [...new Set([...(calendar?.schoolDays ?? []), ...records.map((record) => record.recordDate)])].sort().reverse();
      const dayList: EpidemicClassDay[] = dates.map((date) => {
        const record = records.find((candidate) => candidate.recordDate === date);
        return {
          date,
          recordId: record?.id ?? null,
          recorderId: record?.recorderId ?? null,
          recorderName: record?.recorderName ?? null,
          doneTime: record?.doneTime ?? null,
          findings: record?.findings ?? null,
          childList: record
            ? children.filter((child) => child.recordId === record.id).map(({ recordId: _recordId, temperature, ...child }) => ({ ...child, temperature: temperature === null ? null : Number(temperature) }))
            : [],
        };
      });
      return { activityId: activity.id, activityName: activity.name, measureType: activity.measureType, classId: schoolClass.classId, className: schoolClass.className, dayList };
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddEpidemicActivityInput) {
      assertWholeSchool(session);
      const classIds = await checkedActivity(db, input);
      const at = iso(deps.clock.now());
      const activityId = await inTransaction(db, async (trx) => {
        const id = await repository.insertActivity(trx, {
          name: input.activityName,
          measureType: input.measureType,
          startDate: input.startDate,
          endDate: input.endDate,
          content: input.content,
          adderId: session.teacherId,
          createdAt: at,
          updatedAt: at,
        });
        await repository.replaceClasses(trx, id, classIds);
        return id;
      });
      return { activityId };
    },

    /** A class with records stays in the activity, and the range keeps every recorded day. */
    async update(db: SchoolDb, session: SessionIdentity, input: AddEpidemicActivityInput & { activityId: number }) {
      assertWholeSchool(session);
      await existing(db, input.activityId);
      const classIds = await checkedActivity(db, input);
      const [spans, classes] = await Promise.all([repository.recordSpan(db, input.activityId), repository.classesOf(db, input.activityId)]);
      for (const span of spans) {
        const name = classes.find((row) => row.classId === span.classId)?.className ?? '';
        if (!classIds.includes(span.classId)) throw notAllowed(`${name}已有防疫记录，不能移出活动`);
        if (span.first < input.startDate || span.last > input.endDate) throw notAllowed(`${name}已有 ${span.first < input.startDate ? span.first : span.last} 的记录，日期范围须包含它`);
      }
      await inTransaction(db, async (trx) => {
        await repository.updateActivity(trx, input.activityId, {
          name: input.activityName,
          measureType: input.measureType,
          startDate: input.startDate,
          endDate: input.endDate,
          content: input.content,
          updatedAt: iso(deps.clock.now()),
        });
        await repository.replaceClasses(trx, input.activityId, classIds);
      });
      return DONE;
    },

    async remove(db: SchoolDb, session: SessionIdentity, activityId: number) {
      assertWholeSchool(session);
      await existing(db, activityId);
      await inTransaction(db, (trx) => repository.deleteActivity(trx, activityId));
      return DONE;
    },

    /** Writes a class's day: a new record, or the day's record rewritten (one per class and day). */
    async saveRecord(db: SchoolDb, session: SessionIdentity, input: SaveEpidemicRecordInput) {
      const { recorderId } = await recordTarget(db, session, input);
      const at = iso(deps.clock.now());
      const fields = { recorderId, doneTime: input.doneTime || null, findings: input.findings, updatedAt: at };
      const children = input.childList.map((child) => ({ classId: input.classId, childId: child.studentId, symptom: child.symptom, temperature: child.temperature ?? null, remark: child.remark }));
      const recordId = await inTransaction(db, async (trx) => {
        const found = await repository.findRecordOfDay(trx, input);
        const id = found
          ? (await repository.updateRecord(trx, found.id, fields), found.id)
          : await repository.insertRecord(trx, { activityId: input.activityId, classId: input.classId, recordDate: input.recordDate, ...fields, createdAt: at });
        await repository.replaceRecordChildren(trx, id, children);
        return id;
      });
      return { recordId };
    },

    /** For 幼儿发展: what the records of the range found on the child. */
    async ofStudent(db: SchoolDb, input: { studentId: number; startDate: string; endDate: string }): Promise<StudentEpidemicFinding[]> {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const rows = await repository.findingsOfChild(db, child.id, input.startDate, input.endDate);
      return rows.map((row) => ({ ...row, temperature: row.temperature === null ? null : Number(row.temperature) }));
    },
  };
}

export type EpidemicService = ReturnType<typeof epidemicService>;
