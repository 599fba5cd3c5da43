import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedTeacherCards } from './teacher-card.demo.js';
import { teacherCardHandlers } from './teacher-card.handlers.js';
import { teacherCardService } from './teacher-card.service.js';

/** 教师发卡: staff attendance cards. */
export const teacherCardModule = defineModule({
  tables: { teacherCard: 'school' },
  create: ({ clock }: CoreDeps) => ({ teacherCards: teacherCardService({ clock }) }),
  handlers: ({ teacherCards }) => [teacherCardHandlers(teacherCards)],
  demo: seedTeacherCards,
});

export { activeHolderOfNumber } from './teacher-card.repository.js';
export type * from './teacher-card.table.js';
