import { educationLabel, MAX_TEACHER_IMPORT_ROWS, sexLabel, teacherImportColumns, teacherStatusLabel, type TeacherRow } from '@yuanwu/shared';
import type { FileResult } from '../../core/file-result.js';
import { importTemplateFile } from '../../core/xlsx/import-template.js';
import { readImportSheet, sheetDate, type FailedRow, type SheetRow } from '../../core/xlsx/import-workbook.js';
import { xlsxFile } from '../../core/xlsx/xlsx.js';
import { phoneTaken, type StaffDirectory } from './staff-directory.js';
import { staffDateProblem } from './staff-dates.js';

/** Rows of the template that carry the drop-down lists. */
const TEMPLATE_ROWS = 500;

/** Column positions of the template (teacherImportColumns). */
const Column = { NAME: 0, SEX: 1, PHONE: 2, DEPARTMENT: 3, POST: 4, ROLE: 5, BIRTHDAY: 6, ENTRY_DATE: 7, EDUCATION: 8 } as const;

/** A teacher to add, from a form or an import row. */
export interface NewTeacher {
  teacherName: string;
  sex: number;
  phone: string;
  departmentId: number | null;
  postId: number | null;
  roleId: number | null;
  birthday: string | null;
  entryDate: string | null;
  education: number | null;
}

/** 教师报表: the list as filtered, with the classes each teaches. */
export const teachersFile = (fileName: string, rows: TeacherRow[]) =>
  xlsxFile<TeacherRow>(fileName, '教师', [
    { header: '姓名', value: (row) => row.teacherName },
    { header: '性别', width: 8, value: (row) => sexLabel[row.sex] ?? '' },
    { header: '手机号', width: 16, value: (row) => row.phone },
    { header: '部门', value: (row) => row.departmentName },
    { header: '职务', value: (row) => row.schoolDutyName },
    { header: '角色', value: (row) => row.roleName },
    { header: '任教班级', width: 24, value: (row) => row.classNames },
    { header: '状态', width: 8, value: (row) => teacherStatusLabel[row.status] ?? '' },
    { header: '出生日期', value: (row) => row.birthday },
    { header: '入职日期', value: (row) => row.entryDate },
    { header: '学历', value: (row) => (row.education ? (educationLabel[row.education] ?? '') : '') },
    { header: '离职日期', value: (row) => row.leftAt },
  ], rows);

/** The rows of the teacher workbook sent as base64. */
export const readTeacherRows = (fileContent: string): Promise<SheetRow[]> =>
  readImportSheet(fileContent, teacherImportColumns, MAX_TEACHER_IMPORT_ROWS);

const byName = <Id>(entries: Iterable<[Id, string]>) => new Map([...entries].map(([id, name]) => [name, id]));
const labelsByName = (labels: Record<number, string>) => byName(Object.entries(labels).map(([code, label]) => [Number(code), label] as [number, string]));

/** A row of the teacher workbook, checked: the teacher it adds, or the reasons it cannot. */
export interface CheckedTeacherRow extends FailedRow {
  teacher: NewTeacher | null;
}

/**
 * Checks every row against the school (names of departments, posts and roles; phones in use) and
 * against the rows above it (the same phone twice), collecting every problem of a row.
 */
export function checkTeacherRows(rows: SheetRow[], directory: StaffDirectory, today: string): CheckedTeacherRow[] {
  const departments = byName(directory.departments);
  const posts = byName(directory.posts);
  const roles = new Map([...directory.roles].map(([id, role]) => [role.name, { id, ...role }]));
  const sexes = labelsByName(sexLabel);
  const educations = labelsByName(educationLabel);
  const firstRowOfPhone = new Map<string, number>();

  return rows.map((row) => {
    const cell = (column: number) => row.cells[column] ?? '';
    const messages: string[] = [];
    const lookup = <Id>(text: string, map: Map<string, Id>, problem: string) => {
      const found = text ? map.get(text) : undefined;
      if (text && found === undefined) messages.push(problem);
      return found ?? null;
    };
    const date = (text: string, label: string) => {
      const day = text ? sheetDate(text) : null;
      if (text && !day) messages.push(`${label}应为日期，如 2020-09-01`);
      return day;
    };

    const name = cell(Column.NAME);
    if (!name) messages.push('请填写姓名');
    else if (name.length > 20) messages.push('姓名最多20字');
    if (!cell(Column.SEX)) messages.push('请填写性别');
    const sex = lookup(cell(Column.SEX), sexes, '性别应为男或女');
    const phone = cell(Column.PHONE).replace(/[\s-]/g, '');
    if (!phone) messages.push('请填写手机号');
    else if (!/^1\d{10}$/.test(phone)) messages.push('手机号应为11位数字');
    else {
      const taken = phoneTaken(directory.phones.get(phone), phone);
      const earlier = firstRowOfPhone.get(phone);
      if (taken) messages.push(taken);
      if (earlier) messages.push(`手机号与第${earlier}行重复`);
      else firstRowOfPhone.set(phone, row.rowNumber);
    }
    const departmentId = lookup(cell(Column.DEPARTMENT), departments, `部门「${cell(Column.DEPARTMENT)}」不存在`);
    const postId = lookup(cell(Column.POST), posts, `职务「${cell(Column.POST)}」不存在`);
    const role = lookup(cell(Column.ROLE), roles, `角色「${cell(Column.ROLE)}」不存在`);
    if (role && !role.assignable) messages.push(`无权分配角色「${role.name}」`);
    const birthday = date(cell(Column.BIRTHDAY), '出生日期');
    const entryDate = date(cell(Column.ENTRY_DATE), '入职日期');
    const dateProblem = staffDateProblem({ birthday, entryDate }, today);
    if (dateProblem) messages.push(dateProblem.message);
    const education = lookup(cell(Column.EDUCATION), educations, `学历应为${Object.values(educationLabel).join('、')}之一`);

    if (messages.length > 0 || !sex) return { ...row, messages, teacher: null };
    return { ...row, messages, teacher: { teacherName: name, sex, phone, departmentId, postId, roleId: role?.id ?? null, birthday, entryDate, education } };
  });
}

/** The template: the columns to fill in, drop-downs of the school's own names, and how to fill it in. */
export async function templateFile(fileName: string, directory: StaffDirectory): Promise<FileResult> {
  const assignableRoles = [...directory.roles.values()].filter((role) => role.assignable).map((role) => role.name);
  return importTemplateFile(fileName, {
    sheetName: '教师信息',
    columns: teacherImportColumns,
    width: (header) => (/手机|日期/.test(header) ? 16 : 12),
    asText: (header) => /手机|日期/.test(header),
    lists: [[...directory.departments.values()], [...directory.posts.values()], assignableRoles, Object.values(educationLabel)],
    dropDowns: { [Column.SEX]: ['男', '女'], [Column.DEPARTMENT]: 0, [Column.POST]: 1, [Column.ROLE]: 2, [Column.EDUCATION]: 3 },
    rows: TEMPLATE_ROWS,
    guide: [
      '1. 带 * 的列必填；性别填男或女；手机号为11位，同一手机号在本园只能属于一位教职工（含离职人员）。',
      `2. 部门、职务、角色须为本园已有的名称，可从下拉列表选择；学历填${Object.values(educationLabel).join('、')}之一。`,
      '3. 日期写作 2020-09-01。导入的教师没有密码：可在教师列表中发送邀请短信，或为其重置密码。',
      `4. 一次最多导入${MAX_TEACHER_IMPORT_ROWS}行。导入时可选择“有错误则全部不导入”或“只导入正确的行”；出错的行可下载错误报告，改正后直接再次导入。`,
    ],
  });
}
