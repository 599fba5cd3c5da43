import type { Generated } from 'kysely';

/** A survey of a school; lists are kept comma-joined as the survey keeps them. */
export interface QuestionnaireTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  description: string;
  /** The schools it is for: the owner, and a head school's branches. */
  schoolIds: string;
  /** Grade levels, sorted; '' for every grade. */
  grade: string;
  /** SurveyUserType: 0 all, 1 teachers, 2 parents. */
  userType: number;
  /** `YYYY-MM-DD HH:mm`, China time. */
  startDate: string;
  endDate: string;
  loopType: number;
  weekDay: string;
  monthDay: string;
  loopDay: number;
  isPublish: number;
  authorId: number;
  adderId: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuestionnaireQuestionTable {
  id: Generated<number>;
  schoolId: number;
  questionnaireId: number;
  orderNum: number;
  questionType: number;
  questionName: string;
  imageUrl: string | null;
  tipContent: string;
  isMustAnswer: number;
  isRelationTeacher: number;
  maxSelection: number;
  isLimitSelection: number;
}

export interface QuestionnaireOptionTable {
  id: Generated<number>;
  schoolId: number;
  questionId: number;
  orderNum: number;
  optionContent: string;
  imageUrl: string | null;
}

/** One respondent's answer sheet of one round, with whom it was given for as they were then. */
export interface QuestionnaireResponseTable {
  id: Generated<number>;
  schoolId: number;
  questionnaireId: number;
  roundKey: string;
  /** RespondentType: 1 teacher (teacher.id), 2 parent (guardian.id). */
  respondentType: number;
  respondentId: number;
  respondentSchoolId: number;
  respondentName: string;
  childId: number | null;
  childName: string;
  classId: number | null;
  className: string;
  gradeId: number | null;
  gradeName: string;
  submittedAt: string;
}

/** An option chosen (one row each), or a filled-in text; teacherId for a question about the child's teacher. */
export interface QuestionnaireAnswerTable {
  id: Generated<number>;
  schoolId: number;
  responseId: number;
  questionId: number;
  optionId: number | null;
  content: string | null;
  teacherId: number | null;
  teacherName: string;
}

/** When a class of a round (`class:<id>`), or a school's staff without a class (`staff:<schoolId>`), was last reminded. */
export interface QuestionnaireReminderTable {
  schoolId: number;
  questionnaireId: number;
  roundKey: string;
  target: string;
  remindedAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    questionnaire: QuestionnaireTable;
    questionnaireQuestion: QuestionnaireQuestionTable;
    questionnaireOption: QuestionnaireOptionTable;
    questionnaireResponse: QuestionnaireResponseTable;
    questionnaireAnswer: QuestionnaireAnswerTable;
    questionnaireReminder: QuestionnaireReminderTable;
  }
}
