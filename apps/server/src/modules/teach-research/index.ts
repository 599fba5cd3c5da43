import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedTeachResearch } from './teach-research.demo.js';
import { teachResearchHandlers } from './teach-research.handlers.js';
import { teachResearchService } from './teach-research.service.js';

/** 教研: teaching research sessions, their participants and files. */
export const teachResearchModule = defineModule({
  tables: { teachResearch: 'school', teachResearchParticipant: 'school', teachResearchAttachment: 'school' },
  create: ({ clock }: CoreDeps) => ({ teachResearch: teachResearchService({ clock }) }),
  handlers: ({ teachResearch }) => [teachResearchHandlers(teachResearch)],
  demo: (db, plan) => seedTeachResearch(db, { today: plan.today, now: plan.now, random: seededRandom(plan.seed + 10) }),
});

export type * from './teach-research.table.js';
