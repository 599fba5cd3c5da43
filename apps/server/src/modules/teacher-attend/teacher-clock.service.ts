import {
  clockSourceLabel,
  ClockSource,
  DayStatus,
  dayStatusLabel,
  halfDayLabel,
  HalfDay,
  RecordKind,
  recordKindLabel,
  StaffDayKind,
  StatisticsBy,
  Validity,
  type InputOf,
  type attendStatisticsEndpoints,
  type dailyAttendEndpoints,
} from '@yuanwu/shared';
import { iso, schoolDate, schoolMinute, schoolTimeOfDay, type Clock } from '../../clock.js';
import { addDays, chinaDayStart, chinaTime, type DateRange } from '../../core/calendar.js';
import { groupedBy } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { activeHolderOfNumber } from '../teacher-card/index.js';
import { activeTeacherIds, findTeacher } from '../teacher/index.js';
import { clockWindowOf, evaluateDay, halvesCovered, NO_COVER, REST_OUTCOME, type DayCover, type ShiftPlan } from './day-outcome.js';
import * as repository from './teacher-attend.repository.js';
import { shiftsWithPeriods } from './teacher-attend.service.js';
import { dayCountOf, monthRange, staffDays } from './work-plan.js';

type DailyInput<K extends keyof typeof dailyAttendEndpoints> = InputOf<(typeof dailyAttendEndpoints)[K]>;
type StatisticsInput<K extends keyof typeof attendStatisticsEndpoints> = InputOf<(typeof attendStatisticsEndpoints)[K]>;
type Shift = Awaited<ReturnType<typeof shiftsWithPeriods>>[number];
type RecordRow = Awaited<ReturnType<typeof repository.listRecords>>[number];
type CoverRow = Awaited<ReturnType<typeof repository.coversOf>>[number];
type ScheduleRow = Awaited<ReturnType<typeof repository.outcomesOf>>[number];
type TotalsRow = Awaited<ReturnType<typeof repository.teacherTotals>>[number];

/**
 * Two app signs of one teacher this close together are one (a double tap). A card machine's swipes
 * take the school's repeat window instead (刷卡机设置), as the children's do.
 */
const REPEAT_SIGN_MS = 60_000;
const DAY_MS = 86_400_000;
const clockText = (at: string | number) => schoolTimeOfDay(new Date(at));
const minuteText = (at: string | number) => schoolMinute(new Date(at));
const halves = (count: number) => count / 2;
const rounded = (hours: number) => Math.round(hours * 10) / 10;

/** The half-day cover of each teacher's dates from their leaves and trips. */
function coverOf(covers: readonly CoverRow[], date: string): DayCover {
  const cover = { ...NO_COVER };
  for (const record of covers) {
    const { am, pm } = halvesCovered(date, record);
    if (record.kind === RecordKind.LEAVE) {
      if (am) cover.amLeaveTypeId = record.leaveTypeId;
      if (pm) cover.pmLeaveTypeId = record.leaveTypeId;
    } else {
      cover.amTrip ||= am;
      cover.pmTrip ||= pm;
    }
  }
  return cover;
}

/** The shifts the schedule rows name, by id. */
async function shiftsOf(db: SchoolDb, rows: readonly { shiftId: number | null }[]) {
  const shiftIds = [...new Set(rows.flatMap((row) => (row.shiftId === null ? [] : [row.shiftId])))];
  return new Map((await shiftsWithPeriods(db, shiftIds)).map((shift) => [shift.shiftId, shift]));
}

const planOf = (shift: Shift): ShiftPlan => ({ periods: shift.periods, lateMinutes: shift.lateMinutes, earlyMinutes: shift.earlyMinutes });

function recordTimeText(record: Pick<RecordRow, 'kind' | 'startDate' | 'startHalf' | 'endDate' | 'endHalf' | 'startAt' | 'endAt'>) {
  if (record.kind === RecordKind.MANUAL) return minuteText(record.startAt!);
  if (record.kind === RecordKind.OVERTIME) return `${record.startDate} ${clockText(record.startAt!)}-${clockText(record.endAt!)}`;
  return `${record.startDate} ${halfDayLabel[record.startHalf!]} 至 ${record.endDate} ${halfDayLabel[record.endHalf!]}`;
}

const recordOf = (record: RecordRow) => ({
  recordId: record.id,
  kind: record.kind,
  kindName: recordKindLabel[record.kind]!,
  teacherId: record.teacherId,
  teacherName: record.teacherName,
  departmentName: record.departmentName,
  leaveTypeId: record.leaveTypeId,
  leaveTypeName: record.leaveTypeName,
  startDate: record.startDate,
  startHalf: record.startHalf,
  endDate: record.endDate,
  endHalf: record.endHalf,
  timeText: recordTimeText(record),
  days: record.halves === null ? null : halves(record.halves),
  hours: record.minutes === null ? null : rounded(record.minutes / 60),
  place: record.place,
  reason: record.reason,
  createdByName: record.createdByName,
  createdAt: record.createdAt,
});

/** 病假 上午, 出差（上海） 全天: what covers a day, as its notes read. */
function notesOf(covers: readonly CoverRow[], date: string, leaveTypeNames: Map<number, string>) {
  return covers.flatMap((record) => {
    const { am, pm } = halvesCovered(date, record);
    if (!am && !pm) return [];
    const what = record.kind === RecordKind.LEAVE ? (leaveTypeNames.get(record.leaveTypeId!) ?? '请假') : `出差（${record.place ?? ''}）`;
    return [`${what} ${am && pm ? '全天' : am ? halfDayLabel[HalfDay.AM] : halfDayLabel[HalfDay.PM]}`];
  });
}

const totalsOf = (row: TotalsRow, leaveByType: { leaveTypeId: number; leaveTypeName: string; days: number }[], overtimeMinutes: number) => ({
  dueDays: Number(row.dueDays),
  presentDays: halves(Number(row.presentHalves)),
  lateCount: Number(row.lateCount),
  lateMinutes: Number(row.lateMinutes),
  earlyCount: Number(row.earlyCount),
  earlyMinutes: Number(row.earlyMinutes),
  absentDays: halves(Number(row.absentHalves)),
  abnormalDays: Number(row.abnormalDays),
  missingCount: Number(row.missingCount),
  leaveDays: leaveByType.reduce((sum, type) => sum + type.days, 0),
  leaveByType,
  tripDays: halves(Number(row.amTrips) + Number(row.pmTrips)),
  overtimeHours: rounded(overtimeMinutes / 60),
});

/** Computes the teachers' scheduled days in the range from their shifts, covers and clock-ins, as of `now`. */
export async function computeDays(db: SchoolDb, teacherIds: readonly number[], range: DateRange, now: Date) {
  const rows = await repository.outcomesOf(db, teacherIds, range);
  if (rows.length === 0) return;
  const shifts = await shiftsOf(db, rows);
  const clockIns = groupedBy(
    await repository.clockInsBetween(db, teacherIds, chinaDayStart(addDays(range.startDate, -1)), chinaDayStart(addDays(range.endDate, 2))),
    (clockIn) => clockIn.teacherId,
  );
  const covers = groupedBy(await repository.coversOf(db, teacherIds, range), (record) => record.teacherId);
  const moment = now.getTime();
  await repository.saveOutcomes(
    db,
    rows.map((row) => {
      const shift = row.shiftId === null ? undefined : shifts.get(row.shiftId);
      if (!shift) return { ...row, ...REST_OUTCOME };
      const times = (clockIns.get(row.teacherId) ?? []).map((clockIn) => Date.parse(clockIn.clockAt));
      return { ...row, ...evaluateDay(row.workDate, planOf(shift), coverOf(covers.get(row.teacherId) ?? [], row.workDate), times, moment) };
    }),
  );
}

/**
 * 教师考勤, what happened: clock-ins from the card machines and the app, the records that fix, excuse
 * or add time, each scheduled day's outcome (computed again whenever one of its inputs changes, and
 * when time closes a window), and the statistics, the daily view and a person's month over them.
 */
export function teacherClockService(deps: {
  clock: Clock;
  machineSwipe(input: { deviceKey: string; swipeTime?: string | undefined }): Promise<{ db: SchoolDb; at: Date; repeatMinutes: number }>;
}) {
  const now = () => deps.clock.now();
  const today = () => schoolDate(now());

  const refresh = (db: SchoolDb, teacherIds: readonly number[], range: DateRange) => computeDays(db, teacherIds, range, now());

  /** Computes again the days of the range that time may have changed since they were last computed. */
  async function settle(db: SchoolDb, range: DateRange, teacherIds?: readonly number[]) {
    const due = await repository.daysToRecheck(db, range, iso(now()), teacherIds);
    if (due.length === 0) return;
    const dates = due.map((day) => day.workDate).sort();
    await refresh(db, [...new Set(due.map((day) => day.teacherId))], { startDate: dates[0]!, endDate: dates.at(-1)! });
  }

  /** A clock-in, unless the teacher clocked in within the repeat window; the day it counts for is computed again. */
  async function clockIn(db: SchoolDb, teacher: { teacherId: number; teacherName: string }, at: Date, how: { source: number; repeatMs: number; address?: string | null }) {
    const { source, repeatMs, address = null } = how;
    const date = schoolDate(at);
    await inTransaction(db, async (trx) => {
      const recent = await repository.clockInsBetween(trx, [teacher.teacherId], iso(new Date(at.getTime() - repeatMs)), iso(new Date(at.getTime() + repeatMs)));
      if (recent.length === 0) await repository.insertClockIns(trx, [{ teacherId: teacher.teacherId, clockAt: iso(at), source, recordId: null, address, createdAt: iso(now()) }]);
      await refresh(trx, [teacher.teacherId], { startDate: addDays(date, -1), endDate: date });
    });
    const status = await statusAt(db, teacher.teacherId, at);
    return {
      ...teacher,
      clockAt: minuteText(at.getTime()),
      status,
      statusName: dayStatusLabel[status]!,
      message: `${teacher.teacherName} 打卡成功 ${clockText(at.getTime())}`,
    };
  }

  /** The status of the scheduled day whose clock-in window holds the instant (a night shift's is the day before). */
  async function statusAt(db: SchoolDb, teacherId: number, at: Date) {
    const date = schoolDate(at);
    const rows = await repository.outcomesOf(db, [teacherId], { startDate: addDays(date, -1), endDate: date });
    const shifts = await shiftsOf(db, rows);
    const holding = rows.find((row) => {
      const shift = row.shiftId === null ? undefined : shifts.get(row.shiftId);
      if (!shift) return false;
      const window = clockWindowOf(row.workDate, planOf(shift));
      return at.getTime() >= window.from && at.getTime() <= window.until;
    });
    return (holding ?? rows.find((row) => row.workDate === date))?.dayStatus ?? DayStatus.UNSCHEDULED;
  }

  /** The teacher's attendance group, which must take clock-ins by this means. */
  async function groupAllowing(db: SchoolDb, teacherId: number, means: 'signByCard' | 'signByApp') {
    const [membership] = await repository.membershipsOf(db, [teacherId]);
    if (!membership) throw notAllowed('还没有加入考勤组，请联系管理员');
    if (membership[means] !== 1) throw notAllowed(`考勤组「${membership.groupName}」未开启${means === 'signByCard' ? '刷卡' : '手机'}打卡`);
  }

  async function assertOnStaff(db: SchoolDb, teacherIds: readonly number[]) {
    const active = await activeTeacherIds(db, [...teacherIds]);
    const missing = teacherIds.filter((teacherId) => !active.has(teacherId));
    if (missing.length) throw invalidParams(`教职工不存在或已离职（ID ${missing.join('、')}）`, 'teacherIds');
  }

  /** The working halves a leave or trip covers: by the schedule, or by the staff calendar where none is planned yet. */
  async function workingHalves(db: SchoolDb, teacherId: number, range: { startDate: string; startHalf: number; endDate: string; endHalf: number }) {
    const scheduled = new Map((await repository.scheduleBetween(db, { ...range, teacherIds: [teacherId] })).map((row) => [row.workDate, row.shiftId]));
    const calendar = await staffDays(db, range);
    return calendar.reduce((sum, day) => {
      const works = scheduled.has(day.date) ? scheduled.get(day.date) !== null : day.kind === StaffDayKind.WORKDAY || day.kind === StaffDayKind.MAKEUP;
      if (!works) return sum;
      const { am, pm } = halvesCovered(day.date, range);
      return sum + Number(am) + Number(pm);
    }, 0);
  }

  /** Refuses a leave or trip overlapping one the teacher has: a half day is either one or the other. */
  async function assertNoOverlap(db: SchoolDb, teacherIds: readonly number[], range: { startDate: string; startHalf: number; endDate: string; endHalf: number }) {
    const existing = await repository.coversOf(db, teacherIds, range);
    const halfIndex = (date: string, half: number) => (Date.parse(date) / DAY_MS) * 2 + half;
    const clash = existing.find(
      (record) => halfIndex(record.startDate, record.startHalf!) <= halfIndex(range.endDate, range.endHalf) && halfIndex(record.endDate, record.endHalf!) >= halfIndex(range.startDate, range.startHalf),
    );
    if (clash) {
      const teacher = await findTeacher(db, clash.teacherId);
      throw invalidParams(`${teacher?.teacherName ?? ''}在 ${recordTimeText({ ...clash, startAt: null, endAt: null })} 已有${recordKindLabel[clash.kind]}记录`, 'startDate');
    }
  }

  async function addCovers(
    db: SchoolDb,
    session: SessionIdentity,
    kind: number,
    input: { teacherIds: number[]; startDate: string; startHalf: number; endDate: string; endHalf: number; reason: string | null },
    extra: { leaveTypeId: number | null; place: string | null },
  ) {
    await assertOnStaff(db, input.teacherIds);
    const range = { startDate: input.startDate, endDate: input.endDate };
    return inTransaction(db, async (trx) => {
      await assertNoOverlap(trx, input.teacherIds, input);
      const rows = [];
      for (const teacherId of input.teacherIds) {
        rows.push({
          teacherId,
          kind,
          ...range,
          startHalf: input.startHalf,
          endHalf: input.endHalf,
          startAt: null,
          endAt: null,
          minutes: null,
          halves: await workingHalves(trx, teacherId, input),
          reason: input.reason,
          createdBy: session.teacherId,
          createdAt: iso(now()),
          ...extra,
        });
      }
      const recordIds = await repository.insertRecords(trx, rows);
      await refresh(trx, input.teacherIds, range);
      return { recordIds };
    });
  }

  async function listRecords(db: SchoolDb, kind: number, input: StatisticsInput<'getLeaveRecordList'>) {
    const filter = { ...input, kind };
    const [rows, total] = await Promise.all([repository.listRecords(db, filter, rowsOfPage(input)), repository.countRecords(db, filter)]);
    return { list: rows.map(recordOf), total };
  }

  async function deleteRecord(db: SchoolDb, kind: number, recordId: number) {
    await inTransaction(db, async (trx) => {
      const record = await repository.findRecord(trx, recordId, kind);
      if (!record) throw notFound(`${recordKindLabel[kind]}记录`);
      await repository.deleteRecord(trx, recordId);
      if (kind !== RecordKind.OVERTIME) await refresh(trx, [record.teacherId], { startDate: addDays(record.startDate, -1), endDate: record.endDate });
    });
    return { success: true as const };
  }

  /** One teacher's days in the range, every date listed, with the plan, clock-ins, outcome and notes. */
  async function daysOf(db: SchoolDb, teacherIds: readonly number[], range: DateRange) {
    await settle(db, range, teacherIds);
    const rows = await repository.outcomesOf(db, teacherIds, range);
    const shifts = await shiftsOf(db, rows);
    const clockIns = groupedBy(
      await repository.clockInsBetween(db, teacherIds, chinaDayStart(addDays(range.startDate, -1)), chinaDayStart(addDays(range.endDate, 2))),
      (clockIn) => clockIn.teacherId,
    );
    const covers = groupedBy(await repository.coversOf(db, teacherIds, range), (record) => record.teacherId);
    const groupNames = new Map((await repository.listGroups(db)).map((group) => [group.id, group.name]));
    const leaveTypeNames = new Map((await repository.leaveTypesEver(db)).map((type) => [type.id, type.name]));
    const byTeacher = groupedBy(rows, (row) => row.teacherId);
    const today = schoolDate(now());
    return (teacherId: number, date: string) => {
      const row: ScheduleRow | undefined = byTeacher.get(teacherId)?.find((one) => one.workDate === date);
      const shift = row?.shiftId ? shifts.get(row.shiftId) : undefined;
      const window = shift ? clockWindowOf(date, planOf(shift)) : { from: Date.parse(chinaDayStart(date)), until: Date.parse(chinaDayStart(addDays(date, 1))) - 1 };
      const own = (clockIns.get(teacherId) ?? []).filter((clockIn) => {
        const at = Date.parse(clockIn.clockAt);
        return at >= window.from && at <= window.until;
      });
      return {
        date,
        groupId: row?.groupId ?? null,
        groupName: row ? (groupNames.get(row.groupId) ?? null) : null,
        shiftId: row?.shiftId ?? null,
        shiftName: shift?.shiftName ?? null,
        timeText: shift?.timeText ?? null,
        status: row?.dayStatus ?? DayStatus.UNSCHEDULED,
        statusName: dayStatusLabel[row?.dayStatus ?? DayStatus.UNSCHEDULED]!,
        settled: date <= today && (!row || row.recheckAt === null),
        // A night shift's clock-out falls on the next date.
        clockIns: own.map((clockIn) => ({
          time: `${schoolDate(new Date(clockIn.clockAt)) > date ? '次日' : ''}${clockText(clockIn.clockAt)}`,
          source: clockIn.source,
          sourceName: clockSourceLabel[clockIn.source]!,
        })),
        lateMinutes: row?.lateMinutes ?? 0,
        earlyMinutes: row?.earlyMinutes ?? 0,
        missingCount: row?.missingCount ?? 0,
        notes: notesOf(covers.get(teacherId) ?? [], date, leaveTypeNames),
      };
    };
  }

  /** Statistics cover the range up to today: days ahead are planned, not attended. */
  const pastPart = (range: DateRange): DateRange => ({ startDate: range.startDate, endDate: range.endDate < today() ? range.endDate : today() });

  async function totalsBy(db: SchoolDb, query: repository.StatisticsQuery, rows: TotalsRow[] | Awaited<ReturnType<typeof repository.departmentTotals>>) {
    const [leaveRows, overtimeRows, leaveTypes] = await Promise.all([repository.leaveHalves(db, query), repository.overtimeTotals(db, query), repository.leaveTypesEver(db)]);
    const typeNames = new Map(leaveTypes.map((type) => [type.id, type.name]));
    // Each day with leave adds a half to the type of its morning and a half to that of its afternoon.
    const leaveHalvesOf = groupedBy(
      leaveRows.flatMap((row) =>
        [row.amLeaveTypeId, row.pmLeaveTypeId].flatMap((leaveTypeId) => (leaveTypeId === null ? [] : [{ ownerId: row.ownerId, leaveTypeId, halves: Number(row.days) }])),
      ),
      (part) => part.ownerId,
    );
    const overtimeOf = new Map(overtimeRows.map((row) => [row.ownerId, Number(row.minutes)]));
    const ownerOf = (row: (typeof rows)[number]) => ('teacherId' in row ? row.teacherId : row.departmentId);
    const typesInRange = new Set([...leaveHalvesOf.values()].flat().map((part) => part.leaveTypeId));
    return {
      // The columns: the types in use, and any other type that has days in the range.
      leaveTypes: leaveTypes.filter((type) => (type.status === Validity.NORMAL && !type.deletedAt) || typesInRange.has(type.id)),
      totals: rows.map((row) => {
        const byType = groupedBy(leaveHalvesOf.get(ownerOf(row)) ?? [], (leave) => leave.leaveTypeId);
        const leaveByType = [...byType].map(([leaveTypeId, parts]) => ({
          leaveTypeId,
          leaveTypeName: typeNames.get(leaveTypeId)!,
          days: halves(parts.reduce((sum, part) => sum + part.halves, 0)),
        }));
        return totalsOf(row as TotalsRow, leaveByType, overtimeOf.get(ownerOf(row)) ?? 0);
      }),
    };
  }

  type TotalsQuery = Omit<StatisticsInput<'getAttendStatistics'>, 'pageIndex' | 'pageSize'>;

  /** The totals by teacher or department over the range's past part; a page of them, or all. */
  async function statistics(db: SchoolDb, input: TotalsQuery, page?: { offset: number; limit: number }) {
    const range = pastPart(input);
    await settle(db, range);
    const query = { ...input, range, byDepartment: input.by === StatisticsBy.DEPARTMENT };
    if (query.byDepartment) {
      const rows = await repository.departmentTotals(db, query);
      const { leaveTypes, totals } = await totalsBy(db, query, rows);
      const list = rows.map((row, index) => ({
        ...totals[index]!,
        teacherId: null,
        teacherName: null,
        departmentId: row.departmentId,
        departmentName: row.departmentName ?? '未分配部门',
        teacherCount: Number(row.teacherCount),
      }));
      return { list: page ? list.slice(page.offset, page.offset + page.limit) : list, total: list.length, leaveTypes: leaveTypes.map(leaveTypeOption) };
    }
    const [rows, total] = await Promise.all([repository.teacherTotals(db, query, page), repository.countStaff(db, input, range)]);
    const { leaveTypes, totals } = await totalsBy(db, { ...query, teacherIds: page ? rows.map((row) => row.teacherId) : undefined }, rows);
    const list = rows.map((row, index) => ({ ...totals[index]!, teacherId: row.teacherId, teacherName: row.teacherName, departmentId: row.departmentId, departmentName: row.departmentName, teacherCount: 1 }));
    return { list, total, leaveTypes: leaveTypes.map(leaveTypeOption) };
  }

  const leaveTypeOption = (type: { id: number; name: string; halfDay: number }) => ({ leaveTypeId: type.id, leaveTypeName: type.name, halfDay: type.halfDay === 1 });

  return {
    refresh,
    settle,
    daysOf,
    pastPart,
    statistics,
    statisticsPage: (db: SchoolDb, input: StatisticsInput<'getAttendStatistics'>) => statistics(db, input, rowsOfPage(input)),
    /** The staff a filter covers over the range, to export their days. */
    staffOf: (db: SchoolDb, filter: repository.StaffFilter, range: DateRange) => repository.listStaff(db, filter, range),

    async teacherSign(db: SchoolDb, session: SessionIdentity, input: { address: string | null }) {
      await groupAllowing(db, session.teacherId, 'signByApp');
      const teacher = await findTeacher(db, session.teacherId);
      if (!teacher) throw notFound('教职工');
      return clockIn(db, { teacherId: teacher.teacherId, teacherName: teacher.teacherName }, now(), { source: ClockSource.APP, repeatMs: REPEAT_SIGN_MS, address: input.address });
    },

    async cardSwipe(input: { deviceKey: string; cardNo: string; swipeTime?: string | undefined }) {
      const { db, at, repeatMinutes } = await deps.machineSwipe(input);
      const holder = await activeHolderOfNumber(db, input.cardNo.toUpperCase());
      if (!holder) throw invalidParams(`卡号 ${input.cardNo} 未发卡或已注销`, 'cardNo');
      await groupAllowing(db, holder.teacherId, 'signByCard');
      return clockIn(db, holder, at, { source: ClockSource.CARD, repeatMs: repeatMinutes * 60_000 });
    },

    async dayList(db: SchoolDb, input: DailyInput<'getDayAttendList'>) {
      await settle(db, { startDate: addDays(input.dateTime, -1), endDate: input.dateTime });
      const [rows, counts] = await Promise.all([repository.listDay(db, input, input.dateTime, rowsOfPage(input)), repository.dayStatusCounts(db, input, input.dateTime)]);
      const dayOf = await daysOf(db, rows.map((row) => row.teacherId), { startDate: input.dateTime, endDate: input.dateTime });
      const summary = Object.values(DayStatus).map((status) => ({ status, statusName: dayStatusLabel[status]!, count: counts.get(status) ?? 0 }));
      const total = input.status === undefined ? summary.reduce((sum, one) => sum + one.count, 0) : (counts.get(input.status) ?? 0);
      const list = rows.map((row) => ({ ...dayOf(row.teacherId, input.dateTime), teacherId: row.teacherId, teacherName: row.teacherName, departmentName: row.departmentName }));
      return { date: input.dateTime, summary, list, total };
    },

    async teacherMonth(db: SchoolDb, input: StatisticsInput<'getTeacherAttendDetail'>) {
      const teacher = await findTeacher(db, input.teacherId);
      if (!teacher) throw notFound('教职工');
      const range = monthRange(input.month);
      const dayOf = await daysOf(db, [teacher.teacherId], range);
      const dates = Array.from({ length: dayCountOf(range) }, (_, index) => addDays(range.startDate, index));
      const query = { teacherIds: [teacher.teacherId], range: pastPart(range), byDepartment: false };
      const totalsRows = await repository.teacherTotals(db, query);
      const { totals } = await totalsBy(db, query, totalsRows);
      const [membership] = await repository.membershipsOf(db, [teacher.teacherId]);
      const records = await repository.listRecords(db, { teacherId: teacher.teacherId, startDate: range.startDate, endDate: range.endDate });
      return {
        teacherId: teacher.teacherId,
        teacherName: teacher.teacherName,
        departmentName: teacher.departmentName ?? null,
        groupName: membership?.groupName ?? null,
        month: input.month,
        days: dates.map((date) => dayOf(teacher.teacherId, date)),
        totals: totals[0] ?? totalsOf(EMPTY_TOTALS, [], 0),
        records: records.map(recordOf),
      };
    },

    addLeave: async (db: SchoolDb, session: SessionIdentity, input: DailyInput<'addLeaveRecord'>) => {
      const leaveType = await repository.findLiveLeaveType(db, input.leaveTypeId);
      if (!leaveType) throw invalidParams('请假类型不存在', 'leaveTypeId');
      if (leaveType.status !== Validity.NORMAL) throw invalidParams(`请假类型「${leaveType.name}」已停用`, 'leaveTypeId');
      const halfDays = input.startHalf === HalfDay.PM || input.endHalf === HalfDay.AM;
      if (halfDays && leaveType.halfDay !== 1) throw invalidParams(`「${leaveType.name}」不能按半天请假`, 'startHalf');
      return addCovers(db, session, RecordKind.LEAVE, input, { leaveTypeId: leaveType.id, place: null });
    },

    addTrip: (db: SchoolDb, session: SessionIdentity, input: DailyInput<'addTripRecord'>) => addCovers(db, session, RecordKind.TRIP, input, { leaveTypeId: null, place: input.place }),

    async addOvertime(db: SchoolDb, session: SessionIdentity, input: DailyInput<'addOvertimeRecord'>) {
      await assertOnStaff(db, input.teacherIds);
      const startAt = chinaTime(input.workDate, Number(input.startTime.slice(0, 2)), Number(input.startTime.slice(3)));
      let endAt = chinaTime(input.workDate, Number(input.endTime.slice(0, 2)), Number(input.endTime.slice(3)));
      if (endAt <= startAt) endAt = iso(new Date(Date.parse(endAt) + DAY_MS));
      const minutes = (Date.parse(endAt) - Date.parse(startAt)) / 60_000;
      return inTransaction(db, async (trx) => {
        const existing = await repository.overtimeOf(trx, input.teacherIds, { startDate: addDays(input.workDate, -1), endDate: addDays(input.workDate, 1) });
        const clash = existing.find((record) => record.startAt! < endAt && record.endAt! > startAt);
        if (clash) throw invalidParams(`${clash.startDate} ${clockText(clash.startAt!)}-${clockText(clash.endAt!)} 已有加班记录，时间不能重叠`, 'startTime');
        const rows = input.teacherIds.map((teacherId) => ({
          teacherId,
          kind: RecordKind.OVERTIME,
          leaveTypeId: null,
          startDate: input.workDate,
          startHalf: null,
          endDate: input.workDate,
          endHalf: null,
          startAt,
          endAt,
          minutes,
          halves: null,
          place: null,
          reason: input.reason,
          createdBy: session.teacherId,
          createdAt: iso(now()),
        }));
        return { recordIds: await repository.insertRecords(trx, rows) };
      });
    },

    async addManual(db: SchoolDb, session: SessionIdentity, input: DailyInput<'addManualRecord'>) {
      await assertOnStaff(db, input.teacherIds);
      const date = input.signTime.slice(0, 10);
      const at = chinaTime(date, Number(input.signTime.slice(11, 13)), Number(input.signTime.slice(14, 16)));
      if (at > iso(now())) throw invalidParams('补卡时间不能晚于现在', 'signTime');
      return inTransaction(db, async (trx) => {
        const recordIds: number[] = [];
        for (const teacherId of input.teacherIds) {
          if (await repository.clockInAt(trx, teacherId, at)) throw invalidParams(`${input.signTime} 已有打卡，无需补卡`, 'signTime');
          const [recordId] = await repository.insertRecords(trx, [
            { teacherId, kind: RecordKind.MANUAL, leaveTypeId: null, startDate: date, startHalf: null, endDate: date, endHalf: null, startAt: at, endAt: null, minutes: null, halves: null, place: null, reason: input.reason, createdBy: session.teacherId, createdAt: iso(now()) },
          ]);
          await repository.insertClockIns(trx, [{ teacherId, clockAt: at, source: ClockSource.MAKEUP, recordId: recordId!, address: null, createdAt: iso(now()) }]);
          recordIds.push(recordId!);
        }
        await refresh(trx, input.teacherIds, { startDate: addDays(date, -1), endDate: date });
        return { recordIds };
      });
    },

    listRecords,
    deleteRecord,
  };
}

const EMPTY_TOTALS = {
  teacherId: 0,
  teacherName: '',
  departmentId: null,
  departmentName: null,
  dueDays: 0,
  presentHalves: 0,
  absentHalves: 0,
  lateCount: 0,
  lateMinutes: 0,
  earlyCount: 0,
  earlyMinutes: 0,
  missingCount: 0,
  abnormalDays: 0,
  amTrips: 0,
  pmTrips: 0,
} as TotalsRow;

export type TeacherClockService = ReturnType<typeof teacherClockService>;
