import { seededRandom } from '../../core/demo-random.js';
import { byChild, byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedChildGrowth, seedObservationLevels } from './child-growth.demo.js';
import { childGrowthHandlers } from './child-growth.handlers.js';
import { childGrowthService } from './child-growth.service.js';
import { childGrowthExports } from './child-growth.xlsx.js';

/** 幼儿发展: growth records, moods and observations of children, and the reads of a child's page. */
export const childGrowthModule = defineModule({
  tables: {
    childMood: byClass,
    growthRecord: byClass,
    growthRecordChild: byChild,
    growthRecordPhoto: 'school',
    observation: byClass,
    observationChild: byChild,
    observationGoal: 'school',
    observationLevel: byChild,
  },
  create: ({ clock }: CoreDeps) => {
    const childGrowth = childGrowthService({ clock });
    return { childGrowth, childGrowthFiles: childGrowthExports({ growth: childGrowth }) };
  },
  handlers: ({ childGrowth, childGrowthFiles }) => [childGrowthHandlers(childGrowth, childGrowthFiles)],
  demo: async (db, plan) => {
    const days = await plan.schoolDays();
    await seedChildGrowth(db, { days, random: seededRandom(plan.seed + 8), now: plan.now });
    await seedObservationLevels(db, { days, random: seededRandom(plan.seed + 14), now: plan.now });
  },
});

export { teacherRecords } from './teacher-records.js';
export type * from './child-growth.table.js';
