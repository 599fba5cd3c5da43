import { classPositionLabel, gradeLevelLabel, sexLabel, type ClassRow } from '@yuanwu/shared';
import { xlsxFile } from '../../core/xlsx/xlsx.js';

type ClassChild = { studentName: string; sex: number; birthday: string | null };
type ClassTeacher = { teacherName: string; position: number; phone: string };
type NamedClass = { className: string; gradeName: string };

/** 班级报表: the year's classes with their head counts and teachers. */
export const classesFile = (fileName: string, rows: ClassRow[]) =>
  xlsxFile<ClassRow>(fileName, '班级', [
    { header: '年级', value: (row) => row.gradeName },
    { header: '级别', value: (row) => gradeLevelLabel[row.gradeLevel] ?? '' },
    { header: '班级', value: (row) => row.className },
    { header: '在读幼儿', value: (row) => row.childCount },
    { header: '班级老师', width: 30, value: (row) => row.teacherNames },
  ], rows);

/** 幼儿名单 of one class. */
export const classChildrenFile = (fileName: string, found: NamedClass, rows: ClassChild[]) =>
  xlsxFile<ClassChild>(fileName, found.className, [
    { header: '序号', width: 8, value: (_row, index) => index + 1 },
    { header: '姓名', value: (row) => row.studentName },
    { header: '性别', width: 8, value: (row) => sexLabel[row.sex] ?? '' },
    { header: '出生日期', value: (row) => row.birthday },
    { header: '年级', value: () => found.gradeName },
    { header: '班级', value: () => found.className },
  ], rows);

/** 教师名单 of one class. */
export const classTeachersFile = (fileName: string, found: NamedClass, rows: ClassTeacher[]) =>
  xlsxFile<ClassTeacher>(fileName, found.className, [
    { header: '姓名', value: (row) => row.teacherName },
    { header: '班级职务', value: (row) => classPositionLabel[row.position] ?? '' },
    { header: '手机号', width: 16, value: (row) => row.phone },
    { header: '班级', value: () => found.className },
  ], rows);
