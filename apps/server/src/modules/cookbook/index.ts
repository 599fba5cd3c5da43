import { seededRandom } from '../../core/demo-random.js';
import { defineModule, type CoreDeps } from '../../core/module.js';
import { seedCookbooks } from './cookbook.demo.js';
import { cookbookHandlers } from './cookbook.handlers.js';
import { cookbookService } from './cookbook.service.js';
import { cookbookFiles } from './cookbook.xlsx.js';

/** 食谱管理: foods, weekly cookbooks, their sharing within a group, and a child's meals. */
export const cookbookModule = defineModule({
  tables: { food: 'school', cookbook: 'school', cookbookDish: 'school', cookbookShare: 'school', cookbookRule: 'school' },
  create: ({ db, clock }: CoreDeps) => {
    const cookbooks = cookbookService({ db, clock });
    return { cookbooks, cookbookFileService: cookbookFiles({ clock, cookbooks }) };
  },
  handlers: ({ cookbooks, cookbookFileService }) => [cookbookHandlers(cookbooks, cookbookFileService)],
  demo: (db, plan) => seedCookbooks(db, { schoolId: plan.schoolId, today: plan.today, now: plan.now, random: seededRandom(plan.seed + 12) }),
});

export type * from './cookbook.table.js';
