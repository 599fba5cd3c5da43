import { z } from 'zod';
import { nameText } from '../fields.js';
import { id, int, pageInput, pageOf } from '../endpoint.js';

export const gradeLevel = () => int(1, 5, '年级级别为1-5');
const gradeName = () => nameText('年级名称', 20);
const className = () => nameText('班级名称', 20);
/** A teacher id, or empty for none (forms send ''). */
const optionalTeacher = () =>
  z.preprocess((value) => (value === '' || value === 0 || value === '0' ? null : value), id().nullable()).optional();

export const GradeForManage = z.object({
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  yearId: z.number().int(),
  gradeManager: z.number().int().nullable(),
  gradeManagerName: z.string().nullable(),
  classCount: z.number().int(),
});
export type GradeForManage = z.infer<typeof GradeForManage>;

export const GradeOption = z.object({ gradeId: z.number().int(), gradeName: z.string(), gradeLevel: z.number().int() });
/** The Java grade list blanks the grade level of its 全部 option. */
export const JavaGradeOption = GradeOption.extend({ gradeLevel: z.union([z.number().int(), z.literal('')]) });

export const YearInput = z.object({ yearId: id() });
export const AddGradeInput = z.object({ yearId: id(), gradeName: gradeName(), gradeLevel: gradeLevel(), gradeManager: optionalTeacher() });
export const UpdateGradeInput = z.object({ gradeId: id(), gradeName: gradeName().optional(), gradeLevel: gradeLevel().optional(), gradeManager: optionalTeacher() });
export const GradeIdInput = z.object({ gradeId: id() });
export const SavedGrade = z.object({ gradeId: z.number().int() });

export const TeacherOption = z.object({ teacherId: z.number().int(), teacherName: z.string(), phone: z.string() });

export const ClassListInput = z.object({
  yearId: id(),
  gradeId: id().optional(),
  keyword: z.string().trim().max(20).optional(),
  ...pageInput,
});
export const ClassRow = z.object({
  classId: z.number().int(),
  className: z.string(),
  yearId: z.number().int(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  childCount: z.number().int(),
  teacherNames: z.string(),
});
export type ClassRow = z.infer<typeof ClassRow>;
export const ClassPage = pageOf(ClassRow);

/** Class positions (班级职务): two teachers (主班, 配班) and a carer (保育员). */
export const ClassPosition = { HEAD_TEACHER: 1, ASSISTANT_TEACHER: 2, CARER: 3 } as const;
export const classPositionLabel: Record<number, string> = {
  [ClassPosition.HEAD_TEACHER]: '主班教师',
  [ClassPosition.ASSISTANT_TEACHER]: '配班教师',
  [ClassPosition.CARER]: '保育员',
};
export const ClassTeacher = z.object({ teacherId: z.number().int(), teacherName: z.string(), phone: z.string(), position: z.number().int() });
export const ClassChild = z.object({ studentId: z.number().int(), studentName: z.string(), sex: z.number().int(), birthday: z.string().nullable() });
export const ClassInfo = z.object({
  classId: z.number().int(),
  className: z.string(),
  yearId: z.number().int(),
  yearName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  teachers: z.array(ClassTeacher),
  children: z.array(ClassChild),
});

export const ClassIdInput = z.object({ classId: id() });
const classTeachers = () =>
  z
    .array(z.object({ teacherId: id(), position: int(ClassPosition.HEAD_TEACHER, ClassPosition.CARER) }))
    .max(6, '一个班最多6位老师')
    .default([]);
export const AddClassInput = z.object({ yearId: id(), gradeId: id(), className: className(), teachers: classTeachers() });
export const RenameClassInput = z.object({ classId: id(), className: className() });
export const SetClassTeachersInput = z.object({ classId: id(), teachers: classTeachers() });
export const SavedClass = z.object({ classId: z.number().int() });
export const SuggestInput = z.object({ yearId: id(), gradeId: id() });
export const Suggestion = z.object({ className: z.string() });

export const ClassFilterInput = z.object({ yearId: id().optional(), gradeId: id().optional() });
export const ClassOption = z.object({ classId: z.number().int(), className: z.string(), gradeId: z.number().int() });
export const GradeWithClasses = z.object({ gradeId: z.number().int(), gradeName: z.string(), classList: z.array(ClassOption) });

export const ClassWeek = z.object({ weekIndex: z.number().int(), startDate: z.string(), endDate: z.string(), isCurrent: z.boolean() });
export const ClassWeekInfo = z.object({ classId: z.number().int(), className: z.string(), semesterName: z.string().nullable(), weeks: z.array(ClassWeek) });

export const TeacherAccountGroup = z.object({
  departmentId: z.number().int().nullable(),
  departmentName: z.string(),
  teacherList: z.array(TeacherOption),
});
