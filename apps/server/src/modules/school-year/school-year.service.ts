import type { NewSchoolYear, SaveSchoolYearInput, SchoolYear } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { schoolYearStatus } from './school-year-status.js';
import * as repository from './school-year.repository.js';

/** The same month and day a year after `date` (YYYY-MM-DD), compared as text: a year ends before it. */
const sameDayNextYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

/** Checks a year and its semesters: dates in order, semesters inside the year and apart, names unique. */
async function checkYear(db: SchoolDb, year: NewSchoolYear, exceptYearId?: number): Promise<void> {
  // Date refusals name a date field, so that the form shows them under 起止日期 rather than in a toast.
  if (year.startDate >= year.endDate) throw invalidParams('学年的开始日期须早于结束日期', 'startDate');
  if (year.endDate >= sameDayNextYear(year.startDate)) throw invalidParams('学年最长一年，请检查结束日期', 'endDate');
  const sameName = await repository.findYearByName(db, year.yearName);
  if (sameName && sameName.id !== exceptYearId) throw invalidParams(`已有学年「${year.yearName}」`, 'yearName');
  const overlapping = (await repository.overlappingYears(db, year.startDate, year.endDate)).find((other) => other.id !== exceptYearId);
  if (overlapping) throw invalidParams(`与「${overlapping.name}」的日期重叠`, 'startDate');
  const semesters = [...year.semesterList].sort((a, b) => a.startDate.localeCompare(b.startDate));
  semesters.forEach((semester, index) => {
    if (semester.startDate > semester.endDate) throw invalidParams(`「${semester.semesterName}」的开始日期不能晚于结束日期`);
    if (semester.startDate < year.startDate || semester.endDate > year.endDate) throw invalidParams(`「${semester.semesterName}」须在学年日期之内`);
    const previous = semesters[index - 1];
    if (previous && previous.endDate >= semester.startDate) throw invalidParams(`「${previous.semesterName}」与「${semester.semesterName}」的日期重叠`);
  });
  if (new Set(semesters.map((semester) => semester.semesterName)).size !== semesters.length) throw invalidParams('学期名称不能重复');
}

export function schoolYearService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function list(db: SchoolDb): Promise<SchoolYear[]> {
    const years = await repository.listYears(db);
    const semesters = await repository.semestersOfYears(db, years.map((year) => year.id));
    return years.map((year) => ({
      yearId: year.id,
      yearName: year.name,
      startDate: year.startDate,
      endDate: year.endDate,
      status: schoolYearStatus(year, today()),
      classCount: Number(year.classCount),
      canUndoPromotion: year.promotionId !== null,
      semesterList: semesters
        .filter((semester) => semester.schoolYearId === year.id)
        .map((semester) => ({ semesterId: semester.id, semesterName: semester.name, startDate: semester.startDate, endDate: semester.endDate })),
    }));
  }

  /** Creates a year with its semesters; `db` may be a transaction the caller holds. */
  async function create(db: SchoolDb, year: NewSchoolYear): Promise<number> {
    await checkYear(db, year);
    const yearId = await repository.insertYear(db, { name: year.yearName, startDate: year.startDate, endDate: year.endDate, createdAt: iso(deps.clock.now()) });
    await repository.replaceSemesters(db, yearId, year.semesterList);
    return yearId;
  }

  return {
    list,
    create,
    /** Checks a year that is about to be made, as `create` will. */
    check: (db: SchoolDb, year: NewSchoolYear) => checkYear(db, year),

    async info(db: SchoolDb, yearId: number) {
      const year = (await list(db)).find((candidate) => candidate.yearId === yearId);
      if (!year) throw notFound('学年');
      return year;
    },

    async save(db: SchoolDb, input: SaveSchoolYearInput) {
      if (!input.yearId) return { yearId: await inTransaction(db, (trx) => create(trx, input)) };
      const yearId = input.yearId;
      if (!(await repository.findYear(db, yearId))) throw notFound('学年');
      await checkYear(db, input, yearId);
      const kept = new Set((await repository.semesterIdsOfYear(db, yearId)).map((row) => row.id));
      if (input.semesterList.some((semester) => semester.semesterId && !kept.has(semester.semesterId))) throw notFound('学期');
      await inTransaction(db, async (trx) => {
        await repository.updateYear(trx, yearId, { name: input.yearName, startDate: input.startDate, endDate: input.endDate });
        await repository.replaceSemesters(trx, yearId, input.semesterList);
      });
      return { yearId };
    },

    async remove(db: SchoolDb, yearId: number) {
      const year = await repository.findYear(db, yearId);
      if (!year) throw notFound('学年');
      const classCount = await repository.countClassesOfYear(db, yearId);
      if (classCount > 0) throw deleteRefused(`「${year.name}」下还有${classCount}个班级，请先删除班级`);
      await inTransaction(db, (trx) => repository.deleteYear(trx, yearId));
      return { success: true as const };
    },
  };
}

export type SchoolYearService = ReturnType<typeof schoolYearService>;
