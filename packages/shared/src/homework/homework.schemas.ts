import { z } from 'zod';
import { id } from '../endpoint.js';
import { calendarDate } from '../child/child.schemas.js';
import { attachmentIds, teachingTitle } from '../teach-note/teach-note.schemas.js';

export const AddHomeworkInput = z.object({
  classId: id(),
  title: teachingTitle(),
  content: z.string().trim().min(1, '请填写作业内容').max(2000, '作业内容最多2000字'),
  /** The last day families may hand it in: today or later. */
  endDate: calendarDate(),
  fileIds: attachmentIds(),
});
export type AddHomeworkInput = z.infer<typeof AddHomeworkInput>;

export const SavedHomework = z.object({ homeworkId: z.number().int() });
