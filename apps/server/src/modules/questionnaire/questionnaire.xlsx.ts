import { QuestionType, type QuestionStat, type ClassStatInput, type EssayStatInput, type QuestionStatInput, type StatFilterInput } from '@yuanwu/shared';
import { schoolDate, type Clock } from '../../clock.js';
import { groupedBy } from '../../core/collections.js';
import { exportFileName, xlsxFile } from '../../core/xlsx/xlsx.js';
import type { SchoolDb } from '../../db/school-scope.js';
import type { SessionIdentity } from '../../core/session-identity.js';
import { inReach, type QuestionnaireService } from './questionnaire.service.js';

const rate = (value: number) => `${value}%`;
const answeredText = (answered: boolean) => (answered ? '已作答' : '未作答');

/** The eight Survey4 exports, each one sheet of what the matching statistics call shows. */
export function questionnaireExports(questionnaires: QuestionnaireService, clock: Clock) {
  const fileName = async (db: SchoolDb, questionnaireId: number, what: string) => exportFileName([(await questionnaires.stored(db, questionnaireId)).title, what], schoolDate(clock.now()));
  const essayInput = (input: QuestionStatInput): EssayStatInput => ({ ...input, pageIndex: 1, pageSize: 1 });

  return {
    async allStatistics(db: SchoolDb, session: SessionIdentity, input: StatFilterInput) {
      const statistic = await questionnaires.statistic(db, session, input);
      type Row = { question: QuestionStat; option: QuestionStat['options'][number] | null };
      const rows = statistic.questions.flatMap((question): Row[] =>
        question.questionType === QuestionType.FILL ? [{ question, option: null }] : question.options.map((option) => ({ question, option })),
      );
      return xlsxFile<Row>(await fileName(db, input.questionnaireId, '问卷统计'), '问卷统计', [
        { header: '题号', width: 8, value: (row) => row.question.orderNum },
        { header: '题目', width: 40, value: (row) => row.question.questionName },
        { header: '选项', width: 30, value: (row) => row.option?.optionContent ?? '（填空题）' },
        { header: '人数', value: (row) => row.option?.count ?? row.question.answerCount },
        { header: '比例', value: (row) => (row.option ? rate(row.option.rate) : '') },
        { header: '作答人数', value: (row) => row.question.answerCount },
      ], rows);
    },

    async everyClassStatistics(db: SchoolDb, session: SessionIdentity, input: StatFilterInput) {
      const questions = (await questionnaires.questionsOf(db, input.questionnaireId)).filter((question) => question.questionType !== QuestionType.FILL);
      const perQuestion = await Promise.all(questions.map((question) => questionnaires.classChoice(db, session, { ...input, questionId: question.id })));
      const rows = perQuestion.flatMap((stat) => stat.classes.flatMap((schoolClass) => schoolClass.options.map((option) => ({ stat, schoolClass, option }))));
      return xlsxFile(await fileName(db, input.questionnaireId, '各班选项统计'), '各班选项统计', [
        { header: '学校', width: 20, value: (row) => row.schoolClass.schoolName },
        { header: '年级', value: (row) => row.schoolClass.gradeName },
        { header: '班级', value: (row) => row.schoolClass.className },
        { header: '题号', width: 8, value: (row) => row.stat.question.orderNum },
        { header: '题目', width: 40, value: (row) => row.stat.question.questionName },
        { header: '选项', width: 30, value: (row) => row.option.optionContent },
        { header: '人数', value: (row) => row.option.count },
        { header: '比例', value: (row) => rate(row.option.rate) },
      ], rows);
    },

    async allClassStatistic(db: SchoolDb, session: SessionIdentity, input: StatFilterInput) {
      const { list } = await questionnaires.allClasses(db, session, input);
      return xlsxFile(await fileName(db, input.questionnaireId, '各班完成情况'), '各班完成情况', [
        { header: '学校', width: 20, value: (row) => row.schoolName },
        { header: '年级', value: (row) => row.gradeName },
        { header: '班级', value: (row) => row.className },
        { header: '应答人数', value: (row) => row.total },
        { header: '已答人数', value: (row) => row.answered },
        { header: '未答人数', value: (row) => row.unanswered },
        { header: '作答率', value: (row) => rate(row.rate) },
      ], list);
    },

    async everyClassCompleted(db: SchoolDb, session: SessionIdentity, input: StatFilterInput) {
      const { respondents } = await questionnaires.completion(await questionnaires.stored(db, input.questionnaireId), db, inReach(session, input));
      const rows = [...groupedBy(respondents, (row) => `${row.schoolId}:${row.classId ?? 0}`).values()].flat();
      return xlsxFile(await fileName(db, input.questionnaireId, '各班作答名单'), '各班作答名单', [
        { header: '学校', width: 20, value: (row) => row.schoolName },
        { header: '班级', value: (row) => row.className || '未分班' },
        { header: '姓名', value: (row) => row.name },
        { header: '身份', width: 30, value: (row) => row.description },
        { header: '手机号', value: (row) => row.phone },
        { header: '作答情况', value: (row) => answeredText(row.answered) },
        { header: '提交时间', width: 24, value: (row) => row.submittedAt ?? '' },
      ], rows);
    },

    async classStatistic(db: SchoolDb, session: SessionIdentity, input: ClassStatInput) {
      const stat = await questionnaires.oneClass(db, session, input);
      const questions = await questionnaires.questionsOf(db, input.questionnaireId);
      const sheets = await questionnaires.responsesOf(db, inReach(session, { questionnaireId: input.questionnaireId, round: stat.round, classId: input.classId }));
      const answers = groupedBy(await questionnaires.answersOfResponses(db, sheets.map((sheet) => sheet.id)), (row) => row.responseId);
      const optionText = new Map(questions.flatMap((question) => question.optionList.map((option) => [option.id, option.optionContent] as const)));
      const sheetOf = new Map(sheets.map((sheet) => [`${sheet.respondentType}:${sheet.respondentId}`, sheet]));
      const rows = [...stat.answeredList, ...stat.unansweredList].map((respondent) => {
        const sheet = sheetOf.get(`${respondent.respondentType}:${respondent.respondentId}`);
        const given = groupedBy(sheet ? (answers.get(sheet.id) ?? []) : [], (row) => row.questionId);
        return { respondent, given };
      });
      return xlsxFile(await fileName(db, input.questionnaireId, `${stat.className}答卷明细`), stat.className, [
        { header: '姓名', value: (row) => row.respondent.name },
        { header: '身份', width: 24, value: (row) => row.respondent.description },
        { header: '作答情况', value: (row) => answeredText(row.respondent.answered) },
        ...questions.map((question) => ({
          header: `${question.orderNum}. ${question.questionName}`,
          width: 24,
          value: (row: (typeof rows)[number]) => (row.given.get(question.id) ?? []).map((answer) => answer.content ?? optionText.get(answer.optionId!) ?? '').join('；'),
        })),
      ], rows);
    },

    async essayQuestion(db: SchoolDb, session: SessionIdentity, input: QuestionStatInput) {
      const essay = await questionnaires.essay(db, session, essayInput(input), true);
      return xlsxFile(await fileName(db, input.questionnaireId, `第${essay.question.orderNum}题回答`), '填空题回答', [
        { header: '姓名', value: (row) => row.respondentName },
        { header: '幼儿', value: (row) => row.childName },
        { header: '班级', value: (row) => row.className },
        { header: '回答', width: 60, value: (row) => row.content },
        { header: '提交时间', width: 24, value: (row) => row.submittedAt },
      ], essay.list);
    },

    async classChoiceQuestion(db: SchoolDb, session: SessionIdentity, input: QuestionStatInput) {
      const stat = await questionnaires.classChoice(db, session, input);
      const rows = stat.classes.flatMap((schoolClass) => schoolClass.options.map((option) => ({ schoolClass, option })));
      return xlsxFile(await fileName(db, input.questionnaireId, `第${stat.question.orderNum}题按班级统计`), '按班级统计', [
        { header: '学校', width: 20, value: (row) => row.schoolClass.schoolName },
        { header: '班级', value: (row) => row.schoolClass.className },
        { header: '选项', width: 30, value: (row) => row.option.optionContent },
        { header: '人数', value: (row) => row.option.count },
        { header: '比例', value: (row) => rate(row.option.rate) },
        { header: '作答人数', value: (row) => row.schoolClass.answerCount },
      ], rows);
    },

    async teacherChoiceQuestion(db: SchoolDb, session: SessionIdentity, input: QuestionStatInput) {
      const stat = await questionnaires.teacherChoice(db, session, input);
      const rows = stat.teachers.flatMap((teacher) => teacher.options.map((option) => ({ teacher, option })));
      return xlsxFile(await fileName(db, input.questionnaireId, `第${stat.question.orderNum}题按教师统计`), '按教师统计', [
        { header: '教师', value: (row) => row.teacher.teacherName },
        { header: '选项', width: 30, value: (row) => row.option.optionContent },
        { header: '人数', value: (row) => row.option.count },
        { header: '比例', value: (row) => rate(row.option.rate) },
        { header: '作答人数', value: (row) => row.teacher.answerCount },
      ], rows);
    },
  };
}

export type QuestionnaireExports = ReturnType<typeof questionnaireExports>;
