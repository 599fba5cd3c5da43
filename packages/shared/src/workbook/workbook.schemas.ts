import { z } from 'zod';
import { id } from '../endpoint.js';

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
