import { type SaveWorkbookFileInput, type StudentPeriodPageInput, StudentStatus } from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays, chinaDayStart } from '../../core/calendar.js';
import { invalidParams, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { childrenByIds } from '../child/index.js';
import { classWrittenFor, teachingWriters } from '../class-group/index.js';
import { assertFileReferences } from '../files/index.js';
import * as repository from './workbook.repository.js';

export function workbookService(deps: { clock: Clock }) {
  return {
    /**
     * A child's work in a workbook of their class; with a work's id, its child, file, title and
     * comment are replaced (who added it stays).
     */
    async saveWorkbookFile(db: SchoolDb, session: SessionIdentity, input: SaveWorkbookFileInput) {
      const now = deps.clock.now();
      const workbook = await repository.findWorkbook(db, input.workbookId);
      if (!workbook) throw notFound('作品集');
      const schoolClass = await classWrittenFor(db, session, workbook.classId, teachingWriters(schoolDate(now)));
      const existing = input.workbookFileId ? await repository.findWorkbookFile(db, input.workbookFileId) : undefined;
      if (input.workbookFileId && existing?.workbookId !== workbook.id) throw notFound('作品');
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      if (child.status !== StudentStatus.IN_SCHOOL || child.classId !== workbook.classId) throw invalidParams(`${child.name}不在${schoolClass.className}，不能添加到这个作品集`);
      await assertFileReferences(db, [input.fileId], { kinds: ['Workbook'], uploadedBy: session.teacherId, kept: existing?.fileId ? [existing.fileId] : [] });
      const fields = { childId: child.id, fileId: input.fileId, title: input.title ?? null, teacherComment: input.teacherComment ?? null };
      if (existing) {
        await inTransaction(db, (trx) => repository.updateWorkbookFile(trx, existing.id, fields));
        return { workbookFileId: existing.id };
      }
      const workbookFileId = await inTransaction(db, (trx) =>
        repository.insertWorkbookFile(trx, { ...fields, workbookId: workbook.id, teacherId: session.teacherId, createdAt: iso(now) }),
      );
      return { workbookFileId };
    },

    /** The child's works added within the interval's school days, a page of them newest first. */
    async studentWorks(db: SchoolDb, input: StudentPeriodPageInput) {
      const [child] = await childrenByIds(db, [input.studentId]);
      if (!child) throw notFound('幼儿');
      const period = {
        from: input.startDate && chinaDayStart(input.startDate),
        until: input.endDate && chinaDayStart(addDays(input.endDate, 1)),
      };
      const [works, counts] = await Promise.all([
        repository.childWorks(db, child.id, period, rowsOfPage(input)),
        repository.countChildWorks(db, child.id, period),
      ]);
      const list = works.map((work) => ({ ...work, isExcellent: work.isExcellent === 1, date: schoolDate(new Date(work.createdAt)) }));
      return { list, ...counts };
    },
  };
}

export type WorkbookService = ReturnType<typeof workbookService>;
