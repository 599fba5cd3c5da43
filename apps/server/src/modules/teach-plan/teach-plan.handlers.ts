import { activityLibraryEndpoints, approveSettingEndpoints, teachApproveEndpoints, teacherPlanEndpoints, teachPlanEndpoints, teachThemeEndpoints, teachWeekEndpoints } from '@yuanwu/shared';
import { handlersFor } from '../../http/context.js';
import type { ActivityLibraryService } from './activity-library.service.js';
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

export const teachWeekHandlers = (week: ActivityLibraryService) =>
  handlersFor(teachWeekEndpoints, {
    updateTeachWeek: (input, { db, session }) => week.updateWeek(db, session, input),
    addWeekActivityType: (input, { db, session }) => week.addWeekType(db, session, input),
    updateWeekActivityType: (input, { db, session }) => week.renameWeekType(db, session, input),
    delWeekActivityType: (input, { db, session }) => week.removeWeekType(db, session, input.weekActivityTypeId),
    getGuideListForSelect: (input) => week.guide(input.gradeLevel),
    addActivityGuideTarget: (input, { db, session }) => week.setGuideTargets(db, session, input),
    getWeekActivityInfo: (input, { db }) => week.weekActivity(db, input.activityId),
    getActivityListForSelect: (input, { db }) => week.libraryOptions(db, input),
    getActivityPlanListForSelect: (input, { db, session }) => week.plansForActivities(db, session, input.semesterId),
    addPlanToWeek: (input, { db, session }) => week.addToWeek(db, session, input),
    copyActivityToLibrary: (input, { db, session }) => week.copyToLibrary(db, session, input.activityId),
    getTeachNoteList: (input, { db }) => week.notes(db, input),
    getTeachNoteInfo: (input, { db }) => week.noteInfo(db, input.teachNoteId),
    exportTeachNote: (input, { db, session }) => week.exportNote(db, session, input.teachNoteId),
  });

export const activityLibraryHandlers = (week: ActivityLibraryService) =>
  handlersFor(activityLibraryEndpoints, {
    getSourceList: () => week.sources(),
    getActivityList: (input, { db }) => week.libraryList(db, input),
    getLibraryActivityInfo: (input, { db }) => week.libraryInfo(db, input.activityId),
    addLibraryActivity: (input, { db, session }) => week.addLibraryActivity(db, session, input),
    updateLibraryActivity: (input, { db }) => week.updateLibraryActivity(db, input),
    delLibraryActivity: (input, { db }) => week.removeLibraryActivity(db, input.activityId),
    getActivityRecordList: (input, { db }) => week.records(db, input),
  });

export const teacherPlanHandlers = (week: ActivityLibraryService) =>
  handlersFor(teacherPlanEndpoints, {
    getTeacherPlanList: (input, { db }) => week.plansOfTeacher(db, input),
  });
