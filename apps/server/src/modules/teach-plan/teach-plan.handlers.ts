import { approveSettingEndpoints, teachApproveEndpoints, teachPlanEndpoints, teachThemeEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { TeachPlanService } from './teach-plan.service.js';

export const teachPlanHandlers = (plans: TeachPlanService) =>
  handlersFor(teachPlanEndpoints, {
    getTimeRangeForYear: (input, { db }) => plans.semesters(db, input.yearId),
    getTeachPlanGrade: (input, { db }) => plans.planGrades(db, input.yearId),
    getTeachWeekListForSelect: (input, { db }) => plans.weeks(db, input),
    addTeachWeek: (input, { db, session }) => plans.addWeek(db, session, input),
    getTeachWeekInfo: (input, { db, session }) => plans.info(db, session, input.weekId),
    getTeachWeekInfoForUpdate: (input, { db, session }) => plans.info(db, session, input.weekId, input.classId),
    delWeekPlan: (input, { db, session }) => plans.remove(db, session, input.weekId),
    getTeachThemeListForSelect: (input, { db }) => plans.themeOptions(db, input),
    setWeekTheme: (input, { db, session }) => plans.setTheme(db, session, input),
    delWeekTheme: (input, { db, session }) => plans.clearTheme(db, session, input.weekId),
    addWeekGoal: (input, { db, session }) => plans.addGoal(db, session, input),
    updateWeekGoal: (input, { db, session }) => plans.updateGoal(db, session, input),
    delWeekGoal: (input, { db, session }) => plans.removeGoal(db, session, input.goalId),
    getActivityTypeListForSelect: (_input, { db }) => plans.activityTypes(db),
    addActivityType: (input, { db }) => plans.addActivityType(db, input.dicName),
    addActivity: (input, { db, session }) => plans.addActivity(db, session, input),
    getActivityInfo: (input, { db }) => plans.activity(db, input.activityId),
    getActivityForUpdate: (input, { db }) => plans.activity(db, input.activityId),
    updateActivity: (input, { db, session }) => plans.updateActivity(db, session, input),
    delActivity: (input, { db, session }) => plans.removeActivity(db, session, input.activityId),
    updateActivityTime: (input, { db, session }) => plans.moveActivity(db, session, input),
    verifyWeekPlan: (input, { db, session }) => plans.submit(db, session, input.weekId),
    useWeekPlanToGrade: (input, { db, session }) => plans.applyToGrade(db, session, input.weekId),
    exportWeekPlan: (input, { db, session }) => plans.exportPlan(db, session, input.weekId),
  });

export const teachApproveHandlers = (plans: TeachPlanService) =>
  handlersFor(teachApproveEndpoints, {
    getApprovePlanList: (input, { db, session }) => plans.approveList(db, session, input),
    getApprovePlanInfo: (input, { db, session }) => plans.approveInfo(db, session, input.weekId),
    updateApproveStatus: (input, { db, session }) => plans.decide(db, session, input),
  });

export const teachThemeHandlers = (plans: TeachPlanService) =>
  handlersFor(teachThemeEndpoints, {
    getTeachThemeList: (input, { db }) => plans.themes(db, input),
    getTeachThemeInfo: (input, { db }) => plans.themeInfo(db, input.themeId),
    getThemeDetailForUpdate: (input, { db }) => plans.themeInfo(db, input.themeId),
    getGradeList: (input, { db }) => plans.themeGrades(db, input.yearId),
    addTeachTheme: (input, { db, session }) => plans.addTheme(db, session, input),
    updateTeachTheme: (input, { db, session }) => plans.updateTheme(db, session, input),
    delTeachTheme: (input, { db }) => plans.removeTheme(db, input.themeId),
  });

export const approveSettingHandlers = (plans: TeachPlanService) =>
  handlersFor(approveSettingEndpoints, {
    getApproveSettingList: (_input, { db }) => plans.approveSettings(db),
    saveApproveSetting: (input, { db }) => plans.saveApproveSetting(db, input),
  });
