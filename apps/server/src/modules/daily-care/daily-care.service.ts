import {
  AttendStatus,
  ateWell,
  DEFAULT_CUP_ML,
  grantsModule,
  type CareTotals,
  type ClassSummaryInput,
  type SaveClassDayInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import * as attendance from '../attendance/index.js';
import { childrenByIds } from '../child/index.js';
import { classWrittenFor, type ClassWriters } from '../class-group/index.js';
import { findClass } from '../class-group/index.js';
import { schoolCalendar } from '../holiday/index.js';
import * as repository from './daily-care.repository.js';

/**
 * A class's teachers record its children's day; a role granting the whole 幼儿管理 group (the
 * principal, a grade leader) records for any class and sets the cup size.
 */
const ADMINISTERED_BY = 'ChildManage';
const careWriters = (today: string): ClassWriters => ({ today, managedBy: ADMINISTERED_BY, refusal: '不能记录该班幼儿的饮水进餐' });
const NOT_YET = '未到日期';

interface Meals {
  waterCups: number;
  breakfast: number;
  lunch: number;
  snack: number;
}

/** A child ate well on a day when every meal was eaten all or mostly. */
const dayEatenWell = (day: Meals) => ateWell(day.breakfast) && ateWell(day.lunch) && ateWell(day.snack);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const cameToSchool = (status: number | undefined) => status === AttendStatus.PRESENT || status === AttendStatus.LEFT;

/** What some children's days add up to, water turned into ml by the school's cup. */
function totalsOf(days: Meals[], cupMl: number): CareTotals {
  const recordedCount = days.length;
  const cups = days.reduce((sum, day) => sum + day.waterCups, 0);
  const ateWellCount = days.filter(dayEatenWell).length;
  return {
    recordedCount,
    averageCups: recordedCount ? oneDecimal(cups / recordedCount) : null,
    averageMl: recordedCount ? Math.round((cups * cupMl) / recordedCount) : null,
    ateWellCount,
    ateWellRate: recordedCount ? oneDecimal((ateWellCount * 100) / recordedCount) : null,
  };
}

export function dailyCareService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());
  const cupMlOf = async (db: SchoolDb) => (await repository.cupMlOfSchool(db)) ?? DEFAULT_CUP_ML;

  /** Why a day cannot be recorded (a future day, a weekend, a holiday), or null when it can. */
  async function closedReason(db: SchoolDb, date: string): Promise<string | null> {
    if (date > today()) return NOT_YET;
    return (await schoolCalendar(db, { startDate: date, endDate: date })).closedReason(date);
  }

  async function existingClass(db: SchoolDb, classId: number) {
    const found = await findClass(db, classId);
    if (!found) throw notFound('班级');
    return found;
  }

  /** The interval with the future cut off: nothing is recorded there yet. */
  function pastPart(range: { startDate: string; endDate: string }) {
    if (range.startDate > today()) throw invalidParams('开始日期不能晚于今天');
    return { startDate: range.startDate, endDate: range.endDate > today() ? today() : range.endDate };
  }

  /**
   * Refuses any child who was not in the class on the day, or did not come (缺勤, or nobody took the
   * day's attendance yet), naming the child.
   */
  async function assertPresent(db: SchoolDb, schoolClass: { classId: number; className: string }, date: string, studentIds: number[]) {
    if (new Set(studentIds).size !== studentIds.length) throw invalidParams('同一名幼儿不能重复填写');
    const [children, roster, days] = await Promise.all([
      childrenByIds(db, studentIds),
      attendance.classRoster(db, schoolClass.classId, date),
      attendance.recordsOn(db, studentIds, date),
    ]);
    const names = new Map(children.map((child) => [child.id, child.name]));
    const inClass = new Set(roster.map((child) => child.studentId));
    const statuses = new Map(days.map((day) => [day.childId, day.status]));
    for (const studentId of studentIds) {
      const name = names.get(studentId);
      if (!name) throw invalidParams(`幼儿（编号${studentId}）不存在`);
      if (!inClass.has(studentId)) throw invalidParams(`${name}${date}不在${schoolClass.className}`);
      const status = statuses.get(studentId);
      if (status === undefined) throw invalidParams(`${name}${date}还没有考勤记录，请先点名再记录饮水进餐`);
      if (!cameToSchool(status)) throw invalidParams(`${name}${date}缺勤，不能记录饮水进餐`);
    }
  }

  return {
    /** The class's children on the day: who came, and what is recorded of them. */
    async classDay(db: SchoolDb, classId: number, date: string) {
      const found = await existingClass(db, classId);
      const roster = await attendance.classRoster(db, classId, date);
      const ids = roster.map((child) => child.studentId);
      const [days, records, cupMl, reason] = await Promise.all([attendance.recordsOn(db, ids, date), repository.recordsOn(db, ids, date), cupMlOf(db), closedReason(db, date)]);
      const statuses = new Map(days.map((day) => [day.childId, day.status]));
      const saved = new Map(records.map((record) => [record.childId, record]));
      const children = roster.map((child) => {
        const record = saved.get(child.studentId);
        const attendStatus = statuses.get(child.studentId) ?? null;
        return {
          ...child,
          attendStatus,
          recordable: reason === null && cameToSchool(attendStatus ?? undefined),
          waterCups: record?.waterCups ?? null,
          breakfast: record?.breakfast ?? null,
          lunch: record?.lunch ?? null,
          snack: record?.snack ?? null,
          pickyNote: record?.pickyNote ?? null,
          recordedByName: record?.recordedByName ?? null,
        };
      });
      // The children who came first, each group in the roster's order.
      children.sort((a, b) => Number(b.recordable) - Number(a.recordable));
      return { classId: found.classId, className: found.className, date, cupMl, editable: reason === null, closedReason: reason, children };
    },

    async saveClassDay(db: SchoolDb, session: SessionIdentity, input: SaveClassDayInput) {
      const schoolClass = await classWrittenFor(db, session, input.classId, careWriters(today()));
      const reason = await closedReason(db, input.date);
      if (reason === NOT_YET) throw invalidParams('不能记录今天以后的饮水进餐');
      if (reason) throw invalidParams(`${input.date}（${reason}）不是上学日，无需记录饮水进餐`);
      await assertPresent(db, schoolClass, input.date, input.records.map((record) => record.studentId));
      const now = iso(deps.clock.now());
      const rows = input.records.map((record) => ({
        childId: record.studentId,
        classId: schoolClass.classId,
        date: input.date,
        waterCups: record.waterCups,
        breakfast: record.breakfast,
        lunch: record.lunch,
        snack: record.snack,
        pickyNote: record.pickyNote,
        recordedBy: session.teacherId,
        createdAt: now,
        updatedAt: now,
      }));
      await inTransaction(db, (trx) => repository.saveRecords(trx, rows));
      return { savedCount: rows.length };
    },

    async saveCupSize(db: SchoolDb, session: SessionIdentity, input: { cupMl: number }) {
      if (!grantsModule(session.modules, ADMINISTERED_BY)) throw notAllowed('只有拥有「幼儿管理」全部权限的角色可以设置水杯容量');
      await inTransaction(db, (trx) => repository.saveCupMl(trx, { cupMl: input.cupMl, updatedBy: session.teacherId, updatedAt: iso(deps.clock.now()) }));
      return { cupMl: input.cupMl };
    },

    /** Per school day of the interval, the class's average water and share of children who ate well. */
    async classSummary(db: SchoolDb, input: ClassSummaryInput) {
      const found = await existingClass(db, input.classId);
      const range = pastPart(input);
      const [calendar, records, cupMl] = await Promise.all([schoolCalendar(db, range), repository.recordsOfClass(db, found.classId, range), cupMlOf(db)]);
      const schoolDays = new Set(calendar.schoolDays);
      const counted = records.filter((record) => schoolDays.has(record.date));
      const countedByDay = groupedBy(counted, (record) => record.date);
      return {
        classId: found.classId,
        className: found.className,
        ...range,
        cupMl,
        totals: totalsOf(counted, cupMl),
        days: calendar.schoolDays.map((date) => ({ date, ...totalsOf(countedByDay.get(date) ?? [], cupMl) })),
      };
    },

    /** A child's recorded days of the interval, and their averages. */
    async studentCare(db: SchoolDb, input: { studentId: number; startDate: string; endDate: string }) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const range = { startDate: input.startDate, endDate: input.endDate };
      const [records, cupMl] = await Promise.all([repository.recordsOfChild(db, child.id, range), cupMlOf(db)]);
      const totals = totalsOf(records, cupMl);
      return {
        studentId: child.id,
        studentName: child.name,
        ...range,
        cupMl,
        totals: { recordedDays: totals.recordedCount, averageCups: totals.averageCups, averageMl: totals.averageMl, ateWellDays: totals.ateWellCount },
        days: records.map((record) => ({ ...record, waterMl: record.waterCups * cupMl, ateWell: dayEatenWell(record) })),
      };
    },
  };
}

export type DailyCareService = ReturnType<typeof dailyCareService>;
