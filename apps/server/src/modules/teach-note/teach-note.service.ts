import type { AddTeachNoteInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { invalidParams } from '../../http/app-error.js';
import type { SessionIdentity } from '../../http/context.js';
import { classWrittenFor } from '../class-group/class-writers.js';
import { assertFileReferences } from '../files/file-references.js';
import { teachingWriters } from '../teacher/teaching-access.js';
import * as repository from './teach-note.repository.js';

export function teachNoteService(deps: { clock: Clock }) {
  return {
    /** A note of the caller's about their teaching in a class, on a day up to today. */
    async add(db: SchoolDb, session: SessionIdentity, input: AddTeachNoteInput) {
      const now = deps.clock.now();
      const today = schoolDate(now);
      await classWrittenFor(db, session, input.classId, teachingWriters(today));
      if (input.noteDate > today) throw invalidParams('笔记日期不能晚于今天');
      await assertFileReferences(db, input.fileIds, { uploadedBy: session.teacherId });
      const teachNoteId = await inTransaction(db, (trx) =>
        repository.insertTeachNote(
          trx,
          { classId: input.classId, teacherId: session.teacherId, title: input.title, content: input.content, noteDate: input.noteDate, createdAt: iso(now) },
          input.fileIds,
        ),
      );
      return { teachNoteId };
    },
  };
}

export type TeachNoteService = ReturnType<typeof teachNoteService>;
