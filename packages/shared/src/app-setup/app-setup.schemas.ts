import { z } from 'zod';
import { id, intAmong, pageInput, pageOf } from '../endpoint.js';

/** Whose app a login was: the teachers' app (staff) or the parents' app (a guardian). */
export const AppAudience = { STAFF: 1, FAMILY: 2 } as const;
export type AppAudience = (typeof AppAudience)[keyof typeof AppAudience];

/** The list filter: 0 全部, 1 已安装, 2 未安装. */
export const AppSetupStatus = { ALL: 0, INSTALLED: 1, NOT_INSTALLED: 2 } as const;
export const appSetupStatusLabel: Record<number, string> = { 0: '全部', 1: '已安装', 2: '未安装' };
const setupStatus = () => intAmong(Object.values(AppSetupStatus), '安装状态为0全部、1已安装或2未安装').default(AppSetupStatus.ALL);
const optionalId = () => z.preprocess((value) => (value === '' || value === 0 || value === '0' ? undefined : value), id().optional());
const searchKey = () => z.string().trim().max(20, '搜索内容最多20字').optional();

export const ClassSetupFigures = z.object({
  classId: z.number().int(),
  className: z.string(),
  studentCount: z.number().int(),
  /** Children with at least one guardian who signed in to the parents' app. */
  installedCount: z.number().int(),
  guardianCount: z.number().int(),
  installedGuardianCount: z.number().int(),
});
export const DepartmentSetupFigures = z.object({
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  teacherCount: z.number().int(),
  installedCount: z.number().int(),
});
export const AppSetupStatistics = z.object({
  studentCount: z.number().int(),
  studentInstalledCount: z.number().int(),
  guardianCount: z.number().int(),
  guardianInstalledCount: z.number().int(),
  teacherCount: z.number().int(),
  teacherInstalledCount: z.number().int(),
  classList: z.array(ClassSetupFigures),
  departmentList: z.array(DepartmentSetupFigures),
});
export type AppSetupStatistics = z.infer<typeof AppSetupStatistics>;

export const StudentAppSetupInput = z.object({ classId: optionalId(), status: setupStatus(), searchKey: searchKey(), ...pageInput });
export const StudentAppSetup = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  guardianCount: z.number().int(),
  installedGuardianCount: z.number().int(),
  isInstalled: z.boolean(),
  /** The latest sign-in to the parents' app of any of the child's guardians. */
  lastLoginAt: z.string().nullable(),
});
export type StudentAppSetup = z.infer<typeof StudentAppSetup>;
export const StudentAppSetupList = pageOf(StudentAppSetup);

export const RelationListInput = z.object({ studentId: id() });
export const GuardianAppSetup = z.object({
  guardianId: z.number().int(),
  guardianName: z.string(),
  relationName: z.string(),
  phone: z.string(),
  isMain: z.boolean(),
  isInstalled: z.boolean(),
  firstLoginAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type GuardianAppSetup = z.infer<typeof GuardianAppSetup>;

export const TeacherAppSetupInput = z.object({ departmentId: optionalId(), status: setupStatus(), searchKey: searchKey(), ...pageInput });
export const TeacherAppSetup = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  phone: z.string(),
  departmentName: z.string().nullable(),
  isInstalled: z.boolean(),
  firstLoginAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type TeacherAppSetup = z.infer<typeof TeacherAppSetup>;
export const TeacherAppSetupList = pageOf(TeacherAppSetup);

/** userType 1: the children (their guardians) by class; 2: the staff by department. */
export const ExportAppSetupInput = z.object({
  userType: intAmong([1, 2], '导出对象为1幼儿家长或2教职工'),
  classId: optionalId(),
  departmentId: optionalId(),
  status: setupStatus(),
  searchKey: searchKey(),
});
