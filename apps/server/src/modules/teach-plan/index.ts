import { byClass, type CoreDeps, defineModule } from '../../core/module.js';
import { seedTeachPlans } from './teach-plan.demo.js';
import { activityLibraryService } from './activity-library.service.js';
import { activityLibraryHandlers, approveSettingHandlers, teachApproveHandlers, teacherPlanHandlers, teachPlanHandlers, teachThemeHandlers, teachWeekHandlers } from './teach-plan.handlers.js';
import { teachPlanService } from './teach-plan.service.js';

/**
 * 教学管理: each class's week plans (theme, goals, activities by day and period) and their approval,
 * the grades' teaching themes, who approves each grade (审批设置), and the school's activity library
 * (活动库) whose activities are put into weeks. Plans, goals, activities, their guide targets and a
 * week's own activity types carry their class, so that a data scope by class confines them.
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
    teachWeekActivityType: byClass,
    teachActivityTarget: byClass,
    teachLibraryActivity: 'school',
    teachLibraryActivityTarget: 'school',
  },
  create: ({ clock }: CoreDeps) => {
    const teachPlans = teachPlanService({ clock });
    return { teachPlans, teachWeeks: activityLibraryService({ clock, plans: teachPlans }) };
  },
  handlers: ({ teachPlans, teachWeeks }) => [
    teachPlanHandlers(teachPlans),
    teachApproveHandlers(teachPlans),
    teachThemeHandlers(teachPlans),
    approveSettingHandlers(teachPlans),
    teachWeekHandlers(teachWeeks),
    activityLibraryHandlers(teachWeeks),
    teacherPlanHandlers(teachWeeks),
  ],
  demo: seedTeachPlans,
});

export type { ActivityLibraryService } from './activity-library.service.js';
export type { TeachPlanService } from './teach-plan.service.js';
export type * from './teach-plan.table.js';
