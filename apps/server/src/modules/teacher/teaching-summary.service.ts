import { MAX_RANGE_DAYS, type AttachedFile, type TeachingSummary, type TeachingSummaryInput } from '@yuanwu/shared';
import { addDays, periodOf } from '../../core/calendar.js';
import { invalidParams, notFound } from '../../core/errors.js';
import type { SchoolDb } from '../../db/school-scope.js';
import { attachedFiles } from '../files/index.js';
import * as repository from './teaching.repository.js';

/** The files attachment rows name, by the note or homework they are attached to, each in its order. */
async function attachmentsByOwner(db: SchoolDb, rows: { ownerId: number; fileId: number }[]): Promise<Map<number, AttachedFile[]>> {
  const byOwner = new Map<number, AttachedFile[]>();
  for (const { ownerId, ...attachment } of await attachedFiles(db, rows)) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), attachment]);
  return byOwner;
}

export function teachingSummaryService() {
  return {
    /** What a teacher wrote and shared from `startDate` to `endDate`, both days included. */
    async summary(db: SchoolDb, input: TeachingSummaryInput): Promise<TeachingSummary> {
      const { teacherId, startDate, endDate } = input;
      if (endDate > addDays(startDate, MAX_RANGE_DAYS - 1)) throw invalidParams(`统计时间段最长${MAX_RANGE_DAYS}天`);
      const interval = { startDate, endDate, period: periodOf({ startDate, endDate }) };
      const counts = await repository.teachingCounts(db, teacherId, interval);
      if (!counts) throw notFound('教师');
      const [notes, noteAttachments, homework, homeworkAttachments] = await Promise.all([
        repository.teachNotesOf(db, teacherId, interval),
        repository.teachNoteAttachmentsOf(db, teacherId, interval).then((rows) => attachmentsByOwner(db, rows)),
        repository.homeworkOf(db, teacherId, interval),
        repository.homeworkAttachmentsOf(db, teacherId, interval).then((rows) => attachmentsByOwner(db, rows)),
      ]);
      return {
        teacherId,
        startDate,
        endDate,
        teachNoteCount: Number(counts.teachNoteCount),
        homeworkCount: Number(counts.homeworkCount),
        dynamicCount: Number(counts.dynamicCount),
        photoCount: Number(counts.photoCount),
        videoCount: Number(counts.videoCount),
        workCount: Number(counts.workCount),
        teachNotes: notes.map((note) => ({ ...note, attachments: noteAttachments.get(note.teachNoteId) ?? [] })),
        homework: homework.map((item) => ({ ...item, attachments: homeworkAttachments.get(item.homeworkId) ?? [] })),
      };
    },
  };
}

export type TeachingSummaryService = ReturnType<typeof teachingSummaryService>;
