import {
  ageBandOfGradeLevel,
  courseActivityTypes,
  CourseSource,
  courseSourceLabel,
  courseSubjectLabel,
  courseSubjects,
  courseVisibilityLabel,
  CourseVisibility,
  gradeLevelLabel,
  GUIDE_DOMAINS,
  GUIDE_SUB_DOMAINS,
  GUIDE_TARGETS,
  LIBRARY_CONTENT_MAX,
  guideDomainLabel,
  guideSubDomain,
  guideTarget,
  IMAGE_TYPES,
  subjectCoverUrl,
  type AddActivityPointListInput,
  type AddCoursewareInput,
  type AddSeriesInput,
  type CopyCoursewareInput,
  type CourseGuideTarget,
  type CourseGuideTargetTree,
  type CourseResourceInput,
  type CourseShelfListInput,
  type CourseSource as Source,
  type CourseSubject,
  type CourseThemeRow,
  type CourseVisibility as Visibility,
  type CoursewareFilter,
  type CoursewareInfo,
  type CoursewareListInput,
  type CoursewareRow,
  type RemoveCoursewareInput,
  type SeriesCoursewareInput,
  type SeriesRow,
  type UpdateActivityPointInput,
  type UpdateCoursewareInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { iso, type Clock } from '../../clock.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { assertFileReferences, attachedFiles, type FileService } from '../files/index.js';
import { findSchool, schoolFamily } from '../school/index.js';
import type { ActivityLibraryService } from '../teach-plan/index.js';
import * as repository from './courseware.repository.js';
import type { StoredCourseware, StoredShelf, Viewer } from './courseware.repository.js';

export interface CoursewareServiceDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  /** The activity library a lesson is stored into, to be put into week plans. */
  activityLibrary: Pick<ActivityLibraryService, 'addFromCourseware'>;
  /** Removes the files a lesson lets go, unless another record still names them. */
  files: Pick<FileService, 'removeUnused'>;
}

const COURSEWARE_KINDS = ['Courseware'] as const;
const done = { success: true as const };

/** The covers are the same pictures for every call: drawn once. */
const coverUrls = new Map(courseSubjects.map((subject) => [subject, subjectCoverUrl(subject)]));
export const coverUrlOf = (subject: number) => coverUrls.get(subject as CourseSubject) ?? coverUrls.get(8)!;

export function guideTargetOf(targetId: number): CourseGuideTarget | undefined {
  const target = guideTarget(targetId);
  if (!target) return undefined;
  return {
    targetId,
    domainId: target.domainId,
    domainName: guideDomainLabel[target.domainId] ?? '',
    subDomainName: guideSubDomain(target.subDomainId)?.name ?? '',
    targetName: target.name,
  };
}

function sourceOf(lesson: StoredCourseware, viewer: Viewer): Source {
  if (lesson.schoolId !== viewer.schoolId) return CourseSource.GROUP;
  return lesson.copiedFromId === null ? CourseSource.OWN : CourseSource.COPIED;
}

function rowOf(lesson: StoredCourseware, viewer: Viewer): CoursewareRow {
  const isOwn = lesson.schoolId === viewer.schoolId;
  const sourceId = sourceOf(lesson, viewer);
  return {
    coursewareId: lesson.id,
    coursewareName: lesson.name,
    schoolId: lesson.schoolId,
    schoolName: lesson.schoolName,
    gradeId: lesson.gradeLevel,
    gradeName: gradeLevelLabel[lesson.gradeLevel] ?? '',
    subjectId: lesson.subject,
    subjectName: courseSubjectLabel[lesson.subject as CourseSubject] ?? '',
    // Another school's files are its own: a shared lesson shows its subject's cover.
    coverFileId: isOwn ? lesson.coverFileId : null,
    coverUrl: coverUrlOf(lesson.subject),
    visibility: lesson.visibility,
    visibilityName: courseVisibilityLabel[lesson.visibility as Visibility] ?? '',
    sourceId,
    sourceName: courseSourceLabel[sourceId],
    seriesId: isOwn ? lesson.seriesId : null,
    seriesName: isOwn ? lesson.seriesName : '',
    themeId: isOwn ? lesson.themeId : null,
    themeName: isOwn ? lesson.themeName : '',
    activityType: lesson.activityType ?? '',
    adderId: lesson.adderId,
    adderName: lesson.adderName,
    isOwn,
    addTime: lesson.createdAt,
    updateTime: lesson.updatedAt,
  };
}

function shelfOf(shelf: StoredShelf) {
  return {
    gradeId: shelf.gradeLevel,
    gradeName: shelf.gradeLevel === null ? '全部年级' : (gradeLevelLabel[shelf.gradeLevel] ?? ''),
    description: shelf.description ?? '',
    coursewareNum: Number(shelf.coursewareNum ?? 0),
    isDeleted: shelf.deletedAt !== null,
    adderName: shelf.adderName,
    addTime: shelf.createdAt,
  };
}
const seriesRowOf = (shelf: StoredShelf): SeriesRow => ({ seriesId: shelf.id, seriesName: shelf.name, ...shelfOf(shelf) });
const themeRowOf = (shelf: StoredShelf): CourseThemeRow => ({ themeId: shelf.id, themeName: shelf.name, ...shelfOf(shelf) });

const SHELVES = {
  courseSeries: { what: '系列', field: 'seriesName' },
  courseTheme: { what: '课程主题', field: 'themeName' },
} as const;
type Shelf = keyof typeof SHELVES;

/**
 * 课件库: the school's lessons and the group's shared ones. A lesson's own fields and each of its
 * parts are written by calls of their own, each touching its part alone. Lessons of other schools
 * are read on the platform handle through one visibility rule (repository.visibleTo); every write
 * goes through the school's handle, so that it reaches the school's own lessons only.
 */
export function coursewareService(deps: CoursewareServiceDeps) {
  const now = () => iso(deps.clock.now());

  async function viewerOf(session: SessionIdentity): Promise<Viewer> {
    const school = await findSchool(deps.db, session.schoolId);
    const parentSchoolId = school?.parentId ?? null;
    const family = await schoolFamily(deps.db, parentSchoolId ?? session.schoolId);
    return {
      schoolId: session.schoolId,
      teacherId: session.teacherId,
      groupSchoolIds: family.map((member) => member.schoolId).filter((schoolId) => schoolId !== session.schoolId),
      parentSchoolId,
    };
  }

  async function visible(session: SessionIdentity, coursewareId: number) {
    const viewer = await viewerOf(session);
    const lesson = await repository.findVisible(deps.db, viewer, coursewareId);
    if (!lesson) throw notFound('课件');
    return { lesson, viewer };
  }

  /** The school's own lesson the caller may change: a private one only its author. */
  async function own(db: SchoolDb, session: SessionIdentity, coursewareId: number) {
    const lesson = await repository.findOwn(db, coursewareId);
    if (!lesson || (lesson.visibility === CourseVisibility.PRIVATE && lesson.adderId !== session.teacherId)) throw notFound('课件');
    return lesson;
  }

  /** Changes one part of a lesson (and its change time) in one transaction. */
  async function changePart(db: SchoolDb, session: SessionIdentity, coursewareId: number, change: (trx: SchoolDb) => Promise<void>) {
    await own(db, session, coursewareId);
    await inTransaction(db, async (trx) => {
      await change(trx);
      await repository.updateCourseware(trx, coursewareId, { updatedAt: now() });
    });
    return done;
  }

  async function keptShelf(db: SchoolDb, shelf: Shelf, id: number | null, field: string) {
    if (id === null) return;
    const found = await repository.findShelf(db, shelf, id);
    if (!found || found.deletedAt !== null) throw invalidParams(`${SHELVES[shelf].what}不存在或已删除`, field);
  }

  async function checkedCover(db: SchoolDb, session: SessionIdentity, coverFileId: number | null, kept: number | null) {
    if (coverFileId === null) return;
    await assertFileReferences(db, [coverFileId], { kinds: COURSEWARE_KINDS, uploadedBy: session.teacherId, kept: kept === null ? [] : [kept] });
    const [cover] = await attachedFiles(db, [{ fileId: coverFileId }]);
    if (!cover || !IMAGE_TYPES.includes(cover.fileType)) throw invalidParams(`封面须为图片（${IMAGE_TYPES.join('、')}）`, 'coverFileId');
  }

  async function checkedFields(db: SchoolDb, session: SessionIdentity, input: AddCoursewareInput, keptCover: number | null) {
    await keptShelf(db, 'courseSeries', input.seriesId, 'seriesId');
    await keptShelf(db, 'courseTheme', input.themeId, 'themeId');
    await checkedCover(db, session, input.coverFileId, keptCover);
    return {
      name: input.coursewareName,
      gradeLevel: input.gradeId,
      subject: input.subjectId,
      visibility: input.visibility,
      seriesId: input.seriesId,
      themeId: input.themeId,
      activityType: input.activityType,
      coverFileId: input.coverFileId,
      introduction: input.introduction,
      durationMinutes: input.durationMinutes,
    };
  }

  async function shelfPage(db: SchoolDb, shelf: Shelf, input: CourseShelfListInput) {
    const [rows, total] = await Promise.all([
      repository.shelfPage(db, shelf, input, rowsOfPage(input)),
      repository.shelfCount(db, shelf, input.isDeleted, input.searchKey),
    ]);
    return { rows, total };
  }

  async function addShelf(db: SchoolDb, session: SessionIdentity, shelf: Shelf, fields: { name: string; gradeLevel: number | null; description: string | null }) {
    await assertNameFree(db, shelf, fields.name, null);
    return repository.insertShelf(db, shelf, { ...fields, adderId: session.teacherId, createdAt: now() });
  }

  async function assertNameFree(db: SchoolDb, shelf: Shelf, name: string, exceptId: number | null) {
    const taken = await repository.findShelfByName(db, shelf, name);
    if (!taken || taken.id === exceptId) return;
    const { what, field } = SHELVES[shelf];
    throw invalidParams(taken.deletedAt === null ? `${what}名称已存在` : `已删除的${what}中有同名的，请恢复它或换个名称`, field);
  }

  async function existingShelf(db: SchoolDb, shelf: Shelf, id: number) {
    const found = await repository.findShelf(db, shelf, id);
    if (!found) throw notFound(SHELVES[shelf].what);
    return found;
  }

  async function updateShelf(db: SchoolDb, shelf: Shelf, id: number, fields: { name: string; gradeLevel: number | null; description: string | null }) {
    const found = await existingShelf(db, shelf, id);
    if (found.deletedAt !== null) throw notAllowed(`${SHELVES[shelf].what}已删除，请先恢复`);
    await assertNameFree(db, shelf, fields.name, id);
    await repository.updateShelf(db, shelf, id, fields);
    return done;
  }

  /** Deleting keeps the row and its lessons' link to it, so that resuming brings it back whole. */
  async function setShelfDeleted(db: SchoolDb, shelf: Shelf, id: number, deleted: boolean) {
    const found = await existingShelf(db, shelf, id);
    const what = SHELVES[shelf].what;
    if ((found.deletedAt !== null) === deleted) throw invalidParams(deleted ? `${what}已删除` : `${what}未删除，无需恢复`);
    await repository.updateShelf(db, shelf, id, { deletedAt: deleted ? now() : null });
    return done;
  }

  async function list(session: SessionIdentity, filter: CoursewareFilter, page: { pageIndex: number; pageSize: number }) {
    const viewer = await viewerOf(session);
    const [rows, total] = await Promise.all([repository.coursewarePage(deps.db, viewer, filter, rowsOfPage(page)), repository.coursewareCount(deps.db, viewer, filter)]);
    return { list: rows.map((row) => rowOf(row, viewer)), total };
  }

  return {
    /** The platform handle the library reads other schools' shared lessons through. */
    platformDb: deps.db,
    viewerOf,
    visible,
    own,

    sources: () => Object.values(CourseSource).map((sourceId) => ({ sourceId, sourceName: courseSourceLabel[sourceId] })),
    grades: () => Object.entries(gradeLevelLabel).map(([gradeId, gradeName]) => ({ gradeId: Number(gradeId), gradeName })),
    subjects: () => courseSubjects.map((subjectId) => ({ subjectId, subjectName: courseSubjectLabel[subjectId], coverUrl: coverUrlOf(subjectId) })),
    activityTypes: () => courseActivityTypes.map((activityTypeName) => ({ activityTypeName })),

    async seriesOptions(db: SchoolDb) {
      return (await repository.keptShelves(db, 'courseSeries')).map(seriesRowOf);
    },
    async themeOptions(db: SchoolDb) {
      return (await repository.keptShelves(db, 'courseTheme')).map((theme) => ({ themeId: theme.id, themeName: theme.name }));
    },

    list: (session: SessionIdentity, input: CoursewareListInput) => list(session, input, input),
    async count(session: SessionIdentity, filter: CoursewareFilter) {
      return { count: await repository.coursewareCount(deps.db, await viewerOf(session), filter) };
    },

    /** A lesson the caller sees, stored into the school's activity library: its name, goals (as the content), guide targets and type. */
    async toActivityLibrary(db: SchoolDb, session: SessionIdentity, coursewareId: number) {
      const { lesson } = await visible(session, coursewareId);
      const parts = await repository.partsOf(deps.db, coursewareId);
      const goals = parts.goals.map((goal, index) => `${index + 1}. ${goal.content}`).join('\n');
      const content = (goals || lesson.introduction || '').slice(0, LIBRARY_CONTENT_MAX) || null;
      return deps.activityLibrary.addFromCourseware(db, session, { name: lesson.name, content, activityTypeName: lesson.activityType ?? '', guideTargetIds: parts.targetIds });
    },

    async info(session: SessionIdentity, coursewareId: number): Promise<CoursewareInfo> {
      const { lesson, viewer } = await visible(session, coursewareId);
      const parts = await repository.partsOf(deps.db, coursewareId);
      // The files are the owner school's: read through its handle (a shared lesson lists them, its school opens them).
      const resources = await attachedFiles(deps.schoolDb(lesson.schoolId), parts.fileIds.map((fileId) => ({ fileId })));
      return {
        ...rowOf(lesson, viewer),
        introduction: lesson.introduction ?? '',
        durationMinutes: lesson.durationMinutes,
        activityPrepare: lesson.activityPrepare ?? '',
        activityProcess: lesson.activityProcess ?? '',
        teachCase: lesson.teachCase ?? '',
        resources: resources.map(({ fileId, fileName, fileType, size }) => ({ fileId, fileName, fileType, size })),
        goals: parts.goals,
        guideTargets: parts.targetIds.flatMap((targetId) => guideTargetOf(targetId) ?? []),
        activityPoints: parts.points.map((point) => ({ ...point, targetName: point.targetId === null ? '' : (guideTargetOf(point.targetId)?.targetName ?? '') })),
        copiedFromId: lesson.schoolId === viewer.schoolId ? lesson.copiedFromId : null,
        lessonCount: lesson.schoolId === viewer.schoolId ? parts.lessonCount : 0,
      };
    },

    guideTree(gradeLevel: number | undefined): CourseGuideTargetTree {
      const band = gradeLevel === undefined ? undefined : ageBandOfGradeLevel(gradeLevel);
      return GUIDE_DOMAINS.map((domain) => ({
        domainId: domain.domainId,
        domainName: domain.name,
        subDomains: GUIDE_SUB_DOMAINS.filter((sub) => sub.domainId === domain.domainId).map((sub) => ({
          subDomainId: sub.subDomainId,
          subDomainName: sub.name,
          targets: GUIDE_TARGETS.filter((target) => target.subDomainId === sub.subDomainId).map((target) => ({
            targetId: target.targetId,
            targetName: target.name,
            behaviours: band ? [...target.behaviours[band]] : [],
          })),
        })),
      }));
    },

    async guideTargets(session: SessionIdentity, coursewareId: number) {
      await visible(session, coursewareId);
      const { targetIds } = await repository.partsOf(deps.db, coursewareId);
      return targetIds.flatMap((targetId) => guideTargetOf(targetId) ?? []);
    },

    async add(db: SchoolDb, session: SessionIdentity, input: AddCoursewareInput) {
      const fields = await checkedFields(db, session, input, null);
      const at = now();
      const coursewareId = await repository.insertCourseware(db, { ...fields, copiedFromId: null, adderId: session.teacherId, createdAt: at, updatedAt: at });
      return { coursewareId };
    },

    async update(db: SchoolDb, session: SessionIdentity, input: UpdateCoursewareInput) {
      const lesson = await own(db, session, input.coursewareId);
      const fields = await checkedFields(db, session, input, lesson.coverFileId);
      await repository.updateCourseware(db, lesson.id, { ...fields, updatedAt: now() });
      if (lesson.coverFileId !== null && lesson.coverFileId !== input.coverFileId) await deps.files.removeUnused(db, [lesson.coverFileId]);
      return done;
    },

    async remove(db: SchoolDb, session: SessionIdentity, coursewareId: number) {
      const lesson = await own(db, session, coursewareId);
      // The whole school's timetable, not only the classes the caller's data scope reaches.
      const school = deps.schoolDb(session.schoolId);
      const taught = await repository.lessonCountOf(school, coursewareId);
      if (taught > 0) throw notAllowed(`课件已排课${taught}节（含已删除的课节），不能删除；可把它设为私有`);
      const files = [...(await repository.resourceFileIds(db, coursewareId)), ...(lesson.coverFileId === null ? [] : [lesson.coverFileId])];
      await inTransaction(db, (trx) => repository.deleteCourseware(trx, coursewareId));
      await deps.files.removeUnused(db, files);
      return done;
    },

    /**
     * Copies a lesson the caller sees into the caller's school, private to nobody (仅本园), with its
     * text parts, goals, guide targets and activity points. Files are each school's own: a copy
     * within the school keeps the cover and resources, a copy from another school shows its
     * subject's cover and has its resources uploaded anew.
     */
    async copy(db: SchoolDb, session: SessionIdentity, input: CopyCoursewareInput) {
      const { lesson } = await visible(session, input.coursewareId);
      await keptShelf(db, 'courseSeries', input.seriesId, 'seriesId');
      const parts = await repository.partsOf(deps.db, lesson.id);
      const sameSchool = lesson.schoolId === session.schoolId;
      const at = now();
      const coursewareId = await inTransaction(db, async (trx) => {
        const id = await repository.insertCourseware(trx, {
          name: lesson.name,
          gradeLevel: lesson.gradeLevel,
          subject: lesson.subject,
          visibility: CourseVisibility.SCHOOL,
          seriesId: input.seriesId,
          themeId: sameSchool ? lesson.themeId : null,
          activityType: lesson.activityType,
          coverFileId: sameSchool ? lesson.coverFileId : null,
          introduction: lesson.introduction,
          durationMinutes: lesson.durationMinutes,
          activityPrepare: lesson.activityPrepare,
          activityProcess: lesson.activityProcess,
          teachCase: lesson.teachCase,
          copiedFromId: lesson.id,
          adderId: session.teacherId,
          createdAt: at,
          updatedAt: at,
        });
        if (sameSchool) await repository.replaceResources(trx, id, parts.fileIds);
        await repository.insertGoals(trx, id, parts.goals.map((goal) => goal.content));
        await repository.replaceGuideTargets(trx, id, parts.targetIds);
        await repository.insertPoints(trx, id, parts.points.map(({ content, targetId }) => ({ content, targetId })));
        return id;
      });
      return { coursewareId };
    },

    async removeFromSeries(db: SchoolDb, session: SessionIdentity, input: RemoveCoursewareInput) {
      const lesson = await own(db, session, input.coursewareId);
      if (lesson.seriesId === null || (input.seriesId !== undefined && lesson.seriesId !== input.seriesId)) throw invalidParams('课件不在该系列中', 'seriesId');
      await repository.updateCourseware(db, lesson.id, { seriesId: null, updatedAt: now() });
      return done;
    },

    // ---------- the parts, one call each ----------

    setPrepare: (db: SchoolDb, session: SessionIdentity, coursewareId: number, text: string | null) =>
      changePart(db, session, coursewareId, (trx) => repository.updateCourseware(trx, coursewareId, { activityPrepare: text })),
    setProcess: (db: SchoolDb, session: SessionIdentity, coursewareId: number, text: string | null) =>
      changePart(db, session, coursewareId, (trx) => repository.updateCourseware(trx, coursewareId, { activityProcess: text })),
    setTeachCase: (db: SchoolDb, session: SessionIdentity, coursewareId: number, text: string | null) =>
      changePart(db, session, coursewareId, (trx) => repository.updateCourseware(trx, coursewareId, { teachCase: text })),
    setGuideTargets: (db: SchoolDb, session: SessionIdentity, coursewareId: number, targetIds: readonly number[]) =>
      changePart(db, session, coursewareId, (trx) => repository.replaceGuideTargets(trx, coursewareId, targetIds)),

    async setResources(db: SchoolDb, session: SessionIdentity, input: CourseResourceInput) {
      await own(db, session, input.coursewareId);
      const before = await repository.resourceFileIds(db, input.coursewareId);
      await assertFileReferences(db, input.fileIds, { kinds: COURSEWARE_KINDS, uploadedBy: session.teacherId, kept: before });
      await changePart(db, session, input.coursewareId, (trx) => repository.replaceResources(trx, input.coursewareId, input.fileIds));
      const kept = new Set(input.fileIds);
      await deps.files.removeUnused(db, before.filter((fileId) => !kept.has(fileId)));
      return done;
    },

    async addGoal(db: SchoolDb, session: SessionIdentity, input: { coursewareId: number; content: string }) {
      let goalId = 0;
      await changePart(db, session, input.coursewareId, async (trx) => {
        [goalId] = (await repository.insertGoals(trx, input.coursewareId, [input.content])) as [number];
      });
      return { goalId };
    },
    async updateGoal(db: SchoolDb, session: SessionIdentity, input: { goalId: number; content: string }) {
      const goal = await repository.findGoal(db, input.goalId);
      if (!goal) throw notFound('活动目标');
      return changePart(db, session, goal.coursewareId, (trx) => repository.updateGoal(trx, goal.id, input.content));
    },
    async removeGoal(db: SchoolDb, session: SessionIdentity, goalId: number) {
      const goal = await repository.findGoal(db, goalId);
      if (!goal) throw notFound('活动目标');
      return changePart(db, session, goal.coursewareId, (trx) => repository.deleteGoal(trx, goal.id));
    },

    async addPoints(db: SchoolDb, session: SessionIdentity, input: AddActivityPointListInput) {
      let pointIds: number[] = [];
      await changePart(db, session, input.coursewareId, async (trx) => {
        pointIds = await repository.insertPoints(trx, input.coursewareId, input.pointList);
      });
      return { pointIds };
    },
    async updatePoint(db: SchoolDb, session: SessionIdentity, input: UpdateActivityPointInput) {
      const point = await repository.findPoint(db, input.pointId);
      if (!point) throw notFound('活动要点');
      return changePart(db, session, point.coursewareId, (trx) => repository.updatePoint(trx, point.id, { content: input.content, targetId: input.targetId }));
    },
    async removePoint(db: SchoolDb, session: SessionIdentity, pointId: number) {
      const point = await repository.findPoint(db, pointId);
      if (!point) throw notFound('活动要点');
      return changePart(db, session, point.coursewareId, (trx) => repository.deletePoint(trx, point.id));
    },

    // ---------- series and themes ----------

    async seriesCount(db: SchoolDb) {
      const [seriesCount, deletedSeriesCount, totals] = await Promise.all([
        repository.shelfCount(db, 'courseSeries', false),
        repository.shelfCount(db, 'courseSeries', true),
        repository.coursewareTotals(db),
      ]);
      return { seriesCount, deletedSeriesCount, coursewareCount: totals.total, coursewareInSeriesCount: totals.inSeries };
    },
    async seriesList(db: SchoolDb, input: CourseShelfListInput) {
      const { rows, total } = await shelfPage(db, 'courseSeries', input);
      return { list: rows.map(seriesRowOf), total };
    },
    async series(db: SchoolDb, seriesId: number) {
      return seriesRowOf(await existingShelf(db, 'courseSeries', seriesId));
    },
    async seriesCourseware(db: SchoolDb, session: SessionIdentity, input: SeriesCoursewareInput) {
      await existingShelf(db, 'courseSeries', input.seriesId);
      return list(session, { seriesId: input.seriesId, searchKey: input.searchKey }, input);
    },
    async seriesCoursewareCount(db: SchoolDb, session: SessionIdentity, input: { seriesId: number; searchKey?: string | undefined }) {
      await existingShelf(db, 'courseSeries', input.seriesId);
      return { count: await repository.coursewareCount(deps.db, await viewerOf(session), input) };
    },
    async addSeries(db: SchoolDb, session: SessionIdentity, input: AddSeriesInput) {
      return { seriesId: await addShelf(db, session, 'courseSeries', { name: input.seriesName, gradeLevel: input.gradeId, description: input.description }) };
    },
    updateSeries: (db: SchoolDb, input: AddSeriesInput & { seriesId: number }) =>
      updateShelf(db, 'courseSeries', input.seriesId, { name: input.seriesName, gradeLevel: input.gradeId, description: input.description }),
    deleteSeries: (db: SchoolDb, seriesId: number) => setShelfDeleted(db, 'courseSeries', seriesId, true),
    resumeSeries: (db: SchoolDb, seriesId: number) => setShelfDeleted(db, 'courseSeries', seriesId, false),

    async themeList(db: SchoolDb, input: CourseShelfListInput) {
      const { rows, total } = await shelfPage(db, 'courseTheme', input);
      return { list: rows.map(themeRowOf), total };
    },
    async addTheme(db: SchoolDb, session: SessionIdentity, input: { themeName: string; gradeId: number | null; description: string | null }) {
      return { themeId: await addShelf(db, session, 'courseTheme', { name: input.themeName, gradeLevel: input.gradeId, description: input.description }) };
    },
    updateTheme: (db: SchoolDb, input: { themeId: number; themeName: string; gradeId: number | null; description: string | null }) =>
      updateShelf(db, 'courseTheme', input.themeId, { name: input.themeName, gradeLevel: input.gradeId, description: input.description }),
    deleteTheme: (db: SchoolDb, themeId: number) => setShelfDeleted(db, 'courseTheme', themeId, true),
    resumeTheme: (db: SchoolDb, themeId: number) => setShelfDeleted(db, 'courseTheme', themeId, false),
  };
}

export type CoursewareService = ReturnType<typeof coursewareService>;
