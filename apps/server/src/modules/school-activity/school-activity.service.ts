import {
  ActivityKind,
  activityKindLabel,
  activityTypeName,
  activityTypes,
  questionUnits,
  weekdayLabel,
  type ActivityListInput,
  type ActivityRow,
  type AddOrUpdateAreaInput,
  type AddRegularActivityInput,
  type AddSchoolActivityInput,
  type AreaActivityListInput,
  type AreaRow,
  type AreaUseStatistics,
  type AreaUseStatisticsInput,
  type ReferenceData,
  type RegularActivityDetail,
  type SchoolActivityDetail,
  type StudentActivity,
  type StudentActivityList,
  type StudentActivityListInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays } from '../../core/calendar.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds, classRecordsOf } from '../child/index.js';
import { listClasses } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { currentYear } from '../school-year/index.js';
import { overlap, routinesClash, sessionDates, type Period, type Scheduled } from './activity-sessions.js';
import * as repository from './school-activity.repository.js';

type StoredRow = Awaited<ReturnType<typeof repository.listActivities>>[number];

const unique = (ids: number[]) => [...new Set(ids)];
const timeText = (activity: { startTime: string | null; endTime: string | null }) =>
  activity.startTime && activity.endTime ? `${activity.startTime}-${activity.endTime}` : (activity.startTime ?? '');

/** A routine as a sentence, for a refusal: 小一班的「建构游戏」（周一 09:30-10:10）. */
export const describeRoutine = (routine: { className: string; name: string; weekday: number | null; startTime: string | null; endTime: string | null }) =>
  `${routine.className}的「${routine.name}」（${weekdayLabel[routine.weekday ?? 0] ?? ''} ${timeText(routine)}）`;

function checkActivityType(typeId: number, kind: ActivityKind): void {
  const type = activityTypes.find((candidate) => candidate.id === typeId);
  if (!type || type.tag !== kind) throw invalidParams(`活动类型（编号${typeId}）不是${activityKindLabel[kind]}的类型`);
}

function checkDates(input: { startDate: string; endDate: string }, what: string): void {
  if (input.startDate > input.endDate) throw invalidParams(`${what}的开始日期不能晚于结束日期`);
}

function checkTimes(input: { startTime: string; endTime: string }): void {
  if (input.endTime && !input.startTime) throw invalidParams('填写结束时间前请先填写开始时间');
  if (input.startTime && input.endTime && input.endTime <= input.startTime) throw invalidParams('结束时间须晚于开始时间');
}

export function schoolActivityService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());

  /** The rows with their names of kind, type and classes. */
  async function describeRows(db: SchoolDb, rows: StoredRow[]): Promise<ActivityRow[]> {
    const classes = await repository.classesOfActivities(db, rows.map((row) => row.activityId));
    return rows.map((row) => ({
      ...row,
      kindName: activityKindLabel[row.kind] ?? '',
      typeName: activityTypeName(row.typeId),
      areaName: row.areaName ?? '',
      classes: classes.filter((link) => link.activityId === row.activityId).map(({ classId, className }) => ({ classId, className })),
      startTime: row.startTime ?? '',
      endTime: row.endTime ?? '',
    }));
  }

  async function activityPage(db: SchoolDb, filter: repository.ActivityFilter, page: PageInput) {
    const [rows, total] = await Promise.all([repository.listActivities(db, filter, rowsOfPage(page)), repository.countActivities(db, filter)]);
    return { list: await describeRows(db, rows), total };
  }

  async function storedActivity(db: SchoolDb, activityId: number, kind?: ActivityKind) {
    const found = await repository.findActivity(db, activityId);
    if (!found || (kind && found.kind !== kind)) throw notFound(kind ? activityKindLabel[kind]! : '活动');
    return found;
  }

  async function activityDetail(db: SchoolDb, activityId: number, kind: ActivityKind) {
    const { content, createdByName, ...stored } = await storedActivity(db, activityId, kind);
    const [row] = await describeRows(db, [stored]);
    return { ...row!, content: content ?? '', createdByName };
  }

  async function checkClasses(db: SchoolDb, classIds: number[]): Promise<void> {
    const found = new Set((await repository.classesByIds(db, classIds)).map((row) => row.classId));
    const missing = classIds.find((classId) => !found.has(classId));
    if (missing) throw notFound(`班级（编号${missing}）`);
  }

  async function checkArea(db: SchoolDb, areaId: number | undefined): Promise<void> {
    if (areaId && !(await repository.findArea(db, areaId))) throw notFound('区域');
  }

  /** Refuses a routine that would take its area while another class has it. */
  async function checkNoClash(db: SchoolDb, routine: Scheduled & { areaId: number; weekday: number }, activityId?: number): Promise<void> {
    const others = await repository.routinesInAreas(db, [routine.areaId]);
    const clash = others.find((other) => other.activityId !== activityId && routinesClash(routine, other));
    if (clash) throw invalidParams(`该区域这个时段已安排了${describeRoutine(clash)}`);
  }

  async function checkSchoolActivity(db: SchoolDb, input: AddSchoolActivityInput) {
    checkActivityType(input.typeId, ActivityKind.SCHOOL);
    checkDates(input, '活动');
    checkTimes(input);
    const classIds = unique(input.classIds);
    const unitIds = unique(input.questionUnitIds);
    const unknownUnit = unitIds.find((unitId) => !questionUnits.some((unit) => unit.unitId === unitId));
    if (unknownUnit) throw notFound(`评价单元（编号${unknownUnit}）`);
    await Promise.all([checkClasses(db, classIds), checkArea(db, input.areaId)]);
    return { classIds, unitIds };
  }

  const schoolActivityFields = (input: AddSchoolActivityInput) => ({
    kind: ActivityKind.SCHOOL,
    name: input.name,
    typeId: input.typeId,
    areaId: input.areaId ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    weekday: null,
    startTime: input.startTime || null,
    endTime: input.endTime || null,
    content: input.content || null,
  });

  async function checkRegularActivity(db: SchoolDb, input: AddRegularActivityInput, activityId?: number) {
    checkActivityType(input.typeId, ActivityKind.REGULAR);
    checkDates(input, '常规活动');
    checkTimes(input);
    await Promise.all([checkClasses(db, [input.classId]), checkArea(db, input.areaId)]);
    await checkNoClash(db, { kind: ActivityKind.REGULAR, ...input }, activityId);
  }

  const regularActivityFields = (input: AddRegularActivityInput) => ({
    kind: ActivityKind.REGULAR,
    name: input.name,
    typeId: input.typeId,
    areaId: input.areaId,
    startDate: input.startDate,
    endDate: input.endDate,
    weekday: input.weekday,
    startTime: input.startTime,
    endTime: input.endTime,
    content: input.content || null,
  });

  /** The areas as their rows: classes that use them and how many activities they hold. */
  async function describeAreas(db: SchoolDb, areas: NonNullable<Awaited<ReturnType<typeof repository.findArea>>>[]): Promise<AreaRow[]> {
    const ids = areas.map((area) => area.areaId);
    const [classes, counts] = await Promise.all([repository.classesOfAreas(db, ids), repository.activityCountsOfAreas(db, ids)]);
    return areas.map((area) => ({
      ...area,
      location: area.location ?? '',
      remark: area.remark ?? '',
      classes: classes.filter((link) => link.areaId === area.areaId).map(({ classId, className }) => ({ classId, className })),
      activityCount: counts.get(area.areaId) ?? 0,
    }));
  }

  /** The sessions of every activity of the rows in the period, by area and class. */
  async function sessionsOf(db: SchoolDb, rows: ActivityRow[], period: Period) {
    const calendar = await schoolCalendar(db, { startDate: period.from, endDate: period.to });
    const isClosed = (date: string) => calendar.closedReason(date) !== null;
    return rows.map((row) => ({ row, count: sessionDates(row, period, isClosed).length }));
  }

  return {
    list: (db: SchoolDb, input: ActivityListInput) =>
      activityPage(db, { kind: input.kind, typeId: input.typeId, classId: input.classId, areaId: input.areaId, from: input.startDate, to: input.endDate, searchKey: input.searchKey }, input),

    schoolDetail: async (db: SchoolDb, activityId: number): Promise<SchoolActivityDetail> => {
      const detail = await activityDetail(db, activityId, ActivityKind.SCHOOL);
      const unitIds = (await repository.questionUnitsOf(db, activityId)).map((row) => row.unitId);
      const units = unitIds.flatMap((unitId) => questionUnits.filter((unit) => unit.unitId === unitId)).map((unit) => ({ ...unit, questions: [...unit.questions] }));
      return { ...detail, questionUnits: units };
    },

    regularDetail: (db: SchoolDb, activityId: number): Promise<RegularActivityDetail> => activityDetail(db, activityId, ActivityKind.REGULAR),

    remove: (db: SchoolDb, activityId: number) =>
      inTransaction(db, async (trx) => {
        await storedActivity(trx, activityId);
        await repository.deleteActivity(trx, activityId);
        return { success: true as const };
      }),

    questionUnits: async () => ({ list: questionUnits.map((unit) => ({ ...unit, questions: [...unit.questions] })) }),

    areaOptions: async (db: SchoolDb) => ({ list: (await repository.allAreas(db)).map((area) => ({ ...area, location: area.location ?? '' })) }),

    addSchool: (db: SchoolDb, session: SessionIdentity, input: AddSchoolActivityInput) =>
      inTransaction(db, async (trx) => {
        const links = await checkSchoolActivity(trx, input);
        const at = now();
        const activityId = await repository.insertActivity(trx, { ...schoolActivityFields(input), createdBy: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replaceActivityLinks(trx, activityId, links);
        return { activityId };
      }),

    updateSchool: (db: SchoolDb, input: AddSchoolActivityInput & { activityId: number }) =>
      inTransaction(db, async (trx) => {
        await storedActivity(trx, input.activityId, ActivityKind.SCHOOL);
        const links = await checkSchoolActivity(trx, input);
        await repository.updateActivity(trx, input.activityId, { ...schoolActivityFields(input), updatedAt: now() });
        await repository.replaceActivityLinks(trx, input.activityId, links);
        return { activityId: input.activityId };
      }),

    addRegular: (db: SchoolDb, session: SessionIdentity, input: AddRegularActivityInput) =>
      inTransaction(db, async (trx) => {
        await checkRegularActivity(trx, input);
        const at = now();
        const activityId = await repository.insertActivity(trx, { ...regularActivityFields(input), createdBy: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replaceActivityLinks(trx, activityId, { classIds: [input.classId], unitIds: [] });
        return { activityId };
      }),

    updateRegular: (db: SchoolDb, input: AddRegularActivityInput & { activityId: number }) =>
      inTransaction(db, async (trx) => {
        await storedActivity(trx, input.activityId, ActivityKind.REGULAR);
        await checkRegularActivity(trx, input, input.activityId);
        await repository.updateActivity(trx, input.activityId, { ...regularActivityFields(input), updatedAt: now() });
        await repository.replaceActivityLinks(trx, input.activityId, { classIds: [input.classId], unitIds: [] });
        return { activityId: input.activityId };
      }),

    // ---- areas ----

    async areaPage(db: SchoolDb, input: { searchKey?: string | undefined } & PageInput) {
      const [areas, total] = await Promise.all([repository.listAreas(db, input.searchKey, rowsOfPage(input)), repository.countAreas(db, input.searchKey)]);
      return { list: await describeAreas(db, areas), total };
    },

    async areaDetail(db: SchoolDb, areaId: number): Promise<AreaRow> {
      const area = await repository.findArea(db, areaId);
      if (!area) throw notFound('区域');
      return (await describeAreas(db, [area]))[0]!;
    },

    saveArea: (db: SchoolDb, input: AddOrUpdateAreaInput) =>
      inTransaction(db, async (trx) => {
        const existing = input.areaId ? await repository.findArea(trx, input.areaId) : undefined;
        if (input.areaId && !existing) throw notFound('区域');
        const classIds = unique(input.classIds);
        await checkClasses(trx, classIds);
        if (input.coverFileId) {
          const kept = existing?.coverFileId ? [existing.coverFileId] : [];
          await assertFileReferences(trx, [input.coverFileId], { kinds: ['ActivityLocationCover'], kept });
        }
        const sameName = (await repository.areasNamed(trx, [input.name])).find((area) => area.areaId !== input.areaId);
        if (sameName) throw invalidParams(`已有名为「${input.name}」的区域`, 'name');
        const fields = {
          name: input.name,
          location: input.location || null,
          capacity: input.capacity ?? null,
          coverFileId: input.coverFileId ?? null,
          remark: input.remark || null,
          updatedAt: now(),
        };
        const areaId = existing ? existing.areaId : await repository.insertArea(trx, { ...fields, createdAt: fields.updatedAt });
        if (existing) await repository.updateArea(trx, areaId, fields);
        await repository.replaceAreaClasses(trx, areaId, classIds);
        return { areaId };
      }),

    removeArea: (db: SchoolDb, areaId: number) =>
      inTransaction(db, async (trx) => {
        const area = await repository.findArea(trx, areaId);
        if (!area) throw notFound('区域');
        const used = (await repository.activityCountsOfAreas(trx, [areaId])).get(areaId) ?? 0;
        if (used > 0) throw deleteRefused(`「${area.name}」还有${used}项活动在使用，请先修改或删除这些活动后再删除区域`);
        await repository.deleteArea(trx, areaId);
        return { success: true as const };
      }),

    async referenceData(db: SchoolDb): Promise<ReferenceData> {
      const year = await currentYear(db, today());
      const classes = year ? await listClasses(db, { yearId: year.id }) : [];
      return {
        activityTypes: activityTypes.map((type) => ({ ...type })),
        classes: classes.map((row) => ({ classId: row.classId, className: row.className, gradeName: row.gradeName })),
      };
    },

    async areaActivities(db: SchoolDb, input: AreaActivityListInput) {
      if (!(await repository.findArea(db, input.areaId))) throw notFound('区域');
      return activityPage(db, { areaId: input.areaId, from: input.startDate, to: input.endDate }, input);
    },

    /** Each area's sessions in the period, and each class's share of them; areas used most first. */
    async useStatistics(db: SchoolDb, input: AreaUseStatisticsInput): Promise<AreaUseStatistics> {
      const period = { from: input.startDate, to: input.endDate };
      if (addDays(period.from, 366) < period.to) throw invalidParams('统计时间段最长一年');
      const areas = (await repository.allAreas(db)).filter((area) => !input.areaId || area.areaId === input.areaId);
      if (input.areaId && areas.length === 0) throw notFound('区域');
      const rows = await describeRows(db, await repository.listActivities(db, { areaId: input.areaId, ...period }));
      const sessions = await sessionsOf(db, rows, period);
      const statistics = areas.map((area) => {
        const held = sessions.filter(({ row }) => row.areaId === area.areaId);
        const byClass = new Map<number, { classId: number; className: string; useCount: number }>();
        for (const { row, count } of held) {
          for (const schoolClass of row.classes) {
            const entry = byClass.get(schoolClass.classId) ?? { ...schoolClass, useCount: 0 };
            entry.useCount += count;
            byClass.set(schoolClass.classId, entry);
          }
        }
        const classes = [...byClass.values()].filter((entry) => entry.useCount > 0).sort((a, b) => b.useCount - a.useCount || a.classId - b.classId);
        return { areaId: area.areaId, name: area.name, useCount: held.reduce((sum, { count }) => sum + count, 0), classes };
      });
      statistics.sort((a, b) => b.useCount - a.useCount || a.areaId - b.areaId);
      return { startDate: period.from, endDate: period.to, areas: statistics };
    },

    /** The activities of the classes the child was in, each while the child was in it. */
    async ofStudent(db: SchoolDb, input: StudentActivityListInput): Promise<StudentActivityList> {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const period = { from: input.startDate, to: input.endDate };
      // A class record's end date is the day the child left it: the last day in it is the one before.
      const stays = (await classRecordsOf(db, child.id))
        .map((record) => ({ ...record, span: overlap({ from: record.startDate, to: record.endDate ? addDays(record.endDate, -1) : period.to }, period) }))
        .filter((record): record is typeof record & { span: Period } => record.span !== null);
      const links = await repository.classActivities(db, unique(stays.map((stay) => stay.classId)), period);
      const rows = await describeRows(db, await repository.listActivities(db, { activityIds: unique(links.map((link) => link.activityId)), ...period }));
      const calendar = await schoolCalendar(db, { startDate: period.from, endDate: period.to });
      const isClosed = (date: string) => calendar.closedReason(date) !== null;
      const list: StudentActivity[] = [];
      for (const stay of stays) {
        for (const row of rows.filter((candidate) => links.some((link) => link.activityId === candidate.activityId && link.classId === stay.classId))) {
          const sessionCount = sessionDates(row, stay.span, isClosed).length;
          if (sessionCount > 0) list.push({ ...row, classId: stay.classId, className: stay.className, sessionCount });
        }
      }
      return {
        schoolActivities: list.filter((row) => row.kind === ActivityKind.SCHOOL).sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
        regularActivities: list.filter((row) => row.kind === ActivityKind.REGULAR).sort((a, b) => (a.weekday ?? 0) - (b.weekday ?? 0) || a.startTime.localeCompare(b.startTime)),
      };
    },
  };
}

export type SchoolActivityService = ReturnType<typeof schoolActivityService>;
