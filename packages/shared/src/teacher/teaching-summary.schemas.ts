import { z } from 'zod';
import { id } from '../endpoint.js';
import { calendarDate } from '../child/child.schemas.js';
import { AttachedFile } from '../files/files.schemas.js';

export const TeachingSummaryInput = z
  .object({ teacherId: id(), startDate: calendarDate(), endDate: calendarDate() })
  .refine((input) => input.startDate <= input.endDate, { message: '开始日期不能晚于结束日期', path: ['endDate'] });
export type TeachingSummaryInput = z.infer<typeof TeachingSummaryInput>;

const written = {
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  content: z.string(),
  attachments: z.array(AttachedFile),
  createdAt: z.string(),
};

export const TeachNoteItem = z.object({ teachNoteId: z.number().int(), ...written, noteDate: z.string() });
export type TeachNoteItem = z.infer<typeof TeachNoteItem>;
export const HomeworkItem = z.object({ homeworkId: z.number().int(), ...written, endDate: z.string() });
export type HomeworkItem = z.infer<typeof HomeworkItem>;

/**
 * What a teacher did in an interval: notes by the day they are about, everything else by the day it
 * was written; the notes and homework themselves newest first.
 */
export const TeachingSummary = z.object({
  teacherId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  teachNoteCount: z.number().int(),
  homeworkCount: z.number().int(),
  dynamicCount: z.number().int(),
  photoCount: z.number().int(),
  videoCount: z.number().int(),
  workCount: z.number().int(),
  teachNotes: z.array(TeachNoteItem),
  homework: z.array(HomeworkItem),
});
export type TeachingSummary = z.infer<typeof TeachingSummary>;
