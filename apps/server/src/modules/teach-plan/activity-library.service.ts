import {
  ageBandOfGradeLevel,
  GUIDE_DOMAINS,
  GUIDE_SUB_DOMAINS,
  GUIDE_TARGETS,
  grantsModule,
  guideTarget,
  guideTargetTitle,
  LIBRARY_SELECT_LIMIT,
  LibrarySource,
  librarySourceLabel,
  MAX_DAY_ACTIVITIES,
  MAX_WEEK_ACTIVITY_TYPES,
  PlanStatus,
  type AddLibraryActivityInput,
  type AddPlanToWeekInput,
  type AgeBand,
  type LibraryListInput,
  type TeachNoteListInput,
  type UpdateLibraryActivityInput,
  type UpdateTeachWeekInput,
} from '@yuanwu/shared';
import { iso, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findClass } from '../class-group/index.js';
import { attachedFiles } from '../files/index.js';
import { currentYear, semestersOfYears } from '../school-year/index.js';
import { countTeachNotes, teachNoteFiles, teachNotes } from '../teach-note/index.js';
import * as library from './activity-library.repository.js';
import * as repository from './teach-plan.repository.js';
import { withTargets, type TeachPlanService } from './teach-plan.service.js';
import { teachNoteFile } from './teach-plan.xlsx.js';

const DONE = { success: true } as const;

/** Those who manage the teachers write for every class's plans; the others for the classes they teach. */
const MANAGES_ALL_PLANS = 'StaffingManage.TeacherManage';

/** The guide as a tree of domains, sub-domains and targets, with the behaviours of `band` when given. */
function guideTree(band: AgeBand | undefined) {
  return GUIDE_DOMAINS.map((domain) => ({
    domainId: domain.domainId,
    name: domain.name,
    subDomainList: GUIDE_SUB_DOMAINS.filter((sub) => sub.domainId === domain.domainId).map((sub) => ({
      subDomainId: sub.subDomainId,
      name: sub.name,
      targetList: GUIDE_TARGETS.filter((target) => target.subDomainId === sub.subDomainId).map((target) => ({
        targetId: target.targetId,
        name: target.name,
        title: guideTargetTitle(target.targetId),
        behaviours: band ? [...target.behaviours[band]] : [],
      })),
    })),
  }));
}

/**
 * The week plan's calls beyond its grid (环境创设 and 家园共育, the week's own activity types, guide
 * targets), the 活动库 and putting its activities into a week, and the teachers' notes as the
 * plan screens read them.
 */
export function activityLibraryService(deps: { clock: Clock; plans: TeachPlanService }) {
  const { plans } = deps;
  const now = () => iso(deps.clock.now());

  async function loadActivity(db: SchoolDb, activityId: number) {
    const activity = await repository.findActivity(db, activityId);
    if (!activity) throw notFound('活动');
    return activity;
  }

  async function loadWeekType(db: SchoolDb, weekActivityTypeId: number) {
    const type = await library.findWeekType(db, weekActivityTypeId);
    if (!type) throw notFound('本周活动类型');
    return type;
  }

  async function libraryRows(db: SchoolDb, filter: library.LibraryFilter, page: { offset: number; limit: number }) {
    const rows = await library.libraryActivities(db, filter, page);
    const targets = await library.libraryTargets(db, rows.map((row) => row.activityId));
    return rows.map((row) => ({
      ...row,
      sourceName: librarySourceLabel[row.sourceId] ?? '',
      useCount: Number(row.useCount),
      guideTargetIds: targets.filter((target) => target.libraryActivityId === row.activityId).map((target) => target.targetId),
    }));
  }

  async function loadLibraryActivity(db: SchoolDb, activityId: number) {
    const [found] = await libraryRows(db, { activityId }, { offset: 0, limit: 1 });
    if (!found) throw notFound('活动库中的活动');
    return found;
  }

  async function assertSchoolType(db: SchoolDb, typeId: number | null | undefined) {
    if (typeId && !(await repository.findActivityType(db, typeId))) throw notFound('活动类型');
  }

  async function loadNote(db: SchoolDb, teachNoteId: number) {
    const [note] = await teachNotes(db, { teachNoteId }, { offset: 0, limit: 1 });
    if (!note) throw notFound('教学笔记');
    const { fileCount: _fileCount, ...info } = note;
    return { ...info, fileList: await attachedFiles(db, await teachNoteFiles(db, teachNoteId)) };
  }

  return {
    async updateWeek(db: SchoolDb, session: SessionIdentity, input: UpdateTeachWeekInput) {
      await plans.writablePlan(db, session, input.weekId, 'edit');
      await repository.updatePlan(db, input.weekId, { environment: input.environment, familyWork: input.familyWork });
      return DONE;
    },

    async addWeekType(db: SchoolDb, session: SessionIdentity, input: { weekId: number; name: string }) {
      const plan = await plans.writablePlan(db, session, input.weekId, 'edit');
      if ((await library.countWeekTypes(db, plan.weekId)) >= MAX_WEEK_ACTIVITY_TYPES) throw invalidParams(`本周活动类型最多${MAX_WEEK_ACTIVITY_TYPES}个`);
      const weekActivityTypeId = await library.insertWeekType(db, { classId: plan.classId, weekPlanId: plan.weekId, name: input.name });
      if (weekActivityTypeId === undefined) throw invalidParams(`本周已有活动类型「${input.name}」`, 'name');
      return { weekActivityTypeId };
    },

    async renameWeekType(db: SchoolDb, session: SessionIdentity, input: { weekActivityTypeId: number; name: string }) {
      const type = await loadWeekType(db, input.weekActivityTypeId);
      await plans.writablePlan(db, session, type.weekPlanId, 'edit');
      const same = await library.weekTypeNamed(db, type.weekPlanId, input.name);
      if (same && same.id !== type.id) throw invalidParams(`本周已有活动类型「${input.name}」`, 'name');
      await library.renameWeekType(db, type.id, input.name);
      return DONE;
    },

    async removeWeekType(db: SchoolDb, session: SessionIdentity, weekActivityTypeId: number) {
      const type = await loadWeekType(db, weekActivityTypeId);
      await plans.writablePlan(db, session, type.weekPlanId, 'edit');
      if (await library.weekTypeInUse(db, type.id)) throw deleteRefused(`本周还有「${type.name}」类型的活动，请先修改或删除这些活动`);
      await library.deleteWeekType(db, type.id);
      return DONE;
    },

    guide: async (gradeLevel: number | undefined) => guideTree(gradeLevel === undefined ? undefined : ageBandOfGradeLevel(gradeLevel)),

    async setGuideTargets(db: SchoolDb, session: SessionIdentity, input: { activityId: number; guideTargetIds: number[] }) {
      const activity = await loadActivity(db, input.activityId);
      await plans.writablePlan(db, session, activity.weekPlanId, 'edit');
      await inTransaction(db, (trx) => library.setActivityTargets(trx, activity, input.guideTargetIds));
      return DONE;
    },

    /** The activity with its targets named, and their behaviours for the age its class's grade teaches. */
    async weekActivity(db: SchoolDb, activityId: number) {
      const [activity] = await withTargets(db, await repository.activitiesOf(db, { activityId }));
      if (!activity) throw notFound('活动');
      const plan = (await repository.findPlan(db, activity.weekId))!;
      const [found, [source]] = await Promise.all([findClass(db, plan.classId), library.librarySources(db, activity.libraryActivityId ? [activity.libraryActivityId] : [])]);
      const ageBand = found ? (ageBandOfGradeLevel(found.gradeLevel) ?? null) : null;
      return {
        ...activity,
        className: plan.className,
        ageBand,
        libraryActivityName: source?.name ?? null,
        targetList: activity.guideTargetIds.map((targetId) => ({
          targetId,
          title: guideTargetTitle(targetId),
          behaviours: ageBand ? [...guideTarget(targetId)!.behaviours[ageBand]] : [],
        })),
      };
    },

    libraryOptions: (db: SchoolDb, input: { keyword?: string | undefined; activityTypeId?: number | undefined }) => library.libraryOptions(db, input, LIBRARY_SELECT_LIMIT),

    /** The plans of a semester (the current one by default) the caller may still put activities into. */
    async plansForActivities(db: SchoolDb, session: SessionIdentity, semesterId: number | undefined) {
      let semester = semesterId;
      if (!semester) {
        const year = await currentYear(db, plans.today());
        const semesters = year ? await semestersOfYears(db, [year.id]) : [];
        semester = semesters.find((candidate) => candidate.startDate <= plans.today() && plans.today() <= candidate.endDate)?.id;
        if (!semester) return [];
      }
      const teacherId = grantsModule(session.modules, MANAGES_ALL_PLANS) ? null : session.teacherId;
      return library.plansOfSemester(db, { semesterId: semester, statuses: [PlanStatus.DRAFT, PlanStatus.RETURNED], teacherId });
    },

    /** AddPlanToWeek: copies of library activities (type, content, guide targets) in one cell of a week, all or none. */
    async addToWeek(db: SchoolDb, session: SessionIdentity, input: AddPlanToWeekInput) {
      const plan = await plans.writablePlan(db, session, input.weekId, 'edit');
      const [sources, targets] = await Promise.all([library.librarySources(db, input.activityIds), library.libraryTargets(db, input.activityIds)]);
      const missing = input.activityIds.find((id) => !sources.some((source) => source.id === id && source.deletedAt === null));
      if (missing !== undefined) throw notFound(`活动库中的活动（编号${missing}）`);
      if ((await repository.countActivitiesAt(db, plan.weekId, input.dayOfWeek)) + input.activityIds.length > MAX_DAY_ACTIVITIES) throw invalidParams(`每天最多${MAX_DAY_ACTIVITIES}个活动`);
      const ordered = input.activityIds.map((id) => sources.find((source) => source.id === id)!);
      const activityIds = await inTransaction(db, async (trx) => {
        const ids = await repository.insertActivities(
          trx,
          ordered.map((source) => ({
            classId: plan.classId,
            weekPlanId: plan.weekId,
            dayOfWeek: input.dayOfWeek,
            period: input.period,
            activityTypeId: source.activityTypeId,
            name: source.name,
            content: source.content,
            libraryActivityId: source.id,
          })),
        );
        for (const [index, source] of ordered.entries()) {
          const targetIds = targets.filter((target) => target.libraryActivityId === source.id).map((target) => target.targetId);
          await library.setActivityTargets(trx, { id: ids[index]!, classId: plan.classId }, targetIds);
        }
        return ids;
      });
      return { activityIds };
    },

    /** A plan's activity (within reach) becomes a library activity of source 周计划. */
    async copyToLibrary(db: SchoolDb, session: SessionIdentity, activityId: number) {
      const [activity] = await withTargets(db, await repository.activitiesOf(db, { activityId }));
      if (!activity) throw notFound('活动');
      const at = now();
      const id = await inTransaction(db, (trx) =>
        library.insertLibraryActivity(
          trx,
          { source: LibrarySource.PLAN, activityTypeId: activity.activityTypeId, name: activity.activityName, content: activity.content, adderId: session.teacherId, createdAt: at, updatedAt: at },
          activity.guideTargetIds,
        ),
      );
      return { activityId: id };
    },

    /**
     * A lesson of the courseware library becomes a library activity of source 课件库, of the school's
     * activity type of the same name if it has one (集体教学活动 is the school's 集体教学).
     */
    async addFromCourseware(db: SchoolDb, session: SessionIdentity, lesson: { name: string; content: string | null; activityTypeName: string; guideTargetIds: number[] }) {
      const typeName = lesson.activityTypeName.replace(/活动$/, '');
      const type = (await repository.activityTypes(db)).find((row) => row.dicName === lesson.activityTypeName || row.dicName === typeName);
      const at = now();
      const activityId = await inTransaction(db, (trx) =>
        library.insertLibraryActivity(
          trx,
          { source: LibrarySource.COURSEWARE, activityTypeId: type?.id ?? null, name: lesson.name, content: lesson.content, adderId: session.teacherId, createdAt: at, updatedAt: at },
          lesson.guideTargetIds,
        ),
      );
      return { activityId };
    },

    sources: async () => Object.values(LibrarySource).map((sourceId) => ({ sourceId, sourceName: librarySourceLabel[sourceId]! })),

    async libraryList(db: SchoolDb, input: LibraryListInput) {
      const filter = { keyword: input.keyword, activityTypeId: input.activityTypeId, sourceId: input.sourceId };
      const [list, total] = await Promise.all([libraryRows(db, filter, rowsOfPage(input)), library.countLibraryActivities(db, filter)]);
      return { list, total };
    },

    libraryInfo: loadLibraryActivity,

    async addLibraryActivity(db: SchoolDb, session: SessionIdentity, input: AddLibraryActivityInput) {
      await assertSchoolType(db, input.activityTypeId);
      const at = now();
      const activityId = await inTransaction(db, (trx) =>
        library.insertLibraryActivity(
          trx,
          { source: LibrarySource.SCHOOL, activityTypeId: input.activityTypeId ?? null, name: input.activityName, content: input.content, adderId: session.teacherId, createdAt: at, updatedAt: at },
          input.guideTargetIds,
        ),
      );
      return { activityId };
    },

    async updateLibraryActivity(db: SchoolDb, input: UpdateLibraryActivityInput) {
      await loadLibraryActivity(db, input.activityId);
      await assertSchoolType(db, input.activityTypeId);
      await inTransaction(db, (trx) =>
        library.updateLibraryActivity(trx, input.activityId, { name: input.activityName, activityTypeId: input.activityTypeId ?? null, content: input.content, updatedAt: now() }, input.guideTargetIds),
      );
      return DONE;
    },

    async removeLibraryActivity(db: SchoolDb, activityId: number) {
      await loadLibraryActivity(db, activityId);
      await library.markLibraryActivityDeleted(db, activityId, now());
      return DONE;
    },

    async records(db: SchoolDb, input: PageInput & { activityId: number }) {
      await loadLibraryActivity(db, input.activityId);
      const [list, total] = await Promise.all([library.activityRecords(db, input.activityId, rowsOfPage(input)), library.countActivityRecords(db, input.activityId)]);
      return { list, total };
    },

    async plansOfTeacher(db: SchoolDb, input: PageInput & { teacherId: number }) {
      const [list, total] = await Promise.all([repository.plansWrittenBy(db, input.teacherId, rowsOfPage(input)), repository.countPlansWrittenBy(db, input.teacherId)]);
      return { list, total };
    },

    async notes(db: SchoolDb, input: TeachNoteListInput) {
      const { pageIndex, pageSize, ...filter } = input;
      const [rows, total] = await Promise.all([teachNotes(db, filter, rowsOfPage({ pageIndex, pageSize })), countTeachNotes(db, filter)]);
      return { list: rows.map(({ content: _content, ...row }) => ({ ...row, fileCount: Number(row.fileCount) })), total };
    },

    noteInfo: loadNote,

    async exportNote(db: SchoolDb, session: SessionIdentity, teachNoteId: number) {
      const note = await loadNote(db, teachNoteId);
      return teachNoteFile(exportFileName([await schoolNameOf(db, session.schoolId), note.className, note.teacherName, '教学笔记'], plans.today()), note);
    },
  };
}

export type ActivityLibraryService = ReturnType<typeof activityLibraryService>;
