import { LoopType, QuestionType, RespondentType, SurveyUserType } from '@yuanwu/shared';
import { addDays } from '../../core/calendar.js';
import { groupedBy, inBatches } from '../../core/collections.js';
import { seededRandom, type Random } from '../../core/demo-random.js';
import type { DemoPlan } from '../../core/module.js';
import type { SchoolDb } from '../../db/school-scope.js';
import * as repository from './questionnaire.repository.js';

interface DemoQuestion {
  type: QuestionType;
  name: string;
  options?: string[];
  /** The answers' weights per option, most families choosing the first ones. */
  weights?: number[];
  aboutTeacher?: boolean;
  required?: boolean;
  maxSelection?: number;
  essays?: string[];
}

interface DemoSurvey {
  title: string;
  description: string;
  /** Days from today: the start and the end (negative: past). */
  from: number;
  to: number;
  isPublish: boolean;
  /** Share of the families who answered. */
  answered: number;
  questions: DemoQuestion[];
}

const SURVEYS: DemoSurvey[] = [
  {
    title: '2026年秋季学期家长满意度调查',
    description: '感谢您一学期以来对幼儿园工作的支持！请根据孩子在园情况如实填写，问卷匿名统计，约需3分钟。',
    from: -30,
    to: -16,
    isPublish: true,
    answered: 0.78,
    questions: [
      { type: QuestionType.RADIO, name: '您对幼儿园整体保教工作的满意程度', options: ['非常满意', '满意', '一般', '不满意'], weights: [55, 35, 8, 2] },
      { type: QuestionType.RADIO, name: '您对孩子所在班级老师的工作是否满意', options: ['非常满意', '满意', '一般', '不满意'], weights: [60, 32, 6, 2], aboutTeacher: true },
      { type: QuestionType.CHECKBOX, name: '您最希望幼儿园加强哪些方面（最多选两项）', options: ['户外运动', '阅读习惯', '生活自理', '艺术活动', '家园沟通'], weights: [30, 25, 20, 15, 10], maxSelection: 2 },
      { type: QuestionType.RADIO, name: '您对幼儿园伙食的满意程度', options: ['非常满意', '满意', '一般', '不满意'], weights: [45, 40, 12, 3] },
      {
        type: QuestionType.FILL,
        name: '您对幼儿园还有哪些意见和建议？',
        required: false,
        essays: ['希望多组织一些亲子户外活动。', '老师们非常用心，孩子每天都很开心。', '建议午睡时间适当缩短一点。', '希望能多分享孩子在园的照片。', '接送时门口有点拥挤，建议错峰。', '伙食很好，孩子回家常说好吃。'],
      },
    ],
  },
  {
    title: '寒假托管需求调查',
    description: '为合理安排寒假托管班，请各位家长在1周内填写孩子的寒假托管需求。',
    from: -2,
    to: 5,
    isPublish: true,
    answered: 0.35,
    questions: [
      { type: QuestionType.RADIO, name: '寒假期间孩子是否需要参加托管班', options: ['需要', '不需要', '还不确定'], weights: [40, 45, 15] },
      { type: QuestionType.CHECKBOX, name: '您希望托管班安排哪些活动', options: ['绘本阅读', '美术手工', '体能游戏', '科学小实验'], weights: [30, 25, 30, 15], maxSelection: 4 },
      { type: QuestionType.FILL, name: '每天大约几点可以接孩子？', required: false, essays: ['下午5点左右', '下午5点半', '晚上6点前', '下午4点半'] },
    ],
  },
  {
    title: '2027年春季亲子运动会项目征集',
    description: '春季亲子运动会即将开始筹备，欢迎家长推荐比赛项目并报名担任志愿者。',
    from: 10,
    to: 17,
    isPublish: false,
    answered: 0,
    questions: [
      { type: QuestionType.CHECKBOX, name: '您希望增加哪些亲子项目', options: ['两人三足', '袋鼠跳', '亲子接力', '拔河比赛'] },
      { type: QuestionType.RADIO, name: '您是否愿意担任运动会志愿者', options: ['愿意', '视时间而定', '暂不方便'] },
      { type: QuestionType.FILL, name: '您还有其他好玩的项目推荐吗？', required: false },
    ],
  },
];

function weightedPick(random: Random, weights: number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

type Family = Awaited<ReturnType<typeof repository.familiesOfClasses>>[number];
type AudienceClass = Awaited<ReturnType<typeof repository.audienceClasses>>[number];
type DemoQuestionRow = { id: number; plan: DemoQuestion; optionIds: number[] };

/** A school's classes in the audience, one family (its first guardian) per guardian, and each class's first teacher. */
async function familiesOf(db: SchoolDb) {
  const classes = new Map((await repository.audienceClasses(db, [])).map((row) => [row.classId, row]));
  const families = [...groupedBy(await repository.familiesOfClasses(db, [...classes.keys()]), (row) => row.guardianId).values()].map((rows) => rows[0]!);
  const teachers = groupedBy(await db.selectFrom('classTeacher').innerJoin('teacher', 'teacher.id', 'classTeacher.teacherId').select(['classTeacher.classId', 'teacher.id', 'teacher.name']).orderBy('classTeacher.position').execute(), (row) => row.classId);
  return { classes, families, teachers };
}

/** A parent survey without a loop and its questions; `startDate` and `endDate` in China minutes. */
async function insertSurvey(db: SchoolDb, survey: DemoSurvey, values: { schoolIds: string; startDate: string; endDate: string; authorId: number; createdAt: string }) {
  const questionnaireId = await repository.insertQuestionnaire(db, {
    title: survey.title,
    description: survey.description,
    schoolIds: values.schoolIds,
    grade: '',
    userType: SurveyUserType.PARENT,
    startDate: values.startDate,
    endDate: values.endDate,
    loopType: LoopType.NONE,
    weekDay: '',
    monthDay: '',
    loopDay: 0,
    isPublish: survey.isPublish ? 1 : 0,
    authorId: values.authorId,
    adderId: values.authorId,
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  });
  const questions: DemoQuestionRow[] = [];
  for (const [index, question] of survey.questions.entries()) {
    const id = await repository.insertQuestion(db, {
      questionnaireId,
      orderNum: index + 1,
      questionType: question.type,
      questionName: question.name,
      imageUrl: null,
      tipContent: '请填写',
      isMustAnswer: question.required === false ? 0 : 1,
      isRelationTeacher: question.aboutTeacher ? 1 : 0,
      maxSelection: question.type === QuestionType.RADIO ? 1 : (question.maxSelection ?? question.options?.length ?? 1),
      isLimitSelection: question.maxSelection && question.maxSelection < (question.options?.length ?? 0) ? 1 : 0,
    });
    await repository.insertOptions(db, (question.options ?? []).map((optionContent, at) => ({ questionId: id, orderNum: at + 1, optionContent, imageUrl: null })));
    const optionIds = (await repository.optionsOf(db, [id])).map((option) => option.id);
    questions.push({ id, plan: question, optionIds });
  }
  return { questionnaireId, roundKey: values.startDate.slice(0, 10), questions };
}

/** The families' answer sheets, drawn family by family (when, then what), written a statement per hundred sheets. */
async function answerSurvey(
  db: SchoolDb,
  random: Random,
  survey: Awaited<ReturnType<typeof insertSurvey>>,
  respondentSchoolId: number,
  audience: Awaited<ReturnType<typeof familiesOf>>,
  answering: Family[],
  submittedAt: () => string,
): Promise<void> {
  const sheets = answering.map((family) => {
    const schoolClass: AudienceClass = audience.classes.get(family.classId!)!;
    const teacher = audience.teachers.get(schoolClass.classId)?.[0];
    const response = {
      questionnaireId: survey.questionnaireId,
      roundKey: survey.roundKey,
      respondentType: RespondentType.PARENT,
      respondentId: family.guardianId,
      respondentSchoolId,
      respondentName: family.name,
      childId: family.childId,
      childName: family.childName,
      classId: schoolClass.classId,
      className: schoolClass.className,
      gradeId: schoolClass.gradeId,
      gradeName: schoolClass.gradeName,
      submittedAt: submittedAt(),
    };
    return { response, answers: survey.questions.flatMap((question) => answersOf(random, question, question.plan.aboutTeacher ? teacher : undefined)) };
  });
  for await (const batch of inBatches(sheets)) {
    const ids = new Map((await repository.insertResponses(db, batch.map((sheet) => sheet.response))).map((row) => [row.respondentId, row.id]));
    const answers = batch.flatMap((sheet) => sheet.answers.map((answer) => ({ ...answer, responseId: ids.get(sheet.response.respondentId)! })));
    for await (const rows of inBatches(answers)) await repository.insertAnswers(db, rows);
  }
}

/** Three parent surveys of the term: one ended with most families' answers, one in progress, one draft. */
export async function seedQuestionnaires(db: SchoolDb, plan: DemoPlan): Promise<void> {
  const random = seededRandom(plan.seed + 22);
  const principal = await db.selectFrom('teacher').innerJoin('post', 'post.id', 'teacher.postId').select('teacher.id').where('post.name', '=', '园长').orderBy('teacher.id').executeTakeFirst();
  if (!principal) return;
  const audience = await familiesOf(db);
  for (const survey of SURVEYS) {
    const startDate = `${addDays(plan.today, survey.from)} 00:00`;
    const createdAt = plan.daysAgo(Math.max(1 - survey.from, 1));
    const stored = await insertSurvey(db, survey, { schoolIds: String(plan.schoolId), startDate, endDate: `${addDays(plan.today, survey.to)} 00:00`, authorId: principal.id, createdAt });
    const answering = audience.families.filter(() => random.next() < survey.answered);
    const elapsed = Math.max(1, Math.min(survey.to, 0) - survey.from);
    await answerSurvey(db, random, stored, plan.schoolId, audience, answering, () => plan.daysAgo(-survey.from - random.between(0, elapsed - 1)));
  }
}

/**
 * The scale data set's group survey (bench workload `questionnaireStats`): the head campus's ended
 * satisfaction survey for every campus, answered by one guardian of every child, in the survey's
 * last week. `schoolDb` reads each campus and writes the answers to the head campus.
 */
export async function seedGroupSurvey(schoolDb: (schoolId: number) => SchoolDb, group: { headId: number; campusIds: number[]; today: string }): Promise<number> {
  const random = seededRandom(20260620);
  const db = schoolDb(group.headId);
  const principal = await db.selectFrom('teacher').innerJoin('post', 'post.id', 'teacher.postId').select('teacher.id').where('post.name', '=', '园长').orderBy('teacher.id').executeTakeFirstOrThrow();
  const survey = { ...SURVEYS[0]!, title: '集团家长满意度调查' };
  const startDate = `${addDays(group.today, -20)} 08:00`;
  const stored = await insertSurvey(db, survey, { schoolIds: group.campusIds.join(','), startDate, endDate: `${addDays(group.today, -6)} 18:00`, authorId: principal.id, createdAt: `${addDays(group.today, -21)}T02:00:00.000Z` });
  for (const campusId of group.campusIds) {
    const audience = await familiesOf(schoolDb(campusId));
    const oneGuardianPerChild = [...groupedBy(audience.families, (family) => family.childId).values()].map((rows) => rows[0]!);
    await answerSurvey(db, random, stored, campusId, audience, oneGuardianPerChild, () => `${addDays(group.today, -random.between(7, 13))}T${String(random.between(0, 13)).padStart(2, '0')}:30:00.000Z`);
  }
  return stored.questionnaireId;
}

function answersOf(random: Random, question: DemoQuestionRow, teacher: { id: number; name: string } | undefined): { questionId: number; teacherId: number | null; teacherName: string; optionId: number | null; content: string | null }[] {
  const about = { questionId: question.id, teacherId: teacher?.id ?? null, teacherName: teacher?.name ?? '' };
  if (question.plan.type === QuestionType.FILL) {
    if (!question.plan.essays || random.next() < 0.6) return [];
    return [{ ...about, optionId: null, content: random.pick(question.plan.essays) }];
  }
  const weights = question.plan.weights ?? question.optionIds.map(() => 1);
  const count = question.plan.type === QuestionType.RADIO ? 1 : random.between(1, question.plan.maxSelection ?? 2);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, question.optionIds.length)) chosen.add(question.optionIds[weightedPick(random, weights)]!);
  return [...chosen].map((optionId) => ({ ...about, optionId, content: null }));
}
