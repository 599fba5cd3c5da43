import { byChild, type CoreDeps, defineModule } from '../../core/module.js';
import type { GuardianService } from '../child/index.js';
import { seedPickupCards } from './student-card.demo.js';
import { studentCardHandlers } from './student-card.handlers.js';
import { studentCardService } from './student-card.service.js';

/** 接送卡管理: pickup cards for children's guardians and pick-up people, and paid card applications. */
export const studentCardModule = defineModule({
  tables: { pickupCard: byChild, cardApplication: byChild },
  create: ({ clock, guardians }: CoreDeps & { guardians: GuardianService }) => ({ studentCards: studentCardService({ clock, guardians }) }),
  handlers: ({ studentCards }) => [studentCardHandlers(studentCards)],
  demo: seedPickupCards,
});

export { activeCardsNumbered, numbersTakenSince, restoreCardsCancelledBy } from './student-card.repository.js';
export type * from './student-card.table.js';
