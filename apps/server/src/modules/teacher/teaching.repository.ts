import { MediaType } from '@yuanwu/shared';
import type { Period } from '../../core/calendar.js';
import type { SchoolDb } from '../../db/school-scope.js';

/** An interval both ways: its days for what is dated (notes), its instants for what is timed (the rest). */
export interface Interval {
  startDate: string;
  endDate: string;
  period: Period;
}

/**
 * What the teacher wrote and shared in the interval, counted in one statement; undefined for a
 * teacher the school does not have. Photos and videos are every one the teacher uploaded, with a
 * post or into an album, as the dashboard's ranking counts them.
 */
export function teachingCounts(db: SchoolDb, teacherId: number, { startDate, endDate, period }: Interval) {
  return db
    .selectFrom('teacher')
    .select((eb) => {
      const media = (mediaType: number) =>
        eb
          .selectFrom('classMedia')
          .select(eb.fn.countAll().as('n'))
          .whereRef('classMedia.teacherId', '=', 'teacher.id')
          .where('classMedia.mediaType', '=', mediaType)
          .where('classMedia.createdAt', '>=', period.from)
          .where('classMedia.createdAt', '<', period.until);
      return [
        eb
          .selectFrom('teachNote')
          .select(eb.fn.countAll().as('n'))
          .whereRef('teachNote.teacherId', '=', 'teacher.id')
          .where('teachNote.noteDate', '>=', startDate)
          .where('teachNote.noteDate', '<=', endDate)
          .as('teachNoteCount'),
        eb
          .selectFrom('homework')
          .select(eb.fn.countAll().as('n'))
          .whereRef('homework.teacherId', '=', 'teacher.id')
          .where('homework.createdAt', '>=', period.from)
          .where('homework.createdAt', '<', period.until)
          .as('homeworkCount'),
        eb
          .selectFrom('classDynamic')
          .select(eb.fn.countAll().as('n'))
          .whereRef('classDynamic.teacherId', '=', 'teacher.id')
          .where('classDynamic.createdAt', '>=', period.from)
          .where('classDynamic.createdAt', '<', period.until)
          .as('dynamicCount'),
        media(MediaType.PHOTO).as('photoCount'),
        media(MediaType.VIDEO).as('videoCount'),
        eb
          .selectFrom('workbookFile')
          .select(eb.fn.countAll().as('n'))
          .whereRef('workbookFile.teacherId', '=', 'teacher.id')
          .where('workbookFile.createdAt', '>=', period.from)
          .where('workbookFile.createdAt', '<', period.until)
          .as('workCount'),
      ];
    })
    .where('teacher.id', '=', teacherId)
    .executeTakeFirst();
}

/** The teacher's notes about days of the interval, newest first. */
export function teachNotesOf(db: SchoolDb, teacherId: number, { startDate, endDate }: Interval) {
  return db
    .selectFrom('teachNote')
    .innerJoin('schoolClass', 'schoolClass.id', 'teachNote.classId')
    .select([
      'teachNote.id as teachNoteId',
      'teachNote.classId',
      'schoolClass.name as className',
      'teachNote.title',
      'teachNote.content',
      'teachNote.noteDate',
      'teachNote.createdAt',
    ])
    .where('teachNote.teacherId', '=', teacherId)
    .where('teachNote.noteDate', '>=', startDate)
    .where('teachNote.noteDate', '<=', endDate)
    .orderBy('teachNote.noteDate', 'desc')
    .orderBy('teachNote.id', 'desc')
    .execute();
}

/** The attachment rows of those notes, in their order. */
export function teachNoteAttachmentsOf(db: SchoolDb, teacherId: number, { startDate, endDate }: Interval) {
  return db
    .selectFrom('teachNoteAttachment')
    .innerJoin('teachNote', 'teachNote.id', 'teachNoteAttachment.teachNoteId')
    .select(['teachNoteAttachment.teachNoteId as ownerId', 'teachNoteAttachment.fileId'])
    .where('teachNote.teacherId', '=', teacherId)
    .where('teachNote.noteDate', '>=', startDate)
    .where('teachNote.noteDate', '<=', endDate)
    .orderBy('teachNoteAttachment.teachNoteId')
    .orderBy('teachNoteAttachment.sortOrder')
    .execute();
}

/** The homework the teacher set in the interval, newest first. */
export function homeworkOf(db: SchoolDb, teacherId: number, { period }: Interval) {
  return db
    .selectFrom('homework')
    .innerJoin('schoolClass', 'schoolClass.id', 'homework.classId')
    .select([
      'homework.id as homeworkId',
      'homework.classId',
      'schoolClass.name as className',
      'homework.title',
      'homework.content',
      'homework.endDate',
      'homework.createdAt',
    ])
    .where('homework.teacherId', '=', teacherId)
    .where('homework.createdAt', '>=', period.from)
    .where('homework.createdAt', '<', period.until)
    .orderBy('homework.createdAt', 'desc')
    .orderBy('homework.id', 'desc')
    .execute();
}

/** The attachment rows of that homework, in their order. */
export function homeworkAttachmentsOf(db: SchoolDb, teacherId: number, { period }: Interval) {
  return db
    .selectFrom('homeworkAttachment')
    .innerJoin('homework', 'homework.id', 'homeworkAttachment.homeworkId')
    .select(['homeworkAttachment.homeworkId as ownerId', 'homeworkAttachment.fileId'])
    .where('homework.teacherId', '=', teacherId)
    .where('homework.createdAt', '>=', period.from)
    .where('homework.createdAt', '<', period.until)
    .orderBy('homeworkAttachment.homeworkId')
    .orderBy('homeworkAttachment.sortOrder')
    .execute();
}
