import {
  AttendSource,
  AttendStatus,
  LEAVE_LATE_DAYS,
  childLeaveTypeLabel,
  MAX_LEAVE_DAYS,
  type AttendTotals,
  type ClassAttendRow,
  type DateRangeQuery,
  type StudentAttendRow,
} from '@yuanwu/shared';
import { addMinutes, iso, schoolDate, schoolTimeOfDay } from '../../clock.js';
import { addDays, resolveRange, schoolDaysWithin, type SchoolCalendar } from '../../core/calendar.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import type { CoreDeps } from '../../core/module.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { hashToken, newToken } from '../../core/tokens.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { countChildrenByClass, findClass, listClasses } from '../class-group/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { currentYear, findYear } from '../school-year/index.js';
import { swipeIntervalMinutes } from '../school/index.js';
import { activeCardsNumbered } from '../student-card/index.js';
import * as repository from './attendance.repository.js';
import { NO_RECORDS, type Counts } from './attendance.repository.js';

/** A machine that was offline uploads its stored swipes later, but not forever. */
const OLDEST_SWIPE_DAYS = 7;
const CLOCK_SKEW_MINUTES = 5;
const DEVICE_KEY_PREFIX = 'ywcm_';
/** Why a sheet is closed, besides weekends and holidays. */
const NOT_YET = '未到日期';
const OUTSIDE_YEAR = '不在班级所属学年内';

export interface ClassFilter {
  yearId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
}

/** Attended (出勤 and 离园) over recorded, as a percent with one decimal. */
function withRate(counts: Counts): AttendTotals {
  const attended = counts.presentCount + counts.leftCount;
  return { ...counts, attendRate: counts.recordedCount ? Math.round((attended * 1000) / counts.recordedCount) / 10 : null };
}

function sumCounts(rows: Counts[]): Counts {
  return rows.reduce(
    (sum, row) => ({
      recordedCount: sum.recordedCount + row.recordedCount,
      presentCount: sum.presentCount + row.presentCount,
      leftCount: sum.leftCount + row.leftCount,
      absentCount: sum.absentCount + row.absentCount,
      leaveCount: sum.leaveCount + row.leaveCount,
    }),
    NO_RECORDS,
  );
}

/** The number of children in the classes on each school day, from the days children joined and left. */
function rosterSizes(calendar: SchoolCalendar, movements: Awaited<ReturnType<typeof repository.classMovements>>): Map<string, number> {
  const changes = [...movements.joined.map((row) => ({ ...row, delta: row.n })), ...movements.left.map((row) => ({ ...row, delta: -row.n }))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const sizes = new Map<string, number>();
  let size = 0;
  let next = 0;
  for (const day of calendar.schoolDays) {
    while (next < changes.length && changes[next]!.date <= day) size += changes[next++]!.delta;
    sizes.set(day, size);
  }
  return sizes;
}

export function attendanceService(deps: Pick<CoreDeps, 'db' | 'schoolDb' | 'clock'>) {
  const today = () => schoolDate(deps.clock.now());

  async function calendarFor(db: SchoolDb, query: DateRangeQuery) {
    return schoolCalendar(db, resolveRange(query, today()));
  }

  /** The classes a statistic covers: those of the year asked for (the current one by default), narrowed by grade or class. */
  async function classesInScope(db: SchoolDb, filter: ClassFilter) {
    if (filter.yearId && !(await findYear(db, filter.yearId))) throw notFound('学年');
    const yearId = filter.yearId ?? (await currentYear(db, today()))?.id;
    if (!yearId && filter.classId) throw notFound('班级');
    if (!yearId) return [];
    const classes = await listClasses(db, { yearId, gradeId: filter.gradeId });
    if (!filter.classId) return classes;
    const chosen = classes.filter((row) => row.classId === filter.classId);
    if (chosen.length === 0) throw notFound('班级');
    return chosen;
  }

  async function existingClass(db: SchoolDb, classId: number) {
    const found = await findClass(db, classId);
    if (!found) throw notFound('班级');
    return found;
  }

  /** The classes in scope with their counts over the range, and the same counts by school day. */
  async function classAndDayRows(db: SchoolDb, filter: ClassFilter, calendar: SchoolCalendar) {
    const classes = await classesInScope(db, filter);
    const ids = classes.map((row) => row.classId);
    const [counts, childCounts, movements] = await Promise.all([
      repository.countsByClassAndDay(db, ids, calendar.schoolDays),
      countChildrenByClass(db, ids),
      repository.classMovements(db, ids, calendar.endDate),
    ]);
    const byClass = groupedBy(counts, (row) => row.classId);
    const byDate = groupedBy(counts, (row) => row.date);
    const classRows: ClassAttendRow[] = classes.map((row) => {
      const taken = byClass.get(row.classId) ?? [];
      return {
        classId: row.classId,
        className: row.className,
        gradeId: row.gradeId,
        gradeName: row.gradeName,
        childCount: childCounts.get(row.classId) ?? 0,
        takenDays: taken.length,
        ...withRate(sumCounts(taken)),
      };
    });
    const sizes = rosterSizes(calendar, movements);
    const dayRows = calendar.schoolDays.map((date) => {
      const day = sumCounts(byDate.get(date) ?? []);
      return { date, unrecordedCount: Math.max(0, (sizes.get(date) ?? 0) - day.recordedCount), ...withRate(day) };
    });
    return { classes: classRows, days: dayRows };
  }

  async function studentRows(db: SchoolDb, filter: ClassFilter & { studentId?: number | undefined; keyword?: string | undefined }, calendar: SchoolCalendar, page?: { offset: number; limit: number }) {
    const classIds = (await classesInScope(db, filter)).map((row) => row.classId);
    const membershipFilter = { classIds, startDate: calendar.startDate, endDate: calendar.endDate, studentId: filter.studentId, keyword: filter.keyword };
    const [members, total] = await Promise.all([repository.memberships(db, membershipFilter, page), page ? repository.countMemberships(db, membershipFilter) : undefined]);
    const childIds = page ? members.map((row) => row.studentId) : undefined;
    const counts = await repository.countsByChild(db, classIds, calendar.schoolDays, childIds);
    const list: StudentAttendRow[] = members.map(({ startDate, endDate, ...member }) => {
      const childCounts = counts.get(repository.membershipKey(member.studentId, member.classId)) ?? NO_RECORDS;
      const schoolDays = schoolDaysWithin(calendar.schoolDays, startDate, endDate);
      return { ...member, schoolDays, unrecordedCount: Math.max(0, schoolDays - childCounts.recordedCount), ...withRate(childCounts) };
    });
    return { list, total: total ?? list.length };
  }

  /** Why a class's day cannot be taken, or null when it can. */
  async function closedReason(db: SchoolDb, schoolClass: { yearId: number }, date: string): Promise<string | null> {
    if (date > today()) return NOT_YET;
    const year = await findYear(db, schoolClass.yearId);
    if (!year || date < year.startDate || date > year.endDate) return OUTSIDE_YEAR;
    return (await schoolCalendar(db, { startDate: date, endDate: date })).closedReason(date);
  }

  return {
    calendarFor,
    classAndDayRows,
    /** The totals of several groups' counts. */
    totalsOf: (rows: Counts[]) => withRate(sumCounts(rows)),

    async classStatistics(db: SchoolDb, query: DateRangeQuery & ClassFilter) {
      const calendar = await calendarFor(db, query);
      const { classes: list } = await classAndDayRows(db, query, calendar);
      return { startDate: calendar.startDate, endDate: calendar.endDate, schoolDays: calendar.schoolDays.length, totals: withRate(sumCounts(list)), list };
    },

    async studentStatistics(db: SchoolDb, query: DateRangeQuery & ClassFilter & { studentId?: number | undefined; keyword?: string | undefined; pageIndex: number; pageSize: number }) {
      const calendar = await calendarFor(db, query);
      const page = await studentRows(db, query, calendar, rowsOfPage(query));
      return { ...page, startDate: calendar.startDate, endDate: calendar.endDate, schoolDays: calendar.schoolDays.length };
    },

    async allStudentRows(db: SchoolDb, query: DateRangeQuery & ClassFilter & { studentId?: number | undefined; keyword?: string | undefined }) {
      const calendar = await calendarFor(db, query);
      return { calendar, rows: (await studentRows(db, query, calendar)).list };
    },

    async classDetail(db: SchoolDb, query: DateRangeQuery & { classId: number }) {
      const found = await existingClass(db, query.classId);
      const calendar = await calendarFor(db, query);
      const [{ days }, students] = await Promise.all([
        classAndDayRows(db, { yearId: found.yearId, classId: found.classId }, calendar),
        studentRows(db, { yearId: found.yearId, classId: found.classId }, calendar),
      ]);
      return {
        classId: found.classId,
        className: found.className,
        gradeName: found.gradeName,
        yearName: found.yearName,
        startDate: calendar.startDate,
        endDate: calendar.endDate,
        schoolDays: calendar.schoolDays.length,
        totals: withRate(sumCounts(days)),
        days,
        students: students.list,
      };
    },

    async studentDetail(db: SchoolDb, query: DateRangeQuery & { studentId: number }) {
      const child = await repository.findChildName(db, query.studentId);
      if (!child) throw notFound('幼儿');
      const calendar = await calendarFor(db, query);
      const [classes, records, counts] = await Promise.all([
        repository.classRecordsBetween(db, child.id, calendar),
        repository.daysOfChild(db, child.id, calendar),
        repository.countsOfChild(db, child.id, calendar.schoolDays),
      ]);
      const byDate = new Map(records.map((record) => [record.date, record]));
      // The school days the child belonged to a class: the days the child was expected.
      const expected = calendar.schoolDays.filter((date) => classes.some((record) => record.startDate <= date && (record.endDate === null || date < record.endDate)));
      return {
        studentId: child.id,
        studentName: child.name,
        className: classes[0]?.className ?? '',
        startDate: calendar.startDate,
        endDate: calendar.endDate,
        schoolDays: expected.length,
        totals: withRate(counts),
        days: expected.map((date) => {
          const record = byDate.get(date);
          return {
            date,
            status: record?.status ?? null,
            arriveAt: record?.arriveAt ?? null,
            leaveAt: record?.leaveAt ?? null,
            source: record?.source ?? null,
            remark: record?.remark ?? null,
          };
        }),
      };
    },

    async sheet(db: SchoolDb, classId: number, date: string) {
      const found = await existingClass(db, classId);
      const roster = await repository.classRoster(db, classId, date);
      const childIds = roster.map((child) => child.studentId);
      const [recorded, leaves] = await Promise.all([repository.recordsOn(db, childIds, date), repository.leavesOn(db, childIds, date)]);
      const records = new Map(recorded.map((record) => [record.childId, record]));
      const reason = await closedReason(db, found, date);
      const children = roster.map((child) => {
        const record = records.get(child.studentId);
        const leave = leaves.get(child.studentId);
        return {
          ...child,
          status: record?.status ?? null,
          arriveAt: record?.arriveAt ?? null,
          leaveAt: record?.leaveAt ?? null,
          source: record?.source ?? null,
          remark: record?.remark ?? null,
          markedByName: record?.markedByName ?? null,
          leave: leave ? { leaveId: leave.id, leaveType: leave.leaveType, leaveTypeName: childLeaveTypeLabel[leave.leaveType] ?? '', note: leave.note ?? '' } : null,
        };
      });
      const counted = (status: number) => children.filter((child) => child.status === status).length;
      // A child on leave who did not come is on leave, not absent, whatever the sheet says.
      const onLeave = children.filter((child) => child.leave && child.status !== AttendStatus.PRESENT && child.status !== AttendStatus.LEFT);
      const totals = withRate({
        recordedCount: children.filter((child) => child.status !== null).length,
        presentCount: counted(AttendStatus.PRESENT),
        leftCount: counted(AttendStatus.LEFT),
        absentCount: children.filter((child) => child.status === AttendStatus.ABSENT && !child.leave).length,
        leaveCount: children.filter((child) => child.status === AttendStatus.ABSENT && child.leave).length,
      });
      return { classId: found.classId, className: found.className, date, editable: reason === null, closedReason: reason, totals, leaveCount: onLeave.length, children };
    },

    async saveSheet(db: SchoolDb, session: Pick<SessionIdentity, 'teacherId'>, input: { classId: number; date: string; records: { studentId: number; status: number; remark?: string | undefined }[] }) {
      const found = await existingClass(db, input.classId);
      const reason = await closedReason(db, found, input.date);
      if (reason === NOT_YET) throw invalidParams('不能为今天以后的日期点名');
      if (reason === OUTSIDE_YEAR) throw invalidParams(`${input.date}不在班级所属的学年内`);
      if (reason) throw invalidParams(`${input.date}（${reason}）不是上学日，无需点名`);
      const ids = input.records.map((record) => record.studentId);
      if (new Set(ids).size !== ids.length) throw invalidParams('同一名幼儿不能重复标记');
      const roster = new Set((await repository.classRoster(db, found.classId, input.date)).map((child) => child.studentId));
      const stranger = ids.find((studentId) => !roster.has(studentId));
      if (stranger) throw invalidParams(`幼儿（编号${stranger}）${input.date}不在${found.className}`);
      const now = iso(deps.clock.now());
      await inTransaction(db, (trx) =>
        repository.saveSheetRecords(
          trx,
          input.records.map((record) => ({
            childId: record.studentId,
            classId: found.classId,
            date: input.date,
            status: record.status,
            source: AttendSource.SHEET,
            arriveAt: null,
            leaveAt: null,
            remark: record.remark || null,
            markedBy: session.teacherId,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      );
      return { savedCount: input.records.length };
    },

    /**
     * A card read at a school's machine: the first swipe of the day is the arrival (the child is
     * present), later ones the departure; one within minutes of the last is the same tap again.
     */
    async swipe(input: { deviceKey: string; cardNo: string; swipeTime?: string | undefined }) {
      const { db, at, repeatMinutes } = await machineSwipe(input);
      const date = schoolDate(at);
      const [card] = await activeCardsNumbered(db, [input.cardNo]);
      if (!card) throw invalidParams(`卡号 ${input.cardNo} 未发卡或已注销`);
      if (!card.stillRelated || (card.validFrom && date < card.validFrom) || (card.validTo && date > card.validTo)) {
        throw notAllowed(`卡号 ${input.cardNo} 的持卡人已不能接送${card.studentName}`);
      }
      const membership = await repository.classOfChildOn(db, card.childId, date);
      if (!membership) throw invalidParams(`${card.studentName}${date}不在任何班级`);
      const event = await inTransaction(db, (trx) => recordSwipe(trx, { childId: card.childId, classId: membership.classId, date, at }, repeatMinutes));
      const time = schoolTimeOfDay(at);
      const message = event === 'arrive' ? `${card.studentName} 入园 ${time}` : event === 'leave' ? `${card.studentName} 离开 ${time}` : `${card.studentName} 已刷卡`;
      return { studentId: card.childId, studentName: card.studentName, className: membership.className, event, message };
    },

    machineSwipe,

    // ---- leaves the families report (the family page) ----

    /**
     * A guardian reports a leave of their child: it may start up to LEAVE_LATE_DAYS ago, lasts at
     * most MAX_LEAVE_DAYS, and shares no day with another leave of the child.
     */
    async reportLeave(db: SchoolDb, leave: { childId: number; guardianId: number; leaveType: number; startDate: string; endDate: string; note: string | null }) {
      const child = await repository.findChildName(db, leave.childId);
      if (!child) throw notFound('幼儿');
      if (leave.startDate < addDays(today(), -LEAVE_LATE_DAYS)) throw invalidParams(`只能补报${LEAVE_LATE_DAYS}天内的请假`, 'startDate');
      if (leave.endDate > addDays(leave.startDate, MAX_LEAVE_DAYS - 1)) throw invalidParams(`一次请假最多${MAX_LEAVE_DAYS}天`, 'endDate');
      if (await repository.overlapsLeave(db, leave.childId, leave.startDate, leave.endDate)) throw invalidParams('与已有的请假日期重叠', 'startDate');
      const leaveId = await repository.insertLeave(db, { ...leave, createdAt: iso(deps.clock.now()), cancelledAt: null });
      return { leaveId };
    },

    async leavesOfChild(db: SchoolDb, childId: number) {
      const rows = await repository.leavesOfChild(db, childId);
      return rows.map(({ id, note, reportedBy, ...row }) => ({ leaveId: id, ...row, leaveTypeName: childLeaveTypeLabel[row.leaveType] ?? '', note: note ?? '', reportedBy: reportedBy ?? '' }));
    },

    /** Withdraws a leave of the child that has not ended. */
    async cancelLeave(db: SchoolDb, childId: number, leaveId: number) {
      const leave = await repository.findLeave(db, leaveId);
      if (leave?.childId !== childId) throw notFound('请假记录');
      if (leave.cancelledAt) throw notAllowed('该请假已撤回');
      if (leave.endDate < today()) throw notAllowed('已结束的请假不能撤回');
      if (!(await repository.cancelLeave(db, leaveId, iso(deps.clock.now())))) throw notAllowed('该请假已撤回');
      return { success: true as const };
    },

    async issueMachineKey(db: SchoolDb, session: SessionIdentity) {
      const deviceKey = `${DEVICE_KEY_PREFIX}${newToken()}`;
      const issuedAt = iso(deps.clock.now());
      await inTransaction(db, (trx) => repository.replaceMachineKey(trx, { keyHash: hashToken(deviceKey), issuedBy: session.teacherId, issuedAt }));
      return { deviceKey, issuedAt };
    },
  };

  /**
   * A card machine's swipe, whoever's card it read: the school its key names (the machine's only
   * credential) and when the card was read, which an offline machine reports later, within limits;
   * and the school's repeat window (刷卡机设置), within which swipes of one card are one (a parent tapping twice).
   */
  async function machineSwipe(input: { deviceKey: string; swipeTime?: string | undefined }) {
    const schoolId = await repository.schoolOfMachineKey(deps.db, hashToken(input.deviceKey));
    if (!schoolId) throw notAllowed('设备密钥无效或已停用');
    const now = deps.clock.now();
    const at = input.swipeTime ? new Date(input.swipeTime) : now;
    if (at > addMinutes(now, CLOCK_SKEW_MINUTES)) throw invalidParams('刷卡时间晚于当前时间，请校准刷卡机时钟');
    if (at < addMinutes(now, -OLDEST_SWIPE_DAYS * 24 * 60)) throw invalidParams(`超过${OLDEST_SWIPE_DAYS}天的刷卡记录不再补录`);
    const db = deps.schoolDb(schoolId);
    return { db, at, repeatMinutes: await swipeIntervalMinutes(db) };
  }

  async function recordSwipe(db: SchoolDb, swipe: { childId: number; classId: number; date: string; at: Date }, repeatMinutes: number): Promise<'arrive' | 'leave' | 'repeat'> {
    const at = iso(swipe.at);
    const existing = await repository.findDay(db, swipe.childId, swipe.date);
    if (!existing) {
      const stamp = iso(deps.clock.now());
      const { childId, classId, date } = swipe;
      const row = { childId, classId, date, status: AttendStatus.PRESENT, source: AttendSource.CARD, arriveAt: at, leaveAt: null, remark: null, markedBy: null, createdAt: stamp, updatedAt: stamp };
      if (await repository.insertDay(db, row)) return 'arrive';
      // Another swipe of the same child added the day a moment ago: this one is read against it.
      return recordSwipe(db, swipe, repeatMinutes);
    }
    const updatedAt = iso(deps.clock.now());
    const swipes = [existing.arriveAt, existing.leaveAt].filter((time): time is string => time !== null);
    const minutesFrom = (time: string) => Math.abs(swipe.at.getTime() - Date.parse(time)) / 60_000;
    if (swipes.some((time) => minutesFrom(time) < repeatMinutes)) return 'repeat';
    if (existing.arriveAt === null || at < existing.arriveAt) {
      // The first swipe of the day, or an earlier one a machine uploads late: the arrival moves, and a
      // child marked absent has come after all.
      const becomesPresent = existing.status === AttendStatus.ABSENT;
      await repository.updateDay(db, existing.id, {
        arriveAt: at,
        leaveAt: existing.leaveAt ?? existing.arriveAt,
        ...(becomesPresent && { status: AttendStatus.PRESENT, source: AttendSource.CARD }),
        updatedAt,
      });
      return 'arrive';
    }
    if (existing.leaveAt === null || at > existing.leaveAt) await repository.updateDay(db, existing.id, { leaveAt: at, updatedAt });
    return 'leave';
  }
}

export type AttendanceService = ReturnType<typeof attendanceService>;
