import { z } from 'zod';
import { flag, id, int, intAmong, pageInput, pageOf } from '../endpoint.js';
import { fromLegacyCase } from '../field-case.js';
import { freeText, optionalText } from '../fields.js';
import { LoopType, QUESTION_DEFAULTS, QuestionType, SurveyUserType, questionnaireActions, questionnaireStateLabel } from './questionnaire.rules.js';

export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 50;
export const QUESTIONNAIRE_TITLE_MAX = 50;
export const ESSAY_ANSWER_MAX = 500;

const blank = (value: unknown) => value === '' || value === null || value === undefined;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

/** Numbers as a JSON array, or as `1,2,3` (how the survey keeps schoolId, grade, weekDay and monthDay). */
const numberList = (item: z.ZodType<number>, what: string, max: number) =>
  z.preprocess(
    (value) => (blank(value) ? [] : typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : typeof value === 'number' ? [value] : value),
    z.array(item).max(max, `${what}最多${max}个`),
  );

const CHINA_MINUTE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/;
/** A moment in China time, `YYYY-MM-DD HH:mm` (a day alone is its 00:00), kept as `YYYY-MM-DD HH:mm`. */
export const chinaMinute = (what: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const match = CHINA_MINUTE.exec(value);
      const text = match ? `${match[1]} ${match[2] ?? '00'}:${match[3] ?? '00'}` : '';
      const valid = match && new Date(`${match[1]}T${match[2] ?? '00'}:${match[3] ?? '00'}:00Z`).toISOString().slice(0, 16).replace('T', ' ') === text;
      if (!valid) {
        context.addIssue({ code: 'custom', message: `${what}格式应为 YYYY-MM-DD HH:mm` });
        return z.NEVER;
      }
      return text;
    });

/** The builder writes question fields in PascalCase (QuestionName, OptionList): taken as the Java family's camelCase too. */
const camelItem = <T extends z.ZodType>(schema: T) => z.preprocess((value) => fromLegacyCase(value), schema);

export const OptionInput = camelItem(
  z.object({
    /** An option kept from the saved questionnaire; new ones have none. */
    id: optional(id()),
    optionContent: z.string({ error: '请填写选项内容' }).trim().min(1, '请填写选项内容').max(100, '选项内容最多100字'),
    imageUrl: optionalText('选项图片', 500),
  }),
);

export const QuestionInput = camelItem(
  z.object({
    id: optional(id()),
    questionType: intAmong(Object.values(QuestionType), '题型应为0（单选）、1（多选）或2（填空）'),
    questionName: freeText('题目', 200),
    imageUrl: optionalText('题目图片', 500),
    tipContent: z.preprocess((value) => (blank(value) ? QUESTION_DEFAULTS.tipContent : value), z.string().trim().max(50, '填写提示最多50字')),
    isMustAnswer: flag().default(QUESTION_DEFAULTS.isMustAnswer),
    isRelationTeacher: flag().default(QUESTION_DEFAULTS.isRelationTeacher),
    maxSelection: optional(int(1, MAX_OPTIONS, `最多可选应为1至${MAX_OPTIONS}`)).default(QUESTION_DEFAULTS.maxSelection),
    isLimitSelection: flag().default(QUESTION_DEFAULTS.isLimitSelection),
    optionList: z.array(OptionInput).max(MAX_OPTIONS, `每题最多${MAX_OPTIONS}个选项`).default([]),
  }),
);
export type QuestionInput = z.infer<typeof QuestionInput>;

/** Both user types chosen is all (0); one is itself. */
function userTypeOf(value: unknown): unknown {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : null;
  if (!list) return blank(value) ? undefined : value;
  const types = new Set(list.map(Number));
  return types.has(SurveyUserType.TEACHER) && types.has(SurveyUserType.PARENT) ? SurveyUserType.ALL : list.length === 1 ? list[0] : SurveyUserType.ALL;
}

/** The legacy form survey's names (Intro, StartTime as a pair, GradeId) for the same fields. */
function legacyFormAliases(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = { ...(value as Record<string, unknown>) };
  if (input.description === undefined && input.intro !== undefined) input.description = input.intro;
  if (input.grade === undefined && input.gradeId !== undefined) input.grade = input.gradeId;
  if (input.questionnaireId === undefined && input.surveyId !== undefined) input.questionnaireId = input.surveyId;
  const pair = typeof input.startTime === 'string' ? input.startTime.split(',') : input.startTime;
  if (Array.isArray(pair) && pair.length === 2) {
    input.startDate ??= pair[0];
    input.endDate ??= pair[1];
  }
  return input;
}

const surveyFields = {
  title: freeText('问卷标题', QUESTIONNAIRE_TITLE_MAX),
  description: optionalText('问卷说明', 1000),
  /** The schools it is for: the caller's own, and a head school's branches. Empty: the caller's school. */
  schoolId: numberList(id(), '学校', 100),
  /** Grade levels (1 托班 to 5 其他); empty: every grade. */
  grade: numberList(intAmong([1, 2, 3, 4, 5], '年级应为1至5'), '年级', 5),
  userType: z.preprocess(userTypeOf, intAmong(Object.values(SurveyUserType), '调查对象应为0（全部）、1（教职工）或2（家长）').default(SurveyUserType.ALL)),
  /** Empty: today 00:00, and the end 7 days after the start. */
  startDate: optional(chinaMinute('开始时间')),
  endDate: optional(chinaMinute('结束时间')),
  loopType: optional(intAmong(Object.values(LoopType), '循环方式应为0（不循环）、1（每周）或2（每月）')).default(LoopType.NONE),
  weekDay: numberList(int(1, 7, '星期应为1至7'), '星期', 7),
  monthDay: numberList(int(1, 31, '日期应为1至31'), '日期', 31),
  /** How many days a round stays open; 0: until the next round. */
  loopDay: optional(int(0, 31, '每轮天数应为0至31')).default(0),
  questionList: z.array(QuestionInput, { error: '请添加题目' }).min(1, '请至少添加一道题').max(MAX_QUESTIONS, `最多${MAX_QUESTIONS}道题`),
  isPublish: flag().default(false),
};

function loopChecks(input: { loopType: number; weekDay: number[]; monthDay: number[] }, context: z.RefinementCtx): void {
  if (input.loopType === LoopType.WEEKLY && input.weekDay.length === 0) context.addIssue({ code: 'custom', path: ['weekDay'], message: '每周循环请选择星期' });
  if (input.loopType === LoopType.MONTHLY && input.monthDay.length === 0) context.addIssue({ code: 'custom', path: ['monthDay'], message: '每月循环请选择日期' });
}

/** The builder's save (addQuestionnaire: Java insert, legacy AddSurvey). */
export const SaveQuestionnaireInput = z.preprocess(legacyFormAliases, z.object(surveyFields).superRefine(loopChecks));
export type SaveQuestionnaireInput = z.infer<typeof SaveQuestionnaireInput>;
export const UpdateQuestionnaireInput = z.preprocess(legacyFormAliases, z.object({ questionnaireId: id(), ...surveyFields }).superRefine(loopChecks));
export type UpdateQuestionnaireInput = z.infer<typeof UpdateQuestionnaireInput>;

/** A questionnaire by id: `questionnaireId` (Java) or `surveyId` (the legacy Survey4 calls). */
export const QuestionnaireIdInput = z.preprocess(legacyFormAliases, z.object({ questionnaireId: id() }));

/** UpdateSurveyTime: the StartTime pair, or startDate and endDate. */
export const SurveyTimeInput = z.preprocess(legacyFormAliases, z.object({ questionnaireId: id(), startDate: chinaMinute('开始时间'), endDate: chinaMinute('结束时间') }));
export type SurveyTimeInput = z.infer<typeof SurveyTimeInput>;

export const QuestionnaireListInput = z.object({
  keyword: optional(z.string().trim().max(50, '搜索内容最多50字')),
  state: optional(intAmong(Object.keys(questionnaireStateLabel).map(Number), '状态应为0（草稿）、1（未开始）、2（进行中）或3（已结束）')),
  ...pageInput,
});
export type QuestionnaireListInput = z.infer<typeof QuestionnaireListInput>;

// ---- outputs ----

const Int = z.number().int();
const actionsOutput = z.object(Object.fromEntries(questionnaireActions.map((action) => [action, z.boolean()])) as Record<(typeof questionnaireActions)[number], z.ZodBoolean>);

export const OptionOutput = z.object({ id: Int, optionContent: z.string(), imageUrl: z.string(), orderNum: Int });
export const QuestionOutput = z.object({
  id: Int,
  questionType: Int,
  questionName: z.string(),
  imageUrl: z.string(),
  orderNum: Int,
  tipContent: z.string(),
  isMustAnswer: z.boolean(),
  isRelationTeacher: z.boolean(),
  maxSelection: Int,
  isLimitSelection: z.boolean(),
  optionList: z.array(OptionOutput),
});
export type QuestionOutput = z.infer<typeof QuestionOutput>;

const SchoolNamed = z.object({ schoolId: Int, schoolName: z.string() });

const stateOutput = {
  state: Int,
  stateName: z.string(),
  /** The state table's row: what the console may offer. */
  actions: actionsOutput,
};

const audienceOutput = {
  /** Comma lists as the survey keeps them, and the same as arrays. */
  schoolId: z.string(),
  schoolIds: z.array(Int),
  schools: z.array(SchoolNamed),
  grade: z.string(),
  grades: z.array(Int),
  userType: Int,
  startDate: z.string(),
  endDate: z.string(),
  loopType: Int,
  weekDay: z.string(),
  monthDay: z.string(),
  loopDay: Int,
};

export const QuestionnaireInfo = z.object({
  id: Int,
  title: z.string(),
  description: z.string(),
  /** The legacy form survey's names for description and the date pair. */
  intro: z.string(),
  startTime: z.tuple([z.string(), z.string()]),
  ...audienceOutput,
  isPublish: Int,
  authorId: Int,
  authorName: z.string(),
  adderId: Int,
  ...stateOutput,
  answerCount: Int,
  questionList: z.array(QuestionOutput),
  updatedAt: z.string(),
});
export type QuestionnaireInfo = z.infer<typeof QuestionnaireInfo>;

/** A copy to save as new: the fields without ids, as a draft starting today. */
export const QuestionnaireCopy = z.object({
  title: z.string(),
  description: z.string(),
  ...audienceOutput,
  isPublish: Int,
  questionList: z.array(QuestionOutput.omit({ id: true }).extend({ optionList: z.array(OptionOutput.omit({ id: true })) })),
});

export const QuestionnaireRow = z.object({
  id: Int,
  title: z.string(),
  description: z.string(),
  ...stateOutput,
  isPublish: Int,
  startDate: z.string(),
  endDate: z.string(),
  userType: Int,
  loopType: Int,
  schoolNames: z.string(),
  gradeNames: z.string(),
  questionCount: Int,
  answerCount: Int,
  authorName: z.string(),
  updatedAt: z.string(),
});
export type QuestionnaireRow = z.infer<typeof QuestionnaireRow>;
export const QuestionnairePage = pageOf(QuestionnaireRow);
export const SavedQuestionnaire = z.object({ questionnaireId: Int });
export const QuestionnaireStateChange = z.object({ questionnaireId: Int, ...stateOutput });

// ---- answering ----

export const RespondentType = { TEACHER: 1, PARENT: 2 } as const;
export const respondentTypeLabel: Record<number, string> = { 1: '教职工', 2: '家长' };

export const TokenInput = z.object({ token: z.string({ error: '缺少答卷链接' }).trim().min(1, '缺少答卷链接').max(1000, '答卷链接无效') });

export const AnswerInput = camelItem(
  z.object({
    questionId: id(),
    optionIds: numberList(id(), '选项', MAX_OPTIONS).default([]),
    content: optionalText('填写内容', ESSAY_ANSWER_MAX),
    /** For a question about the child's teacher: which of the class's teachers. */
    teacherId: optional(id()),
  }),
);
export type AnswerInput = z.infer<typeof AnswerInput>;
export const SubmitAnswerInput = TokenInput.extend({ answers: z.array(AnswerInput).max(MAX_QUESTIONS, `最多${MAX_QUESTIONS}道题`).default([]) });
export type SubmitAnswerInput = z.infer<typeof SubmitAnswerInput>;

export const RoundOutput = z.object({ key: z.string(), start: z.string(), end: z.string() });
export const AnswerOutput = z.object({
  questionId: Int,
  optionIds: z.array(Int),
  optionContents: z.array(z.string()),
  content: z.string(),
  teacherId: Int.nullable(),
  teacherName: z.string(),
});
export type AnswerOutput = z.infer<typeof AnswerOutput>;

export const ClientView = z.object({
  questionnaireId: Int,
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ...stateOutput,
  /** The round open now; null between rounds or outside the dates. */
  round: RoundOutput.nullable(),
  /** Who answers; null in the console's preview. */
  respondent: z.object({ respondentType: Int, name: z.string(), childName: z.string(), className: z.string(), schoolName: z.string() }).nullable(),
  /** The child's class teachers, for the questions about them. */
  teachers: z.array(z.object({ teacherId: Int, teacherName: z.string() })),
  questionList: z.array(QuestionOutput),
  submitted: z.boolean(),
  submittedAt: z.string().nullable(),
  answers: z.array(AnswerOutput),
});
export type ClientView = z.infer<typeof ClientView>;
export const SubmittedAnswer = z.object({ questionnaireId: Int, roundKey: z.string(), submittedAt: z.string() });

// ---- statistics ----

/** The Survey4 calls' filters: by school, grade (row id), class and round (the day it opened; none: every round). */
const statFilters = {
  schoolId: optional(id()),
  gradeId: optional(id()),
  classId: optional(id()),
  round: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '轮次应为 YYYY-MM-DD')),
};
const surveyIdField = { questionnaireId: id() };
export const StatFilterInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, ...statFilters }));
export type StatFilterInput = z.infer<typeof StatFilterInput>;
export const QuestionStatInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, questionId: id(), ...statFilters, teacherId: optional(id()) }));
export type QuestionStatInput = z.infer<typeof QuestionStatInput>;
export const EssayStatInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, questionId: id(), ...statFilters, ...pageInput }));
export type EssayStatInput = z.infer<typeof EssayStatInput>;
export const QuestionFilterInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, questionId: optional(id()) }));
export const ClassStatInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, classId: id(), schoolId: optional(id()), round: statFilters.round }));
export type ClassStatInput = z.infer<typeof ClassStatInput>;
export const UserListInput = z.preprocess(
  legacyFormAliases,
  z.object({
    ...surveyIdField,
    ...statFilters,
    /** 0 未作答, 1 已作答; both when empty. */
    answered: optional(intAmong([0, 1], '作答状态应为0（未作答）或1（已作答）')),
    userType: optional(intAmong([RespondentType.TEACHER, RespondentType.PARENT], '对象应为1（教职工）或2（家长）')),
    keyword: optional(z.string().trim().max(50, '搜索内容最多50字')),
    ...pageInput,
  }),
);
export type UserListInput = z.infer<typeof UserListInput>;
export const UserAnswerInput = z.preprocess(
  legacyFormAliases,
  z.object({ ...surveyIdField, respondentType: intAmong([1, 2], '对象应为1（教职工）或2（家长）'), respondentId: id(), schoolId: optional(id()), round: statFilters.round }),
);
export type UserAnswerInput = z.infer<typeof UserAnswerInput>;
export const RemindInput = z.preprocess(legacyFormAliases, z.object({ ...surveyIdField, schoolId: optional(id()), classId: optional(id()) }));
export type RemindInput = z.infer<typeof RemindInput>;

const OptionStat = z.object({ optionId: Int, optionContent: z.string(), count: Int, /** Percent of those who answered the question, one decimal. */ rate: z.number() });
const QuestionHead = z.object({ questionId: Int, questionName: z.string(), questionType: Int, orderNum: Int, isRelationTeacher: z.boolean() });
export const QuestionStat = QuestionHead.extend({ answerCount: Int, options: z.array(OptionStat) });
export type QuestionStat = z.infer<typeof QuestionStat>;

const completion = { audienceCount: Int, answeredCount: Int, answerRate: z.number() };
export const SurveyStatistic = z.object({
  questionnaireId: Int,
  title: z.string(),
  ...stateOutput,
  round: z.string().nullable(),
  ...completion,
  questions: z.array(QuestionStat),
});
export type SurveyStatistic = z.infer<typeof SurveyStatistic>;
export const ChartStatistics = z.object({ questionnaireId: Int, round: z.string().nullable(), charts: z.array(QuestionStat) });

export const ClassNamed = z.object({ classId: Int, className: z.string() });
export const SurveyStatisticFilter = z.object({
  schools: z.array(SchoolNamed.extend({ grades: z.array(z.object({ gradeId: Int, gradeName: z.string(), gradeLevel: Int, classes: z.array(ClassNamed) })) })),
  rounds: z.array(RoundOutput),
  /** The round answering goes to now (or the last one). */
  currentRound: z.string(),
});
export const QuestionStatisticFilter = z.object({
  questions: z.array(QuestionHead),
  /** Teachers named in the answers to questions about a child's teacher. */
  teachers: z.array(z.object({ teacherId: Int, teacherName: z.string() })),
});

export const ChoiceStatistic = QuestionStat;
export const ClassChoiceStatistic = z.object({
  question: QuestionHead,
  classes: z.array(SchoolNamed.extend({ classId: Int, className: z.string(), gradeName: z.string(), answerCount: Int, options: z.array(OptionStat) })),
});
export type ClassChoiceStatistic = z.infer<typeof ClassChoiceStatistic>;
export const TeacherChoiceStatistic = z.object({
  question: QuestionHead,
  teachers: z.array(z.object({ teacherId: Int, teacherName: z.string(), answerCount: Int, options: z.array(OptionStat) })),
});
export type TeacherChoiceStatistic = z.infer<typeof TeacherChoiceStatistic>;
export const EssayAnswer = z.object({ responseId: Int, respondentName: z.string(), childName: z.string(), className: z.string(), teacherName: z.string(), content: z.string(), submittedAt: z.string() });
export const EssayStatistic = pageOf(EssayAnswer).extend({ question: QuestionHead });
export type EssayStatistic = z.infer<typeof EssayStatistic>;

export const Respondent = z.object({
  respondentType: Int,
  respondentId: Int,
  schoolId: Int,
  schoolName: z.string(),
  name: z.string(),
  /** 教职工, or the children and classes: 王小明（小一班）. */
  description: z.string(),
  classId: Int.nullable(),
  className: z.string(),
  phone: z.string(),
  answered: z.boolean(),
  submittedAt: z.string().nullable(),
});
export type Respondent = z.infer<typeof Respondent>;
export const ClassCompletion = SchoolNamed.extend({ gradeName: z.string(), classId: Int, className: z.string(), total: Int, answered: Int, unanswered: Int, rate: z.number() });
export type ClassCompletion = z.infer<typeof ClassCompletion>;
export const AllClassStatistic = z.object({ round: z.string(), list: z.array(ClassCompletion), ...completion });
export type AllClassStatistic = z.infer<typeof AllClassStatistic>;
export const ClassStatistic = ClassCompletion.extend({ round: z.string(), answeredList: z.array(Respondent), unansweredList: z.array(Respondent) });
export type ClassStatistic = z.infer<typeof ClassStatistic>;
export const UserList = pageOf(Respondent.extend({ /** The respondent's signed link to the answering page. */ answerLink: z.string() })).extend({ round: z.string(), ...completion });
export type UserList = z.infer<typeof UserList>;
export const UserAnswer = z.object({ respondent: Respondent, round: z.string(), answers: z.array(AnswerOutput.extend({ questionName: z.string(), questionType: Int })) });
/** Texts sent; those not texted: without a phone, of a class reminded in the last few minutes, or refused by the SMS gateway. */
export const Reminded = z.object({ reminded: Int, withoutPhone: Int, remindedLately: Int, failed: Int });
export type Reminded = z.infer<typeof Reminded>;

export const SelectSchoolList = z.object({ list: z.array(SchoolNamed.extend({ isHead: z.boolean() })) });
export const SelectClassInput = z.object({ schoolId: optional(id()), grade: numberList(intAmong([1, 2, 3, 4, 5], '年级应为1至5'), '年级', 5) });
export const SelectClassList = z.object({ list: z.array(ClassNamed.extend({ gradeId: Int, gradeName: z.string(), gradeLevel: Int, schoolId: Int })) });
