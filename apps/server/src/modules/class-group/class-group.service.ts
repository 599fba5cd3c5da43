import { ErrorCode } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { AppError, deleteRefused, invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import * as years from '../school-year/index.js';
import * as teachers from '../teacher/index.js';
import * as repository from './class-group.repository.js';
import { classChildrenFile, classesFile, classTeachersFile } from './class-group.xlsx.js';

export const CHINESE_NUMBERS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五'];
/** The first character of class names by grade level: 小一班, 中二班 ... */
export const CLASS_PREFIX: Record<number, string> = { 1: '托', 2: '小', 3: '中', 4: '大' };

const ALL_GRADES = { gradeId: 0, gradeName: '全部', gradeLevel: 0 };

type ClassTeacherInput = { teacherId: number; position: number }[];

async function assertActiveTeachers(db: SchoolDb, ids: number[], message: string): Promise<void> {
  const active = await teachers.activeTeacherIds(db, ids);
  if (ids.some((teacherId) => !active.has(teacherId))) throw invalidParams(message);
}

async function assertGradeNameFree(db: SchoolDb, yearId: number, name: string, exceptGradeId?: number): Promise<void> {
  const existing = await repository.findGradeByName(db, yearId, name);
  if (existing && existing.id !== exceptGradeId) throw new AppError(ErrorCode.GRADE_NAME_ERROR, `本学年已有年级「${name}」`, { field: 'gradeName' });
}

async function assertClassNameFree(db: SchoolDb, yearId: number, name: string, exceptClassId?: number): Promise<void> {
  const existing = await repository.findClassByName(db, yearId, name);
  if (existing && existing.id !== exceptClassId) throw new AppError(ErrorCode.CLASS_NAME_REPEATED, `本学年已有班级「${name}」`, { field: 'className' });
}

async function existingClass(db: SchoolDb, classId: number) {
  const found = await repository.findClass(db, classId);
  if (!found) throw notFound('班级');
  return found;
}

function checkTeacherList(list: ClassTeacherInput): number[] {
  const ids = list.map((teacher) => teacher.teacherId);
  if (new Set(ids).size !== ids.length) throw invalidParams('同一位老师不能重复任职');
  return ids;
}

export function classGroupService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function withTeacherNames<Row extends { classId: number }>(db: SchoolDb, rows: Row[]) {
    const ids = rows.map((row) => row.classId);
    const [assigned, counts] = await Promise.all([repository.teachersOfClasses(db, ids), repository.countChildrenByClass(db, ids)]);
    return rows.map((row) => ({
      ...row,
      childCount: counts.get(row.classId) ?? 0,
      teacherNames: assigned.filter((teacher) => teacher.classId === row.classId).map((teacher) => teacher.teacherName).join('、'),
    }));
  }

  return {
    gradesForManage: (db: SchoolDb, yearId: number) =>
      repository.gradesOfYear(db, yearId).then((rows) => rows.map((row) => ({ ...row, classCount: Number(row.classCount) }))),

    async gradeOptions(db: SchoolDb, yearId: number) {
      const grades = await repository.gradesOfYear(db, yearId);
      return [ALL_GRADES, ...grades.map(({ gradeId, gradeName, gradeLevel }) => ({ gradeId, gradeName, gradeLevel }))];
    },

    teacherOptions: (db: SchoolDb) =>
      teachers.activeTeachers(db).then((rows) => rows.map(({ teacherId, teacherName, phone }) => ({ teacherId, teacherName, phone }))),

    async addGrade(db: SchoolDb, input: { yearId: number; gradeName: string; gradeLevel: number; gradeManager?: number | null | undefined }) {
      if (!(await years.findYear(db, input.yearId))) throw notFound('学年');
      await assertGradeNameFree(db, input.yearId, input.gradeName);
      if (input.gradeManager) await assertActiveTeachers(db, [input.gradeManager], '年级组长须为本园在职教师');
      const gradeId = await repository.insertGrade(db, {
        schoolYearId: input.yearId,
        name: input.gradeName,
        level: input.gradeLevel,
        managerTeacherId: input.gradeManager ?? null,
      });
      return { gradeId };
    },

    async updateGrade(db: SchoolDb, input: { gradeId: number; gradeName?: string | undefined; gradeLevel?: number | undefined; gradeManager?: number | null | undefined }) {
      const grade = await repository.findGrade(db, input.gradeId);
      if (!grade) throw notFound('年级');
      if (input.gradeName !== undefined) await assertGradeNameFree(db, grade.schoolYearId, input.gradeName, grade.id);
      if (input.gradeManager) await assertActiveTeachers(db, [input.gradeManager], '年级组长须为本园在职教师');
      await repository.updateGrade(db, grade.id, {
        ...(input.gradeName !== undefined && { name: input.gradeName }),
        ...(input.gradeLevel !== undefined && { level: input.gradeLevel }),
        ...(input.gradeManager !== undefined && { managerTeacherId: input.gradeManager }),
      });
      return { gradeId: grade.id };
    },

    async deleteGrade(db: SchoolDb, gradeId: number) {
      const grade = await repository.findGrade(db, gradeId);
      if (!grade) throw notFound('年级');
      const classCount = await repository.countClassesOfGrade(db, gradeId);
      if (classCount > 0) throw deleteRefused(`「${grade.name}」下还有${classCount}个班级，请先删除或调整这些班级`);
      await repository.deleteGrade(db, gradeId);
      return { success: true as const };
    },

    async classPage(db: SchoolDb, input: { yearId: number; gradeId?: number | undefined; keyword?: string | undefined; pageIndex: number; pageSize: number }) {
      const [rows, total] = await Promise.all([
        repository.listClasses(db, input, rowsOfPage(input)),
        repository.countClassesMatching(db, input),
      ]);
      return { list: await withTeacherNames(db, rows), total };
    },

    async suggestClassName(db: SchoolDb, input: { yearId: number; gradeId: number }) {
      const grade = await repository.findGrade(db, input.gradeId);
      if (!grade || grade.schoolYearId !== input.yearId) throw notFound('年级');
      const taken = new Set((await repository.classNamesOfGrade(db, grade.id)).map((row) => row.name));
      const prefix = CLASS_PREFIX[grade.level] ?? grade.name;
      const free = CHINESE_NUMBERS.map((number) => `${prefix}${number}班`).find((name) => !taken.has(name));
      return { className: free ?? `${prefix}${taken.size + 1}班` };
    },

    async classInfo(db: SchoolDb, classId: number) {
      const found = await existingClass(db, classId);
      const [assigned, enrolled] = await Promise.all([repository.teachersOfClasses(db, [classId]), repository.childrenInClass(db, classId)]);
      return { ...found, teachers: assigned, children: enrolled };
    },

    /** Without a year, the classes of the current one: classes of past years would mix in otherwise. */
    async classOptions(db: SchoolDb, filter: { yearId?: number | undefined; gradeId?: number | undefined }) {
      const yearId = filter.yearId ?? (await years.currentYear(db, today()))?.id;
      if (!yearId) return [];
      const rows = await repository.listClasses(db, { ...filter, yearId });
      return rows.map(({ classId, className, gradeId }) => ({ classId, className, gradeId }));
    },

    async classesByGrade(db: SchoolDb, filter: { yearId?: number | undefined; gradeId?: number | undefined }) {
      const yearId = filter.yearId ?? (await years.currentYear(db, today()))?.id;
      if (!yearId) return [];
      const rows = await repository.listClasses(db, { ...filter, yearId });
      const grades = new Map<number, { gradeId: number; gradeName: string; classList: { classId: number; className: string; gradeId: number }[] }>();
      for (const row of rows) {
        const grade = grades.get(row.gradeId) ?? { gradeId: row.gradeId, gradeName: row.gradeName, classList: [] };
        grade.classList.push({ classId: row.classId, className: row.className, gradeId: row.gradeId });
        grades.set(row.gradeId, grade);
      }
      return [...grades.values()];
    },

    async addClass(db: SchoolDb, input: { yearId: number; gradeId: number; className: string; teachers: ClassTeacherInput }) {
      const grade = await repository.findGrade(db, input.gradeId);
      if (!grade || grade.schoolYearId !== input.yearId) throw notFound('年级');
      await assertClassNameFree(db, input.yearId, input.className);
      await assertActiveTeachers(db, checkTeacherList(input.teachers), '班级老师须为本园在职教师');
      return inTransaction(db, async (trx) => {
        const classId = await repository.insertClass(trx, { schoolYearId: input.yearId, gradeId: grade.id, name: input.className, createdAt: iso(deps.clock.now()) });
        await repository.replaceClassTeachers(trx, classId, input.teachers);
        return { classId };
      });
    },

    async renameClass(db: SchoolDb, input: { classId: number; className: string }) {
      const found = await existingClass(db, input.classId);
      await assertClassNameFree(db, found.yearId, input.className, found.classId);
      await repository.renameClass(db, found.classId, input.className);
      return { classId: found.classId };
    },

    async setClassTeachers(db: SchoolDb, input: { classId: number; teachers: ClassTeacherInput }) {
      await existingClass(db, input.classId);
      await assertActiveTeachers(db, checkTeacherList(input.teachers), '班级老师须为本园在职教师');
      await inTransaction(db, (trx) => repository.replaceClassTeachers(trx, input.classId, input.teachers));
      return { classId: input.classId };
    },

    async deleteClass(db: SchoolDb, classId: number) {
      const found = await existingClass(db, classId);
      const enrolled = (await repository.countChildrenByClass(db, [classId])).get(classId) ?? 0;
      if (enrolled > 0) throw deleteRefused(`「${found.className}」还有${enrolled}名在读幼儿，请先将幼儿转班或办理离园`);
      if (await repository.classHasHistory(db, classId)) throw deleteRefused(`「${found.className}」有幼儿的在班记录，作为档案保留，不能删除`);
      await inTransaction(db, (trx) => repository.deleteClass(trx, classId));
      return { success: true as const };
    },

    async exportClasses(db: SchoolDb, session: SessionIdentity, yearId: number) {
      const year = await years.findYear(db, yearId);
      if (!year) throw notFound('学年');
      const rows = await withTeacherNames(db, await repository.listClasses(db, { yearId }));
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), year.name, '班级报表'], today());
      return classesFile(fileName, rows);
    },

    async exportClassChildren(db: SchoolDb, session: SessionIdentity, classId: number) {
      const found = await existingClass(db, classId);
      const rows = await repository.childrenInClass(db, classId);
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), found.className, '幼儿名单'], today());
      return classChildrenFile(fileName, found, rows);
    },

    async exportClassTeachers(db: SchoolDb, session: SessionIdentity, classId: number) {
      const found = await existingClass(db, classId);
      const rows = await repository.teachersOfClasses(db, [classId]);
      const fileName = exportFileName([await schoolNameOf(db, session.schoolId), found.className, '教师名单'], today());
      return classTeachersFile(fileName, found, rows);
    },

    async classWeeks(db: SchoolDb, classId: number) {
      const found = await existingClass(db, classId);
      const date = today();
      const semesters = await years.semestersOfYears(db, [found.yearId]);
      const semester = semesters.find((item) => item.startDate <= date && date <= item.endDate) ?? semesters[0];
      return { classId: found.classId, className: found.className, semesterName: semester?.name ?? null, weeks: semester ? teachingWeeks(semester, date) : [] };
    },

    async teacherGroups(db: SchoolDb) {
      const rows = await teachers.activeTeachers(db);
      const groups = new Map<number | null, { departmentId: number | null; departmentName: string; teacherList: { teacherId: number; teacherName: string; phone: string }[] }>();
      for (const row of rows) {
        const group = groups.get(row.departmentId) ?? { departmentId: row.departmentId, departmentName: row.departmentName ?? '未分配部门', teacherList: [] };
        group.teacherList.push({ teacherId: row.teacherId, teacherName: row.teacherName, phone: row.phone });
        groups.set(row.departmentId, group);
      }
      return [...groups.values()];
    },
  };
}

export type ClassGroupService = ReturnType<typeof classGroupService>;

const DAY_MS = 24 * 3600 * 1000;
const dateText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The semester's weeks, Monday to Sunday, numbered from the week the semester starts in. */
export function teachingWeeks(semester: { startDate: string; endDate: string }, today: string) {
  const start = Date.parse(semester.startDate);
  const mondayOffset = (new Date(start).getUTCDay() + 6) % 7;
  const weeks = [];
  for (let monday = start - mondayOffset * DAY_MS, index = 1; monday <= Date.parse(semester.endDate); monday += 7 * DAY_MS, index += 1) {
    const startDate = dateText(monday);
    const endDate = dateText(monday + 6 * DAY_MS);
    weeks.push({ weekIndex: index, startDate, endDate, isCurrent: startDate <= today && today <= endDate });
  }
  return weeks;
}

