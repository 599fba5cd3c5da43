import {
  researchKindLabel,
  researchKinds,
  ResearchKind,
  type AddResearchInput,
  type FileKindName,
  type PlanListInput,
  type ResearchInfo,
  type ResearchRow,
  type TeacherResearchListInput,
  type TeacherResearchPage,
  type UpdateResearchInput,
} from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { teachingWeeks } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
import { attachedFiles } from '../files/index.js';
import { activeTeacherIds, findTeacher } from '../teacher/index.js';
import * as repository from './teach-research.repository.js';

const ATTACHMENT_KIND: FileKindName = 'TeachResearch';

type Semester = Awaited<ReturnType<typeof repository.semesters>>[number];
type StoredRow = Awaited<ReturnType<typeof repository.listResearch>>[number];

const unique = (ids: number[]) => [...new Set(ids)];

/** The semester a day falls in, and its teaching week (Monday to Sunday, numbered from the first). */
function placeInSemester(semesters: Semester[], date: string) {
  const semester = semesters.find((candidate) => candidate.startDate <= date && date <= candidate.endDate);
  if (!semester) return { semesterId: null, semesterName: null, yearName: null, weekIndex: null };
  const week = teachingWeeks(semester, date).find((candidate) => candidate.isCurrent);
  return { semesterId: semester.semesterId, semesterName: semester.semesterName, yearName: semester.yearName, weekIndex: week?.weekIndex ?? null };
}

/** Of two optional dates, the later and the earlier: a period narrowed by another. */
const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

function checkDateRange(range: { startDate?: string | undefined; endDate?: string | undefined }) {
  if (range.startDate && range.endDate && range.startDate > range.endDate) throw invalidParams('开始日期不能晚于结束日期');
}

function checkTimes(input: { startTime: string; endTime: string }) {
  if (input.endTime && !input.startTime) throw invalidParams('填写结束时间前请先填写开始时间');
  if (input.startTime && input.endTime && input.endTime <= input.startTime) throw invalidParams('结束时间须晚于开始时间');
}

export function teachResearchService(deps: { clock: Clock }) {
  const now = () => iso(deps.clock.now());

  /** The page's rows with their participants, attachment counts, semesters and weeks. */
  async function describeRows(db: SchoolDb, rows: StoredRow[]): Promise<ResearchRow[]> {
    const ids = rows.map((row) => row.researchId);
    const [participants, attachmentCounts, semesters] = await Promise.all([
      repository.participantsOf(db, ids),
      repository.attachmentCounts(db, ids),
      repository.semesters(db),
    ]);
    return rows.map((row) => ({
      ...row,
      kindName: researchKindLabel[row.kind] ?? '',
      startTime: row.startTime ?? '',
      endTime: row.endTime ?? '',
      place: row.place ?? '',
      participants: participants.filter((item) => item.researchId === row.researchId).map(({ teacherId, teacherName }) => ({ teacherId, teacherName })),
      ...placeInSemester(semesters, row.researchDate),
      attachmentCount: attachmentCounts.get(row.researchId) ?? 0,
    }));
  }

  /** The dates a semester (and one of its weeks) and a date range leave. */
  async function periodOf(db: SchoolDb, input: { semesterId?: number | undefined; weekIndex?: number | undefined; startDate?: string | undefined; endDate?: string | undefined }) {
    checkDateRange(input);
    if (input.weekIndex && !input.semesterId) throw invalidParams('按周次筛选时请选择学期');
    if (!input.semesterId) return { from: input.startDate, to: input.endDate };
    const semester = (await repository.semesters(db)).find((candidate) => candidate.semesterId === input.semesterId);
    if (!semester) throw notFound('学期');
    let span = { from: semester.startDate, to: semester.endDate };
    if (input.weekIndex) {
      const week = teachingWeeks(semester, semester.startDate).find((candidate) => candidate.weekIndex === input.weekIndex);
      if (!week) throw invalidParams(`${semester.semesterName}没有第${input.weekIndex}周`);
      span = { from: later(week.startDate, span.from)!, to: earlier(week.endDate, span.to)! };
    }
    return { from: later(span.from, input.startDate), to: earlier(span.to, input.endDate) };
  }

  /** A legacy list: one kind; only plans are also found by week, the other lists have no weekIndex. */
  async function kindPage(db: SchoolDb, kind: ResearchKind, input: PlanListInput) {
    const filter = { kind, ...(await periodOf(db, input)), teacherId: input.teacherId, searchKey: input.searchKey };
    const [rows, total] = await Promise.all([repository.listResearch(db, filter, rowsOfPage(input)), repository.countResearch(db, filter)]);
    return { list: await describeRows(db, rows), total };
  }

  async function kindInfo(db: SchoolDb, kind: ResearchKind, researchId: number): Promise<ResearchInfo> {
    const found = await repository.findResearch(db, researchId);
    if (!found || found.kind !== kind) throw notFound('教研记录');
    const { content, outcome, createdById, createdByName, ...stored } = found;
    const [[row], attachments] = await Promise.all([describeRows(db, [stored]), repository.attachmentsOf(db, researchId).then((rows) => attachedFiles(db, rows))]);
    return {
      ...row!,
      content,
      outcome: outcome ?? '',
      attachments,
      createdById,
      createdByName,
    };
  }

  /**
   * Checks what a record refers to and answers its participants without the organizer. New names
   * must be staff at work; those already on the record stay even after leaving, so it can be edited.
   */
  async function checkReferences(db: SchoolDb, input: AddResearchInput, existing?: { researchId: number; organizerId: number }) {
    checkTimes(input);
    if (input.kind === ResearchKind.PLAN && !placeInSemester(await repository.semesters(db), input.researchDate).semesterId) {
      throw invalidParams('教研计划的日期须在学期之内，请先在学年管理中设置学期');
    }
    const participantIds = unique(input.participantIds).filter((teacherId) => teacherId !== input.organizerId);
    const kept = existing
      ? new Set([existing.organizerId, ...(await repository.participantsOf(db, [existing.researchId])).map((item) => item.teacherId)])
      : new Set<number>();
    const active = await activeTeacherIds(db, [input.organizerId, ...participantIds]);
    const allowed = (teacherId: number) => active.has(teacherId) || kept.has(teacherId);
    if (!allowed(input.organizerId)) throw invalidParams('主持人须为本园在职教职工');
    if (!participantIds.every(allowed)) throw invalidParams('参与教师须为本园在职教职工');

    await assertFileReferences(db, input.fileIds, { kinds: [ATTACHMENT_KIND] });
    return { participantIds, fileIds: input.fileIds };
  }

  const recordFields = (input: AddResearchInput) => ({
    kind: input.kind,
    title: input.title,
    researchDate: input.researchDate,
    startTime: input.startTime || null,
    endTime: input.endTime || null,
    place: input.place || null,
    organizerId: input.organizerId,
    content: input.content,
    outcome: input.outcome || null,
  });

  return {
    list: kindPage,
    info: kindInfo,

    add: (db: SchoolDb, session: SessionIdentity, input: AddResearchInput) =>
      inTransaction(db, async (trx) => {
        const links = await checkReferences(trx, input);
        const at = now();
        const researchId = await repository.insertResearch(trx, { ...recordFields(input), createdBy: session.teacherId, createdAt: at, updatedAt: at });
        await repository.replaceLinks(trx, researchId, links);
        return { researchId };
      }),

    update: (db: SchoolDb, input: UpdateResearchInput) =>
      inTransaction(db, async (trx) => {
        const existing = await repository.findResearch(trx, input.researchId);
        if (!existing) throw notFound('教研记录');
        const links = await checkReferences(trx, input, existing);
        await repository.updateResearch(trx, input.researchId, { ...recordFields(input), updatedAt: now() });
        await repository.replaceLinks(trx, input.researchId, links);
        return { researchId: input.researchId };
      }),

    remove: (db: SchoolDb, researchId: number) =>
      inTransaction(db, async (trx) => {
        if (!(await repository.findResearch(trx, researchId))) throw notFound('教研记录');
        await repository.deleteResearch(trx, researchId);
        return { success: true as const };
      }),

    /** 教研情况 of a teacher (also one who has left): the records they led or joined, and counts by kind. */
    async ofTeacher(db: SchoolDb, input: TeacherResearchListInput): Promise<TeacherResearchPage> {
      checkDateRange(input);
      if (!(await findTeacher(db, input.teacherId))) throw notFound('教师');
      const period = { teacherId: input.teacherId, from: input.startDate, to: input.endDate };
      const filter = { ...period, kind: input.kind };
      const [rows, total, counts] = await Promise.all([
        repository.listResearch(db, filter, rowsOfPage(input)),
        repository.countResearch(db, filter),
        repository.countByKind(db, period),
      ]);
      const list = (await describeRows(db, rows)).map((row) => ({ ...row, isOrganizer: row.organizerId === input.teacherId }));
      const kindCounts = researchKinds.map((kind) => ({ kind, kindName: researchKindLabel[kind]!, count: counts.get(kind) ?? 0 }));
      return { list, total, kindCounts };
    },
  };
}

export type TeachResearchService = ReturnType<typeof teachResearchService>;
