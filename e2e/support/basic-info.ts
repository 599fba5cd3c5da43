import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callAs } from './session';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface YearSetup {
  yearName: string;
  /** The calendar year the school year starts in, September to July. */
  startYear: number;
  /** Grades by level (1 托班 … 4 大班), each with its classes. */
  grades?: { gradeName: string; gradeLevel: number; classes: string[] }[];
  /** A teacher for every class, as head teacher. */
  withTeachers?: boolean;
}

/** A school year of the test's own, well away from the demo's, with grades and classes. */
export async function createYear(page: Page, setup: YearSetup) {
  const { startYear } = setup;
  const { yearId } = await callAs<{ yearId: number }>(page, 'POST', '/javaApi/schoolYear/updateSchoolYearInfo', {
    yearName: setup.yearName,
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-07-31`,
    semesterList: [
      { semesterName: '第一学期', startDate: `${startYear}-09-01`, endDate: `${startYear + 1}-01-31` },
      { semesterName: '第二学期', startDate: `${startYear + 1}-02-01`, endDate: `${startYear + 1}-07-31` },
    ],
  });
  const teachers = setup.withTeachers ? await teacherOptions(page) : [];
  const classIds: Record<string, number> = {};
  for (const grade of setup.grades ?? []) {
    const { gradeId } = await callAs<{ gradeId: number }>(page, 'POST', '/javaApi/grade/addGrade', {
      yearId,
      gradeName: grade.gradeName,
      gradeLevel: grade.gradeLevel,
    });
    for (const className of grade.classes) {
      const teacher = teachers[Object.keys(classIds).length];
      const { classId } = await callAs<{ classId: number }>(page, 'POST', '/javaApi/class/addClass', {
        yearId,
        gradeId,
        className,
        teachers: teacher ? [{ teacherId: teacher.teacherId, position: 1 }] : [],
      });
      classIds[className] = classId;
    }
  }
  return { yearId, classIds };
}

/** The id of a class of the current year, by name. */
export async function classIdOf(page: Page, className: string): Promise<number> {
  const classes = await callAs<{ classId: number; className: string }[]>(page, 'GET', '/javaApi/class/getSchoolClassFilterList');
  const found = classes.find((row) => row.className === className);
  if (!found) throw new Error(`no class ${className}`);
  return found.classId;
}

export const teacherOptions = (page: Page) =>
  callAs<{ teacherId: number; teacherName: string }[]>(page, 'GET', '/javaApi/grade/getTeacherListForSelect');

/** Picks the option labelled `option` in the antd select inside `field`. */
export async function choose(field: Locator, option: string): Promise<void> {
  const page = field.page();
  await field.locator('.ant-select').first().click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types both ends of the antd range picker inside `field`. */
export async function fillRange(field: Locator, start: string, end: string): Promise<void> {
  const [from, to] = [field.getByPlaceholder('开始日期'), field.getByPlaceholder('结束日期')];
  await from.click();
  await from.fill(start);
  await from.press('Enter');
  await to.fill(end);
  await to.press('Enter');
  await expect(from).toHaveValue(start);
  await expect(to).toHaveValue(end);
}

/** The form item labelled `label` inside `scope`. */
export const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('.ant-form-item-label label').filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });

/** The rows of the first sheet of an .xlsx file, each as its cell values. */
export async function readSheet(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
