import { z } from 'zod';
import { id, pageOf } from '../endpoint.js';

/** Forms send '' or 0 for "none". */
const optionalId = () => z.preprocess((value) => (value === '' || value === 0 || value === '0' || value === null ? undefined : value), id().optional());
const optionalText = (max: number, message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max, message).nullable()).optional();

/** One child's work in a class workbook; with `workbookFileId` it replaces that work's fields. */
export const SaveWorkbookFileInput = z.object({
  workbookFileId: optionalId(),
  workbookId: id(),
  studentId: id(),
  /** The photo or scan, uploaded as a Workbook file. */
  fileId: id(),
  title: optionalText(50, '作品名称最多50字'),
  teacherComment: optionalText(500, '教师评语最多500字'),
});
export type SaveWorkbookFileInput = z.infer<typeof SaveWorkbookFileInput>;

export const SavedWorkbookFile = z.object({ workbookFileId: z.number().int() });

// ---- the console's read of a child's works ----

export const StudentWork = z.object({
  workbookFileId: z.number().int(),
  workbookId: z.number().int(),
  workbookName: z.string(),
  className: z.string(),
  title: z.string().nullable(),
  teacherName: z.string().nullable(),
  /** When it was added, and that instant's school date. */
  createdAt: z.string(),
  date: z.string(),
  isExcellent: z.boolean(),
  teacherComment: z.string().nullable(),
  /** The stored photo or scan and its type (jpg, png, pdf ...); null when its bytes are not in this server's store. */
  fileId: z.number().int().nullable(),
  fileType: z.string().nullable(),
});
export type StudentWork = z.infer<typeof StudentWork>;

/** Newest first, with how many of all the interval's works were chosen as excellent. */
export const StudentWorkPage = pageOf(StudentWork).extend({ excellentCount: z.number().int() });
