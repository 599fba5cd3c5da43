import type { Insertable } from 'kysely';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

export async function insertTeachNote(db: SchoolDb, note: Insertable<SchoolScopedDatabase['teachNote']>, fileIds: number[]): Promise<number> {
  const { id } = await db.insertInto('teachNote').values(note).returning('id').executeTakeFirstOrThrow();
  if (fileIds.length) {
    await db
      .insertInto('teachNoteAttachment')
      .values(fileIds.map((fileId, sortOrder) => ({ teachNoteId: id, fileId, sortOrder })))
      .execute();
  }
  return id;
}

export interface TeachNoteFilter {
  classId?: number | undefined;
  teacherId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  keyword?: string | undefined;
  teachNoteId?: number | undefined;
}

/** The notes within the handle's reach matching `filter`, with their class and author. */
function notesQuery(db: SchoolDb, filter: TeachNoteFilter) {
  let query = db
    .selectFrom('teachNote as note')
    .innerJoin('schoolClass', 'schoolClass.id', 'note.classId')
    .innerJoin('teacher', 'teacher.id', 'note.teacherId');
  if (filter.teachNoteId) query = query.where('note.id', '=', filter.teachNoteId);
  if (filter.classId) query = query.where('note.classId', '=', filter.classId);
  if (filter.teacherId) query = query.where('note.teacherId', '=', filter.teacherId);
  if (filter.startDate) query = query.where('note.noteDate', '>=', filter.startDate);
  if (filter.endDate) query = query.where('note.noteDate', '<=', filter.endDate);
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('note.title'), filter.keyword!));
  return query;
}

/** A page of notes, the latest day first, each with how many files it carries. */
export function teachNotes(db: SchoolDb, filter: TeachNoteFilter, page: { offset: number; limit: number }) {
  return notesQuery(db, filter)
    .select((eb) => [
      'note.id as teachNoteId',
      'note.title',
      'note.classId',
      'schoolClass.name as className',
      'note.teacherId',
      'teacher.name as teacherName',
      'note.noteDate',
      'note.createdAt',
      'note.content',
      eb.fn.coalesce(eb.selectFrom('teachNoteAttachment').select(eb.fn.countAll<number>().as('n')).whereRef('teachNoteAttachment.teachNoteId', '=', 'note.id'), eb.lit(0)).as('fileCount'),
    ])
    .orderBy('note.noteDate', 'desc')
    .orderBy('note.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countTeachNotes(db: SchoolDb, filter: TeachNoteFilter): Promise<number> {
  const row = await notesQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function teachNoteFiles(db: SchoolDb, teachNoteId: number) {
  return db.selectFrom('teachNoteAttachment').select('fileId').where('teachNoteId', '=', teachNoteId).orderBy('sortOrder').execute();
}
