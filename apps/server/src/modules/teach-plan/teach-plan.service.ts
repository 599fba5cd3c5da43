import {
  ApproverKind,
  grantsModule,
  isPlanActionAllowed,
  MAX_DAY_ACTIVITIES,
  MAX_WEEK_GOALS,
  PLAN_DAYS,
  PlanStatus,
  planStatusActions,
  refusedPlanActionReason,
  type AddActivityInput,
  type AddTeachThemeInput,
  type PlanAction,
  type PlanGrade,
  type PlanStatus as PlanStatusValue,
  type SaveApproveSettingInput,
  type TeachWeek,
  type UpdateActivityInput,
  type UpdateApproveStatusInput,
  type UpdateTeachThemeInput,
  type WeekPlan,
} from '@yuanwu/shared';
import { iso, schoolDate, type Clock } from '../../clock.js';
import { addDays } from '../../core/calendar.js';
import { deleteRefused, invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { schoolNameOf } from '../../core/school-name.js';
import { exportFileName } from '../../core/xlsx/xlsx.js';
import { rowsOfPage, type PageInput } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { classWrittenFor, findClass, gradesOfYear, listClasses, teachingWeeks, type ClassWriters } from '../class-group/index.js';
import { assertFileReferences, attachedFiles } from '../files/index.js';
import { schoolCalendar } from '../holiday/index.js';
import { currentYear, findYear, semestersOfYears } from '../school-year/index.js';
import { activeTeacherIds, activeTeachers } from '../teacher/index.js';
import { activityTargets, findWeekType, insertWeekType, setActivityTargets, weekTypesOf } from './activity-library.repository.js';
import * as repository from './teach-plan.repository.js';
import { weekPlanFile } from './teach-plan.xlsx.js';

/** A class's teachers write its plans, or whoever manages the teachers. */
const planWriters = (today: string): ClassWriters => ({ today, managedBy: 'StaffingManage.TeacherManage', refusal: '不能编辑这个班级的周计划' });

/** The principal's side: a role holding 审批设置 approves every grade. */
const APPROVES_ALL = 'Setting.ApproveSetting';

const DONE = { success: true } as const;

const weekendNames = new Set(['周六', '周日']);

/** Plan activities with their guide targets. */
export async function withTargets<Row extends { activityId: number }>(db: SchoolDb, activities: Row[]): Promise<(Row & { guideTargetIds: number[] })[]> {
  const targets = await activityTargets(db, activities.map((activity) => activity.activityId));
  return activities.map((activity) => ({ ...activity, guideTargetIds: targets.filter((target) => target.activityId === activity.activityId).map((target) => target.targetId) }));
}

export function teachPlanService(deps: { clock: Clock }) {
  const today = () => schoolDate(deps.clock.now());

  async function semesterOfClass(db: SchoolDb, classId: number, semesterId: number) {
    const [found, semester] = await Promise.all([findClass(db, classId), repository.findSemester(db, semesterId)]);
    if (!found) throw notFound('班级');
    if (!semester) throw notFound('学期');
    if (semester.schoolYearId !== found.yearId) throw invalidParams('学期不属于班级所在的学年');
    return { found, semester };
  }

  /** The year asked for, or the current one (none when the school has no current year). */
  async function yearOf(db: SchoolDb, yearId: number | undefined) {
    if (!yearId) return (await currentYear(db, today())) ?? null;
    const year = await findYear(db, yearId);
    if (!year) throw notFound('学年');
    return year;
  }

  async function loadPlan(db: SchoolDb, weekId: number) {
    const plan = await repository.findPlan(db, weekId);
    if (!plan) throw notFound('周计划');
    return plan;
  }

  const assertAllowed = (status: number, action: PlanAction) => {
    if (!isPlanActionAllowed(status as PlanStatusValue, action)) throw notAllowed(refusedPlanActionReason(status as PlanStatusValue, action));
  };

  /** The plan, once the caller may write for its class and its status allows `action`. */
  async function writablePlan(db: SchoolDb, session: SessionIdentity, weekId: number, action: PlanAction) {
    const plan = await loadPlan(db, weekId);
    await classWrittenFor(db, session, plan.classId, planWriters(today()));
    assertAllowed(plan.approveStatus, action);
    return plan;
  }

  async function approves(db: SchoolDb, session: SessionIdentity, gradeId: number): Promise<boolean> {
    if (grantsModule(session.modules, APPROVES_ALL)) return true;
    return (await repository.gradesApprovedBy(db, session.teacherId)).includes(gradeId);
  }

  async function planInfo(db: SchoolDb, session: SessionIdentity, plan: repository.PlanRow): Promise<WeekPlan> {
    const friday = addDays(plan.startDate, PLAN_DAYS.length - 1);
    const [goalList, activityList, weekTypeList, calendar, canApprove] = await Promise.all([
      repository.goalsOf(db, plan.weekId),
      repository.activitiesOf(db, { weekId: plan.weekId }).then((rows) => withTargets(db, rows)),
      weekTypesOf(db, plan.weekId),
      schoolCalendar(db, { startDate: plan.startDate, endDate: friday }),
      approves(db, session, plan.gradeId),
    ]);
    const days = PLAN_DAYS.map((dayOfWeek) => {
      const date = addDays(plan.startDate, dayOfWeek - 1);
      return { dayOfWeek, date, closedReason: calendar.closedReason(date) };
    });
    return { ...plan, days, goalList, activityList, weekTypeList, actions: planStatusActions[plan.approveStatus as PlanStatusValue], canApprove };
  }

  /** The activity's type: one of the school's list, or one of its week's own. */
  async function assertActivityType(db: SchoolDb, weekId: number, input: { activityTypeId?: number | null | undefined; weekActivityTypeId?: number | null | undefined }) {
    if (input.activityTypeId && !(await repository.findActivityType(db, input.activityTypeId))) throw notFound('活动类型');
    if (input.weekActivityTypeId) {
      const weekType = await findWeekType(db, input.weekActivityTypeId);
      if (weekType?.weekPlanId !== weekId) throw notFound('本周活动类型');
    }
  }

  async function themeOfYear(db: SchoolDb, gradeId: number, semesterId: number) {
    const [grade, semester] = await Promise.all([repository.findGrade(db, gradeId), repository.findSemester(db, semesterId)]);
    if (!grade) throw notFound('年级');
    if (!semester) throw notFound('学期');
    if (grade.schoolYearId !== semester.schoolYearId) throw invalidParams('学期不属于年级所在的学年');
  }

  return {
    /** For the week's other calls (activity-library.service): the plan, once the caller may `action` it. */
    writablePlan,
    loadPlan,
    today,

    async semesters(db: SchoolDb, yearId: number | undefined) {
      const year = await yearOf(db, yearId);
      if (!year) return [];
      const date = today();
      const semesters = await semestersOfYears(db, [year.id]);
      return semesters.map((semester) => ({
        semesterId: semester.id,
        semesterName: semester.name,
        yearId: year.id,
        startDate: semester.startDate,
        endDate: semester.endDate,
        weekCount: teachingWeeks(semester, date).length,
        isCurrent: semester.startDate <= date && date <= semester.endDate,
      }));
    },

    async planGrades(db: SchoolDb, yearId: number | undefined) {
      const year = await yearOf(db, yearId);
      if (!year) return [];
      const classes = await listClasses(db, { yearId: year.id });
      const grades = new Map<number, PlanGrade>();
      for (const row of classes) {
        const grade = grades.get(row.gradeId) ?? { gradeId: row.gradeId, gradeName: row.gradeName, gradeLevel: row.gradeLevel, classList: [] };
        grade.classList.push({ classId: row.classId, className: row.className });
        grades.set(row.gradeId, grade);
      }
      return [...grades.values()];
    },

    /** The semester's weeks, with the holidays on their school days and the class's plan of each. */
    async weeks(db: SchoolDb, input: { classId: number; semesterId: number }): Promise<TeachWeek[]> {
      const { semester } = await semesterOfClass(db, input.classId, input.semesterId);
      const weeks = teachingWeeks(semester, today());
      const [plans, calendar] = await Promise.all([
        repository.plansOfClassSemester(db, input.classId, input.semesterId),
        weeks.length ? schoolCalendar(db, { startDate: weeks[0]!.startDate, endDate: weeks.at(-1)!.endDate }) : null,
      ]);
      const byWeek = new Map(plans.map((plan) => [plan.weekIndex, plan]));
      return weeks.map((week) => {
        const reasons = PLAN_DAYS.map((day) => calendar?.closedReason(addDays(week.startDate, day - 1)) ?? null);
        const plan = byWeek.get(week.weekIndex);
        return {
          ...week,
          holidays: [...new Set(reasons.filter((reason): reason is string => reason !== null && !weekendNames.has(reason)))],
          weekId: plan?.id ?? null,
          approveStatus: plan?.approveStatus ?? null,
        };
      });
    },

    async addWeek(db: SchoolDb, session: SessionIdentity, input: { classId: number; semesterId: number; weekIndex: number }) {
      const { semester } = await semesterOfClass(db, input.classId, input.semesterId);
      await classWrittenFor(db, session, input.classId, planWriters(today()));
      const week = teachingWeeks(semester, today()).find((candidate) => candidate.weekIndex === input.weekIndex);
      if (!week) throw invalidParams(`${semester.name}没有第${input.weekIndex}周`);
      if (await repository.findWeekOfClass(db, input.classId, input.semesterId, input.weekIndex)) throw notAllowed(`本班第${input.weekIndex}周已有周计划`);
      const weekId = await repository.insertPlan(db, {
        classId: input.classId,
        semesterId: input.semesterId,
        weekIndex: input.weekIndex,
        startDate: week.startDate,
        endDate: week.endDate,
        themeId: null,
        approveStatus: PlanStatus.DRAFT,
        remark: null,
        writerId: session.teacherId,
        submittedAt: null,
        approverId: null,
        approvedAt: null,
        createdAt: iso(deps.clock.now()),
      });
      return { weekId };
    },

    async info(db: SchoolDb, session: SessionIdentity, weekId: number, classId?: number) {
      const plan = await loadPlan(db, weekId);
      if (classId !== undefined && classId !== plan.classId) throw notFound('周计划');
      return planInfo(db, session, plan);
    },

    async remove(db: SchoolDb, session: SessionIdentity, weekId: number) {
      await writablePlan(db, session, weekId, 'delete');
      await inTransaction(db, (trx) => repository.deletePlan(trx, weekId));
      return DONE;
    },

    async themeOptions(db: SchoolDb, input: { semesterId: number; gradeId: number }) {
      const themes = await repository.themesOf(db, input);
      return themes.map((theme) => ({ themeId: theme.themeId, themeName: theme.themeName }));
    },

    async setTheme(db: SchoolDb, session: SessionIdentity, input: { weekId: number; themeId: number }) {
      const plan = await writablePlan(db, session, input.weekId, 'edit');
      const theme = await repository.findTheme(db, input.themeId);
      if (!theme) throw notFound('教学主题');
      if (theme.gradeId !== plan.gradeId || theme.semesterId !== plan.semesterId) throw invalidParams(`「${theme.name}」不是${plan.gradeName}${plan.semesterName}的教学主题`);
      await repository.updatePlan(db, plan.weekId, { themeId: theme.id });
      return DONE;
    },

    async clearTheme(db: SchoolDb, session: SessionIdentity, weekId: number) {
      await writablePlan(db, session, weekId, 'edit');
      await repository.updatePlan(db, weekId, { themeId: null });
      return DONE;
    },

    async addGoal(db: SchoolDb, session: SessionIdentity, input: { weekId: number; content: string }) {
      const plan = await writablePlan(db, session, input.weekId, 'edit');
      if ((await repository.countGoals(db, plan.weekId)) >= MAX_WEEK_GOALS) throw invalidParams(`周目标最多${MAX_WEEK_GOALS}条`);
      return { goalId: await repository.insertGoal(db, { classId: plan.classId, weekPlanId: plan.weekId, content: input.content }) };
    },

    async updateGoal(db: SchoolDb, session: SessionIdentity, input: { goalId: number; content: string }) {
      const goal = await repository.findGoal(db, input.goalId);
      if (!goal) throw notFound('周目标');
      await writablePlan(db, session, goal.weekPlanId, 'edit');
      await repository.updateGoal(db, goal.id, input.content);
      return DONE;
    },

    async removeGoal(db: SchoolDb, session: SessionIdentity, goalId: number) {
      const goal = await repository.findGoal(db, goalId);
      if (!goal) throw notFound('周目标');
      await writablePlan(db, session, goal.weekPlanId, 'edit');
      await repository.deleteGoal(db, goal.id);
      return DONE;
    },

    activityTypes: (db: SchoolDb) => repository.activityTypes(db),

    async addActivityType(db: SchoolDb, dicName: string) {
      const [id] = await repository.insertActivityTypes(db, [dicName]);
      if (id === undefined) throw invalidParams(`活动类型「${dicName}」已存在`);
      return { id };
    },

    async addActivity(db: SchoolDb, session: SessionIdentity, input: AddActivityInput) {
      const plan = await writablePlan(db, session, input.weekId, 'edit');
      await assertActivityType(db, plan.weekId, input);
      if ((await repository.countActivitiesAt(db, plan.weekId, input.dayOfWeek)) >= MAX_DAY_ACTIVITIES) throw invalidParams(`每天最多${MAX_DAY_ACTIVITIES}个活动`);
      const [activityId] = await repository.insertActivities(db, [
        {
          classId: plan.classId,
          weekPlanId: plan.weekId,
          dayOfWeek: input.dayOfWeek,
          period: input.period,
          activityTypeId: input.activityTypeId ?? null,
          weekActivityTypeId: input.weekActivityTypeId ?? null,
          name: input.activityName,
          content: input.content,
        },
      ]);
      return { activityId: activityId! };
    },

    async activity(db: SchoolDb, activityId: number) {
      const [found] = await withTargets(db, await repository.activitiesOf(db, { activityId }));
      if (!found) throw notFound('活动');
      return found;
    },

    async updateActivity(db: SchoolDb, session: SessionIdentity, input: UpdateActivityInput) {
      const activity = await repository.findActivity(db, input.activityId);
      if (!activity) throw notFound('活动');
      await writablePlan(db, session, activity.weekPlanId, 'edit');
      await assertActivityType(db, activity.weekPlanId, input);
      await repository.updateActivity(db, activity.id, {
        dayOfWeek: input.dayOfWeek,
        period: input.period,
        activityTypeId: input.activityTypeId ?? null,
        weekActivityTypeId: input.weekActivityTypeId ?? null,
        name: input.activityName,
        content: input.content,
      });
      return DONE;
    },

    async moveActivity(db: SchoolDb, session: SessionIdentity, input: { activityId: number; dayOfWeek: number; period: number }) {
      const activity = await repository.findActivity(db, input.activityId);
      if (!activity) throw notFound('活动');
      await writablePlan(db, session, activity.weekPlanId, 'edit');
      if (activity.dayOfWeek !== input.dayOfWeek && (await repository.countActivitiesAt(db, activity.weekPlanId, input.dayOfWeek)) >= MAX_DAY_ACTIVITIES) {
        throw invalidParams(`每天最多${MAX_DAY_ACTIVITIES}个活动`);
      }
      await repository.updateActivity(db, activity.id, { dayOfWeek: input.dayOfWeek, period: input.period });
      return DONE;
    },

    async removeActivity(db: SchoolDb, session: SessionIdentity, activityId: number) {
      const activity = await repository.findActivity(db, activityId);
      if (!activity) throw notFound('活动');
      await writablePlan(db, session, activity.weekPlanId, 'edit');
      await inTransaction(db, (trx) => repository.deleteActivity(trx, activity.id));
      return DONE;
    },

    /** VerifyWeekPlan: a plan with a theme, goals and activities goes to its approver. */
    async submit(db: SchoolDb, session: SessionIdentity, weekId: number) {
      const plan = await writablePlan(db, session, weekId, 'submit');
      const [goals, activities] = await Promise.all([repository.goalsOf(db, weekId), repository.activitiesOf(db, { weekId })]);
      const missing = [plan.themeId === null ? '设置周主题' : null, goals.length ? null : '填写周目标', activities.length ? null : '添加活动'].filter(Boolean);
      if (missing.length) throw invalidParams(`请先${missing.join('、')}，再提交审批`);
      await repository.updatePlan(db, weekId, { approveStatus: PlanStatus.SUBMITTED, submittedAt: iso(deps.clock.now()), remark: null, approverId: null, approvedAt: null });
      return DONE;
    },

    async approveList(db: SchoolDb, session: SessionIdentity, input: PageInput & { approveStatus?: number | undefined }) {
      const gradeIds = grantsModule(session.modules, APPROVES_ALL) ? null : await repository.gradesApprovedBy(db, session.teacherId);
      if (gradeIds?.length === 0) return { list: [], total: 0 };
      const filter = { gradeIds, approveStatus: input.approveStatus ?? PlanStatus.SUBMITTED };
      const [rows, total] = await Promise.all([repository.approvePlans(db, filter, rowsOfPage(input)), repository.countApprovePlans(db, filter)]);
      return { list: rows, total };
    },

    async approveInfo(db: SchoolDb, session: SessionIdentity, weekId: number) {
      const plan = await loadPlan(db, weekId);
      if (!(await approves(db, session, plan.gradeId))) throw notAllowed(`您不是${plan.gradeName}周计划的审批人`);
      return planInfo(db, session, plan);
    },

    async decide(db: SchoolDb, session: SessionIdentity, input: UpdateApproveStatusInput) {
      const plan = await loadPlan(db, input.weekId);
      if (!(await approves(db, session, plan.gradeId))) throw notAllowed(`您不是${plan.gradeName}周计划的审批人`);
      assertAllowed(plan.approveStatus, input.approveStatus === PlanStatus.PASSED ? 'pass' : 'sendBack');
      await repository.updatePlan(db, plan.weekId, {
        approveStatus: input.approveStatus,
        remark: input.remark,
        approverId: session.teacherId,
        approvedAt: iso(deps.clock.now()),
      });
      return DONE;
    },

    /**
     * UseWeekPlanToGrade: the passed plan's theme, goals and activities become the plan of the same
     * week of every other class of the grade (within reach), passed as it was; a class whose plan
     * of the week is passed already keeps it. All classes or none.
     */
    async applyToGrade(db: SchoolDb, session: SessionIdentity, weekId: number) {
      const plan = await loadPlan(db, weekId);
      assertAllowed(plan.approveStatus, 'applyToGrade');
      if (!(await approves(db, session, plan.gradeId))) throw notAllowed(`您不是${plan.gradeName}周计划的审批人`);
      const now = iso(deps.clock.now());
      return inTransaction(db, async (trx) => {
        const [classes, goals, activities, weekTypes, source] = await Promise.all([
          repository.gradeClassesWithPlan(trx, plan.gradeId, plan.semesterId, plan.weekIndex),
          repository.goalsOf(trx, weekId),
          repository.activitiesOf(trx, { weekId }).then((rows) => withTargets(trx, rows)),
          weekTypesOf(trx, weekId),
          repository.planPeople(trx, weekId),
        ]);
        const appliedClassNames: string[] = [];
        const skippedClassNames: string[] = [];
        for (const target of classes) {
          if (target.classId === plan.classId) continue;
          if (target.approveStatus !== null && !isPlanActionAllowed(target.approveStatus as PlanStatusValue, 'replace')) {
            skippedClassNames.push(target.className);
            continue;
          }
          const fields = {
            themeId: plan.themeId,
            approveStatus: PlanStatus.PASSED,
            remark: null,
            submittedAt: plan.submittedAt,
            approverId: source.approverId,
            approvedAt: source.approvedAt ?? now,
            environment: plan.environment,
            familyWork: plan.familyWork,
          };
          let targetId = target.weekId;
          if (targetId === null) {
            targetId = await repository.insertPlan(trx, {
              ...fields,
              classId: target.classId,
              semesterId: plan.semesterId,
              weekIndex: plan.weekIndex,
              startDate: plan.startDate,
              endDate: plan.endDate,
              writerId: source.writerId,
              createdAt: now,
            });
          } else {
            await repository.deletePlanContent(trx, targetId);
            await repository.updatePlan(trx, targetId, fields);
          }
          for (const goal of goals) await repository.insertGoal(trx, { classId: target.classId, weekPlanId: targetId, content: goal.content });
          const typeCopies = new Map<number, number>();
          for (const type of weekTypes) typeCopies.set(type.weekActivityTypeId, (await insertWeekType(trx, { classId: target.classId, weekPlanId: targetId, name: type.name }))!);
          const copies = await repository.insertActivities(
            trx,
            activities.map((activity) => ({
              classId: target.classId,
              weekPlanId: targetId,
              dayOfWeek: activity.dayOfWeek,
              period: activity.period,
              activityTypeId: activity.activityTypeId,
              weekActivityTypeId: activity.weekActivityTypeId === null ? null : typeCopies.get(activity.weekActivityTypeId)!,
              name: activity.activityName,
              content: activity.content,
              libraryActivityId: activity.libraryActivityId,
            })),
          );
          for (const [index, activity] of activities.entries()) await setActivityTargets(trx, { id: copies[index]!, classId: target.classId }, activity.guideTargetIds);
          appliedClassNames.push(target.className);
        }
        return { appliedClassNames, skippedClassNames };
      });
    },

    async exportPlan(db: SchoolDb, session: SessionIdentity, weekId: number) {
      const plan = await planInfo(db, session, await loadPlan(db, weekId));
      return weekPlanFile(exportFileName([await schoolNameOf(db, session.schoolId), plan.className, `第${plan.weekIndex}周`, '周计划'], today()), plan);
    },

    themes: (db: SchoolDb, input: { semesterId?: number | undefined; gradeId?: number | undefined }) => repository.themesOf(db, input),

    async themeInfo(db: SchoolDb, themeId: number) {
      const theme = await repository.findTheme(db, themeId);
      if (!theme) throw notFound('教学主题');
      const [[row], files] = await Promise.all([repository.themesOf(db, { semesterId: theme.semesterId, gradeId: theme.gradeId }).then((rows) => rows.filter((candidate) => candidate.themeId === themeId)), repository.themeFiles(db, themeId)]);
      const { fileCount: _fileCount, ...info } = row!;
      return { ...info, fileList: await attachedFiles(db, files) };
    },

    async themeGrades(db: SchoolDb, yearId: number | undefined) {
      const year = await yearOf(db, yearId);
      if (!year) return [];
      const grades = await gradesOfYear(db, year.id);
      return grades.map(({ gradeId, gradeName, gradeLevel }) => ({ gradeId, gradeName, gradeLevel }));
    },

    async addTheme(db: SchoolDb, session: SessionIdentity, input: AddTeachThemeInput) {
      await themeOfYear(db, input.gradeId, input.semesterId);
      await assertFileReferences(db, input.fileIds, { uploadedBy: session.teacherId });
      const themeId = await inTransaction(db, (trx) =>
        repository.insertTheme(
          trx,
          { gradeId: input.gradeId, semesterId: input.semesterId, name: input.themeName, weekCount: input.weekCount, goals: input.goals, adderId: session.teacherId, createdAt: iso(deps.clock.now()) },
          input.fileIds,
        ),
      );
      return { themeId };
    },

    async updateTheme(db: SchoolDb, session: SessionIdentity, input: UpdateTeachThemeInput) {
      const theme = await repository.findTheme(db, input.themeId);
      if (!theme) throw notFound('教学主题');
      await themeOfYear(db, input.gradeId, input.semesterId);
      const kept = new Set((await repository.themeFiles(db, theme.id)).map((file) => file.fileId));
      await assertFileReferences(db, input.fileIds.filter((fileId) => !kept.has(fileId)), { uploadedBy: session.teacherId });
      await inTransaction(db, (trx) =>
        repository.updateTheme(trx, theme.id, { gradeId: input.gradeId, semesterId: input.semesterId, name: input.themeName, weekCount: input.weekCount, goals: input.goals }, input.fileIds),
      );
      return DONE;
    },

    async removeTheme(db: SchoolDb, themeId: number) {
      const theme = await repository.findTheme(db, themeId);
      if (!theme) throw notFound('教学主题');
      if (await repository.themeInUse(db, themeId)) throw deleteRefused(`「${theme.name}」已被周计划使用，不能删除`);
      await inTransaction(db, (trx) => repository.deleteTheme(trx, themeId));
      return DONE;
    },

    async approveSettings(db: SchoolDb) {
      const year = await currentYear(db, today());
      const grades = year ? await gradesOfYear(db, year.id) : [];
      const ids = grades.map((grade) => grade.gradeId);
      const [settings, staff, teachers] = await Promise.all([repository.approveSettings(db, ids), repository.approversOfGrades(db, ids), activeTeachers(db)]);
      const kindOf = new Map(settings.map((setting) => [setting.gradeId, setting.approverKind]));
      const gradeList = grades.map((grade) => ({
        gradeId: grade.gradeId,
        gradeName: grade.gradeName,
        approverKind: kindOf.get(grade.gradeId) ?? ApproverKind.GRADE_MANAGER,
        managerName: grade.gradeManagerName,
        staffList: staff.filter((row) => row.gradeId === grade.gradeId).map(({ teacherId, teacherName }) => ({ teacherId, teacherName })),
      }));
      return { gradeList, teacherList: teachers.map(({ teacherId, teacherName }) => ({ teacherId, teacherName })) };
    },

    async saveApproveSetting(db: SchoolDb, input: SaveApproveSettingInput) {
      if (!(await repository.findGrade(db, input.gradeId))) throw notFound('年级');
      const teacherIds = input.approverKind === ApproverKind.NAMED_STAFF ? [...new Set(input.teacherIds)] : [];
      const active = await activeTeacherIds(db, teacherIds);
      const missing = teacherIds.find((teacherId) => !active.has(teacherId));
      if (missing !== undefined) throw notFound(`教职工（编号${missing}）`);
      await inTransaction(db, (trx) => repository.saveApproveSetting(trx, input.gradeId, input.approverKind, teacherIds));
      return DONE;
    },
  };
}

export type TeachPlanService = ReturnType<typeof teachPlanService>;
