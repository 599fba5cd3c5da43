import type { AddHomeworkInput } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { invalidParams } from '../../core/errors.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { classWrittenFor, teachingWriters } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
import * as repository from './homework.repository.js';

export function homeworkService(deps: { clock: Clock }) {
  return {
    /** Homework the caller sets a class's families, due today or later. */
    async add(db: SchoolDb, session: SessionIdentity, input: AddHomeworkInput) {
      const now = deps.clock.now();
      const today = schoolDate(now);
      await classWrittenFor(db, session, input.classId, teachingWriters(today));
      if (input.endDate < today) throw invalidParams('截止日期不能早于今天');
      await assertFileReferences(db, input.fileIds, { uploadedBy: session.teacherId });
      const homeworkId = await inTransaction(db, (trx) =>
        repository.insertHomework(
          trx,
          { classId: input.classId, teacherId: session.teacherId, title: input.title, content: input.content, endDate: input.endDate, createdAt: iso(now) },
          input.fileIds,
        ),
      );
      return { homeworkId };
    },
  };
}

export type HomeworkService = ReturnType<typeof homeworkService>;
