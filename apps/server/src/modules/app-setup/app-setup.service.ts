import { guardianRelationLabel, type AppSetupStatistics, type GuardianAppSetup, type StudentAppSetup, type TeacherAppSetup } from '@yuanwu/shared';
import { schoolDate, schoolMinute, type Clock } from '../../clock.js';
import { notFound } from '../../core/errors.js';
import type { PageInput } from '../../core/paging.js';
import { schoolNameOf } from '../../core/school-name.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './app-setup.repository.js';
import type { StudentFilter, TeacherFilter } from './app-setup.repository.js';

const sum = (rows: { [key: string]: unknown }[], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

const studentOf = (row: Awaited<ReturnType<typeof repository.studentSetups>>[number]): StudentAppSetup => ({
  studentId: row.studentId,
  studentName: row.studentName,
  classId: row.classId,
  className: row.className,
  guardianCount: Number(row.guardianCount),
  installedGuardianCount: Number(row.installedGuardianCount),
  isInstalled: Number(row.installedGuardianCount) > 0,
  lastLoginAt: row.lastLoginAt ?? null,
});

const teacherOf = (row: Awaited<ReturnType<typeof repository.teacherSetups>>[number]): TeacherAppSetup => ({
  teacherId: row.teacherId,
  teacherName: row.teacherName,
  phone: row.phone,
  departmentName: row.departmentName,
  isInstalled: row.lastLoginAt !== null,
  firstLoginAt: row.firstLoginAt,
  lastLoginAt: row.lastLoginAt,
});

/** A stored moment as China's `YYYY-MM-DD HH:mm`, for the sheet. */
const chinaMinute = (at: string | null) => (at ? schoolMinute(new Date(at)) : '');
const installedText = (installed: boolean) => (installed ? '已安装' : '未安装');

/** 安装统计: who has the apps, from their sign-ins; the figures are counted in SQL. */
export function appSetupService(deps: { clock: Clock }) {
  async function students(db: SchoolDb, filter: StudentFilter & PageInput) {
    const [rows, total] = await Promise.all([repository.studentSetups(db, filter, filter), repository.countStudentSetups(db, filter)]);
    return { list: rows.map(studentOf), total };
  }

  async function teachers(db: SchoolDb, filter: TeacherFilter & PageInput) {
    const [rows, total] = await Promise.all([repository.teacherSetups(db, filter, filter), repository.countTeacherSetups(db, filter)]);
    return { list: rows.map(teacherOf), total };
  }

  return {
    async statistics(db: SchoolDb): Promise<AppSetupStatistics> {
      const [classes, guardians, departments] = await Promise.all([repository.classFigures(db), repository.guardianTotals(db), repository.departmentFigures(db)]);
      return {
        studentCount: sum(classes, 'studentCount'),
        studentInstalledCount: sum(classes, 'installedCount'),
        guardianCount: Number(guardians.guardianCount),
        guardianInstalledCount: Number(guardians.installedGuardianCount),
        teacherCount: sum(departments, 'teacherCount'),
        teacherInstalledCount: sum(departments, 'installedCount'),
        classList: classes.map((row) => ({
          classId: row.classId,
          className: row.className,
          studentCount: Number(row.studentCount),
          installedCount: Number(row.installedCount),
          guardianCount: Number(row.guardianCount),
          installedGuardianCount: Number(row.installedGuardianCount),
        })),
        departmentList: departments.map((row) => ({
          departmentId: row.departmentId,
          departmentName: row.departmentName ?? '未分配部门',
          teacherCount: Number(row.teacherCount),
          installedCount: Number(row.installedCount),
        })),
      };
    },

    students,
    teachers,

    /** A child out of reach (another school's, or beyond the caller's classes) answers as missing. */
    async relations(db: SchoolDb, studentId: number): Promise<GuardianAppSetup[]> {
      if (!(await repository.childInReach(db, studentId))) throw notFound('幼儿');
      return (await repository.guardiansOfChild(db, studentId)).map((row) => ({
        guardianId: row.guardianId,
        guardianName: row.guardianName,
        relationName: row.relationName || guardianRelationLabel[row.relationType] || '',
        phone: row.phone,
        isMain: row.isMain === 1,
        isInstalled: row.lastLoginAt !== null,
        firstLoginAt: row.firstLoginAt,
        lastLoginAt: row.lastLoginAt,
      }));
    },

    async exportList(db: SchoolDb, session: SessionIdentity, input: StudentFilter & TeacherFilter & { userType: number }) {
      const fileName = (title: string) => schoolNameOf(db, session.schoolId).then((school) => exportFileName([school, title], schoolDate(deps.clock.now())));
      if (input.userType === 1) {
        const rows = (await repository.studentSetups(db, input)).map(studentOf);
        return xlsxFile(await fileName('家长端安装情况'), '幼儿家长', [
          { header: '班级', value: (row) => row.className },
          { header: '幼儿姓名', value: (row) => row.studentName },
          { header: '家长人数', width: 10, value: (row) => row.guardianCount },
          { header: '已安装家长', width: 12, value: (row) => row.installedGuardianCount },
          { header: '安装状态', width: 10, value: (row) => installedText(row.isInstalled) },
          { header: '最近登录', width: 20, value: (row) => chinaMinute(row.lastLoginAt) },
        ], rows);
      }
      const rows = (await repository.teacherSetups(db, input)).map(teacherOf);
      return xlsxFile(await fileName('教师端安装情况'), '教职工', [
        { header: '部门', value: (row) => row.departmentName ?? '未分配部门' },
        { header: '姓名', value: (row) => row.teacherName },
        { header: '手机号', width: 14, value: (row) => row.phone },
        { header: '安装状态', width: 10, value: (row) => installedText(row.isInstalled) },
        { header: '首次登录', width: 20, value: (row) => chinaMinute(row.firstLoginAt) },
        { header: '最近登录', width: 20, value: (row) => chinaMinute(row.lastLoginAt) },
      ], rows);
    },
  };
}

export type AppSetupService = ReturnType<typeof appSetupService>;
