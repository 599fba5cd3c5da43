import { z } from 'zod';
import { id } from '../endpoint.js';
import { calendarDate } from '../child/child.schemas.js';

/** What a teacher may attach to a note or a homework: a few photos or documents. */
export const MAX_ATTACHMENTS = 9;

/**
 * The files module's ids of a write's attachments, in the order shown: an array, or comma-joined as
 * forms send them; none when absent or empty.
 */
export const attachmentIds = () =>
  z
    .preprocess(
      (value) => (value === '' || value === null ? [] : typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : value),
      z
        .array(id())
        .max(MAX_ATTACHMENTS, `附件最多${MAX_ATTACHMENTS}个`)
        .refine((ids) => new Set(ids).size === ids.length, '同一个附件不能添加两次'),
    )
    .default([]);

/** The title of what a teacher writes for a class. */
export const teachingTitle = () => z.string().trim().min(1, '请填写标题').max(50, '标题最多50字');

export const AddTeachNoteInput = z.object({
  classId: id(),
  title: teachingTitle(),
  content: z.string().trim().min(1, '请填写笔记内容').max(5000, '笔记内容最多5000字'),
  /** The day the note is about: today or earlier. */
  noteDate: calendarDate(),
  fileIds: attachmentIds(),
});
export type AddTeachNoteInput = z.infer<typeof AddTeachNoteInput>;

export const SavedTeachNote = z.object({ teachNoteId: z.number().int() });
