import { ClockSource, HalfDay, RecordKind, WorkLoopType } from '@yuanwu/shared';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { seededRandom, type Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { activeTeachers } from '../teacher/index.js';
import * as repository from './teacher-attend.repository.js';
import { shiftsWithPeriods, teacherAttendService } from './teacher-attend.service.js';
import { computeDays } from './teacher-clock.service.js';

/** The leave types a school starts with, and whether each may be taken by half days. */
const DEFAULT_LEAVE_TYPES = [
  { name: '病假', halfDay: 1 },
  { name: '事假', halfDay: 1 },
  { name: '年假', halfDay: 1 },
  { name: '婚假', halfDay: 0 },
  { name: '产假', halfDay: 0 },
  { name: '丧假', halfDay: 0 },
  { name: '调休', halfDay: 1 },
];

/** The logistics staff work a rotation; the teaching and office staff a week. */
const LOGISTICS_DEPARTMENT = '后勤部';

const period = (startTime: string, endTime: string, signInBefore = 60, signOutAfter = 120) => ({ startTime, endTime, signInBefore, signOutAfter });

const monthsFrom = (firstMonth: string, lastMonth: string) => {
  const months: string[] = [];
  for (let month = firstMonth; month <= lastMonth; month = addDays(`${month}-28`, 4).slice(0, 7)) months.push(month);
  return months;
};

/**
 * 考勤设置 and 排班 of the demo school: three shifts (the guards' night shift crosses midnight), 教学组
 * by week and 后勤组 on a four-day rotation through holidays, the leave types, the term so far and the
 * next month planned from the loops, and the term's clock-ins and records.
 */
export async function seedTeacherAttend(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const attend = teacherAttendService({ clock: { now: () => new Date(plan.now) } });
  await repository.insertLeaveTypes(
    db,
    DEFAULT_LEAVE_TYPES.map((type) => ({ ...type, status: 1, createdAt: plan.now, deletedAt: null })),
  );
  const early = (await attend.addShift(db, { shiftName: '早班', periods: [period('07:00', '16:00')], lateMinutes: 5, earlyMinutes: 5 })).shiftId;
  const regular = (
    await attend.addShift(db, { shiftName: '常规班', periods: [period('07:50', '12:00', 60, 30), period('13:30', '17:30', 60, 180)], lateMinutes: 10, earlyMinutes: 5 })
  ).shiftId;
  const night = (await attend.addShift(db, { shiftName: '晚班', periods: [period('19:00', '07:00', 60, 180)], lateMinutes: 5, earlyMinutes: 0 })).shiftId;

  const staff = await activeTeachers(db);
  const logistics = staff.filter((teacher) => teacher.departmentName === LOGISTICS_DEPARTMENT).map((teacher) => teacher.teacherId);
  const teaching = staff.filter((teacher) => teacher.departmentName !== LOGISTICS_DEPARTMENT).map((teacher) => teacher.teacherId);
  const thisMonth = plan.today.slice(0, 7);
  const nextMonth = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5, 7)), 1)).toISOString().slice(0, 7);
  const groups = [
    {
      groupName: '教学组',
      loopType: WorkLoopType.WEEK,
      loopShiftIds: [regular, regular, regular, regular, regular, null, null],
      loopStartDate: undefined,
      followHolidays: true,
      teacherIds: teaching,
    },
    {
      groupName: '后勤组',
      loopType: WorkLoopType.DAY,
      loopShiftIds: [early, early, night, null],
      loopStartDate: `${thisMonth}-01`,
      followHolidays: false,
      teacherIds: logistics,
    },
  ];
  const termStart = plan.year.semesters.find((semester) => semester.startDate <= plan.today && plan.today <= semester.endDate)?.startDate ?? `${thisMonth}-01`;
  for (const group of groups) {
    if (group.teacherIds.length === 0) continue;
    const { groupId } = await attend.addGroup(db, { ...group, signByCard: true, signByApp: true });
    for (const month of monthsFrom(termStart.slice(0, 7), nextMonth)) await attend.smartSchedule(db, { groupId, month });
  }
  await seedTermAttendance(db, plan, { startDate: termStart, endDate: plan.today });
}

/** How often a teacher is late: most rarely, a few often. */
const LATENESS = [0.02, 0.03, 0.04, 0.06, 0.12];
const LEAVES = [
  { type: '病假', reason: '感冒发烧，去医院就诊' },
  { type: '事假', reason: '家中有事' },
  { type: '年假', reason: '休年假' },
  { type: '调休', reason: '国庆值班调休' },
];
const TRIPS = [
  { place: '杭州', reason: '参加省学前教育研讨会' },
  { place: '南京', reason: '赴兄弟园所观摩交流' },
  { place: '上海', reason: '参加幼儿园安全管理培训' },
];

type WorkDay = Awaited<ReturnType<typeof repository.workDaysOf>>[number];
type Periods = readonly { startMinute: number; endMinute: number }[];
type RecordRow = Parameters<typeof repository.insertRecords>[1][number];

const instant = (date: string, minute: number, seconds = 0) => new Date(Date.parse(chinaDayStart(date)) + minute * 60_000 + seconds * 1000).toISOString();

/** A day's clock-ins: a little before each start and after each end; now and then late, early or forgotten. */
function dayClockIns(random: Random, day: WorkDay, periods: Periods, lateRate: number, skipFirst: boolean) {
  const source = random.next() < 0.85 ? ClockSource.CARD : ClockSource.APP;
  return periods.flatMap((period, index) => {
    const signIn = random.next() < lateRate ? period.startMinute + random.between(1, 35) : period.startMinute - random.between(3, 25);
    const signOut = random.next() < 0.02 ? period.endMinute - random.between(6, 40) : period.endMinute + random.between(0, 25);
    const times = [...(skipFirst && index === 0 ? [] : [signIn]), ...(random.next() < 0.015 ? [] : [signOut])];
    return times.map((minute) => {
      const clockAt = instant(day.workDate, minute, random.between(0, 59));
      return { teacherId: day.teacherId, clockAt, source, recordId: null, address: null, createdAt: clockAt };
    });
  });
}

/** The term's leaves, trips and overtime on working days gone by. */
function demoRecords(random: Random, days: readonly WorkDay[], leaveTypes: Map<string, number>, plan: DemoPlan): RecordRow[] {
  const past = days.filter((day) => day.workDate < plan.today);
  if (past.length === 0) return [];
  const base = { startAt: null, endAt: null, minutes: null, place: null, leaveTypeId: null, createdBy: null, createdAt: plan.now };
  const records: RecordRow[] = [];
  const staffCount = new Set(days.map((day) => day.teacherId)).size;
  for (let index = 0; index < Math.ceil(staffCount / 3); index += 1) {
    const day = random.pick(past);
    const leave = random.pick(LEAVES);
    const half = random.next() < 0.4 ? random.pick([HalfDay.AM, HalfDay.PM]) : null;
    records.push({
      ...base,
      teacherId: day.teacherId,
      kind: RecordKind.LEAVE,
      leaveTypeId: leaveTypes.get(leave.type) ?? null,
      startDate: day.workDate,
      startHalf: half ?? HalfDay.AM,
      endDate: day.workDate,
      endHalf: half ?? HalfDay.PM,
      halves: half ? 1 : 2,
      reason: leave.reason,
    });
  }
  for (const trip of TRIPS) {
    const day = random.pick(past);
    records.push({ ...base, teacherId: day.teacherId, kind: RecordKind.TRIP, startDate: day.workDate, startHalf: HalfDay.AM, endDate: day.workDate, endHalf: HalfDay.PM, halves: 2, place: trip.place, reason: trip.reason });
  }
  for (let index = 0; index < Math.ceil(staffCount / 4); index += 1) {
    const day = random.pick(past);
    const start = random.pick([17 * 60 + 40, 18 * 60, 18 * 60 + 30]);
    const minutes = random.pick([60, 90, 120, 150]);
    records.push({
      ...base,
      teacherId: day.teacherId,
      kind: RecordKind.OVERTIME,
      startDate: day.workDate,
      startHalf: null,
      endDate: day.workDate,
      endHalf: null,
      startAt: instant(day.workDate, start),
      endAt: instant(day.workDate, start + minutes),
      minutes,
      halves: null,
      reason: random.pick(['准备元旦文艺汇演', '家长开放日布置', '整理幼儿成长档案', '迎接督导检查']),
    });
  }
  return records;
}

/**
 * The term's attendance as it went: clock-ins around each period (now and then late, early or
 * forgotten, a card at the gate or the app), a few leaves, trips, overtime and 补卡, then each day
 * computed as the live service would.
 */
async function seedTermAttendance(db: SchoolDb, plan: DemoPlan, term: { startDate: string; endDate: string }) {
  const random = seededRandom(plan.seed + 23);
  const staff = (await activeTeachers(db)).map((teacher) => teacher.teacherId);
  const days = await repository.workDaysOf(db, staff, term);
  const shifts = new Map((await shiftsWithPeriods(db, [...new Set(days.map((day) => day.shiftId!))])).map((shift) => [shift.shiftId, shift]));
  const records = demoRecords(random, days, new Map((await repository.listLeaveTypes(db)).map((type) => [type.name, type.id])), plan);
  const away = new Set(records.filter((record) => record.kind !== RecordKind.OVERTIME).map((record) => `${record.teacherId} ${record.startDate}`));
  const lateness = new Map(staff.map((teacherId) => [teacherId, random.pick(LATENESS)]));
  const forgot = days.filter((day) => day.workDate < plan.today && !away.has(`${day.teacherId} ${day.workDate}`) && random.next() < 0.01);
  const forgotten = new Set(forgot.map((day) => `${day.teacherId} ${day.workDate}`));
  const clockIns = days.flatMap((day) => {
    const key = `${day.teacherId} ${day.workDate}`;
    if (away.has(key) || random.next() < 0.004) return [];
    return dayClockIns(random, day, shifts.get(day.shiftId!)!.periods, lateness.get(day.teacherId)!, forgotten.has(key)).filter((clockIn) => clockIn.clockAt <= plan.now);
  });
  await repository.insertClockIns(db, clockIns);
  await repository.insertRecords(db, records);
  // Those who forgot their first clock-in had it added by 补卡.
  for (const day of forgot) {
    const clockAt = instant(day.workDate, shifts.get(day.shiftId!)!.periods[0]!.startMinute - 10);
    const base = { teacherId: day.teacherId, startDate: day.workDate, endDate: day.workDate, startHalf: null, endHalf: null, leaveTypeId: null, endAt: null, minutes: null, halves: null, place: null };
    const [recordId] = await repository.insertRecords(db, [{ ...base, kind: RecordKind.MANUAL, startAt: clockAt, reason: '忘记打卡', createdBy: null, createdAt: plan.now }]);
    await repository.insertClockIns(db, [{ teacherId: day.teacherId, clockAt, source: ClockSource.MAKEUP, recordId: recordId!, address: null, createdAt: plan.now }]);
  }
  await computeDays(db, staff, { startDate: addDays(term.startDate, -1), endDate: term.endDate }, new Date(plan.now));
}
