import { defineModule, type CoreDeps } from '../../core/module.js';
import type { GuardianService } from '../child/index.js';
import { studentCardHandlers } from './student-card.handlers.js';
import { studentCardService } from './student-card.service.js';

/** 接送卡管理: pickup cards for children's guardians and pick-up people, and paid card applications. */
export const studentCardModule = defineModule({
  tables: { pickupCard: 'school', cardApplication: 'school' },
  create: ({ clock, guardians }: CoreDeps & { guardians: GuardianService }) => ({ studentCards: studentCardService({ clock, guardians }) }),
  handlers: ({ studentCards }) => [studentCardHandlers(studentCards)],
});

export { activeCardsNumbered, numbersTakenSince, restoreCardsCancelledBy } from './student-card.repository.js';
export type * from './student-card.table.js';
