import { z } from 'zod';
import { nameText } from '../fields.js';
import { flag, id, int, intAmong, isoDate, pageInput, pageOf, phoneNumber } from '../endpoint.js';
import { newPassword } from '../session/session.schemas.js';

/** Student status; labels in studentStatusLabel. 5 转班 names a class record that ended by a move. */
export const StudentStatus = { IN_SCHOOL: 0, TRANSFERRED: 1, GRADUATED: 2, DROPPED_OUT: 3, CLASS_CHANGED: 5 } as const;

/** Guardian relation types 1-7; labels in guardianRelationLabel. */
export const RelationType = { FATHER: 1, MOTHER: 2, OTHER: 7 } as const;

/** At most this many guardians per child, and children per batch call. */
export const MAX_GUARDIANS = 6;
export const MAX_STUDENT_BATCH = 500;

/** A real calendar day written YYYY-MM-DD. */
export const calendarDate = () =>
  isoDate().refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, '不是有效的日期');

/** Forms send '' for a field left empty: that clears it. */
const emptyAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/** Ids as an array, or comma-joined as query strings and forms send them. */
export const idList = (what: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
    z.array(id()).min(1, `请选择${what}`).max(MAX_STUDENT_BATCH, `一次最多${MAX_STUDENT_BATCH}个`),
  );

export const personName = (what: string) => nameText(what, 20);
export const childSex = () => int(1, 2, '性别为1（男）或2（女）');
export const ethnicId = () => emptyAsNull(int(1, 56, '民族为1-56')).optional();
export const relationType = () => int(1, 7, '关系为1-7');
const relationName = () => emptyAsNull(z.string().trim().max(10, '关系名称最多10字')).optional();
/** A file id or link from the files module. */
const photoUrl = () => emptyAsNull(z.string().trim().max(500, '照片地址过长')).optional();
const idCardNo = () => emptyAsNull(z.string().trim().regex(/^\d{17}[\dXx]$/, '身份证号应为18位')).optional();

// ---- reads ----

export const StudentListInput = z.object({
  yearId: id().optional(),
  gradeId: id().optional(),
  classId: id().optional(),
  status: int(0, 5).optional(),
  keyword: z.string().trim().max(20).optional(),
  ...pageInput,
});

export const StudentRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  birthday: z.string().nullable(),
  ethnicId: z.number().int().nullable(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  gradeName: z.string().nullable(),
  status: z.number().int(),
  joinDate: z.string().nullable(),
  leaveDate: z.string().nullable(),
  photoUrl: z.string().nullable(),
  mainGuardianName: z.string().nullable(),
  mainGuardianPhone: z.string().nullable(),
});
export type StudentRow = z.infer<typeof StudentRow>;
export const StudentPage = pageOf(StudentRow);

export const StudentIdInput = z.object({ studentId: id() });

export const StudentInfo = StudentRow.omit({ mainGuardianName: true, mainGuardianPhone: true }).extend({
  yearId: z.number().int().nullable(),
  leaveReason: z.string().nullable(),
  idCardNo: z.string().nullable(),
  homeAddress: z.string().nullable(),
  remark: z.string().nullable(),
  allergyMedication: z.string().nullable(),
  allergyFood: z.string().nullable(),
});
export type StudentInfo = z.infer<typeof StudentInfo>;

export const PhoneChange = z.object({ oldPhone: z.string(), newPhone: z.string(), changedAt: z.string(), teacherName: z.string().nullable() });

export const Guardian = z.object({
  guardianId: z.number().int(),
  guardianName: z.string(),
  phone: z.string(),
  relationType: z.number().int(),
  relationName: z.string().nullable(),
  isMain: z.boolean(),
  /** A relieved relation stays listed, so that it can be restored. */
  relieved: z.boolean(),
  relievedAt: z.string().nullable(),
  /** Whether the school set the parent app password. */
  hasPassword: z.boolean(),
  phoneHistory: z.array(PhoneChange),
});
export type Guardian = z.infer<typeof Guardian>;

export const PickUpPerson = z.object({
  pickUpPersonId: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  relationType: z.number().int(),
  relationName: z.string().nullable(),
  phone: z.string(),
  photoUrl: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Whether today falls within the dates. */
  isValid: z.boolean(),
});
export type PickUpPerson = z.infer<typeof PickUpPerson>;

export const ClassRecord = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  yearName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** The status the record ended with (1 转学, 2 毕业, 3 退学, 5 转班); null while open or ended by promotion. */
  endReason: z.number().int().nullable(),
  endedByPromotion: z.boolean(),
});

export const StudentDetail = StudentInfo.extend({
  guardians: z.array(Guardian),
  pickUpPeople: z.array(PickUpPerson),
  classHistory: z.array(ClassRecord),
});
export type StudentDetail = z.infer<typeof StudentDetail>;

export const RepeatNameInput = z.object({ studentName: personName('幼儿姓名'), studentId: id().optional() });
export const SameNameStudent = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  birthday: z.string().nullable(),
  className: z.string().nullable(),
  status: z.number().int(),
});
export const RepeatNameResult = z.object({ isRepeat: z.boolean(), students: z.array(SameNameStudent) });

// ---- child writes ----

export const GuardianInput = z.object({
  guardianName: personName('家长姓名'),
  phone: phoneNumber(),
  relationType: relationType(),
  relationName: relationName(),
  isMain: flag().optional(),
});
export type GuardianInput = z.infer<typeof GuardianInput>;

export const AddStudentInput = z.object({
  studentName: personName('幼儿姓名'),
  sex: childSex(),
  birthday: calendarDate(),
  ethnicId: ethnicId(),
  classId: id(),
  joinDate: calendarDate().optional(),
  photoUrl: photoUrl(),
  guardians: z.array(GuardianInput).min(1, '请至少填写一位家长').max(MAX_GUARDIANS, `最多${MAX_GUARDIANS}位家长`),
});
export type AddStudentInput = z.infer<typeof AddStudentInput>;
export const SavedStudent = z.object({ studentId: z.number().int() });

export const UpdateStudentInfoInput = z.object({
  studentId: id(),
  studentName: personName('幼儿姓名').optional(),
  sex: childSex().optional(),
  birthday: calendarDate().optional(),
  ethnicId: ethnicId(),
  joinDate: calendarDate().optional(),
  photoUrl: photoUrl(),
});
export type UpdateStudentInfoInput = z.infer<typeof UpdateStudentInfoInput>;

export const UpdateStudentDetailInput = z.object({
  studentId: id(),
  idCardNo: idCardNo(),
  homeAddress: emptyAsNull(z.string().trim().max(100, '家庭住址最多100字')).optional(),
  remark: emptyAsNull(z.string().trim().max(500, '备注最多500字')).optional(),
});
export type UpdateStudentDetailInput = z.infer<typeof UpdateStudentDetailInput>;

/** Field names as the console sends them in the query: all lower case. */
export const UpdateAllergyInput = z.object({
  studentId: id(),
  allergymedication: z.string().trim().max(200, '过敏药物最多200字').default(''),
  allergyfood: z.string().trim().max(200, '过敏食物最多200字').default(''),
});

export const JoinNewClassInput = z.object({ studentId: id(), newYearId: id(), newClassId: id(), joinDate: calendarDate() });
export const BatchJoinNewClassInput = z.object({ studentIds: idList('幼儿'), newYearId: id(), newClassId: id(), joinDate: calendarDate() });

/** How a child leaves: 1 转学 or 3 退学. */
export const LeaveSchoolInput = z.object({
  studentId: id(),
  leaveDate: calendarDate(),
  leaveType: intAmong([1, 3], '离园类型为1（转学）或3（退学）').default(3),
  leaveReason: emptyAsNull(z.string().trim().max(200, '离园原因最多200字')).optional(),
});
export const GraduationInput = z.object({ studentId: id(), leaveDate: calendarDate() });
export const BatchGraduationInput = z.object({ studentIds: idList('幼儿'), leaveDate: calendarDate() });
export const StudentBatchResult = z.object({ count: z.number().int() });

// ---- guardians ----

export const AddRelationInput = GuardianInput.extend({ studentId: id() });
export const UpdateRelationInput = z.object({ studentId: id(), guardianId: id(), relationType: relationType(), relationName: relationName() });
export const UpdateRelationNameInput = z.object({ guardianId: id(), guardianName: personName('家长姓名') });
export const UpdateGuardianPhoneInput = z.object({ guardianId: id(), phone: phoneNumber() });
export const GuardianRelationInput = z.object({ studentId: id(), guardianId: id() });
export const UpdateUserPwdInput = z.object({ guardianId: id(), password: newPassword() });
export const SavedGuardian = z.object({ guardianId: z.number().int() });

// ---- pick-up people ----

const pickUpFields = {
  name: personName('接送人姓名'),
  relationType: relationType(),
  relationName: relationName(),
  phone: phoneNumber(),
  photoUrl: photoUrl(),
  validFrom: emptyAsNull(calendarDate()).optional(),
  validTo: emptyAsNull(calendarDate()).optional(),
};
export const AddPickUpPersonInput = z.object({ studentId: id(), ...pickUpFields });
export type AddPickUpPersonInput = z.infer<typeof AddPickUpPersonInput>;
export const UpdatePickUpPersonInput = z.object({
  pickUpPersonId: id(),
  name: pickUpFields.name.optional(),
  relationType: pickUpFields.relationType.optional(),
  relationName: pickUpFields.relationName,
  phone: pickUpFields.phone.optional(),
  photoUrl: pickUpFields.photoUrl,
  validFrom: pickUpFields.validFrom,
  validTo: pickUpFields.validTo,
});
export type UpdatePickUpPersonInput = z.infer<typeof UpdatePickUpPersonInput>;
export const PickUpPersonIdInput = z.object({ pickUpPersonId: id() });
export const SavedPickUpPerson = z.object({ pickUpPersonId: z.number().int() });

// ---- import ----

/** The columns of the import workbook, in order; `*` marks a required one. */
export const studentImportColumns = [
  '幼儿姓名*',
  '性别*',
  '出生日期*',
  '民族',
  '班级*',
  '入园日期',
  '家长姓名*',
  '与幼儿关系*',
  '家长手机号*',
  '第二位家长姓名',
  '第二位家长关系',
  '第二位家长手机号',
] as const;
/** Rows beyond this are refused: a school imports a few classes at a time. */
export const MAX_STUDENT_IMPORT_ROWS = 3000;

export const StudentImportTemplateInput = z.object({ yearId: id().optional() });

export const ImportStudentDataInput = z.object({
  /** The .xlsx workbook, base64 (a data: URL is accepted too). */
  fileContent: z.string().min(1, '请选择要导入的文件').max(2_000_000, '文件过大，请分批导入'),
  fileName: z.string().trim().max(100).default('幼儿导入.xlsx'),
  /** The school year whose class names the 班级 column uses; the current year when absent. */
  yearId: id().optional(),
  /** false: import nothing when any row is wrong; true: import the good rows and report the rest. */
  onlyValidRows: flag().default(false),
});

export const StudentImportRowError = z.object({ rowNumber: z.number().int(), studentName: z.string(), messages: z.array(z.string()) });
export const StudentImportResult = z.object({
  importId: z.number().int(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  /** The first failed rows; the error report holds them all. */
  errors: z.array(StudentImportRowError),
});
export type StudentImportResult = z.infer<typeof StudentImportResult>;
export const StudentImportIdInput = z.object({ importId: id() });

/** Query strings send '' for a date left empty. */
const optionalDate = () => z.preprocess((value) => (value === '' || value === null ? undefined : value), calendarDate().optional());

/** What a child's works or photos are read by: the child, an optional interval of school dates, a page. */
export const StudentPeriodPageInput = z
  .object({ studentId: id(), startDate: optionalDate(), endDate: optionalDate(), ...pageInput })
  .refine((input) => !input.startDate || !input.endDate || input.startDate <= input.endDate, { path: ['startDate'], message: '开始日期不能晚于结束日期' });
export type StudentPeriodPageInput = z.infer<typeof StudentPeriodPageInput>;
