import { z } from 'zod';
import { calendarDate, personName, relationType } from '../child/child.schemas.js';
import { flag, id, int, pageInput, pageOf, phoneNumber } from '../endpoint.js';

/** Pickup card status, by index as the console labels it: 已注销, 正常, 未发卡. */
export const StudentCardStatus = { CANCELLED: 0, NORMAL: 1, NOT_ISSUED: 2 } as const;
export const studentCardStatusLabel: Record<number, string> = { 0: '已注销', 1: '正常', 2: '未发卡' };

/** What a keyboard-wedge card reader types, upper-cased: the same number however the reader cases letters. */
export const studentCardNo = () =>
  z.string().trim().regex(/^[0-9A-Za-z]{4,32}$/, '卡号为4-32位数字或字母').transform((value) => value.toUpperCase());

/** Who holds a card: one of the child's guardians or one of its authorised pick-up people. */
export const CardHolderType = { GUARDIAN: 1, PICK_UP_PERSON: 2 } as const;
export const cardHolderTypeLabel: Record<number, string> = { 1: '家长', 2: '接送人' };

export const StudentCardListInput = z.object({
  classId: id().optional(),
  /** Matches the child's name, the holder's name or phone. */
  searchContent: z.string().trim().max(20).optional(),
  cardNo: z.string().trim().max(32).optional(),
  status: int(0, 2).optional(),
  ...pageInput,
});

/** One row per child and each of its guardians and pick-up people, with the card the person holds for the child. */
export const StudentCardRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  holderType: z.number().int(),
  holderId: z.number().int(),
  holderName: z.string(),
  phone: z.string(),
  relationType: z.number().int(),
  relationName: z.string().nullable(),
  status: z.number().int(),
  /** The card held now, or the last one cancelled. */
  cardId: z.number().int().nullable(),
  cardNo: z.string().nullable(),
  boundAt: z.string().nullable(),
});
export type StudentCardRow = z.infer<typeof StudentCardRow>;
export const StudentCardPage = pageOf(StudentCardRow);

export const StudentCardNoInput = z.object({ cardNo: studentCardNo() });
export const StudentCardIdInput = z.object({ cardId: id() });

export const StudentCardChild = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  relationType: z.number().int(),
  relationName: z.string().nullable(),
  /** In school, the relation not relieved, and a pick-up person's dates include today. */
  canPickUp: z.boolean(),
});
/** What a swipe of the card names: who holds it and which children they may collect. */
export const StudentCardOwner = z.object({
  cardNo: z.string(),
  status: z.number().int(),
  holderType: z.number().int().nullable(),
  holderName: z.string().nullable(),
  phone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  children: z.array(StudentCardChild),
});
export const StudentCardStatusResult = z.object({ cardNo: z.string(), status: z.number().int(), statusName: z.string() });

export const RelatedByPhoneInput = z.object({ studentId: id(), phone: phoneNumber() });
export const RelatedByPhone = z.object({
  isRelated: z.boolean(),
  holderType: z.number().int().nullable(),
  holderId: z.number().int().nullable(),
  name: z.string().nullable(),
  relationType: z.number().int().nullable(),
  /** For a pick-up person: whether today falls within the dates. */
  isValid: z.boolean(),
});

export const BindStudentCardInput = z.object({ studentId: id(), phone: phoneNumber(), cardNo: studentCardNo() });
export const AddCardUserInput = z.object({
  studentId: id(),
  name: personName('接送人姓名'),
  relationType: relationType(),
  relationName: z.string().trim().max(10, '关系名称最多10字').optional(),
  phone: phoneNumber(),
  photoUrl: z.string().trim().max(500).optional(),
  validFrom: calendarDate().optional(),
  validTo: calendarDate().optional(),
  cardNo: studentCardNo(),
});
export type AddCardUserInput = z.infer<typeof AddCardUserInput>;
export const ResetStudentCardInput = z.object({ cardId: id(), newCardNo: studentCardNo() });
export const BatchBindStudentCardInput = z.object({
  classId: id(),
  cards: z.array(BindStudentCardInput).min(1, '请填写要发的卡').max(200, '一次最多发200张卡'),
});
export const SavedStudentCard = z.object({ cardId: z.number().int() });
export const StudentCardCount = z.object({ count: z.number().int() });

export const CardPayListInput = z.object({
  classId: id().optional(),
  searchContent: z.string().trim().max(20).optional(),
  isIssued: flag().optional(),
  startDate: calendarDate().optional(),
  endDate: calendarDate().optional(),
  ...pageInput,
});
export const CardApplication = z.object({
  applyId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  applicantName: z.string(),
  phone: z.string(),
  relationType: z.number().int(),
  /** Yuan. */
  amount: z.number(),
  orderNo: z.string(),
  paidAt: z.string(),
  isIssued: z.boolean(),
  issuedAt: z.string().nullable(),
  issuedByName: z.string().nullable(),
  cardNo: z.string().nullable(),
});
export const CardApplicationPage = pageOf(CardApplication);
/** Marks a paid application as issued; with a card number, binds that card to the applicant too. */
export const SetCardIssuedInput = z.object({ applyId: id(), cardNo: studentCardNo().optional() });
export const SavedApplication = z.object({ applyId: z.number().int() });
