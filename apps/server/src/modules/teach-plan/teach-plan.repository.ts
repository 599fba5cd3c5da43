import type { Insertable, Updateable } from 'kysely';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Scoped = SchoolScopedDatabase;

export function findSemester(db: SchoolDb, semesterId: number) {
  return db.selectFrom('semester').select(['id', 'schoolYearId', 'name', 'startDate', 'endDate']).where('id', '=', semesterId).executeTakeFirst();
}

/** A plan with its class, grade, semester, theme and the names of its writer and approver. */
const planQuery = (db: SchoolDb) =>
  db
    .selectFrom('teachWeekPlan as plan')
    .innerJoin('schoolClass', 'schoolClass.id', 'plan.classId')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('semester', 'semester.id', 'plan.semesterId')
    .innerJoin('teacher as writer', 'writer.id', 'plan.writerId')
    .leftJoin('teacher as approver', 'approver.id', 'plan.approverId')
    .leftJoin('teachTheme as theme', 'theme.id', 'plan.themeId')
    .select([
      'plan.id as weekId',
      'plan.classId',
      'schoolClass.name as className',
      'schoolClass.gradeId',
      'grade.name as gradeName',
      'plan.semesterId',
      'semester.name as semesterName',
      'plan.weekIndex',
      'plan.startDate',
      'plan.endDate',
      'plan.themeId',
      'theme.name as themeName',
      'plan.approveStatus',
      'plan.remark',
      'plan.environment',
      'plan.familyWork',
      'writer.name as writerName',
      'plan.submittedAt',
      'approver.name as approverName',
      'plan.approvedAt',
    ]);

export const findPlan = (db: SchoolDb, weekId: number) => planQuery(db).where('plan.id', '=', weekId).executeTakeFirst();
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function plansOfClassSemester(db: SchoolDb, classId: number, semesterId: number) {
  return db.selectFrom('teachWeekPlan').select(['id', 'weekIndex', 'approveStatus']).where('classId', '=', classId).where('semesterId', '=', semesterId).execute();
}

export function findWeekOfClass(db: SchoolDb, classId: number, semesterId: number, weekIndex: number) {
  return db
    .selectFrom('teachWeekPlan')
    .select(['id', 'approveStatus'])
    .where('classId', '=', classId)
    .where('semesterId', '=', semesterId)
    .where('weekIndex', '=', weekIndex)
    .executeTakeFirst();
}

export async function insertPlan(db: SchoolDb, plan: Insertable<Scoped['teachWeekPlan']>): Promise<number> {
  const { id } = await db.insertInto('teachWeekPlan').values(plan).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updatePlan(db: SchoolDb, weekId: number, changes: Updateable<Scoped['teachWeekPlan']>): Promise<void> {
  await db.updateTable('teachWeekPlan').set(changes).where('id', '=', weekId).execute();
}

/** The plan's goals, activities (with their guide targets) and own activity types go with it. */
export async function deletePlanContent(db: SchoolDb, weekId: number): Promise<void> {
  await db.deleteFrom('teachWeekGoal').where('weekPlanId', '=', weekId).execute();
  await db
    .deleteFrom('teachActivityTarget')
    .where('activityId', 'in', (eb) => eb.selectFrom('teachActivity').select('id').where('weekPlanId', '=', weekId))
    .execute();
  await db.deleteFrom('teachActivity').where('weekPlanId', '=', weekId).execute();
  await db.deleteFrom('teachWeekActivityType').where('weekPlanId', '=', weekId).execute();
}

export async function deletePlan(db: SchoolDb, weekId: number): Promise<void> {
  await deletePlanContent(db, weekId);
  await db.deleteFrom('teachWeekPlan').where('id', '=', weekId).execute();
}

export function goalsOf(db: SchoolDb, weekId: number) {
  return db.selectFrom('teachWeekGoal').select(['id as goalId', 'content']).where('weekPlanId', '=', weekId).orderBy('id').execute();
}

/** A plan's activities in the order of the week, or one activity. */
export function activitiesOf(db: SchoolDb, which: { weekId: number } | { activityId: number }) {
  const query = db
    .selectFrom('teachActivity as activity')
    .leftJoin('teachActivityType as type', 'type.id', 'activity.activityTypeId')
    .leftJoin('teachWeekActivityType as weekType', 'weekType.id', 'activity.weekActivityTypeId')
    .select((eb) => [
      'activity.id as activityId',
      'activity.weekPlanId as weekId',
      'activity.dayOfWeek',
      'activity.period',
      'activity.activityTypeId',
      'activity.weekActivityTypeId',
      eb.fn.coalesce('type.name', 'weekType.name').as('activityTypeName'),
      'activity.name as activityName',
      'activity.content',
      'activity.libraryActivityId',
    ])
    .orderBy('activity.dayOfWeek')
    .orderBy('activity.period')
    .orderBy('activity.id');
  return ('weekId' in which ? query.where('activity.weekPlanId', '=', which.weekId) : query.where('activity.id', '=', which.activityId)).execute();
}

export function findGoal(db: SchoolDb, goalId: number) {
  return db.selectFrom('teachWeekGoal').select(['id', 'weekPlanId']).where('id', '=', goalId).executeTakeFirst();
}

export async function countGoals(db: SchoolDb, weekId: number): Promise<number> {
  const row = await db.selectFrom('teachWeekGoal').select((eb) => eb.fn.countAll<number>().as('n')).where('weekPlanId', '=', weekId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertGoal(db: SchoolDb, goal: Insertable<Scoped['teachWeekGoal']>): Promise<number> {
  const { id } = await db.insertInto('teachWeekGoal').values(goal).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateGoal(db: SchoolDb, goalId: number, content: string): Promise<void> {
  await db.updateTable('teachWeekGoal').set({ content }).where('id', '=', goalId).execute();
}

export async function deleteGoal(db: SchoolDb, goalId: number): Promise<void> {
  await db.deleteFrom('teachWeekGoal').where('id', '=', goalId).execute();
}

export function findActivity(db: SchoolDb, activityId: number) {
  return db.selectFrom('teachActivity').select(['id', 'classId', 'weekPlanId', 'dayOfWeek', 'period']).where('id', '=', activityId).executeTakeFirst();
}

export async function countActivitiesAt(db: SchoolDb, weekId: number, dayOfWeek: number): Promise<number> {
  const row = await db
    .selectFrom('teachActivity')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('weekPlanId', '=', weekId)
    .where('dayOfWeek', '=', dayOfWeek)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertActivities(db: SchoolDb, activities: Insertable<Scoped['teachActivity']>[]): Promise<number[]> {
  if (activities.length === 0) return [];
  const rows = await db.insertInto('teachActivity').values(activities).returning('id').execute();
  return rows.map((row) => row.id);
}

export async function updateActivity(db: SchoolDb, activityId: number, changes: Updateable<Scoped['teachActivity']>): Promise<void> {
  await db.updateTable('teachActivity').set(changes).where('id', '=', activityId).execute();
}

export async function deleteActivity(db: SchoolDb, activityId: number): Promise<void> {
  await db.deleteFrom('teachActivityTarget').where('activityId', '=', activityId).execute();
  await db.deleteFrom('teachActivity').where('id', '=', activityId).execute();
}

export function activityTypes(db: SchoolDb) {
  return db.selectFrom('teachActivityType').select(['id', 'name as dicName', 'sortOrder as tag']).orderBy('sortOrder').orderBy('id').execute();
}

export function findActivityType(db: SchoolDb, typeId: number) {
  return db.selectFrom('teachActivityType').select('id').where('id', '=', typeId).executeTakeFirst();
}

export async function insertActivityTypes(db: SchoolDb, names: readonly string[]): Promise<number[]> {
  const last = await db.selectFrom('teachActivityType').select((eb) => eb.fn.max('sortOrder').as('n')).executeTakeFirst();
  const start = Number(last?.n ?? 0) + 1;
  const rows = await db
    .insertInto('teachActivityType')
    .values(names.map((name, index) => ({ name, sortOrder: start + index })))
    .onConflict((conflict) => conflict.columns(['schoolId', 'name']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The classes of a grade, with their plan of a semester week if any. */
export function gradeClassesWithPlan(db: SchoolDb, gradeId: number, semesterId: number, weekIndex: number) {
  return db
    .selectFrom('schoolClass')
    .leftJoin('teachWeekPlan as plan', (join) =>
      join.onRef('plan.classId', '=', 'schoolClass.id').on('plan.semesterId', '=', semesterId).on('plan.weekIndex', '=', weekIndex),
    )
    .select(['schoolClass.id as classId', 'schoolClass.name as className', 'plan.id as weekId', 'plan.approveStatus'])
    .where('schoolClass.gradeId', '=', gradeId)
    .orderBy('schoolClass.id')
    .execute();
}

/** The plans waiting for (or decided by) approvers of `gradeIds` (some; all grades when null). */
export function approvePlans(db: SchoolDb, filter: { gradeIds: number[] | null; approveStatus: number }, page: { offset: number; limit: number }) {
  let query = planQuery(db).where('plan.approveStatus', '=', filter.approveStatus);
  if (filter.gradeIds) query = query.where('schoolClass.gradeId', 'in', filter.gradeIds);
  return query.orderBy('plan.submittedAt', 'desc').orderBy('plan.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countApprovePlans(db: SchoolDb, filter: { gradeIds: number[] | null; approveStatus: number }): Promise<number> {
  let query = db
    .selectFrom('teachWeekPlan as plan')
    .innerJoin('schoolClass', 'schoolClass.id', 'plan.classId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('plan.approveStatus', '=', filter.approveStatus);
  if (filter.gradeIds) query = query.where('schoolClass.gradeId', 'in', filter.gradeIds);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function approveSettingOf(db: SchoolDb, gradeId: number) {
  return db.selectFrom('teachApproveSetting').select('approverKind').where('gradeId', '=', gradeId).executeTakeFirst();
}

export function approversOfGrades(db: SchoolDb, gradeIds: number[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teachApprover')
    .innerJoin('teacher', 'teacher.id', 'teachApprover.teacherId')
    .select(['teachApprover.gradeId', 'teacher.id as teacherId', 'teacher.name as teacherName'])
    .where('teachApprover.gradeId', 'in', gradeIds)
    .orderBy('teacher.id')
    .execute();
}

/** The grades whose plans a teacher approves: named for them, or managed by them where no staff are named. */
export async function gradesApprovedBy(db: SchoolDb, teacherId: number): Promise<number[]> {
  const [named, managed] = await Promise.all([
    db.selectFrom('teachApprover').innerJoin('teachApproveSetting as setting', 'setting.gradeId', 'teachApprover.gradeId').select('teachApprover.gradeId').where('teachApprover.teacherId', '=', teacherId).where('setting.approverKind', '=', 2).execute(),
    db
      .selectFrom('grade')
      .leftJoin('teachApproveSetting as setting', 'setting.gradeId', 'grade.id')
      .select('grade.id as gradeId')
      .where('grade.managerTeacherId', '=', teacherId)
      .where((eb) => eb.or([eb('setting.approverKind', 'is', null), eb('setting.approverKind', '=', 1)]))
      .execute(),
  ]);
  return [...new Set([...named, ...managed].map((row) => row.gradeId))];
}

export async function saveApproveSetting(db: SchoolDb, gradeId: number, approverKind: number, teacherIds: number[]): Promise<void> {
  await db.deleteFrom('teachApprover').where('gradeId', '=', gradeId).execute();
  await db.deleteFrom('teachApproveSetting').where('gradeId', '=', gradeId).execute();
  await db.insertInto('teachApproveSetting').values({ gradeId, approverKind }).execute();
  if (teacherIds.length) await db.insertInto('teachApprover').values(teacherIds.map((teacherId) => ({ gradeId, teacherId }))).execute();
}

export function approveSettings(db: SchoolDb, gradeIds: number[]) {
  if (gradeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teachApproveSetting').select(['gradeId', 'approverKind']).where('gradeId', 'in', gradeIds).execute();
}

export function themesOf(db: SchoolDb, filter: { semesterId?: number | undefined; gradeId?: number | undefined }) {
  let query = db
    .selectFrom('teachTheme as theme')
    .innerJoin('grade', 'grade.id', 'theme.gradeId')
    .innerJoin('semester', 'semester.id', 'theme.semesterId')
    .select((eb) => [
      'theme.id as themeId',
      'theme.name as themeName',
      'theme.gradeId',
      'grade.name as gradeName',
      'theme.semesterId',
      'semester.name as semesterName',
      'theme.weekCount',
      'theme.goals',
      eb.fn.coalesce(eb.selectFrom('teachThemeFile').select(eb.fn.countAll<number>().as('n')).whereRef('teachThemeFile.themeId', '=', 'theme.id'), eb.lit(0)).as('fileCount'),
    ]);
  if (filter.semesterId) query = query.where('theme.semesterId', '=', filter.semesterId);
  if (filter.gradeId) query = query.where('theme.gradeId', '=', filter.gradeId);
  return query.orderBy('grade.level').orderBy('theme.id').execute();
}

export function findTheme(db: SchoolDb, themeId: number) {
  return db.selectFrom('teachTheme').select(['id', 'gradeId', 'semesterId', 'name']).where('id', '=', themeId).executeTakeFirst();
}

export function themeFiles(db: SchoolDb, themeId: number) {
  return db.selectFrom('teachThemeFile').select('fileId').where('themeId', '=', themeId).orderBy('sortOrder').execute();
}

export async function insertTheme(db: SchoolDb, theme: Insertable<Scoped['teachTheme']>, fileIds: number[]): Promise<number> {
  const { id } = await db.insertInto('teachTheme').values(theme).returning('id').executeTakeFirstOrThrow();
  await replaceThemeFiles(db, id, fileIds);
  return id;
}

export async function updateTheme(db: SchoolDb, themeId: number, changes: Updateable<Scoped['teachTheme']>, fileIds: number[]): Promise<void> {
  await db.updateTable('teachTheme').set(changes).where('id', '=', themeId).execute();
  await replaceThemeFiles(db, themeId, fileIds);
}

async function replaceThemeFiles(db: SchoolDb, themeId: number, fileIds: number[]): Promise<void> {
  await db.deleteFrom('teachThemeFile').where('themeId', '=', themeId).execute();
  if (fileIds.length) await db.insertInto('teachThemeFile').values(fileIds.map((fileId, sortOrder) => ({ themeId, fileId, sortOrder }))).execute();
}

export async function themeInUse(db: SchoolDb, themeId: number): Promise<boolean> {
  return (await db.selectFrom('teachWeekPlan').select('id').where('themeId', '=', themeId).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteTheme(db: SchoolDb, themeId: number): Promise<void> {
  await db.deleteFrom('teachThemeFile').where('themeId', '=', themeId).execute();
  await db.deleteFrom('teachTheme').where('id', '=', themeId).execute();
}

export function findGrade(db: SchoolDb, gradeId: number) {
  return db.selectFrom('grade').select(['id', 'schoolYearId']).where('id', '=', gradeId).executeTakeFirst();
}

/** Who wrote and who passed a plan, which its copies keep. */
export function planPeople(db: SchoolDb, weekId: number) {
  return db.selectFrom('teachWeekPlan').select(['writerId', 'approverId', 'approvedAt']).where('id', '=', weekId).executeTakeFirstOrThrow();
}

/** The plans a teacher wrote, the latest week first. */
export function plansWrittenBy(db: SchoolDb, teacherId: number, page: { offset: number; limit: number }) {
  return planQuery(db).where('plan.writerId', '=', teacherId).orderBy('plan.startDate', 'desc').orderBy('plan.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countPlansWrittenBy(db: SchoolDb, teacherId: number): Promise<number> {
  const row = await db.selectFrom('teachWeekPlan').select((eb) => eb.fn.countAll<number>().as('n')).where('writerId', '=', teacherId).executeTakeFirstOrThrow();
  return Number(row.n);
}
