import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedTeachPlans } from './teach-plan.demo.js';
import { approveSettingHandlers, teachApproveHandlers, teachPlanHandlers, teachThemeHandlers } from './teach-plan.handlers.js';
import { teachPlanService } from './teach-plan.service.js';

/**
 * 教学管理: each class's week plans (theme, goals, activities by day and period) and their approval,
 * the grades' teaching themes, and who approves each grade (审批设置). Plans, goals and activities
 * carry their class, so that a data scope by class confines them.
 */
export const teachPlanModule = defineModule({
  tables: {
    teachActivityType: 'school',
    teachTheme: 'school',
    teachThemeFile: 'school',
    teachWeekPlan: byClass,
    teachWeekGoal: byClass,
    teachActivity: byClass,
    teachApproveSetting: 'school',
    teachApprover: 'school',
  },
  create: ({ clock }: CoreDeps) => ({ teachPlans: teachPlanService({ clock }) }),
  handlers: ({ teachPlans }) => [teachPlanHandlers(teachPlans), teachApproveHandlers(teachPlans), teachThemeHandlers(teachPlans), approveSettingHandlers(teachPlans)],
  demo: seedTeachPlans,
});

export type * from './teach-plan.table.js';
