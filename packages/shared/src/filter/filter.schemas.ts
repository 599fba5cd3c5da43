import { z } from 'zod';
import { id } from '../endpoint.js';

export const YearOption = z.object({ yearId: z.number().int(), yearName: z.string(), status: z.number().int() });
export const SemesterOption = z.object({ semesterId: z.number().int(), semesterName: z.string(), yearId: z.number().int(), startDate: z.string(), endDate: z.string() });
export const SemesterFilterInput = z.object({ yearId: id().optional() });
export const DepartmentOption = z.object({ departmentId: z.number().int(), departmentName: z.string() });
export const StudentFilterInput = z.object({ classId: id().optional(), keyword: z.string().trim().max(20).optional() });
export const StudentOption = z.object({ studentId: z.number().int(), studentName: z.string(), classId: z.number().int().nullable() });
export const TeacherFilterInput = z.object({ departmentId: id().optional(), keyword: z.string().trim().max(20).optional() });
export const TeacherFilterOption = z.object({ teacherId: z.number().int(), teacherName: z.string(), departmentId: z.number().int().nullable() });
/** Regions by their national code (GB/T 2260). */
export const Region = z.object({ code: z.string(), name: z.string() });
export const CityInput = z.object({ provinceCode: z.string().regex(/^\d{6}$/, '省份编码为6位数字') });
export const CountyInput = z.object({ cityCode: z.string().regex(/^\d{6}$/, '城市编码为6位数字') });
