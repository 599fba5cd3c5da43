import { StudentStatus, TeacherStatus } from '@yuanwu/shared';
import type { Insertable, Updateable } from 'kysely';
import { inBatches } from '../../core/collections.js';
import { containsText } from '../../core/text-search.js';
import type { SchoolDb, SchoolScopedDatabase } from '../../db/school-scope.js';

type Values<T extends keyof SchoolScopedDatabase> = Insertable<SchoolScopedDatabase[T]>;
type Page = { offset: number; limit: number };

const questionnaireColumns = [
  'questionnaire.id',
  'questionnaire.schoolId',
  'questionnaire.title',
  'questionnaire.description',
  'questionnaire.schoolIds',
  'questionnaire.grade',
  'questionnaire.userType',
  'questionnaire.startDate',
  'questionnaire.endDate',
  'questionnaire.loopType',
  'questionnaire.weekDay',
  'questionnaire.monthDay',
  'questionnaire.loopDay',
  'questionnaire.isPublish',
  'questionnaire.authorId',
  'questionnaire.adderId',
  'questionnaire.updatedAt',
  'author.name as authorName',
] as const;

export interface QuestionnaireFilter {
  keyword?: string | undefined;
  /** Published or drafts; the dates decide the rest of a state in the service. */
  isPublish?: number | undefined;
  /** `now` (China minute) bounds for 未开始, 进行中, 已结束. */
  startAfter?: string | undefined;
  startBy?: string | undefined;
  endAfter?: string | undefined;
  endBy?: string | undefined;
}

function matching(db: SchoolDb, filter: QuestionnaireFilter) {
  let query = db.selectFrom('questionnaire').innerJoin('teacher as author', 'author.id', 'questionnaire.authorId');
  if (filter.keyword) query = query.where((eb) => containsText(eb.ref('questionnaire.title'), filter.keyword!));
  if (filter.isPublish !== undefined) query = query.where('questionnaire.isPublish', '=', filter.isPublish);
  if (filter.startAfter) query = query.where('questionnaire.startDate', '>', filter.startAfter);
  if (filter.startBy) query = query.where('questionnaire.startDate', '<=', filter.startBy);
  if (filter.endAfter) query = query.where('questionnaire.endDate', '>', filter.endAfter);
  if (filter.endBy) query = query.where('questionnaire.endDate', '<=', filter.endBy);
  return query;
}

export function listQuestionnaires(db: SchoolDb, filter: QuestionnaireFilter, page: Page) {
  return matching(db, filter).select(questionnaireColumns).orderBy('questionnaire.startDate', 'desc').orderBy('questionnaire.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countQuestionnaires(db: SchoolDb, filter: QuestionnaireFilter): Promise<number> {
  const row = await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findQuestionnaire(db: SchoolDb, questionnaireId: number) {
  return matching(db, {}).select(questionnaireColumns).where('questionnaire.id', '=', questionnaireId).executeTakeFirst();
}
export type StoredQuestionnaire = NonNullable<Awaited<ReturnType<typeof findQuestionnaire>>>;

export async function insertQuestionnaire(db: SchoolDb, values: Values<'questionnaire'>): Promise<number> {
  return (await db.insertInto('questionnaire').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateQuestionnaire(db: SchoolDb, questionnaireId: number, changes: Updateable<SchoolScopedDatabase['questionnaire']>): Promise<void> {
  await db.updateTable('questionnaire').set(changes).where('id', '=', questionnaireId).execute();
}

export function questionsOf(db: SchoolDb, questionnaireIds: number[]) {
  if (questionnaireIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('questionnaireQuestion').selectAll().where('questionnaireId', 'in', questionnaireIds).orderBy('questionnaireId').orderBy('orderNum').orderBy('id').execute();
}
export type StoredQuestion = Awaited<ReturnType<typeof questionsOf>>[number];

export function optionsOf(db: SchoolDb, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('questionnaireOption').selectAll().where('questionId', 'in', questionIds).orderBy('questionId').orderBy('orderNum').orderBy('id').execute();
}

export async function insertQuestion(db: SchoolDb, values: Values<'questionnaireQuestion'>): Promise<number> {
  return (await db.insertInto('questionnaireQuestion').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertOptions(db: SchoolDb, values: Values<'questionnaireOption'>[]): Promise<void> {
  if (values.length) await db.insertInto('questionnaireOption').values(values).execute();
}

async function deleteAnswersOf(db: SchoolDb, questionnaireId: number): Promise<void> {
  const responses = db.selectFrom('questionnaireResponse').select('id').where('questionnaireId', '=', questionnaireId);
  await db.deleteFrom('questionnaireAnswer').where('responseId', 'in', responses).execute();
  await db.deleteFrom('questionnaireResponse').where('questionnaireId', '=', questionnaireId).execute();
}

export async function deleteQuestions(db: SchoolDb, questionnaireId: number): Promise<void> {
  const questions = db.selectFrom('questionnaireQuestion').select('id').where('questionnaireId', '=', questionnaireId);
  await db.deleteFrom('questionnaireOption').where('questionId', 'in', questions).execute();
  await db.deleteFrom('questionnaireQuestion').where('questionnaireId', '=', questionnaireId).execute();
}

export async function deleteQuestionnaire(db: SchoolDb, questionnaireId: number): Promise<void> {
  await db.deleteFrom('questionnaireReminder').where('questionnaireId', '=', questionnaireId).execute();
  await deleteAnswersOf(db, questionnaireId);
  await deleteQuestions(db, questionnaireId);
  await db.deleteFrom('questionnaire').where('id', '=', questionnaireId).execute();
}

/** The classes a data scope reaches (null: the whole school); a scope reaching none matches no answer (`IN (0)`). */
export type Reach = readonly number[] | null;
const reachedClasses = (reach: readonly number[]) => (reach.length ? [...reach] : [0]);

/** Answer sheets per questionnaire, of the classes in reach. */
export async function responseCounts(db: SchoolDb, questionnaireIds: number[], reach: Reach): Promise<Map<number, number>> {
  if (questionnaireIds.length === 0) return new Map();
  let query = db
    .selectFrom('questionnaireResponse')
    .select(['questionnaireId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('questionnaireId', 'in', questionnaireIds)
    .groupBy('questionnaireId');
  if (reach) query = query.where('classId', 'in', reachedClasses(reach));
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.questionnaireId, Number(row.n)]));
}

// ---- answers ----

/** One sheet per respondent per round: a second one at once meets the unique constraint and inserts nothing. */
export async function insertResponseOnce(db: SchoolDb, values: Values<'questionnaireResponse'>): Promise<number | null> {
  const row = await db
    .insertInto('questionnaireResponse')
    .values(values)
    .onConflict((conflict) => conflict.columns(['questionnaireId', 'roundKey', 'respondentType', 'respondentId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Answer sheets of respondents who have none yet (the demo's and the scale data set's), with their ids. */
export function insertResponses(db: SchoolDb, values: Values<'questionnaireResponse'>[]) {
  return db.insertInto('questionnaireResponse').values(values).returning(['id', 'respondentId']).execute();
}

export async function insertAnswers(db: SchoolDb, values: Values<'questionnaireAnswer'>[]): Promise<void> {
  if (values.length) await db.insertInto('questionnaireAnswer').values(values).execute();
}

// ---- reminders ----

/**
 * Takes the targets of a round (classes, a school's classless staff) last reminded at or before
 * `freeSince`, stamping them `at`, in one statement per slice: of two reminders at once, on one
 * server or two, each target goes to one. Answers the targets taken.
 */
export async function claimReminders(db: SchoolDb, claim: { questionnaireId: number; roundKey: string; targets: string[]; at: string; freeSince: string }): Promise<Set<string>> {
  const taken = new Set<string>();
  for await (const targets of inBatches(claim.targets)) {
    const rows = await db
      .insertInto('questionnaireReminder')
      .values(targets.map((target) => ({ questionnaireId: claim.questionnaireId, roundKey: claim.roundKey, target, remindedAt: claim.at })))
      .onConflict((conflict) =>
        conflict
          .columns(['questionnaireId', 'roundKey', 'target'])
          .doUpdateSet((eb) => ({ remindedAt: eb.ref('excluded.remindedAt') }))
          .where('questionnaireReminder.remindedAt', '<=', claim.freeSince),
      )
      .returning('target')
      .execute();
    for (const row of rows) taken.add(row.target);
  }
  return taken;
}

/** Gives back targets claimed `at` that no text reached, so that they may be reminded again at once. */
export async function releaseReminders(db: SchoolDb, claim: { questionnaireId: number; roundKey: string; targets: string[]; at: string }): Promise<void> {
  for await (const targets of inBatches(claim.targets)) {
    await db
      .deleteFrom('questionnaireReminder')
      .where('questionnaireId', '=', claim.questionnaireId)
      .where('roundKey', '=', claim.roundKey)
      .where('target', 'in', targets)
      .where('remindedAt', '=', claim.at)
      .execute();
  }
}

/** The earliest last reminder among the targets: when the first of them may be reminded again. */
export async function earliestReminder(db: SchoolDb, questionnaireId: number, roundKey: string, targets: string[]): Promise<string | null> {
  if (targets.length === 0) return null;
  const row = await db
    .selectFrom('questionnaireReminder')
    .select((eb) => eb.fn.min('remindedAt').as('at'))
    .where('questionnaireId', '=', questionnaireId)
    .where('roundKey', '=', roundKey)
    .where('target', 'in', targets)
    .executeTakeFirst();
  return row?.at ?? null;
}

export interface ResponseFilter {
  questionnaireId: number;
  round?: string | undefined;
  schoolId?: number | undefined;
  gradeId?: number | undefined;
  classId?: number | undefined;
  /** Required, so that no reading of answers forgets the caller's data scope: the answers carry the class they were given for. */
  classesInReach: Reach;
}

function responsesMatching(db: SchoolDb, filter: ResponseFilter) {
  let query = db.selectFrom('questionnaireResponse').where('questionnaireResponse.questionnaireId', '=', filter.questionnaireId);
  if (filter.round) query = query.where('questionnaireResponse.roundKey', '=', filter.round);
  if (filter.schoolId) query = query.where('questionnaireResponse.respondentSchoolId', '=', filter.schoolId);
  if (filter.gradeId) query = query.where('questionnaireResponse.gradeId', '=', filter.gradeId);
  if (filter.classId) query = query.where('questionnaireResponse.classId', '=', filter.classId);
  if (filter.classesInReach) query = query.where('questionnaireResponse.classId', 'in', reachedClasses(filter.classesInReach));
  return query;
}

export function responses(db: SchoolDb, filter: ResponseFilter) {
  return responsesMatching(db, filter).selectAll().orderBy('questionnaireResponse.submittedAt').orderBy('questionnaireResponse.id').execute();
}
export type StoredResponse = Awaited<ReturnType<typeof responses>>[number];

/** Who answered and when, without the rest of the sheets: what completion reads of a whole audience. */
export function submissions(db: SchoolDb, filter: ResponseFilter) {
  return responsesMatching(db, filter).select(['questionnaireResponse.respondentType', 'questionnaireResponse.respondentId', 'questionnaireResponse.submittedAt']).execute();
}

/** Option counts by question (and class or teacher when asked), in one grouped query. */
export function optionCounts(db: SchoolDb, filter: ResponseFilter & { questionId?: number | undefined; teacherId?: number | undefined }, by: 'question' | 'class' | 'teacher') {
  let query = responsesMatching(db, filter)
    .innerJoin('questionnaireAnswer', 'questionnaireAnswer.responseId', 'questionnaireResponse.id')
    .where('questionnaireAnswer.optionId', 'is not', null)
    .select(['questionnaireAnswer.questionId', 'questionnaireAnswer.optionId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['questionnaireAnswer.questionId', 'questionnaireAnswer.optionId']);
  if (filter.questionId) query = query.where('questionnaireAnswer.questionId', '=', filter.questionId);
  if (filter.teacherId) query = query.where('questionnaireAnswer.teacherId', '=', filter.teacherId);
  if (by === 'class') return query.select(['questionnaireResponse.classId as groupId']).groupBy('questionnaireResponse.classId').execute();
  if (by === 'teacher') return query.select(['questionnaireAnswer.teacherId as groupId']).groupBy('questionnaireAnswer.teacherId').execute();
  return query.select((eb) => eb.val(0).as('groupId')).execute();
}

/** How many sheets answered each question (per class or teacher when asked): the rates' base. */
export function answeredCounts(db: SchoolDb, filter: ResponseFilter & { questionId?: number | undefined; teacherId?: number | undefined }, by: 'question' | 'class' | 'teacher') {
  let query = responsesMatching(db, filter)
    .innerJoin('questionnaireAnswer', 'questionnaireAnswer.responseId', 'questionnaireResponse.id')
    .select(['questionnaireAnswer.questionId', (eb) => eb.fn.count<number>('questionnaireAnswer.responseId').distinct().as('n')])
    .groupBy('questionnaireAnswer.questionId');
  if (filter.questionId) query = query.where('questionnaireAnswer.questionId', '=', filter.questionId);
  if (filter.teacherId) query = query.where('questionnaireAnswer.teacherId', '=', filter.teacherId);
  if (by === 'class') return query.select(['questionnaireResponse.classId as groupId']).groupBy('questionnaireResponse.classId').execute();
  if (by === 'teacher') return query.select(['questionnaireAnswer.teacherId as groupId']).groupBy('questionnaireAnswer.teacherId').execute();
  return query.select((eb) => eb.val(0).as('groupId')).execute();
}

export function answersOfResponses(db: SchoolDb, responseIds: number[]) {
  if (responseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('questionnaireAnswer').selectAll().where('responseId', 'in', responseIds).orderBy('id').execute();
}

export function essayAnswers(db: SchoolDb, filter: ResponseFilter & { questionId: number }, page: Page | null) {
  let query = responsesMatching(db, filter)
    .innerJoin('questionnaireAnswer', 'questionnaireAnswer.responseId', 'questionnaireResponse.id')
    .where('questionnaireAnswer.questionId', '=', filter.questionId)
    .where('questionnaireAnswer.content', 'is not', null)
    .select([
      'questionnaireResponse.id as responseId',
      'questionnaireResponse.respondentName',
      'questionnaireResponse.childName',
      'questionnaireResponse.className',
      'questionnaireAnswer.teacherName',
      'questionnaireAnswer.content',
      'questionnaireResponse.submittedAt',
    ])
    .orderBy('questionnaireResponse.submittedAt', 'desc')
    .orderBy('questionnaireResponse.id', 'desc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

export async function countEssayAnswers(db: SchoolDb, filter: ResponseFilter & { questionId: number }): Promise<number> {
  const row = await responsesMatching(db, filter)
    .innerJoin('questionnaireAnswer', 'questionnaireAnswer.responseId', 'questionnaireResponse.id')
    .where('questionnaireAnswer.questionId', '=', filter.questionId)
    .where('questionnaireAnswer.content', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The teachers the answers in reach are about. */
export function answerTeachers(db: SchoolDb, filter: Pick<ResponseFilter, 'questionnaireId' | 'classesInReach'>) {
  return responsesMatching(db, filter)
    .innerJoin('questionnaireAnswer', 'questionnaireAnswer.responseId', 'questionnaireResponse.id')
    .where('questionnaireAnswer.teacherId', 'is not', null)
    .select(['questionnaireAnswer.teacherId', 'questionnaireAnswer.teacherName'])
    .distinct()
    .orderBy('questionnaireAnswer.teacherName')
    .execute();
}

// ---- the audience, read in each school it is for ----

/** The current classes of the grade levels (all when none), with grade and school names. */
export function audienceClasses(db: SchoolDb, gradeLevels: readonly number[]) {
  let query = db
    .selectFrom('schoolClass')
    .innerJoin('grade', 'grade.id', 'schoolClass.gradeId')
    .innerJoin('schoolYear', 'schoolYear.id', 'schoolClass.schoolYearId')
    .select(['schoolClass.id as classId', 'schoolClass.name as className', 'grade.id as gradeId', 'grade.name as gradeName', 'grade.level as gradeLevel'])
    .where((eb) => eb.exists(eb.selectFrom('child').select('child.id').whereRef('child.classId', '=', 'schoolClass.id').where('child.status', '=', StudentStatus.IN_SCHOOL)));
  if (gradeLevels.length) query = query.where('grade.level', 'in', [...gradeLevels]);
  return query.orderBy('grade.level').orderBy('schoolClass.name').orderBy('schoolClass.id').execute();
}

/** The guardians of the in-school children of the classes: who of the families a questionnaire is for. */
function guardiansOfClasses(db: SchoolDb, classIds: readonly number[]) {
  return db
    .selectFrom('child')
    .innerJoin('childGuardian', 'childGuardian.childId', 'child.id')
    .innerJoin('guardian', 'guardian.id', 'childGuardian.guardianId')
    .where('child.status', '=', StudentStatus.IN_SCHOOL)
    .where('childGuardian.relievedAt', 'is', null)
    .where('child.classId', 'in', [...classIds]);
}

/** Each guardian of an in-school child of the classes, with that child (a guardian of two children comes twice). */
export function familiesOfClasses(db: SchoolDb, classIds: readonly number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return guardiansOfClasses(db, classIds)
    .select(['guardian.id as guardianId', 'guardian.name', 'guardian.phone', 'child.id as childId', 'child.name as childName', 'child.classId'])
    .orderBy('child.classId')
    .orderBy('child.id')
    .orderBy('childGuardian.isMain', 'desc')
    .orderBy('guardian.id')
    .execute();
}

/** Each guardian of the classes once, with the first of their children's classes (as familiesOfClasses orders them): for counting. */
export async function guardianClasses(db: SchoolDb, classIds: readonly number[]): Promise<{ guardianId: number; classId: number }[]> {
  if (classIds.length === 0) return [];
  return guardiansOfClasses(db, classIds)
    .select(['guardian.id as guardianId', (eb) => eb.fn.min<number>('child.classId').as('classId')])
    .groupBy('guardian.id')
    .execute();
}

/** The staff on duty, with the first of their classes among `classIds` (null for staff without one). */
export async function staffWithClasses(db: SchoolDb, classIds: readonly number[] | null) {
  const [staff, links] = await Promise.all([
    db.selectFrom('teacher').select(['teacher.id', 'teacher.name', 'teacher.phone']).where('teacher.status', '!=', TeacherStatus.LEFT).orderBy('teacher.id').execute(),
    db.selectFrom('classTeacher').select(['classTeacher.teacherId', 'classTeacher.classId']).orderBy('classTeacher.position').orderBy('classTeacher.classId').execute(),
  ]);
  const classOf = new Map<number, number>();
  for (const link of links) if (!classOf.has(link.teacherId) && (!classIds || classIds.includes(link.classId))) classOf.set(link.teacherId, link.classId);
  return staff.map((teacher) => ({ ...teacher, classId: classOf.get(teacher.id) ?? null })).filter((teacher) => classIds === null || teacher.classId !== null);
}

export function teachersOfClass(db: SchoolDb, classId: number) {
  return db
    .selectFrom('classTeacher')
    .innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId')
    .select(['teacher.id as teacherId', 'teacher.name as teacherName'])
    .where('classTeacher.classId', '=', classId)
    .where('teacher.status', '!=', TeacherStatus.LEFT)
    .orderBy('classTeacher.position')
    .orderBy('teacher.id')
    .execute();
}
