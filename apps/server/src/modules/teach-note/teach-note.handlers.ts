import { teachNoteEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeachNoteService } from './teach-note.service.js';

export const teachNoteHandlers = (teachNotes: TeachNoteService) =>
  handlersFor(teachNoteEndpoints, {
    addTeachNote: (input, { db, session }) => teachNotes.add(db, session, input),
  });
