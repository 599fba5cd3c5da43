import {
  ageBandLabel,
  ageBandOfGradeLevel,
  attendStatusLabel,
  courseSubjectLabel,
  courseSubjects,
  gradeLevelLabel,
  GUIDE_DOMAINS,
  GUIDE_TARGETS,
  guideDomainLabel,
  guideSubDomain,
  guideTarget,
  guideTargetsOfDomain,
  lessonSectionLabel,
  type AddedLessonListInput,
  type CourseAttendRateInput,
  type CourseGuideStatisticsInput,
  type CourseLessonRow,
  type CourseStatistics,
  type CourseStatisticsInput,
  type CourseSubject,
  type LessonSelectInput,
  type SaveCourseLessonInput,
  type SaveCourseTermInput,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findClass, gradesOfYear, listClasses } from '../class-group/index.js';
import { currentYear } from '../school-year/index.js';
import type { CoursewareService } from './courseware.service.js';
import * as courses from './courseware.repository.js';
import * as repository from './lesson.repository.js';

export interface LessonServiceDeps {
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  courseware: CoursewareService;
}

const done = { success: true as const };
const LESSON_OPTIONS_LIMIT = 50;

function lessonRowOf(row: repository.StoredLesson): CourseLessonRow {
  return {
    lessonId: row.lessonId,
    termId: row.termId,
    termName: row.termName,
    gradeId: row.gradeId,
    gradeName: row.gradeName,
    classId: row.classId,
    className: row.className,
    coursewareId: row.coursewareId,
    coursewareName: row.coursewareName,
    subjectName: courseSubjectLabel[row.subject as CourseSubject] ?? '',
    lessonDate: row.lessonDate,
    section: row.section,
    sectionName: lessonSectionLabel(row.section),
    remark: row.remark ?? '',
    teacherName: row.teacherName,
    isDeleted: row.deletedAt !== null,
  };
}

/** Counts keyed by subject, domain or target, as numbers, with a zero where nothing was counted. */
const countsOf = (rows: readonly { key: number; n: number | string | bigint }[]) => {
  const counts = new Map(rows.map((row) => [Number(row.key), Number(row.n)]));
  return (key: number) => counts.get(key) ?? 0;
};

const rangeOf = (input: { startDate?: string | undefined; endDate?: string | undefined; gradeId?: number | undefined }) => ({
  startDate: input.startDate,
  endDate: input.endDate,
  gradeLevel: input.gradeId,
});

/**
 * 课节与学期: the timetable of the school's lessons by term and class (a lesson is a class's, so a
 * data scope narrower than the school reaches its classes' lessons only), the Course reads of where
 * a lesson was taught and the children's attendance on those days, and 课程统计.
 */
export function lessonService(deps: LessonServiceDeps) {
  const now = () => iso(deps.clock.now());
  const today = () => schoolDate(deps.clock.now());

  async function term(db: SchoolDb, termId: number) {
    const found = await repository.findTerm(db, termId);
    if (!found) throw notFound('学期');
    return found;
  }

  async function lesson(db: SchoolDb, lessonId: number) {
    const found = await repository.findLesson(db, lessonId);
    if (!found) throw notFound('课节');
    return found;
  }

  async function assertNoClash(db: SchoolDb, slot: { classId: number; lessonDate: string; section: number }, exceptId: number | null) {
    if (await repository.clashingLesson(db, slot, exceptId)) throw invalidParams(`该班级${slot.lessonDate}的${lessonSectionLabel(slot.section)}已有课`, 'section');
  }

  async function termFree(db: SchoolDb, name: string, exceptId: number | undefined) {
    const taken = await repository.findTermByName(db, name);
    if (taken && taken.id !== exceptId) throw invalidParams('学期名称已存在', 'termName');
  }

  /** The grades of the current school year. */
  async function gradeOptions(db: SchoolDb) {
    const year = await currentYear(db, today());
    if (!year) return [];
    return (await gradesOfYear(db, year.id)).map(({ gradeId, gradeName, gradeLevel }) => ({ gradeId, gradeName, gradeLevel }));
  }

  return {
    async termOptions(db: SchoolDb) {
      return (await repository.terms(db)).map(({ termId, termName, startDate, endDate }) => ({ termId, termName, startDate, endDate }));
    },
    gradeOptions,
    async classOptions(db: SchoolDb, gradeId: number | undefined) {
      const year = await currentYear(db, today());
      if (!year) return [];
      return (await listClasses(db, { yearId: year.id, gradeId })).map(({ classId, className, gradeId: grade }) => ({ classId, className, gradeId: grade }));
    },

    /** The school's own lessons of the grade's level (another school's must be copied in first). */
    async lessonOptions(db: SchoolDb, session: SessionIdentity, input: LessonSelectInput) {
      let gradeLevel: number | undefined;
      if (input.gradeId !== undefined) {
        const grade = (await gradeOptions(db)).find((row) => row.gradeId === input.gradeId);
        if (!grade) throw notFound('年级');
        gradeLevel = grade.gradeLevel;
      }
      const viewer = { ...(await deps.courseware.viewerOf(session)), groupSchoolIds: [], parentSchoolId: null };
      const rows = await courses.coursewarePage(deps.courseware.platformDb, viewer, { gradeId: gradeLevel, searchKey: input.searchKey }, { offset: 0, limit: LESSON_OPTIONS_LIMIT });
      return rows.map((row) => ({
        coursewareId: row.id,
        coursewareName: row.name,
        subjectName: courseSubjectLabel[row.subject as CourseSubject] ?? '',
        gradeName: gradeLevelLabel[row.gradeLevel] ?? '',
      }));
    },

    async lessons(db: SchoolDb, input: AddedLessonListInput) {
      const [rows, total] = await Promise.all([repository.lessonPage(db, input, rowsOfPage(input)), repository.lessonCount(db, input)]);
      return { list: rows.map(lessonRowOf), total };
    },
    async lessonInfo(db: SchoolDb, lessonId: number) {
      const row = await repository.findLessonRow(db, lessonId);
      if (!row) throw notFound('课节');
      return lessonRowOf(row);
    },

    async saveLesson(db: SchoolDb, session: SessionIdentity, input: SaveCourseLessonInput) {
      const found = input.lessonId === undefined ? undefined : await lesson(db, input.lessonId);
      if (found && found.deletedAt !== null) throw notAllowed('课节已删除，请先恢复');
      const inTerm = await term(db, input.termId);
      if (input.lessonDate < inTerm.startDate || input.lessonDate > inTerm.endDate) {
        throw invalidParams(`上课日期应在学期内（${inTerm.startDate}至${inTerm.endDate}）`, 'lessonDate');
      }
      if (!(await findClass(db, input.classId))) throw notFound('班级');
      await deps.courseware.own(db, session, input.coursewareId);
      const fields = { termId: input.termId, classId: input.classId, coursewareId: input.coursewareId, lessonDate: input.lessonDate, section: input.section, remark: input.remark };
      const lessonId = await inTransaction(db, async (trx) => {
        await assertNoClash(trx, fields, found?.id ?? null);
        if (found) {
          await repository.updateLesson(trx, found.id, fields);
          return found.id;
        }
        return repository.insertLesson(trx, { ...fields, teacherId: session.teacherId, createdAt: now(), deletedAt: null });
      });
      return { lessonId };
    },

    async deleteLesson(db: SchoolDb, lessonId: number) {
      const found = await lesson(db, lessonId);
      if (found.deletedAt !== null) throw invalidParams('课节已删除');
      await repository.updateLesson(db, lessonId, { deletedAt: now() });
      return done;
    },

    async restoreLesson(db: SchoolDb, lessonId: number) {
      const found = await lesson(db, lessonId);
      if (found.deletedAt === null) throw invalidParams('课节未删除，无需恢复');
      await inTransaction(db, async (trx) => {
        await assertNoClash(trx, found, found.id);
        await repository.updateLesson(trx, lessonId, { deletedAt: null });
      });
      return done;
    },

    async terms(db: SchoolDb) {
      return (await repository.terms(db)).map((row) => ({ ...row, lessonCount: Number(row.lessonCount ?? 0) }));
    },
    async termInfo(db: SchoolDb, termId: number) {
      const row = await term(db, termId);
      return { ...row, lessonCount: Number(row.lessonCount ?? 0) };
    },

    /** A term keeps every lesson of the school (whatever the caller's data scope) within its dates. */
    async saveTerm(db: SchoolDb, session: SessionIdentity, input: SaveCourseTermInput) {
      const school = deps.schoolDb(session.schoolId);
      if (input.termId !== undefined) {
        await term(db, input.termId);
        const dates = await repository.termLessonDates(school, input.termId);
        if (dates.first && dates.last && (String(dates.first) < input.startDate || String(dates.last) > input.endDate)) {
          throw invalidParams(`学期内已有${String(dates.first)}至${String(dates.last)}的课节，学期须包含这些日期`, 'startDate');
        }
      }
      await termFree(db, input.termName, input.termId);
      const fields = { name: input.termName, startDate: input.startDate, endDate: input.endDate };
      if (input.termId !== undefined) {
        await repository.updateTerm(db, input.termId, fields);
        return { termId: input.termId };
      }
      return { termId: await repository.insertTerm(db, { ...fields, createdAt: now() }) };
    },

    async deleteTerm(db: SchoolDb, session: SessionIdentity, termId: number) {
      await term(db, termId);
      const school = deps.schoolDb(session.schoolId);
      const { kept } = await repository.termLessonDates(school, termId);
      if (Number(kept) > 0) throw deleteRefused(`学期内还有${Number(kept)}节课，不能删除`);
      await inTransaction(school, (trx) => repository.deleteTerm(trx, termId));
      return done;
    },

    // ---------- the Course reads ----------

    async usedCourse(db: SchoolDb, session: SessionIdentity, coursewareId: number) {
      await deps.courseware.visible(session, coursewareId);
      return (await repository.lessonPage(db, { coursewareId, isDeleted: false })).map(lessonRowOf);
    },

    async guideContent(session: SessionIdentity, coursewareId: number) {
      const { lesson: found } = await deps.courseware.visible(session, coursewareId);
      const { targetIds } = await courses.partsOf(deps.courseware.platformDb, coursewareId);
      const band = ageBandOfGradeLevel(found.gradeLevel);
      return targetIds.flatMap((targetId) => {
        const target = guideTarget(targetId);
        if (!target) return [];
        return [
          {
            targetId,
            domainName: guideDomainLabel[target.domainId] ?? '',
            subDomainName: guideSubDomain(target.subDomainId)?.name ?? '',
            targetName: target.name,
            ageBand: band ? ageBandLabel[band] : '',
            behaviours: band ? [...target.behaviours[band]] : [],
          },
        ];
      });
    },

    async attendRates(db: SchoolDb, session: SessionIdentity, input: CourseAttendRateInput) {
      await deps.courseware.visible(session, input.coursewareId);
      const rows = await repository.attendanceOfLessons(db, input.coursewareId, input.classId);
      return rows.map((row) => {
        const childCount = Number(row.childCount ?? 0);
        const presentCount = Math.min(Number(row.presentCount ?? 0), childCount);
        return {
          lessonId: row.lessonId,
          lessonDate: row.lessonDate,
          classId: row.classId,
          className: row.className,
          childCount,
          presentCount,
          absentCount: childCount - presentCount,
          attendRate: childCount === 0 ? 0 : Math.round((presentCount / childCount) * 1000) / 10,
        };
      });
    },

    async attendOfLesson(db: SchoolDb, lessonId: number) {
      const found = await lesson(db, lessonId);
      const rows = await repository.attendanceOfLesson(db, found);
      return rows.map((row) => ({ ...row, statusName: row.status === null ? '未记录' : (attendStatusLabel[row.status] ?? '') }));
    },

    // ---------- 课程统计 ----------

    fields: () => GUIDE_DOMAINS.map((domain) => ({ fieldId: domain.domainId, fieldName: domain.name })),
    fieldContents: (fieldId: number) =>
      guideTargetsOfDomain(fieldId).map((target) => ({ contentId: target.targetId, contentName: target.name, subDomainName: guideSubDomain(target.subDomainId)?.name ?? '' })),

    async statistics(db: SchoolDb, input: CourseStatisticsInput): Promise<CourseStatistics> {
      const range = rangeOf(input);
      const [bySubject, byDomain, total] = await Promise.all([repository.countsBySubject(db, range), repository.countsByDomain(db, range), repository.totals(db, range)]);
      const [subjectLessons, subjectTaught, domainLessons, domainTaught] = [bySubject.lessons, bySubject.taught, byDomain.lessons, byDomain.taught].map(countsOf) as [
        (key: number) => number,
        (key: number) => number,
        (key: number) => number,
        (key: number) => number,
      ];
      return {
        ...total,
        subjects: courseSubjects.map((subjectId) => ({ subjectId, subjectName: courseSubjectLabel[subjectId], coursewareCount: subjectLessons(subjectId), lessonCount: subjectTaught(subjectId) })),
        fields: GUIDE_DOMAINS.map((domain) => ({ fieldId: domain.domainId, fieldName: domain.name, coursewareCount: domainLessons(domain.domainId), lessonCount: domainTaught(domain.domainId) })),
      };
    },

    async guideStatistics(db: SchoolDb, input: CourseGuideStatisticsInput) {
      const counts = await repository.countsByTarget(db, rangeOf(input));
      const [lessons, taught] = [countsOf(counts.lessons), countsOf(counts.taught)];
      return GUIDE_TARGETS.filter((target) => input.fieldId === undefined || target.domainId === input.fieldId).map((target) => ({
        targetId: target.targetId,
        targetName: target.name,
        fieldId: target.domainId,
        fieldName: guideDomainLabel[target.domainId] ?? '',
        coursewareCount: lessons(target.targetId),
        lessonCount: taught(target.targetId),
      }));
    },
  };
}

export type LessonService = ReturnType<typeof lessonService>;
