import type { AddTeachNoteInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { classWrittenFor, teachingWriters } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
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
