import { drawbookEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { DrawbookService } from './drawbook.service.js';

export const drawbookHandlers = (drawbooks: DrawbookService) =>
  handlersFor(drawbookEndpoints, {
    getDrawbookListNum: (input, { db, session }) => drawbooks.count(db, session, input),
    getDrawbookList: (input, { db, session }) => drawbooks.list(db, session, input),
    getDrawbookGrades: (input, { db, session }) => drawbooks.grades(db, session, input),
    getSingleDrawbook: (input, { db }) => drawbooks.detail(db, input.drawbookId),
    addDrawbook: (input, { db, session }) => drawbooks.add(db, session, input),
    updateDrawbook: (input, { db, session }) => drawbooks.update(db, session, input),
    delDrawbook: (input, { db }) => drawbooks.remove(db, input.drawbookId),
  });
