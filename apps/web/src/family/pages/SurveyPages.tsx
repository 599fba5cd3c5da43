import { QuestionnaireState, QuestionType, type ClientView } from '@yuanwu/shared';
import { Button, Checkbox, Empty, List, Radio, Result, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { answerInputOf, answersOfView, EMPTY_ANSWER, firstProblem, selectionLimit, toggledOption, type Answer } from '../../modules/questionnaire';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { useSubmitAnswer, useSurvey, useSurveys } from '../family.queries';
import { Loaded, shortTime } from './Loading';

/** 问卷: the questionnaires for the family, those still to answer first. */
export function SurveyListPage() {
  const navigate = useNavigate();
  const surveys = useSurveys();
  return (
    <Loaded query={surveys}>
      {({ list }) =>
        list.length === 0 ? (
          <Empty description="暂无问卷" />
        ) : (
          <List header="问卷">
            {list.map((survey) => (
              <List.Item
                key={survey.questionnaireId}
                arrowIcon
                description={`${survey.startDate} 至 ${survey.endDate}`}
                extra={survey.submitted ? <Tag color="success">已提交</Tag> : survey.state === QuestionnaireState.IN_PROGRESS ? <Tag color="warning">待填写</Tag> : <Tag>{survey.stateName}</Tag>}
                onClick={() => navigate(familyPaths.survey(survey.questionnaireId))}
              >
                {survey.title}
              </List.Item>
            ))}
          </List>
        )
      }
    </Loaded>
  );
}

type Question = ClientView['questionList'][number];

function QuestionBlock({ question, index, answer, teachers, readOnly, problem, onChange }: { question: Question; index: number; answer: Answer; teachers: ClientView['teachers']; readOnly: boolean; problem?: string | undefined; onChange(answer: Answer): void }) {
  const titleId = `family-question-${index}`;
  const full = answer.optionIds.length >= selectionLimit(question);
  return (
    <section className={`family-question${problem ? ' family-question--problem' : ''}`} aria-labelledby={titleId} id={titleId}>
      <h2 className="family-question__name" id={`${titleId}-name`}>
        {question.isMustAnswer ? <span className="family-question__required">*</span> : null}
        {index + 1}. {question.questionName}
        {question.questionType === QuestionType.CHECKBOX && question.isLimitSelection ? <span className="family__muted">（最多选{question.maxSelection}项）</span> : null}
      </h2>
      {question.isRelationTeacher && teachers.length > 0 ? (
        <Selector
          aria-label="评价的老师"
          disabled={readOnly}
          options={teachers.map((teacher) => ({ label: teacher.teacherName, value: teacher.teacherId }))}
          value={answer.teacherId ? [answer.teacherId] : []}
          onChange={(values) => onChange({ ...answer, teacherId: values[0] })}
        />
      ) : null}
      {question.questionType === QuestionType.FILL ? (
        <TextArea aria-labelledby={`${titleId}-name`} placeholder={question.tipContent} readOnly={readOnly} value={answer.content} onChange={(content) => onChange({ ...answer, content })} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      ) : (
        <div className="family-question__options" role={question.questionType === QuestionType.RADIO ? 'radiogroup' : 'group'} aria-labelledby={`${titleId}-name`}>
          {question.optionList.map((option) =>
            question.questionType === QuestionType.RADIO ? (
              <Radio key={option.id} checked={answer.optionIds.includes(option.id)} disabled={readOnly && !answer.optionIds.includes(option.id)} onChange={(checked) => checked && onChange(toggledOption(question, answer, option.id, true))}>
                {option.optionContent}
              </Radio>
            ) : (
              <Checkbox key={option.id} checked={answer.optionIds.includes(option.id)} disabled={(readOnly || full) && !answer.optionIds.includes(option.id)} onChange={(checked) => onChange(toggledOption(question, answer, option.id, checked))}>
                {option.optionContent}
              </Checkbox>
            ),
          )}
        </div>
      )}
      {problem ? (
        <div className="family-question__problem" role="alert">
          {problem}
        </div>
      ) : null}
    </section>
  );
}

function Sheet({ view }: { view: ClientView }) {
  const submit = useSubmitAnswer(view.questionnaireId);
  const [answers, setAnswers] = useState<Map<number, Answer>>(() => (view.submitted ? answersOfView(view) : new Map()));
  const [problem, setProblem] = useState<{ questionId?: number | undefined; message: string }>();
  const closed = !view.submitted && (view.state !== QuestionnaireState.IN_PROGRESS || !view.round);
  const readOnly = view.submitted || closed;

  const send = () => {
    const found = firstProblem(view.questionList, answers, view.teachers.length > 0);
    if (found) {
      setProblem(found);
      document.getElementById(`family-question-${view.questionList.findIndex((question) => question.id === found.questionId)}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    submit.mutate(answerInputOf(view.questionList, answers), {
      onSuccess: () => Toast.show({ icon: 'success', content: '已提交，感谢参与' }),
      onError: (error) => setProblem({ message: failureText(error), questionId: error instanceof ApiError && error.field ? view.questionList[Number(/^answers\.(\d+)/.exec(error.field)?.[1])]?.id : undefined }),
    });
  };

  return (
    <div className="family-survey">
      <h1 className="family-article__title">{view.title}</h1>
      <div className="family-article__meta">
        {view.startDate} 至 {view.endDate}
      </div>
      {view.description ? <p>{view.description}</p> : null}
      {view.submitted ? <Result status="success" title="已提交" description={`您已于 ${view.submittedAt ? shortTime(view.submittedAt) : ''} 提交本轮问卷`} /> : null}
      {closed ? <Result status="info" title={view.state === QuestionnaireState.ENDED ? '问卷已结束' : '本轮问卷未开放'} /> : null}
      {problem && problem.questionId === undefined ? <div className="family-question__problem">{problem.message}</div> : null}
      {view.questionList.map((question, index) => (
        <QuestionBlock
          key={question.id}
          question={question}
          index={index}
          teachers={view.teachers}
          readOnly={readOnly}
          answer={answers.get(question.id) ?? EMPTY_ANSWER}
          problem={problem?.questionId === question.id ? problem.message : undefined}
          onChange={(answer) => {
            setAnswers((current) => new Map(current).set(question.id, answer));
            if (problem?.questionId === question.id) setProblem(undefined);
          }}
        />
      ))}
      {readOnly ? null : (
        <Button block color="primary" size="large" loading={submit.isPending} onClick={send}>
          提交
        </Button>
      )}
    </div>
  );
}

/** A questionnaire answered in place, by the link's rules; once submitted, as submitted. */
export function SurveyPage() {
  const questionnaireId = Number(useParams().questionnaireId);
  const survey = useSurvey(questionnaireId);
  return <Loaded query={survey}>{(view) => <Sheet key={`${view.submitted}`} view={view} />}</Loaded>;
}
