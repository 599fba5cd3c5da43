import { z } from 'zod';
import { id, int, pageInput, pageOf } from '../endpoint.js';

/** Teacher card status, by index: 0 已注销, 1 正常, 2 未发卡. */
export const TeacherCardStatus = { CANCELLED: 0, NORMAL: 1, NOT_ISSUED: 2 } as const;
export const teacherCardStatusLabel: Record<number, string> = { 0: '已注销', 1: '正常', 2: '未发卡' };

/** What a card reader types: letters and digits. */
export const cardNo = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,32}$/, '卡号为4-32位字母或数字')
    .transform((value) => value.toUpperCase());

export const TeacherCardListInput = z.object({
  departmentId: z.preprocess((value) => (value === '' || value === 0 || value === '0' ? undefined : value), id().optional()),
  status: int(0, 2, '卡状态为0（已注销）、1（正常）或2（未发卡）').optional(),
  /** Name, phone or card number. */
  searchContent: z.string().trim().max(32, '搜索内容最多32字').optional(),
  ...pageInput,
});

/** A staff member and their card: the latest one they held, or none. */
export const TeacherCardRow = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  phone: z.string(),
  departmentName: z.string().nullable(),
  cardNo: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  /** When the card was bound, or cancelled for a cancelled one. */
  changedAt: z.string().nullable(),
});
export const TeacherCardPage = pageOf(TeacherCardRow);

export const CardNoInput = z.object({ cardNo: cardNo() });
/** Who holds a card number now; a number nobody holds is 未发卡 with no teacher. */
export const CardHolder = z.object({
  cardNo: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  teacherId: z.number().int().nullable(),
  teacherName: z.string().nullable(),
  departmentName: z.string().nullable(),
});

export const BindCardInput = z.object({ teacherId: id(), cardNo: cardNo() });
export const UnbindCardInput = z.object({ teacherId: id() });
export const SavedCard = z.object({ teacherId: z.number().int(), cardNo: z.string().nullable(), status: z.number().int() });
