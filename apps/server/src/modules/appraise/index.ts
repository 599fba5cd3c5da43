import { seededRandom } from '../../core/demo-random.js';
import { type CoreDeps, defineModule } from '../../core/module.js';
import { seedAppraisals } from './appraise.demo.js';
import { appraiseHandlers } from './appraise.handlers.js';
import { appraiseService } from './appraise.service.js';

/**
 * 教学评价: the school's appraisal fields (评价维度) and appraisals of teachers' lessons and
 * activities by field, with the guide targets they served. Appraisals are the school's (a lesson
 * may name no class), read by the roles granted 听课评价.
 */
export const appraiseModule = defineModule({
  tables: { appraiseField: 'school', appraisal: 'school', appraisalScore: 'school', appraisalTarget: 'school' },
  create: ({ clock }: CoreDeps) => ({ appraisals: appraiseService({ clock }) }),
  handlers: ({ appraisals }) => [appraiseHandlers(appraisals)],
  demo: async (db, plan) => seedAppraisals(db, { days: await plan.schoolDays(), random: seededRandom(plan.seed + 38), now: plan.now }),
});

export { evaluationRangeOf } from './evaluation-range.js';
export { oneDecimal } from './appraise.service.js';
export type * from './appraise.table.js';
