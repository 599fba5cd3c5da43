import { z } from 'zod';
import { nameText } from '../fields.js';
import { flag, id, int, intAmong, isoDate, pageInput, pageOf, phoneNumber } from '../endpoint.js';

/** Highest education (学历), for the teacher record and the analysis charts. */
export const educationLabel: Record<number, string> = { 1: '初中及以下', 2: '高中/中专', 3: '大专', 4: '本科', 5: '硕士及以上' };

/** Forms send '' or 0 for "none": both mean null. */
const blankToNull = (value: unknown) => (value === '' || value === 0 || value === '0' ? null : value);
const optionalRef = () => z.preprocess(blankToNull, id().nullable()).optional();
export const optionalDate = () => z.preprocess(blankToNull, isoDate().nullable()).optional();

export const teacherName = () => nameText('姓名', 20);
export const sex = () => int(1, 2, '性别为1（男）或2（女）');
export const education = () =>
  z.preprocess(blankToNull, int(1, 5, '学历为1-5').nullable()).optional();
const classPosition = () => int(1, 3, '班级职务为1-3');
const keyword = () => z.string().trim().max(20, '搜索内容最多20字').optional();

export const TeacherIdInput = z.object({ teacherId: id() });

/** The fields of a teacher that a form edits; the class is set separately. */
const teacherFields = {
  teacherName: teacherName(),
  sex: sex(),
  phone: phoneNumber(),
  departmentId: optionalRef(),
  postId: optionalRef(),
  roleId: optionalRef(),
  birthday: optionalDate(),
  entryDate: optionalDate(),
  education: education(),
};

export const AddTeacherInput = z.object({
  ...teacherFields,
  /** The class the new teacher joins, with their position in it (optional). */
  classId: optionalRef(),
  classPositionId: classPosition().optional(),
});
export type AddTeacherInput = z.infer<typeof AddTeacherInput>;

export const BatchAddTeacherInput = z.object({
  teacherList: z.array(z.object(teacherFields)).min(1, '请至少添加一位教师').max(200, '一次最多添加200位教师'),
});
export const SavedTeacher = z.object({ teacherId: z.number().int() });
export const SavedTeachers = z.object({ teacherIds: z.array(z.number().int()) });

export const UpdateTeacherInput = z.object({
  teacherId: id(),
  ...teacherFields,
  /** 0 正常 or 2 离班; leaving (离职) has its own call. */
  status: intAmong([0, 2], '状态只能改为正常或离班').optional(),
});
export type UpdateTeacherInput = z.infer<typeof UpdateTeacherInput>;

export const ClassAssignment = z.object({ classId: id(), classPositionId: classPosition() });
export const ChangeTeacherClassInput = z.object({
  teacherId: id(),
  classList: z.array(ClassAssignment).max(6, '一位老师最多同时任教6个班').default([]),
});
export const UpdateTeacherRoleInput = z.object({ teacherId: id(), roleId: z.preprocess(blankToNull, id().nullable()) });
export const DimissionInput = z.object({ teacherId: id(), leaveDate: optionalDate() });

export const TeacherListInput = z.object({
  departmentId: optionalRef(),
  postId: optionalRef(),
  /** TeacherStatus; by default everyone who has not left. */
  status: int(0, 2, '状态为0（正常）、1（离职）或2（离班）').optional(),
  /** Name or phone. */
  keyword: keyword(),
  ...pageInput,
});
export type TeacherListInput = z.infer<typeof TeacherListInput>;
export const TeacherFilterForExport = TeacherListInput.omit({ pageIndex: true, pageSize: true });

export const TeacherRow = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  sex: z.number().int(),
  phone: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  postId: z.number().int().nullable(),
  /** The post (职务) by name, as the API's teacher field SchoolDutyName. */
  schoolDutyName: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  status: z.number().int(),
  education: z.number().int().nullable(),
  birthday: z.string().nullable(),
  entryDate: z.string().nullable(),
  leftAt: z.string().nullable(),
  /** The classes of the current school years, joined with 、. */
  classNames: z.string(),
});
export type TeacherRow = z.infer<typeof TeacherRow>;
export const TeacherPage = pageOf(TeacherRow);

export const TeacherClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  yearId: z.number().int(),
  yearName: z.string(),
  classPositionId: z.number().int(),
  classPositionName: z.string(),
});
export const TeacherInfo = TeacherRow.extend({
  schoolId: z.number().int(),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
  classes: z.array(TeacherClass),
});
export const TeacherForUpdate = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  sex: z.number().int(),
  phone: z.string(),
  departmentId: z.number().int().nullable(),
  postId: z.number().int().nullable(),
  roleId: z.number().int().nullable(),
  birthday: z.string().nullable(),
  entryDate: z.string().nullable(),
  education: z.number().int().nullable(),
  status: z.number().int(),
  classList: z.array(z.object({ classId: z.number().int(), classPositionId: z.number().int() })),
});

/** Past and present classes of a teacher, newest year first: the teaching record kept after leaving. */
export const WorkHistory = z.object({
  entryDate: z.string().nullable(),
  leftAt: z.string().nullable(),
  classes: z.array(TeacherClass.extend({ isCurrent: z.boolean() })),
});

export const SamePhoneInput = z.object({ teacherId: optionalRef(), phone: phoneNumber() });
export const SamePhoneResult = z.object({
  isSame: z.boolean(),
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  status: z.number().int().nullable(),
  message: z.string(),
});

export const DepartmentSelectOption = z.object({ departmentId: z.number().int(), departmentName: z.string() });
export const PostSelectOption = z.object({ postId: z.number().int(), schoolDutyName: z.string() });
export const RoleSelectOption = z.object({ roleId: z.number().int(), roleName: z.string() });
export const ClassSelectOption = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  yearName: z.string(),
});
export const ClassPositionOption = z.object({ classPositionId: z.number().int(), classPositionName: z.string() });

export const TemporaryPassword = z.object({
  teacherId: z.number().int(),
  /** Shown once; only its hash is stored. */
  temporaryPassword: z.string(),
});
export const Invitation = z.object({ teacherId: z.number().int(), phone: z.string(), invitedAt: z.string() });

export const DimissionListInput = z.object({ departmentId: optionalRef(), keyword: keyword(), ...pageInput });
export const DimissionPage = TeacherPage;

/** One bar of a chart: a label and how many staff it holds. */
export const CountItem = z.object({ name: z.string(), count: z.number().int() });
export const TeacherAnalysis = z.object({
  total: z.number().int(),
  bySex: z.array(CountItem),
  byDepartment: z.array(CountItem),
  byPost: z.array(CountItem),
  byAge: z.array(CountItem),
  byServiceYears: z.array(CountItem),
  byEducation: z.array(CountItem),
});

/** The columns of the teacher import template, in order; `*` marks a required one. */
export const teacherImportColumns = ['姓名*', '性别*', '手机号*', '部门', '职务', '角色', '出生日期', '入职日期', '学历'] as const;
/** Rows beyond this are refused: even a school group adds its staff a school at a time. */
export const MAX_TEACHER_IMPORT_ROWS = 1000;

/** As the children import: the workbook travels base64 in the body. */
export const ImportTeacherInput = z.object({
  /** The .xlsx workbook, base64 (a data: URL is accepted too). */
  fileContent: z.string().min(1, '请选择要导入的文件').max(2_000_000, '文件过大，请分批导入'),
  fileName: z.string().trim().max(100).default('教师导入.xlsx'),
  /** false: import nothing when any row is wrong; true: import the good rows and report the rest. */
  onlyValidRows: flag().default(false),
});
export const TeacherImportRowError = z.object({ rowNumber: z.number().int(), teacherName: z.string(), messages: z.array(z.string()) });
export const TeacherImportResult = z.object({
  importId: z.number().int(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  /** The first failed rows; the error report holds them all. */
  errors: z.array(TeacherImportRowError),
});
export type TeacherImportResult = z.infer<typeof TeacherImportResult>;
export const TeacherImportIdInput = z.object({ importId: id() });
