import {
  leaveTypeStatusLabel,
  MAX_SCHEDULE_DAYS,
  ScheduleSource,
  shiftStatusLabel,
  Validity,
  WorkLoopType,
  workLoopTypeLabel,
  type AttendGroupInput,
  type ShiftInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays, type DateRange } from '../../core/calendar.js';
import { groupedBy } from '../../core/collections.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { activeTeacherIds } from '../teacher/index.js';
import * as repository from './teacher-attend.repository.js';
import { clockTextOf, dayCountOf, monthRange, periodMinutes, plannedShift, staffDays, timeTextOf, workMinutesOf, type WorkLoop } from './work-plan.js';

const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const loopDayName = (loopType: number, dayIndex: number) => (loopType === WorkLoopType.WEEK ? WEEKDAY_NAMES[dayIndex - 1]! : `第${dayIndex}天`);

type GroupRow = NonNullable<Awaited<ReturnType<typeof repository.findGroup>>>;
type ShiftRow = Awaited<ReturnType<typeof repository.shiftsByIds>>[number];

/** Shifts with their periods, thresholds and times as the console shows them. */
export async function describeShifts(db: SchoolDb, shifts: readonly Omit<ShiftRow, 'deletedAt'>[]) {
  const periods = groupedBy(await repository.periodsOfShifts(db, shifts.map((shift) => shift.id)), (period) => period.shiftId);
  return shifts.map((shift) => {
    const own = periods.get(shift.id) ?? [];
    return {
      shiftId: shift.id,
      shiftName: shift.name,
      periods: own.map((period) => ({
        startTime: clockTextOf(period.startMinute),
        endTime: clockTextOf(period.endMinute),
        startMinute: period.startMinute,
        endMinute: period.endMinute,
        nextDay: period.endMinute > 1440 || period.startMinute >= 1440,
        signInBefore: period.signInBefore,
        signOutAfter: period.signOutAfter,
      })),
      lateMinutes: shift.lateMinutes,
      earlyMinutes: shift.earlyMinutes,
      workMinutes: workMinutesOf(own),
      timeText: timeTextOf(own),
      status: shift.status,
      statusName: shiftStatusLabel[shift.status]!,
    };
  });
}

/** Shifts by id with their periods and thresholds, deleted ones too: past days were scheduled on them. */
export const shiftsWithPeriods = async (db: SchoolDb, shiftIds: readonly number[]) => describeShifts(db, await repository.shiftsByIds(db, shiftIds));

const loopOf = (group: GroupRow, loop: { shiftId: number | null }[]): WorkLoop => ({
  loopType: group.loopType,
  loopStartDate: group.loopStartDate,
  followHolidays: group.followHolidays,
  shiftIds: loop.map((day) => day.shiftId),
});

export function teacherAttendService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());

  async function liveShift(db: SchoolDb, shiftId: number) {
    const [shift] = await repository.shiftsByIds(db, [shiftId]);
    if (!shift || shift.deletedAt) throw notFound('班次');
    return shift;
  }

  async function existingGroup(db: SchoolDb, groupId: number) {
    const group = await repository.findGroup(db, groupId);
    if (!group) throw notFound('考勤组');
    return group;
  }

  async function assertShiftNameFree(db: SchoolDb, name: string, shiftId?: number) {
    const other = await repository.liveShiftNamed(db, name);
    if (other && other.id !== shiftId) throw invalidParams(`班次「${name}」已存在`, 'shiftName');
  }

  /** A loop names valid shifts of the school and works at least one day. */
  async function checkLoop(db: SchoolDb, input: AttendGroupInput) {
    if (input.loopType === WorkLoopType.WEEK && input.loopShiftIds.length !== 7) throw invalidParams('按周排班需设置周一至周日7天', 'loopShiftIds');
    if (input.loopType === WorkLoopType.DAY && input.loopShiftIds.length < 2) throw invalidParams('轮班周期至少2天', 'loopShiftIds');
    if (input.loopType === WorkLoopType.DAY && !input.loopStartDate) throw invalidParams('请选择轮班的起始日期', 'loopStartDate');
    const shiftIds = [...new Set(input.loopShiftIds.filter((shiftId): shiftId is number => shiftId !== null))];
    if (shiftIds.length === 0) throw invalidParams('排班规则中至少要有一天上班', 'loopShiftIds');
    const shifts = await repository.shiftsByIds(db, shiftIds);
    for (const shiftId of shiftIds) {
      const shift = shifts.find((candidate) => candidate.id === shiftId);
      if (!shift || shift.deletedAt) throw invalidParams('排班规则中的班次不存在', 'loopShiftIds');
      if (shift.status !== Validity.NORMAL) throw invalidParams(`班次「${shift.name}」已设为无效，不能用于排班`, 'loopShiftIds');
    }
    if (!input.signByCard && !input.signByApp) throw invalidParams('请至少选择一种打卡方式', 'signByCard');
  }

  async function checkTeachers(db: SchoolDb, teacherIds: readonly number[]) {
    const active = await activeTeacherIds(db, [...teacherIds]);
    if (teacherIds.some((teacherId) => !active.has(teacherId))) throw invalidParams('所选教职工不存在或已离职', 'teacherIds');
  }

  /**
   * Plans the teachers' days of the range from the group's loop. Days up to today already scheduled
   * are history and stay; later days are planned afresh, so that planning twice is planning once.
   */
  async function planFromLoop(db: SchoolDb, group: GroupRow, teacherIds: readonly number[], range: DateRange): Promise<number> {
    if (teacherIds.length === 0 || range.startDate > range.endDate) return 0;
    const loop = loopOf(group, await repository.loopsOfGroups(db, [group.id]));
    const invalid = (await repository.shiftsByIds(db, loop.shiftIds.filter((shiftId): shiftId is number => shiftId !== null))).find(
      (shift) => shift.status !== Validity.NORMAL || shift.deletedAt,
    );
    if (invalid) throw invalidParams(`班次「${invalid.name}」已无效，请先修改考勤组「${group.name}」的排班规则`);
    const days = await staffDays(db, range);
    const history = new Set(
      (await repository.scheduleBetween(db, { ...range, teacherIds }))
        .filter((row) => row.workDate <= today())
        .map((row) => `${row.teacherId}/${row.workDate}`),
    );
    const rows = teacherIds.flatMap((teacherId) =>
      days
        .filter((day) => !history.has(`${teacherId}/${day.date}`))
        .map((day) => ({ teacherId, workDate: day.date, groupId: group.id, shiftId: plannedShift(loop, day), source: ScheduleSource.SMART })),
    );
    const tomorrow = addDays(today(), 1);
    await repository.deleteSchedule(db, { startDate: range.startDate > tomorrow ? range.startDate : tomorrow, endDate: range.endDate, teacherIds });
    await repository.insertSchedule(db, rows);
    return rows.length;
  }

  /**
   * Moves teachers into a group: their days after today leave the old plan and follow the new
   * group's loop as far as the group is planned; today and the past stay as they were.
   */
  async function moveIntoGroup(db: SchoolDb, group: GroupRow, teacherIds: readonly number[]) {
    const memberships = await repository.membershipsOf(db, teacherIds);
    const moving = teacherIds.filter((teacherId) => memberships.find((membership) => membership.teacherId === teacherId)?.groupId !== group.id);
    if (moving.length === 0) return;
    await repository.deleteMembers(db, moving);
    await repository.insertMembers(db, group.id, moving, now());
    const tomorrow = addDays(today(), 1);
    await repository.deleteSchedule(db, { startDate: tomorrow, endDate: '9999-12-31', teacherIds: moving });
    const planned = await repository.lastScheduledDateOfGroup(db, group.id);
    if (planned && planned >= tomorrow) await planFromLoop(db, group, moving, { startDate: tomorrow, endDate: planned });
  }

  /** Takes teachers out of their group: their days after today are no longer planned. */
  async function leaveGroup(db: SchoolDb, teacherIds: readonly number[]) {
    if (teacherIds.length === 0) return;
    await repository.deleteMembers(db, [...teacherIds]);
    await repository.deleteSchedule(db, { startDate: addDays(today(), 1), endDate: '9999-12-31', teacherIds });
  }

  function checkRange(range: DateRange) {
    if (range.startDate > range.endDate) throw invalidParams('开始日期不能晚于结束日期', 'endDate');
    if (dayCountOf(range) > MAX_SCHEDULE_DAYS) throw invalidParams(`一次最多排${MAX_SCHEDULE_DAYS}天`, 'endDate');
  }

  async function describeGroups(db: SchoolDb, groups: GroupRow[]) {
    const ids = groups.map((group) => group.id);
    const [loops, counts] = await Promise.all([repository.loopsOfGroups(db, ids), repository.memberCounts(db, ids)]);
    const shiftIds = [...new Set(loops.flatMap((day) => (day.shiftId === null ? [] : [day.shiftId])))];
    const shifts = new Map((await repository.shiftsByIds(db, shiftIds)).map((shift) => [shift.id, shift.name]));
    const loopsByGroup = groupedBy(loops, (day) => day.groupId);
    return groups.map((group) => ({
      groupId: group.id,
      groupName: group.name,
      loopType: group.loopType,
      loopTypeName: workLoopTypeLabel[group.loopType]!,
      loop: (loopsByGroup.get(group.id) ?? []).map((day) => ({
        dayIndex: day.dayIndex,
        dayName: loopDayName(group.loopType, day.dayIndex),
        shiftId: day.shiftId,
        shiftName: day.shiftId === null ? '休息' : (shifts.get(day.shiftId) ?? ''),
      })),
      loopStartDate: group.loopStartDate,
      followHolidays: group.followHolidays === 1,
      signByCard: group.signByCard === 1,
      signByApp: group.signByApp === 1,
      memberCount: counts.get(group.id) ?? 0,
    }));
  }

  const groupColumns = (input: AttendGroupInput) => ({
    name: input.groupName,
    loopType: input.loopType,
    loopStartDate: input.loopType === WorkLoopType.DAY ? (input.loopStartDate ?? null) : null,
    followHolidays: Number(input.followHolidays),
    signByCard: Number(input.signByCard),
    signByApp: Number(input.signByApp),
  });

  async function assertGroupNameFree(db: SchoolDb, name: string, groupId?: number) {
    const other = await repository.groupNamed(db, name);
    if (other && other.id !== groupId) throw invalidParams(`考勤组「${name}」已存在`, 'groupName');
  }

  return {
    // ---- shifts ----

    async listShifts(db: SchoolDb, input: { status?: number | undefined; searchKey?: string | undefined } & PageInput) {
      const [rows, total] = await Promise.all([repository.listShifts(db, input, rowsOfPage(input)), repository.countShifts(db, input)]);
      return { list: await describeShifts(db, rows), total };
    },

    async addShift(db: SchoolDb, input: ShiftInput) {
      const periods = periodMinutes(input.periods);
      await assertShiftNameFree(db, input.shiftName);
      return inTransaction(db, async (trx) => {
        const shiftId = await repository.insertShift(trx, {
          name: input.shiftName,
          lateMinutes: input.lateMinutes,
          earlyMinutes: input.earlyMinutes,
          status: Validity.NORMAL,
          createdAt: now(),
          deletedAt: null,
        });
        await repository.replacePeriods(trx, shiftId, periods);
        return { shiftId };
      });
    },

    async updateShift(db: SchoolDb, input: ShiftInput & { shiftId: number }) {
      await liveShift(db, input.shiftId);
      const periods = periodMinutes(input.periods);
      await assertShiftNameFree(db, input.shiftName, input.shiftId);
      await inTransaction(db, async (trx) => {
        await repository.updateShift(trx, input.shiftId, { name: input.shiftName, lateMinutes: input.lateMinutes, earlyMinutes: input.earlyMinutes });
        await repository.replacePeriods(trx, input.shiftId, periods);
      });
      return { success: true as const };
    },

    async setShiftStatus(db: SchoolDb, input: { shiftIds: number[]; status: number }) {
      const shifts = await repository.shiftsByIds(db, input.shiftIds);
      if (shifts.length !== new Set(input.shiftIds).size || shifts.some((shift) => shift.deletedAt)) throw notFound('班次');
      await repository.setShiftStatus(db, input.shiftIds, input.status);
      return { success: true as const };
    },

    /** A shift in a group's loop, or scheduled from today on, stays; an unused one goes (past days keep it). */
    async deleteShift(db: SchoolDb, shiftId: number) {
      const shift = await liveShift(db, shiftId);
      const groups = await repository.groupsLoopingShift(db, shiftId);
      if (groups.length > 0) {
        throw deleteRefused(`班次「${shift.name}」正在被考勤组${groups.map((group) => `「${group.name}」`).join('')}的排班规则使用，不能删除`);
      }
      const scheduled = await repository.scheduledDaysOfShift(db, shiftId, today());
      if (Number(scheduled.n) > 0) {
        throw deleteRefused(`班次「${shift.name}」已排在${scheduled.firstDate}起的${Number(scheduled.n)}个班中，请先清除这些排班再删除`);
      }
      await repository.markShiftDeleted(db, shiftId, now());
      return { success: true as const };
    },

    // ---- attendance groups ----

    async listGroups(db: SchoolDb, input: { searchKey?: string | undefined } & PageInput) {
      const [rows, total] = await Promise.all([repository.listGroups(db, input.searchKey, rowsOfPage(input)), repository.countGroups(db, input.searchKey)]);
      return { list: await describeGroups(db, rows), total };
    },

    async getGroup(db: SchoolDb, groupId: number) {
      const group = await existingGroup(db, groupId);
      const [described] = await describeGroups(db, [group]);
      const members = await repository.listMembers(db, { groupId });
      return { ...described!, teacherIds: members.map((member) => member.teacherId) };
    },

    async addGroup(db: SchoolDb, input: AttendGroupInput) {
      await checkLoop(db, input);
      await checkTeachers(db, input.teacherIds);
      await assertGroupNameFree(db, input.groupName);
      return inTransaction(db, async (trx) => {
        const groupId = await repository.insertGroup(trx, { ...groupColumns(input), createdAt: now() });
        await repository.replaceLoop(trx, groupId, input.loopShiftIds);
        await moveIntoGroup(trx, (await repository.findGroup(trx, groupId))!, input.teacherIds);
        return { groupId };
      });
    },

    /** The loop's change shows in the next 智能排班; members join and leave as the list says. */
    async updateGroup(db: SchoolDb, input: AttendGroupInput & { groupId: number }) {
      await existingGroup(db, input.groupId);
      await checkLoop(db, input);
      await checkTeachers(db, input.teacherIds);
      await assertGroupNameFree(db, input.groupName, input.groupId);
      await inTransaction(db, async (trx) => {
        await repository.updateGroup(trx, input.groupId, groupColumns(input));
        await repository.replaceLoop(trx, input.groupId, input.loopShiftIds);
        const kept = new Set(input.teacherIds);
        await leaveGroup(trx, (await repository.memberIdsOfGroup(trx, input.groupId)).filter((teacherId) => !kept.has(teacherId)));
        await moveIntoGroup(trx, (await repository.findGroup(trx, input.groupId))!, input.teacherIds);
      });
      return { success: true as const };
    },

    /** Its members become ungrouped, their days after today unplanned; the past keeps the group's days. */
    async deleteGroup(db: SchoolDb, groupId: number) {
      await existingGroup(db, groupId);
      await inTransaction(db, async (trx) => {
        await leaveGroup(trx, await repository.memberIdsOfGroup(trx, groupId));
        await repository.deleteGroup(trx, groupId);
      });
      return { success: true as const };
    },

    async listMembers(db: SchoolDb, input: { groupId: number; searchKey?: string | undefined } & PageInput) {
      await existingGroup(db, input.groupId);
      const [list, total] = await Promise.all([
        repository.listMembers(db, input, rowsOfPage(input)),
        repository.countMembers(db, input.groupId, input.searchKey),
      ]);
      return { list, total };
    },

    async teachersWithGroup(db: SchoolDb, input: repository.TeacherGroupFilter & PageInput) {
      const [list, total] = await Promise.all([
        repository.listTeachersWithGroup(db, input, rowsOfPage(input)),
        repository.countTeachersWithGroup(db, input),
      ]);
      return { list, total };
    },

    async changeTeacherGroup(db: SchoolDb, input: { teacherIds: number[]; groupId: number }) {
      const group = await existingGroup(db, input.groupId);
      await checkTeachers(db, input.teacherIds);
      await inTransaction(db, (trx) => moveIntoGroup(trx, group, input.teacherIds));
      return { success: true as const };
    },

    async removeTeacherFromGroup(db: SchoolDb, teacherIds: number[]) {
      const members = await repository.membershipsOf(db, teacherIds);
      if (members.length !== new Set(teacherIds).size) throw invalidParams('所选教职工不在考勤组中', 'teacherIds');
      await inTransaction(db, (trx) => leaveGroup(trx, teacherIds));
      return { success: true as const };
    },

    // ---- leave types ----

    async listLeaveTypes(db: SchoolDb, status?: number) {
      return (await repository.listLeaveTypes(db, status)).map((type) => ({
        leaveTypeId: type.id,
        leaveTypeName: type.name,
        halfDay: type.halfDay === 1,
        status: type.status,
        statusName: leaveTypeStatusLabel[type.status]!,
      }));
    },

    async addLeaveType(db: SchoolDb, input: { leaveTypeName: string; halfDay: boolean }) {
      if (await repository.liveLeaveTypeNamed(db, input.leaveTypeName)) throw invalidParams(`请假类型「${input.leaveTypeName}」已存在`, 'leaveTypeName');
      const [leaveTypeId] = await repository.insertLeaveTypes(db, [
        { name: input.leaveTypeName, halfDay: Number(input.halfDay), status: Validity.NORMAL, createdAt: now(), deletedAt: null },
      ]);
      return { leaveTypeId: leaveTypeId! };
    },

    async setLeaveTypeStatus(db: SchoolDb, input: { leaveTypeIds: number[]; status: number }) {
      const updated = await repository.setLeaveTypeStatus(db, input.leaveTypeIds, input.status);
      if (updated !== new Set(input.leaveTypeIds).size) throw notFound('请假类型');
      return { success: true as const };
    },

    /** The leave records that name it keep its name: it is marked deleted, not removed. */
    async deleteLeaveType(db: SchoolDb, leaveTypeId: number) {
      if (!(await repository.findLiveLeaveType(db, leaveTypeId))) throw notFound('请假类型');
      await repository.markLeaveTypeDeleted(db, leaveTypeId, now());
      return { success: true as const };
    },

    // ---- scheduling ----

    async month(db: SchoolDb, input: { groupId: number; month: string; departmentId?: number | undefined; searchKey?: string | undefined }) {
      await existingGroup(db, input.groupId);
      const range = monthRange(input.month);
      const members = await repository.listMembers(db, input);
      const [days, rows, valid] = await Promise.all([
        staffDays(db, range),
        repository.scheduleBetween(db, { ...range, teacherIds: members.map((member) => member.teacherId) }),
        repository.listShifts(db, { status: Validity.NORMAL }),
      ]);
      const usedIds = new Set(rows.flatMap((row) => (row.shiftId === null ? [] : [row.shiftId])));
      const shifts = await describeShifts(db, [...valid, ...(await repository.shiftsByIds(db, [...usedIds].filter((id) => !valid.some((shift) => shift.id === id))))]);
      const names = new Map(shifts.map((shift) => [shift.shiftId, shift.shiftName]));
      const rowsByTeacher = groupedBy(rows, (row) => row.teacherId);
      return {
        month: input.month,
        days: days.map((day) => ({ date: day.date, weekday: WEEKDAY_NAMES[day.weekday - 1]!, kind: day.kind, note: day.note })),
        shifts: shifts.map((shift) => ({ shiftId: shift.shiftId, shiftName: shift.shiftName, timeText: shift.timeText })),
        teachers: members.map((member) => ({
          teacherId: member.teacherId,
          teacherName: member.teacherName,
          departmentName: member.departmentName,
          cells: (rowsByTeacher.get(member.teacherId) ?? []).map((row) => ({
            date: row.workDate,
            shiftId: row.shiftId,
            shiftName: row.shiftId === null ? '休息' : (names.get(row.shiftId) ?? ''),
            manual: row.source === ScheduleSource.MANUAL,
          })),
        })),
      };
    },

    /** 智能排班: the group's members over the month, from its loop; planning again changes nothing. */
    async smartSchedule(db: SchoolDb, input: { groupId: number; month: string }) {
      const group = await existingGroup(db, input.groupId);
      const members = (await repository.listMembers(db, { groupId: group.id })).map((member) => member.teacherId);
      if (members.length === 0) throw invalidParams(`考勤组「${group.name}」还没有成员`, 'groupId');
      const days = await inTransaction(db, (trx) => planFromLoop(trx, group, members, monthRange(input.month)));
      return { days };
    },

    /** 手动排班: a shift (or rest) for teachers of a group over a day or a range. */
    async arrange(db: SchoolDb, input: { teacherIds: number[]; startDate: string; endDate: string; shiftId: number | null }) {
      checkRange(input);
      if (input.shiftId !== null) {
        const shift = await liveShift(db, input.shiftId);
        if (shift.status !== Validity.NORMAL) throw invalidParams(`班次「${shift.name}」已设为无效，不能用于排班`, 'shiftId');
      }
      const memberships = await repository.membershipsOf(db, input.teacherIds);
      if (memberships.length !== new Set(input.teacherIds).size) throw invalidParams('所选教职工不在考勤组中，请先加入考勤组', 'teacherIds');
      const days = Array.from({ length: dayCountOf(input) }, (_, index) => addDays(input.startDate, index));
      const rows = memberships.flatMap((member) =>
        days.map((workDate) => ({ teacherId: member.teacherId, workDate, groupId: member.groupId, shiftId: input.shiftId, source: ScheduleSource.MANUAL })),
      );
      await inTransaction(db, async (trx) => {
        await repository.deleteSchedule(trx, { ...input, teacherIds: input.teacherIds });
        await repository.insertSchedule(trx, rows);
      });
      return { days: rows.length };
    },

    /** 批量清除: the range of the group's members (or some of them) becomes 未排班. */
    async clear(db: SchoolDb, input: { groupId: number; startDate: string; endDate: string; teacherIds?: number[] | undefined }) {
      checkRange(input);
      await existingGroup(db, input.groupId);
      const members = await repository.memberIdsOfGroup(db, input.groupId);
      const teacherIds = input.teacherIds ?? members;
      if (teacherIds.some((teacherId) => !members.includes(teacherId))) throw invalidParams('所选教职工不在该考勤组中', 'teacherIds');
      return { days: await repository.deleteSchedule(db, { ...input, teacherIds }) };
    },

    // ---- filters ----

    async groupOptions(db: SchoolDb) {
      return (await repository.listGroups(db)).map((group) => ({ groupId: group.id, groupName: group.name }));
    },

    async workTimeOptions(db: SchoolDb) {
      const shifts = await describeShifts(db, await repository.listShifts(db, { status: Validity.NORMAL }));
      return shifts.map((shift) => ({ shiftId: shift.shiftId, shiftName: shift.shiftName, timeText: shift.timeText }));
    },

    async leaveTypeOptions(db: SchoolDb) {
      return (await repository.listLeaveTypes(db, Validity.NORMAL)).map((type) => ({ leaveTypeId: type.id, leaveTypeName: type.name, halfDay: type.halfDay === 1 }));
    },

    planFromLoop,
  };
}

export type TeacherAttendService = ReturnType<typeof teacherAttendService>;
