import { z } from 'zod';
import { gradeLevel } from '../class-group/class-group.schemas.js';
import { id, pageInput, pageOf, phoneNumber } from '../endpoint.js';
import { calendarDate, childSex, ethnicId, idList, personName, relationType } from '../child/child.schemas.js';

/** Where a new student is in admission (新生入园). */
export const EnrolStatus = { WAITING: 0, PLACED: 1, ADMITTED: 2, REMOVED: 3 } as const;

export const EnrolClassListInput = z.object({ yearId: id().optional() });
export const EnrolClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  /** Children in the class now. */
  childCount: z.number().int(),
  /** New students placed in the class, waiting for confirmation. */
  placedCount: z.number().int(),
});

export const EnrolListInput = z.object({
  keyword: z.string().trim().max(20).optional(),
  gradeLevel: gradeLevel().optional(),
  ...pageInput,
});

export const Enrolment = z.object({
  enrolId: z.number().int(),
  studentName: z.string(),
  sex: z.number().int(),
  birthday: z.string(),
  ethnicId: z.number().int().nullable(),
  gradeLevel: z.number().int().nullable(),
  joinDate: z.string().nullable(),
  guardianName: z.string(),
  phone: z.string(),
  relationType: z.number().int(),
  status: z.number().int(),
  classId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Enrolment = z.infer<typeof Enrolment>;
export const EnrolPage = pageOf(Enrolment);

export const AddEnrolStudentInput = z.object({
  studentName: personName('幼儿姓名'),
  sex: childSex(),
  birthday: calendarDate(),
  ethnicId: ethnicId(),
  gradeLevel: gradeLevel().optional(),
  joinDate: calendarDate().optional(),
  guardianName: personName('家长姓名'),
  phone: phoneNumber(),
  relationType: relationType(),
});
export type AddEnrolStudentInput = z.infer<typeof AddEnrolStudentInput>;
export const SavedEnrolment = z.object({ enrolId: z.number().int() });

export const EnrolIdInput = z.object({ enrolId: id() });
export const EnrolClassInput = z.object({ classId: id() });
/** Confirms the class's placed students, or only `enrolId` when given. */
export const EnrolConfirmInput = z.object({ classId: id(), enrolId: id().optional() });
export const EnrolPlaceInput = z.object({ classId: id(), enrolIds: idList('新生') });
export const EnrolCount = z.object({ count: z.number().int() });

export const EnrolClassChild = z.object({ studentId: z.number().int(), studentName: z.string(), sex: z.number().int(), birthday: z.string().nullable() });
export const EnrolClassDetail = z.object({
  classId: z.number().int(),
  className: z.string(),
  gradeName: z.string(),
  gradeLevel: z.number().int(),
  yearName: z.string(),
  placed: z.array(Enrolment),
  children: z.array(EnrolClassChild),
});
