import {
  isActionAllowed,
  QUESTIONNAIRE_ANSWER_PATH,
  QuestionnaireState,
  questionnaireStateActions,
  questionnaireStateLabel,
  questionnaireStateOf,
  QuestionType,
  refusedActionReason,
  REMIND_PAUSE_MINUTES,
  RespondentType,
  roundAt,
  roundKeys,
  roundOf,
  SURVEY_DEFAULT_DAYS,
  SurveyUserType,
  gradeLevelLabel,
  dataScopeLabel,
  type QuestionnaireAction,
  type QuestionnaireListInput,
  type QuestionOutput,
  type QuestionStat,
  type Respondent,
  type RoundSchedule,
  type SaveQuestionnaireInput,
  type SubmitAnswerInput,
  type UpdateQuestionnaireInput,
} from '@yuanwu/shared';
import type { Kysely } from 'kysely';
import { addMinutes, iso, schoolDate, schoolMinute, type Clock } from '../../clock.js';
import { addDays } from '../../core/calendar.js';
import { groupedBy, inBatches } from '../../core/collections.js';
import { invalidParams, notAllowed, notFound } from '../../core/errors.js';
import { rowsOfPage } from '../../core/paging.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import type { SmsProvider } from '../../core/sms.js';
import type { Database } from '../../db/schema.js';
import { inTransaction, type SchoolDb } from '../../db/school-scope.js';
import { findSchool, schoolFamily } from '../school/index.js';
import { ANSWER_LINK_DAYS, signAnswerLink, verifyAnswerLink, type AnswerLinkClaims } from './answer-link.js';
import * as repository from './questionnaire.repository.js';
import type { StoredQuestionnaire } from './questionnaire.repository.js';

export interface QuestionnaireDeps {
  db: Kysely<Database>;
  schoolDb(schoolId: number): SchoolDb;
  clock: Clock;
  sms: SmsProvider;
  /** The console's address seen from outside (PUBLIC_URL): reminders carry links under it; unset, the path alone. */
  publicUrl: string | undefined;
  linkSecret: () => Promise<string>;
}

/** Who answers in place, without a link (the family page): a guardian or a teacher of a school. */
export interface InPlaceRespondent {
  respondentSchoolId: number;
  respondentType: number;
  respondentId: number;
}

/** The published questionnaires of a school looked through for a respondent: far more than a school runs at once. */
const ADDRESSED_SHOWN = 500;

/** Texts handed to the SMS provider at once. */
const SMS_BATCH = 20;

const numbers = (list: string) => list.split(',').filter(Boolean).map(Number);
const joined = (list: readonly number[], sort = false) => {
  const unique = [...new Set(list)];
  return (sort ? unique.sort((a, b) => a - b) : unique).join(',');
};
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

export const scheduleOf = (q: Pick<StoredQuestionnaire, 'startDate' | 'endDate' | 'loopType' | 'weekDay' | 'monthDay' | 'loopDay'>): RoundSchedule => ({
  startDate: q.startDate,
  endDate: q.endDate,
  loopType: q.loopType,
  weekDays: numbers(q.weekDay),
  monthDays: numbers(q.monthDay),
  loopDay: q.loopDay,
});

/** A member of a questionnaire's audience, as the statistics and the links name them. */
export interface AudienceMember extends Omit<Respondent, 'answered' | 'submittedAt'> {
  childId: number | null;
  childName: string;
  gradeId: number | null;
  gradeName: string;
}

export type QuestionnaireService = ReturnType<typeof questionnaireService>;

/** A statistics call's input: the data scope comes from the session, never from the caller. */
type StatInput<T> = Omit<T, 'classesInReach'>;

/** The classes the session's data scope reaches, as the answers are filtered by; null for the whole school. */
export const reachOf = (session: SessionIdentity): repository.Reach => (session.classesInReach ? [...session.classesInReach] : null);

/**
 * A statistics filter confined to the session's data scope (本年级, 本班): the answers and the audience
 * of the classes in reach only; a filter naming a class out of reach is refused.
 */
export function inReach<T extends { questionnaireId: number; classId?: number | undefined }>(session: SessionIdentity, input: T): T & { classesInReach: repository.Reach } {
  const reach = session.classesInReach;
  if (reach && input.classId && !reach.has(input.classId)) throw notAllowed(`您的数据范围是${dataScopeLabel[session.dataScope]}，不能查看或提醒其他班级的问卷`);
  return { ...input, classesInReach: reachOf(session) };
}

export function questionnaireService(deps: QuestionnaireDeps) {
  const now = () => schoolMinute(deps.clock.now());
  const stateOf = (q: StoredQuestionnaire) => questionnaireStateOf(q, now());
  const stateFields = (q: StoredQuestionnaire) => {
    const state = stateOf(q);
    return { state, stateName: questionnaireStateLabel[state], actions: questionnaireStateActions[state] };
  };

  async function stored(db: SchoolDb, questionnaireId: number): Promise<StoredQuestionnaire> {
    const found = await repository.findQuestionnaire(db, questionnaireId);
    if (!found) throw notFound('问卷');
    return found;
  }

  /** The questionnaire, if its state allows the action; otherwise 2000014 with the reason. */
  async function forAction(db: SchoolDb, questionnaireId: number, action: QuestionnaireAction) {
    const q = await stored(db, questionnaireId);
    const state = stateOf(q);
    if (!isActionAllowed(state, action)) throw notAllowed(refusedActionReason(state, action));
    return q;
  }

  async function questionsOf(db: SchoolDb, questionnaireId: number): Promise<QuestionOutput[]> {
    const questions = await repository.questionsOf(db, [questionnaireId]);
    const options = groupedBy(await repository.optionsOf(db, questions.map((question) => question.id)), (option) => option.questionId);
    return questions.map((question) => ({
      id: question.id,
      questionType: question.questionType,
      questionName: question.questionName,
      imageUrl: question.imageUrl ?? '',
      orderNum: question.orderNum,
      tipContent: question.tipContent,
      isMustAnswer: Boolean(question.isMustAnswer),
      isRelationTeacher: Boolean(question.isRelationTeacher),
      maxSelection: question.maxSelection,
      isLimitSelection: Boolean(question.isLimitSelection),
      optionList: (options.get(question.id) ?? []).map((option) => ({ id: option.id, optionContent: option.optionContent, imageUrl: option.imageUrl ?? '', orderNum: option.orderNum })),
    }));
  }

  /** The schools a school's questionnaire may be for: itself, and a head school's branches. */
  async function schoolChoices(schoolId: number) {
    const school = await findSchool(deps.db, schoolId);
    if (!school) return [];
    if (school.parentId !== null) return [{ schoolId: school.id, schoolName: school.name, isHead: false }];
    return (await schoolFamily(deps.db, school.id)).map((row) => ({ schoolId: row.schoolId, schoolName: row.schoolName, isHead: row.schoolId === school.id }));
  }

  async function schoolsOf(q: Pick<StoredQuestionnaire, 'schoolId' | 'schoolIds'>) {
    const choices = new Map((await schoolChoices(q.schoolId)).map((school) => [school.schoolId, school]));
    return numbers(q.schoolIds).flatMap((schoolId) => {
      const school = choices.get(schoolId);
      return school ? [{ schoolId, schoolName: school.schoolName }] : [];
    });
  }

  /**
   * The schools the questionnaire is for, one at a time with its own handle and its classes of the
   * questionnaire's grades; with a data scope, only the classes it reaches (a branch's classes never
   * are). Staff are those of these classes when grades or a scope narrow the audience, all otherwise.
   */
  async function* audienceSchools(q: StoredQuestionnaire, reach: repository.Reach, onlySchoolId?: number) {
    const grades = numbers(q.grade);
    for (const school of await schoolsOf(q)) {
      if (onlySchoolId && school.schoolId !== onlySchoolId) continue;
      const db = deps.schoolDb(school.schoolId);
      const classes = (await repository.audienceClasses(db, grades)).filter((row) => !reach || reach.includes(row.classId));
      const classIds = classes.map((row) => row.classId);
      yield { school, db, classes, classIds, classById: new Map(classes.map((row) => [row.classId, row])), staffClassIds: grades.length || reach ? classIds : null };
    }
  }

  /** The classes the questionnaire is for, with their schools. */
  async function audienceClassesOf(q: StoredQuestionnaire, reach: repository.Reach, onlySchoolId?: number) {
    const classes: { schoolId: number; schoolName: string; classId: number; className: string; gradeId: number; gradeName: string; gradeLevel: number }[] = [];
    for await (const part of audienceSchools(q, reach, onlySchoolId)) classes.push(...part.classes.map((row) => ({ ...part.school, ...row })));
    return classes;
  }

  /** Everyone the questionnaire is for, and its classes; with a data scope, those of the classes it reaches. */
  async function audienceOf(q: StoredQuestionnaire, reach: repository.Reach, onlySchoolId?: number) {
    const members: AudienceMember[] = [];
    const classes: Awaited<ReturnType<typeof audienceClassesOf>> = [];
    for await (const { school, db, classes: schoolClasses, classIds, classById, staffClassIds } of audienceSchools(q, reach, onlySchoolId)) {
      classes.push(...schoolClasses.map((row) => ({ ...school, ...row })));
      if (q.userType !== SurveyUserType.PARENT) {
        for (const teacher of await repository.staffWithClasses(db, staffClassIds)) {
          const schoolClass = teacher.classId ? classById.get(teacher.classId) : undefined;
          members.push({
            respondentType: RespondentType.TEACHER,
            respondentId: teacher.id,
            ...school,
            name: teacher.name,
            description: '教职工',
            classId: schoolClass?.classId ?? null,
            className: schoolClass?.className ?? '',
            phone: teacher.phone,
            childId: null,
            childName: '',
            gradeId: schoolClass?.gradeId ?? null,
            gradeName: schoolClass?.gradeName ?? '',
          });
        }
      }
      if (q.userType !== SurveyUserType.TEACHER) {
        const families = groupedBy(await repository.familiesOfClasses(db, classIds), (row) => row.guardianId);
        for (const rows of families.values()) {
          const first = rows[0]!;
          const schoolClass = classById.get(first.classId!)!;
          members.push({
            respondentType: RespondentType.PARENT,
            respondentId: first.guardianId,
            ...school,
            name: first.name,
            description: rows.map((row) => `${row.childName}（${classById.get(row.classId!)?.className ?? ''}）`).join('、'),
            classId: schoolClass.classId,
            className: schoolClass.className,
            phone: first.phone,
            childId: first.childId,
            childName: first.childName,
            gradeId: schoolClass.gradeId,
            gradeName: schoolClass.gradeName,
          });
        }
      }
    }
    return { members, classes };
  }

  /**
   * How many of the audience in reach the filter asks for there are, and how many of them answered
   * the round: counted as the audience is read, without a row per member, which for a school group's
   * survey would be tens of thousands of objects made for two numbers.
   */
  async function audienceCounts(q: StoredQuestionnaire, db: SchoolDb, filter: Omit<repository.ResponseFilter, 'questionnaireId'>) {
    const round = roundFor(q, filter.round);
    const answered = { staff: new Set<number>(), families: new Set<number>() };
    for (const row of await repository.submissions(db, { questionnaireId: q.id, round, classesInReach: filter.classesInReach })) {
      (row.respondentType === RespondentType.TEACHER ? answered.staff : answered.families).add(row.respondentId);
    }
    const counts = { audienceCount: 0, answeredCount: 0 };
    // A member counts where the audience places them: their (first) class, none for staff without one.
    const placed = filter.gradeId || filter.classId ? (schoolClass: { classId: number; gradeId: number } | undefined) => (!filter.gradeId || schoolClass?.gradeId === filter.gradeId) && (!filter.classId || schoolClass?.classId === filter.classId) : null;
    const tally = <T>(rows: T[], answeredOfType: Set<number>, idOf: (row: T) => number, classOf: (row: T) => { classId: number; gradeId: number } | undefined) => {
      for (const row of rows) {
        if (placed && !placed(classOf(row))) continue;
        counts.audienceCount += 1;
        if (answeredOfType.has(idOf(row))) counts.answeredCount += 1;
      }
    };
    for await (const { db: schoolDb, classIds, classById, staffClassIds } of audienceSchools(q, filter.classesInReach, filter.schoolId)) {
      if (q.userType !== SurveyUserType.PARENT) {
        tally(await repository.staffWithClasses(schoolDb, staffClassIds), answered.staff, (teacher) => teacher.id, (teacher) => (teacher.classId ? classById.get(teacher.classId) : undefined));
      }
      if (q.userType !== SurveyUserType.TEACHER) {
        tally(await repository.guardianClasses(schoolDb, classIds), answered.families, (row) => row.guardianId, (row) => classById.get(row.classId));
      }
    }
    return { round, ...counts };
  }

  const memberKey = (member: { respondentType: number; respondentId: number; schoolId?: number }) => `${member.respondentType}:${member.respondentId}`;

  /** The round the statistics of completion look at: the one asked, or the one open now (the last one once ended). */
  function roundFor(q: StoredQuestionnaire, asked?: string): string {
    if (asked) return asked;
    const schedule = scheduleOf(q);
    return roundAt(schedule, now())?.key ?? roundKeys(schedule, now().slice(0, 10)).at(-1)!;
  }

  async function save(db: SchoolDb, session: SessionIdentity, input: SaveQuestionnaireInput, current?: StoredQuestionnaire) {
    const startDate = input.startDate ?? `${schoolDate(deps.clock.now())} 00:00`;
    const endDate = input.endDate ?? `${addDays(startDate.slice(0, 10), SURVEY_DEFAULT_DAYS)} ${startDate.slice(11)}`;
    if (endDate <= startDate) throw invalidParams('结束时间须晚于开始时间', 'endDate');
    const choices = new Set((await schoolChoices(session.schoolId)).map((school) => school.schoolId));
    const schoolIds = input.schoolId.length ? input.schoolId : [session.schoolId];
    const foreign = schoolIds.find((schoolId) => !choices.has(schoolId));
    if (foreign) throw invalidParams(`学校（编号${foreign}）不在可选范围内`, 'schoolId');
    const questions = input.questionList.map((question, index) => checkedQuestion(question, index));
    const at = iso(deps.clock.now());
    const values = {
      title: input.title,
      description: input.description ?? '',
      schoolIds: joined(schoolIds),
      grade: joined(input.grade, true),
      userType: input.userType,
      startDate,
      endDate,
      loopType: input.loopType,
      weekDay: joined(input.weekDay, true),
      monthDay: joined(input.monthDay, true),
      loopDay: input.loopDay,
      isPublish: input.isPublish ? 1 : 0,
      updatedAt: at,
    };
    return inTransaction(db, async (trx) => {
      let questionnaireId = current?.id;
      if (current) {
        // Every answer counts here, whatever the editor's data scope reaches.
        const answered = (await repository.responseCounts(trx, [current.id], null)).get(current.id) ?? 0;
        if (answered > 0 && questionsChanged(await questionsOf(trx, current.id), questions)) throw notAllowed('问卷已有人作答，不能修改题目');
        if (answered > 0) assertRoundsKept(current, values);
        await repository.updateQuestionnaire(trx, current.id, values);
        if (answered > 0) return { questionnaireId: current.id };
        await repository.deleteQuestions(trx, current.id);
      } else {
        questionnaireId = await repository.insertQuestionnaire(trx, { ...values, authorId: session.teacherId, adderId: session.teacherId, createdAt: at });
      }
      // Questions and options are renumbered from 1 in list order, whatever numbers the client sent.
      for (const [index, question] of questions.entries()) {
        const questionId = await repository.insertQuestion(trx, {
          questionnaireId: questionnaireId!,
          orderNum: index + 1,
          questionType: question.questionType,
          questionName: question.questionName,
          imageUrl: question.imageUrl,
          tipContent: question.tipContent,
          isMustAnswer: question.isMustAnswer ? 1 : 0,
          isRelationTeacher: question.isRelationTeacher ? 1 : 0,
          maxSelection: question.maxSelection,
          isLimitSelection: question.isLimitSelection ? 1 : 0,
        });
        await repository.insertOptions(trx, question.optionList.map((option, at) => ({ questionId, orderNum: at + 1, optionContent: option.optionContent, imageUrl: option.imageUrl })));
      }
      return { questionnaireId: questionnaireId! };
    });
  }

  async function view(db: SchoolDb, q: StoredQuestionnaire) {
    return { questionnaireId: q.id, title: q.title, description: q.description, startDate: q.startDate, endDate: q.endDate, ...stateFields(q), round: roundAt(scheduleOf(q), now()), questionList: await questionsOf(db, q.id) };
  }

  /** A genuine link's questionnaire and respondent, as the audience holds them now. */
  async function linkTarget(token: string) {
    return respondentTarget(verifyAnswerLink(await deps.linkSecret(), token, Math.floor(deps.clock.now().getTime() / 1000)));
  }

  /** The questionnaire and the respondent a link names (or the family page's session), if the audience holds them now. */
  async function respondentTarget(claims: Omit<AnswerLinkClaims, 'expires'>) {
    const db = deps.schoolDb(claims.ownerSchoolId);
    const q = await repository.findQuestionnaire(db, claims.questionnaireId);
    if (!q) throw notAllowed('问卷已删除');
    const { members } = await audienceOf(q, null, claims.respondentSchoolId);
    const member = members.find((row) => row.respondentType === claims.respondentType && row.respondentId === claims.respondentId);
    if (!member) throw notAllowed('您不在本问卷的调查范围内');
    return { db, q, member };
  }

  /** The questionnaire as a respondent answers it, with what they submitted this round. */
  async function sheetOf({ db, q, member }: Awaited<ReturnType<typeof respondentTarget>>) {
    const shown = await view(db, q);
    const sheet = shown.round ? (await repository.responses(db, { questionnaireId: q.id, round: shown.round.key, classesInReach: null })).find((row) => memberKey(row) === memberKey(member)) : undefined;
    const teachers = member.classId && member.respondentType === RespondentType.PARENT ? await repository.teachersOfClass(deps.schoolDb(member.schoolId), member.classId) : [];
    return {
      ...shown,
      respondent: { respondentType: member.respondentType, name: member.name, childName: member.childName, className: member.className, schoolName: member.schoolName },
      teachers,
      submitted: Boolean(sheet),
      submittedAt: sheet?.submittedAt ?? null,
      answers: sheet ? await answersOf(db, sheet.id, shown.questionList) : [],
    };
  }

  /** Keeps a respondent's sheet of the open round: once per round, the answers fitting their questions. */
  async function submitTo({ db, q, member }: Awaited<ReturnType<typeof respondentTarget>>, answers: SubmitAnswerInput['answers']) {
    const state = stateOf(q);
    if (!isActionAllowed(state, 'answer')) throw notAllowed(refusedActionReason(state, 'answer'));
    const round = roundAt(scheduleOf(q), now());
    if (!round) throw notAllowed('本轮问卷已截止，请等待下一轮');
    const questions = await questionsOf(db, q.id);
    const teachers = member.classId && member.respondentType === RespondentType.PARENT ? await repository.teachersOfClass(deps.schoolDb(member.schoolId), member.classId) : [];
    const rows = checkedAnswers(questions, answers, teachers);
    const submittedAt = iso(deps.clock.now());
    return inTransaction(db, async (trx) => {
      const responseId = await repository.insertResponseOnce(trx, {
        questionnaireId: q.id,
        roundKey: round.key,
        respondentType: member.respondentType,
        respondentId: member.respondentId,
        respondentSchoolId: member.schoolId,
        respondentName: member.name,
        childId: member.childId,
        childName: member.childName,
        classId: member.classId,
        className: member.className,
        gradeId: member.gradeId,
        gradeName: member.gradeName,
        submittedAt,
      });
      if (responseId === null) throw notAllowed('您已提交过本轮问卷');
      await repository.insertAnswers(trx, rows.map((row) => ({ ...row, responseId })));
      return { questionnaireId: q.id, roundKey: round.key, submittedAt };
    });
  }

  /** The owner of a questionnaire a school's respondent answers in place: the school itself, or its head school. */
  async function ownersFor(schoolId: number): Promise<number[]> {
    const school = await findSchool(deps.db, schoolId);
    return school?.parentId ? [schoolId, school.parentId] : [schoolId];
  }

  /** A questionnaire of the respondent's school (or its head school's) and the respondent, as a link would name them. */
  async function inPlaceTarget(respondent: InPlaceRespondent, questionnaireId: number) {
    for (const ownerSchoolId of await ownersFor(respondent.respondentSchoolId)) {
      const q = await repository.findQuestionnaire(deps.schoolDb(ownerSchoolId), questionnaireId);
      if (q?.isPublish && numbers(q.schoolIds).includes(respondent.respondentSchoolId)) return respondentTarget({ ownerSchoolId, questionnaireId, ...respondent });
    }
    throw notFound('问卷');
  }

  async function answersOf(db: SchoolDb, responseId: number, questions: QuestionOutput[]) {
    const rows = await repository.answersOfResponses(db, [responseId]);
    const optionText = new Map(questions.flatMap((question) => question.optionList.map((option) => [option.id, option.optionContent] as const)));
    return [...groupedBy(rows, (row) => row.questionId).entries()].map(([questionId, answers]) => ({
      questionId,
      optionIds: answers.flatMap((row) => (row.optionId ? [row.optionId] : [])),
      optionContents: answers.flatMap((row) => (row.optionId ? [optionText.get(row.optionId) ?? ''] : [])),
      content: answers.find((row) => row.content !== null)?.content ?? '',
      teacherId: answers[0]!.teacherId,
      teacherName: answers[0]!.teacherName,
    }));
  }

  async function questionHead(db: SchoolDb, questionnaireId: number, questionId: number) {
    const question = (await questionsOf(db, questionnaireId)).find((row) => row.id === questionId);
    if (!question) throw invalidParams('题目不存在', 'questionId');
    return question;
  }

  const headOf = (question: QuestionOutput) => ({ questionId: question.id, questionName: question.questionName, questionType: question.questionType, orderNum: question.orderNum, isRelationTeacher: question.isRelationTeacher });

  /** Choice statistics of questions, grouped (by question alone, by class or by teacher). */
  async function choiceStats(db: SchoolDb, questions: QuestionOutput[], filter: repository.ResponseFilter & { questionId?: number; teacherId?: number }, by: 'question' | 'class' | 'teacher') {
    const [counts, answered] = await Promise.all([repository.optionCounts(db, filter, by), repository.answeredCounts(db, filter, by)]);
    const count = new Map(counts.map((row) => [`${row.groupId}:${row.optionId}`, Number(row.n)]));
    const base = new Map(answered.map((row) => [`${row.groupId}:${row.questionId}`, Number(row.n)]));
    return (group: number, question: QuestionOutput): QuestionStat => {
      const answerCount = base.get(`${group}:${question.id}`) ?? 0;
      return {
        ...headOf(question),
        answerCount,
        options: question.optionList.map((option) => {
          const n = count.get(`${group}:${option.id}`) ?? 0;
          return { optionId: option.id, optionContent: option.optionContent, count: n, rate: percent(n, answerCount) };
        }),
      };
    };
  }

  /** The audience in reach the filter asks for, each with whether and when they answered the round. */
  async function completion(q: StoredQuestionnaire, db: SchoolDb, filter: Omit<repository.ResponseFilter, 'questionnaireId'>) {
    const round = roundFor(q, filter.round);
    const { members: everyone, classes } = await audienceOf(q, filter.classesInReach, filter.schoolId);
    const submitted = new Map((await repository.submissions(db, { questionnaireId: q.id, round, classesInReach: filter.classesInReach })).map((row) => [memberKey(row), row.submittedAt]));
    const members = everyone.filter((member) => (!filter.gradeId || member.gradeId === filter.gradeId) && (!filter.classId || member.classId === filter.classId));
    const respondents: Respondent[] = members.map(({ childId: _c, childName: _n, gradeId: _g, gradeName: _gn, ...member }) => ({ ...member, answered: submitted.has(memberKey(member)), submittedAt: submitted.get(memberKey(member)) ?? null }));
    return { round, respondents, classes, members };
  }

  return {
    schoolChoices,

    async classChoices(session: SessionIdentity, input: { schoolId?: number | undefined; grade: number[] }) {
      const schoolId = input.schoolId ?? session.schoolId;
      if (!(await schoolChoices(session.schoolId)).some((school) => school.schoolId === schoolId)) throw invalidParams(`学校（编号${schoolId}）不在可选范围内`, 'schoolId');
      const rows = await repository.audienceClasses(deps.schoolDb(schoolId), input.grade);
      return { list: rows.map((row) => ({ ...row, schoolId })) };
    },

    async list(db: SchoolDb, session: SessionIdentity, input: QuestionnaireListInput) {
      const at = now();
      const byState: Record<number, repository.QuestionnaireFilter> = {
        [QuestionnaireState.DRAFT]: { isPublish: 0 },
        [QuestionnaireState.NOT_STARTED]: { isPublish: 1, startAfter: at },
        [QuestionnaireState.IN_PROGRESS]: { isPublish: 1, startBy: at, endAfter: at },
        [QuestionnaireState.ENDED]: { isPublish: 1, endBy: at },
      };
      const filter = { keyword: input.keyword, ...(input.state === undefined ? {} : byState[input.state]) };
      const [rows, total] = await Promise.all([repository.listQuestionnaires(db, filter, rowsOfPage(input)), repository.countQuestionnaires(db, filter)]);
      const ids = rows.map((row) => row.id);
      const [answers, questions] = await Promise.all([repository.responseCounts(db, ids, reachOf(session)), repository.questionsOf(db, ids)]);
      const questionCounts = groupedBy(questions, (row) => row.questionnaireId);
      const list = await Promise.all(
        rows.map(async (q) => ({
          id: q.id,
          title: q.title,
          description: q.description,
          ...stateFields(q),
          isPublish: q.isPublish,
          startDate: q.startDate,
          endDate: q.endDate,
          userType: q.userType,
          loopType: q.loopType,
          schoolNames: (await schoolsOf(q)).map((school) => school.schoolName).join('、'),
          gradeNames: numbers(q.grade).map((level) => gradeLevelLabel[level]).join('、') || '全部年级',
          questionCount: questionCounts.get(q.id)?.length ?? 0,
          answerCount: answers.get(q.id) ?? 0,
          authorName: q.authorName,
          updatedAt: q.updatedAt,
        })),
      );
      return { list, total };
    },

    insert: (db: SchoolDb, session: SessionIdentity, input: SaveQuestionnaireInput) => save(db, session, input),

    async edit(db: SchoolDb, session: SessionIdentity, input: UpdateQuestionnaireInput) {
      const current = await forAction(db, input.questionnaireId, 'edit');
      // Saving a published questionnaire as a draft is cancelling it, which its state must allow.
      if (current.isPublish && !input.isPublish && !isActionAllowed(stateOf(current), 'cancel')) throw notAllowed(refusedActionReason(stateOf(current), 'cancel'));
      return save(db, session, input, current);
    },

    async info(db: SchoolDb, session: SessionIdentity, questionnaireId: number) {
      const q = await stored(db, questionnaireId);
      const [questionList, schools, answers] = await Promise.all([questionsOf(db, q.id), schoolsOf(q), repository.responseCounts(db, [q.id], reachOf(session))]);
      return {
        id: q.id,
        title: q.title,
        description: q.description,
        intro: q.description,
        startTime: [q.startDate, q.endDate] as [string, string],
        schoolId: q.schoolIds,
        schoolIds: numbers(q.schoolIds),
        schools,
        grade: q.grade,
        grades: numbers(q.grade),
        userType: q.userType,
        startDate: q.startDate,
        endDate: q.endDate,
        loopType: q.loopType,
        weekDay: q.weekDay,
        monthDay: q.monthDay,
        loopDay: q.loopDay,
        isPublish: q.isPublish,
        authorId: q.authorId,
        authorName: q.authorName,
        adderId: q.adderId,
        ...stateFields(q),
        answerCount: answers.get(q.id) ?? 0,
        questionList,
        updatedAt: q.updatedAt,
      };
    },

    async copyInfo(db: SchoolDb, questionnaireId: number) {
      const q = await forAction(db, questionnaireId, 'copy');
      const startDate = `${schoolDate(deps.clock.now())} 00:00`;
      const questions = await questionsOf(db, q.id);
      return {
        title: q.title,
        description: q.description,
        schoolId: q.schoolIds,
        schoolIds: numbers(q.schoolIds),
        schools: await schoolsOf(q),
        grade: q.grade,
        grades: numbers(q.grade),
        userType: q.userType,
        startDate,
        endDate: `${addDays(startDate.slice(0, 10), SURVEY_DEFAULT_DAYS)} 00:00`,
        loopType: q.loopType,
        weekDay: q.weekDay,
        monthDay: q.monthDay,
        loopDay: q.loopDay,
        isPublish: 0,
        questionList: questions.map(({ id: _id, optionList, ...question }) => ({ ...question, optionList: optionList.map(({ id: _option, ...option }) => option) })),
      };
    },

    async setTime(db: SchoolDb, input: { questionnaireId: number; startDate: string; endDate: string }) {
      const q = await forAction(db, input.questionnaireId, 'edit');
      if (input.endDate <= input.startDate) throw invalidParams('结束时间须晚于开始时间', 'endDate');
      if (((await repository.responseCounts(db, [q.id], null)).get(q.id) ?? 0) > 0) assertRoundsKept(q, { ...q, startDate: input.startDate });
      await repository.updateQuestionnaire(db, q.id, { startDate: input.startDate, endDate: input.endDate, updatedAt: iso(deps.clock.now()) });
      return { questionnaireId: q.id, ...stateFields(await stored(db, q.id)) };
    },

    /** publish, cancel and finish: what each changes, once the state table allows it. */
    async change(db: SchoolDb, questionnaireId: number, action: 'publish' | 'cancel' | 'finish') {
      const q = await forAction(db, questionnaireId, action);
      const updatedAt = iso(deps.clock.now());
      if (action === 'finish') await repository.updateQuestionnaire(db, q.id, { endDate: now(), updatedAt });
      else await repository.updateQuestionnaire(db, q.id, { isPublish: action === 'publish' ? 1 : 0, updatedAt });
      return { questionnaireId: q.id, ...stateFields(await stored(db, q.id)) };
    },

    async remove(db: SchoolDb, questionnaireId: number) {
      await forAction(db, questionnaireId, 'delete');
      await inTransaction(db, (trx) => repository.deleteQuestionnaire(trx, questionnaireId));
      return { success: true as const };
    },

    async preview(db: SchoolDb, questionnaireId: number) {
      return { ...(await view(db, await stored(db, questionnaireId))), respondent: null, teachers: [], submitted: false, submittedAt: null, answers: [] };
    },

    // ---- answering through the link ----

    clientView: async (token: string) => sheetOf(await linkTarget(token)),
    submit: async (input: SubmitAnswerInput) => submitTo(await linkTarget(input.token), input.answers),

    // ---- answering in place (the family page): the same rules as the link ----

    /**
     * The published questionnaires of a respondent's school and its head school that are for them
     * (their kind, and a family's child's grade), in progress or ended, with whether they answered
     * the open round (the last one once ended).
     */
    async addressedTo(respondent: InPlaceRespondent & { gradeLevel: number | null }) {
      const rows = [];
      for (const ownerSchoolId of await ownersFor(respondent.respondentSchoolId)) {
        const db = deps.schoolDb(ownerSchoolId);
        for (const q of await repository.listQuestionnaires(db, { isPublish: 1 }, { offset: 0, limit: ADDRESSED_SHOWN })) {
          const grades = numbers(q.grade);
          const state = stateOf(q);
          if (!numbers(q.schoolIds).includes(respondent.respondentSchoolId) || (state !== QuestionnaireState.IN_PROGRESS && state !== QuestionnaireState.ENDED)) continue;
          if (q.userType !== SurveyUserType.ALL && q.userType !== (respondent.respondentType === RespondentType.PARENT ? SurveyUserType.PARENT : SurveyUserType.TEACHER)) continue;
          if (respondent.respondentType === RespondentType.PARENT && grades.length > 0 && !grades.includes(respondent.gradeLevel ?? 0)) continue;
          const answered = await repository.submissions(db, { questionnaireId: q.id, round: roundFor(q), classesInReach: null });
          const submitted = answered.some((row) => row.respondentType === respondent.respondentType && row.respondentId === respondent.respondentId);
          rows.push({ questionnaireId: q.id, title: q.title, startDate: q.startDate, endDate: q.endDate, state, stateName: questionnaireStateLabel[state], submitted });
        }
      }
      return rows.sort((a, b) => a.state - b.state || b.startDate.localeCompare(a.startDate));
    },

    viewAs: async (respondent: InPlaceRespondent, questionnaireId: number) => sheetOf(await inPlaceTarget(respondent, questionnaireId)),
    submitAs: async (respondent: InPlaceRespondent, questionnaireId: number, answers: SubmitAnswerInput['answers']) => submitTo(await inPlaceTarget(respondent, questionnaireId), answers),

    // ---- statistics ----

    async statistic(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter>) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const questions = await questionsOf(db, q.id);
      const statOf = await choiceStats(db, questions, input, 'question');
      const { audienceCount, answeredCount } = await audienceCounts(q, db, input);
      return {
        questionnaireId: q.id,
        title: q.title,
        ...stateFields(q),
        round: input.round ?? null,
        audienceCount,
        answeredCount,
        answerRate: percent(answeredCount, audienceCount),
        questions: questions.map((question) => statOf(0, question)),
      };
    },

    async charts(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter>) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const questions = (await questionsOf(db, q.id)).filter((question) => question.questionType !== QuestionType.FILL);
      const statOf = await choiceStats(db, questions, input, 'question');
      return { questionnaireId: q.id, round: input.round ?? null, charts: questions.map((question) => statOf(0, question)) };
    },

    async choice(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter & { questionId: number; teacherId?: number | undefined }>) {
      const input = inReach(session, asked);
      await stored(db, input.questionnaireId);
      const question = await questionHead(db, input.questionnaireId, input.questionId);
      if (question.questionType === QuestionType.FILL) throw invalidParams('填空题请查看回答列表', 'questionId');
      return (await choiceStats(db, [question], input, 'question'))(0, question);
    },

    async classChoice(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter & { questionId: number }>) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const question = await questionHead(db, q.id, input.questionId);
      const statOf = await choiceStats(db, [question], input, 'class');
      const classes = await audienceClassesOf(q, input.classesInReach, input.schoolId);
      const shown = classes.filter((row) => (!input.gradeId || row.gradeId === input.gradeId) && (!input.classId || row.classId === input.classId));
      return {
        question: headOf(question),
        classes: shown.map((row) => {
          const { answerCount, options } = statOf(row.classId, question);
          return { schoolId: row.schoolId, schoolName: row.schoolName, classId: row.classId, className: row.className, gradeName: row.gradeName, answerCount, options };
        }),
      };
    },

    async teacherChoice(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter & { questionId: number; teacherId?: number | undefined }>) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const question = await questionHead(db, q.id, input.questionId);
      if (!question.isRelationTeacher) throw invalidParams('这道题与幼儿的教师无关', 'questionId');
      const statOf = await choiceStats(db, [question], input, 'teacher');
      const teachers = (await repository.answerTeachers(db, input)).filter((row) => !input.teacherId || row.teacherId === input.teacherId);
      return {
        question: headOf(question),
        teachers: teachers.map((row) => {
          const { answerCount, options } = statOf(row.teacherId!, question);
          return { teacherId: row.teacherId!, teacherName: row.teacherName, answerCount, options };
        }),
      };
    },

    async essay(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter & { questionId: number; pageIndex: number; pageSize: number }>, all = false) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const question = await questionHead(db, q.id, input.questionId);
      const filter = { ...input, questionId: question.id };
      const [list, total] = await Promise.all([repository.essayAnswers(db, filter, all ? null : rowsOfPage(input)), repository.countEssayAnswers(db, filter)]);
      return { question: headOf(question), list: list.map((row) => ({ ...row, content: row.content ?? '' })), total };
    },

    async statisticFilter(db: SchoolDb, session: SessionIdentity, questionnaireId: number) {
      const q = await stored(db, questionnaireId);
      const classes = await audienceClassesOf(q, reachOf(session));
      const schedule = scheduleOf(q);
      const schools = [...groupedBy(classes, (row) => row.schoolId).values()].map((rows) => ({
        schoolId: rows[0]!.schoolId,
        schoolName: rows[0]!.schoolName,
        grades: [...groupedBy(rows, (row) => row.gradeId).values()].map((gradeRows) => ({
          gradeId: gradeRows[0]!.gradeId,
          gradeName: gradeRows[0]!.gradeName,
          gradeLevel: gradeRows[0]!.gradeLevel,
          classes: gradeRows.map((row) => ({ classId: row.classId, className: row.className })),
        })),
      }));
      return { schools, rounds: roundKeys(schedule, now().slice(0, 10)).map((key) => roundOf(schedule, key)), currentRound: roundFor(q) };
    },

    async questionFilter(db: SchoolDb, session: SessionIdentity, questionnaireId: number) {
      await stored(db, questionnaireId);
      const [questions, teachers] = await Promise.all([questionsOf(db, questionnaireId), repository.answerTeachers(db, { questionnaireId, classesInReach: reachOf(session) })]);
      return { questions: questions.map(headOf), teachers: teachers.map((row) => ({ teacherId: row.teacherId!, teacherName: row.teacherName })) };
    },

    async allClasses(db: SchoolDb, session: SessionIdentity, asked: { questionnaireId: number; schoolId?: number | undefined; gradeId?: number | undefined; classId?: number | undefined; round?: string | undefined }) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const done = await completion(q, db, input);
      const byClass = groupedBy(done.respondents, (row) => `${row.schoolId}:${row.classId}`);
      const list = done.classes
        .filter((row) => (!input.gradeId || row.gradeId === input.gradeId) && (!input.classId || row.classId === input.classId))
        .map((row) => {
          const members = byClass.get(`${row.schoolId}:${row.classId}`) ?? [];
          const answered = members.filter((member) => member.answered).length;
          return { schoolId: row.schoolId, schoolName: row.schoolName, gradeName: row.gradeName, classId: row.classId, className: row.className, total: members.length, answered, unanswered: members.length - answered, rate: percent(answered, members.length) };
        });
      const answeredCount = done.respondents.filter((row) => row.answered).length;
      return { round: done.round, list, audienceCount: done.respondents.length, answeredCount, answerRate: percent(answeredCount, done.respondents.length) };
    },

    async oneClass(db: SchoolDb, session: SessionIdentity, asked: { questionnaireId: number; classId: number; schoolId?: number | undefined; round?: string | undefined }) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const done = await completion(q, db, input);
      const schoolClass = done.classes.find((row) => row.classId === input.classId);
      if (!schoolClass) throw invalidParams('班级不在本问卷的调查范围内', 'classId');
      const answeredList = done.respondents.filter((row) => row.answered);
      const unansweredList = done.respondents.filter((row) => !row.answered);
      const total = done.respondents.length;
      return {
        schoolId: schoolClass.schoolId,
        schoolName: schoolClass.schoolName,
        gradeName: schoolClass.gradeName,
        classId: schoolClass.classId,
        className: schoolClass.className,
        total,
        answered: answeredList.length,
        unanswered: unansweredList.length,
        rate: percent(answeredList.length, total),
        round: done.round,
        answeredList,
        unansweredList,
      };
    },

    async userList(db: SchoolDb, session: SessionIdentity, asked: StatInput<repository.ResponseFilter & { answered?: number | undefined; userType?: number | undefined; keyword?: string | undefined; pageIndex: number; pageSize: number }>) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const done = await completion(q, db, input);
      const wanted = done.respondents.filter(
        (row) => (input.answered === undefined || row.answered === Boolean(input.answered)) && (!input.userType || row.respondentType === input.userType) && (!input.keyword || row.name.includes(input.keyword) || row.description.includes(input.keyword)),
      );
      const { offset, limit } = rowsOfPage(input);
      const page = wanted.slice(offset, offset + limit);
      const secret = await deps.linkSecret();
      const expires = Math.floor(deps.clock.now().getTime() / 1000) + ANSWER_LINK_DAYS * 86_400;
      const answeredCount = done.respondents.filter((row) => row.answered).length;
      return {
        round: done.round,
        list: page.map((row) => ({ ...row, answerLink: linkOf(secret, q, row, expires) })),
        total: wanted.length,
        audienceCount: done.respondents.length,
        answeredCount,
        answerRate: percent(answeredCount, done.respondents.length),
      };
    },

    async userAnswer(db: SchoolDb, session: SessionIdentity, asked: { questionnaireId: number; respondentType: number; respondentId: number; schoolId?: number | undefined; round?: string | undefined }) {
      const input = inReach(session, asked);
      const q = await stored(db, input.questionnaireId);
      const done = await completion(q, db, input);
      const respondent = done.respondents.find((row) => row.respondentType === input.respondentType && row.respondentId === input.respondentId);
      if (!respondent) throw invalidParams('调查对象不存在', 'respondentId');
      const sheet = (await repository.responses(db, { questionnaireId: q.id, round: done.round, classesInReach: input.classesInReach })).find((row) => memberKey(row) === memberKey(respondent));
      const questions = await questionsOf(db, q.id);
      const byId = new Map(questions.map((question) => [question.id, question]));
      const answers = sheet ? await answersOf(db, sheet.id, questions) : [];
      return { respondent, round: done.round, answers: answers.map((answer) => ({ ...answer, questionName: byId.get(answer.questionId)?.questionName ?? '', questionType: byId.get(answer.questionId)?.questionType ?? 0 })) };
    },

    /**
     * Texts those of the audience in reach who have not answered the open round, with a fresh link
     * each, a batch of texts at a time. Each class (and each school's staff without a class) is
     * reminded at most once in REMIND_PAUSE_MINUTES, whoever asks: the classes reminded lately are
     * left out, and a reminder that finds only such classes is refused.
     */
    async remind(db: SchoolDb, session: SessionIdentity, asked: { questionnaireId: number; schoolId?: number | undefined; classId?: number | undefined }) {
      const input = inReach(session, asked);
      const q = await forAction(db, input.questionnaireId, 'remind');
      const done = await completion(q, db, input);
      const waiting = done.respondents.filter((row) => !row.answered);
      const withPhone = waiting.filter((row) => row.phone);
      const texted = groupedBy(withPhone, (row) => (row.classId ? `class:${row.classId}` : `staff:${row.schoolId}`));
      const outcome = { reminded: 0, withoutPhone: waiting.length - withPhone.length, remindedLately: 0, failed: 0 };
      if (texted.size === 0) return outcome;
      const at = deps.clock.now();
      const claim = { questionnaireId: q.id, roundKey: done.round, targets: [...texted.keys()], at: iso(at) };
      const taken = await repository.claimReminders(db, { ...claim, freeSince: iso(addMinutes(at, -REMIND_PAUSE_MINUTES)) });
      if (taken.size === 0) {
        const last = await repository.earliestReminder(db, q.id, done.round, claim.targets);
        const minutes = last ? Math.max(1, Math.ceil((Date.parse(last) + REMIND_PAUSE_MINUTES * 60_000 - at.getTime()) / 60_000)) : REMIND_PAUSE_MINUTES;
        throw notAllowed(`${REMIND_PAUSE_MINUTES}分钟内已提醒过这些调查对象，请${minutes}分钟后再试`);
      }
      const secret = await deps.linkSecret();
      const expires = Math.floor(at.getTime() / 1000) + ANSWER_LINK_DAYS * 86_400;
      const texts = [...texted].flatMap(([target, rows]) => (taken.has(target) ? rows.map((row) => ({ target, row })) : []));
      outcome.remindedLately = withPhone.length - texts.length;
      const reached = new Set<string>();
      for await (const batch of inBatches(texts, SMS_BATCH)) {
        const sent = await Promise.allSettled(
          batch.map(({ row }) => deps.sms.send(row.phone, `【园务】${row.name}您好，${row.schoolName}的问卷《${q.title}》还未填写，请于${q.endDate}前打开 ${deps.publicUrl ?? ''}${linkOf(secret, q, row, expires)} 作答。`)),
        );
        sent.forEach((result, index) => {
          if (result.status === 'rejected') {
            outcome.failed += 1;
          } else {
            outcome.reminded += 1;
            reached.add(batch[index]!.target);
          }
        });
      }
      // A class no text reached may be reminded again at once: it has not been.
      const unreached = [...taken].filter((target) => !reached.has(target));
      if (unreached.length) await repository.releaseReminders(db, { ...claim, targets: unreached });
      return outcome;
    },

    /** For the exports: the audience, the answers and the questions of a questionnaire. */
    stored,
    questionsOf,
    completion,
    responsesOf: (db: SchoolDb, filter: repository.ResponseFilter) => repository.responses(db, filter),
    answersOfResponses: (db: SchoolDb, ids: number[]) => repository.answersOfResponses(db, ids),
  };
}

function linkOf(secret: string, q: StoredQuestionnaire, row: { schoolId: number; respondentType: number; respondentId: number }, expires: number): string {
  const token = signAnswerLink(secret, { ownerSchoolId: q.schoolId, questionnaireId: q.id, respondentSchoolId: row.schoolId, respondentType: row.respondentType, respondentId: row.respondentId, expires });
  return `${QUESTIONNAIRE_ANSWER_PATH}?token=${encodeURIComponent(token)}`;
}

type RoundFields = Pick<StoredQuestionnaire, 'startDate' | 'loopType' | 'weekDay' | 'monthDay' | 'loopDay'>;

/** Answers are kept by the round they were given in: once there are some, what decides the rounds stays (the end may move). */
function assertRoundsKept(current: RoundFields, next: RoundFields): void {
  const fields = ['startDate', 'loopType', 'weekDay', 'monthDay', 'loopDay'] as const;
  if (fields.some((field) => current[field] !== next[field])) throw notAllowed('问卷已有人作答，不能修改开始时间与循环设置');
}

type CheckedQuestion = ReturnType<typeof checkedQuestion>;

/** A question as kept: a fill-in has no options, a choice at least two, and the MaxSelection rule holds. */
function checkedQuestion(question: SaveQuestionnaireInput['questionList'][number], index: number) {
  const choice = question.questionType !== QuestionType.FILL;
  if (choice && question.optionList.length < 2) throw invalidParams(`第${index + 1}题至少需要两个选项`, `questionList.${index}.optionList`);
  const optionList = choice ? question.optionList : [];
  const limited = question.questionType === QuestionType.CHECKBOX && question.isLimitSelection;
  const maxSelection = question.questionType === QuestionType.RADIO ? 1 : limited ? Math.min(question.maxSelection, optionList.length) : Math.max(optionList.length, 1);
  return { ...question, imageUrl: question.imageUrl ?? null, optionList: optionList.map((option) => ({ optionContent: option.optionContent, imageUrl: option.imageUrl ?? null })), isLimitSelection: limited, maxSelection };
}

/** Whether saving would change what has been answered: the questions, their types, limits and options, in order. */
function questionsChanged(current: QuestionOutput[], next: CheckedQuestion[]): boolean {
  const shape = (list: { questionType: number; questionName: string; isMustAnswer: boolean; isRelationTeacher: boolean; maxSelection: number; optionList: { optionContent: string }[] }[]) =>
    JSON.stringify(list.map((q) => [q.questionType, q.questionName, q.isMustAnswer, q.isRelationTeacher, q.maxSelection, q.optionList.map((option) => option.optionContent)]));
  return shape(current) !== shape(next);
}

/** The answer rows of a sheet, once each answer fits its question: required ones given, choices within MaxSelection. */
function checkedAnswers(questions: QuestionOutput[], answers: SubmitAnswerInput['answers'], teachers: { teacherId: number; teacherName: string }[]) {
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  const known = new Set(questions.map((question) => question.id));
  const stray = answers.findIndex((answer) => !known.has(answer.questionId));
  if (stray >= 0) throw invalidParams('题目不属于本问卷', `answers.${stray}.questionId`);
  const rows: { questionId: number; optionId: number | null; content: string | null; teacherId: number | null; teacherName: string }[] = [];
  for (const question of questions) {
    const answer = given.get(question.id);
    const field = `answers.${Math.max(answers.indexOf(answer!), 0)}`;
    const optionIds = [...new Set(answer?.optionIds ?? [])];
    const empty = question.questionType === QuestionType.FILL ? !answer?.content : optionIds.length === 0;
    if (empty) {
      if (question.isMustAnswer) throw invalidParams(`第${question.orderNum}题为必答题`, field);
      continue;
    }
    let teacher: { teacherId: number; teacherName: string } | undefined;
    // A class without a teacher yet leaves the question about them without one.
    if (question.isRelationTeacher && teachers.length > 0) {
      teacher = teachers.find((row) => row.teacherId === answer!.teacherId);
      if (!teacher) throw invalidParams(`第${question.orderNum}题请选择孩子的老师`, `${field}.teacherId`);
    }
    const about = { questionId: question.id, teacherId: teacher?.teacherId ?? null, teacherName: teacher?.teacherName ?? '' };
    if (question.questionType === QuestionType.FILL) {
      rows.push({ ...about, optionId: null, content: answer!.content! });
      continue;
    }
    const options = new Set(question.optionList.map((option) => option.id));
    if (optionIds.some((optionId) => !options.has(optionId))) throw invalidParams(`第${question.orderNum}题的选项不存在`, `${field}.optionIds`);
    const limit = question.questionType === QuestionType.RADIO ? 1 : question.maxSelection;
    if (optionIds.length > limit) throw invalidParams(question.questionType === QuestionType.RADIO ? `第${question.orderNum}题为单选题` : `第${question.orderNum}题最多选${limit}项`, `${field}.optionIds`);
    rows.push(...optionIds.map((optionId) => ({ ...about, optionId, content: null })));
  }
  return rows;
}
