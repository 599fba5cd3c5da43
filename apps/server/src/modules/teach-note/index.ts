import { seededRandom } from '../../core/demo-random.js';
import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedTeachNotes } from './teach-note.demo.js';
import { teachNoteHandlers } from './teach-note.handlers.js';
import { teachNoteService } from './teach-note.service.js';

/** Teaching notes the teacher app writes for a class. */
export const teachNoteModule = defineModule({
  tables: { teachNote: byClass, teachNoteAttachment: 'school' },
  create: ({ clock }: CoreDeps) => ({ teachNotes: teachNoteService({ clock }) }),
  handlers: ({ teachNotes }) => [teachNoteHandlers(teachNotes)],
  demo: async (db, plan) => seedTeachNotes(db, { days: await plan.schoolDays(), random: seededRandom(plan.seed + 1), now: plan.now }),
});

export { countTeachNotes, teachNoteFiles, teachNotes, type TeachNoteFilter } from './teach-note.repository.js';
export type * from './teach-note.table.js';
