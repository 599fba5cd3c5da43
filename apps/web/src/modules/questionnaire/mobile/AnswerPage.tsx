import { QuestionnaireState, type ClientView } from '@yuanwu/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api';
import { minuteOf, rangeText } from '../../../components/dates';
import { submitAnswer, useClientView } from '../questionnaire.queries';
import { answerInputOf, answersOfView, EMPTY_ANSWER, firstProblem, type Answer, type SentAnswer } from './answer-form';
import { QuestionField } from './QuestionField';
import './survey-mobile.css';

const NO_LINK_TEXT = '答卷链接无效，请向幼儿园索取新的链接';

/** The phone's page, not the console's: no minimum width, a phone's background. */
function usePhonePage() {
  useEffect(() => {
    document.body.classList.add('survey-mobile-body');
    return () => document.body.classList.remove('survey-mobile-body');
  }, []);
}

/** The questionnaire's head: title, dates, who answers, what it is about. */
function SurveyHead({ view }: { view: ClientView }) {
  const respondent = view.respondent;
  return (
    <header className="survey-mobile__head">
      <h1 className="survey-mobile__title">{view.title}</h1>
      <div className="survey-mobile__meta">
        {rangeText(view.startDate, view.endDate)}
      </div>
      {respondent ? (
        <div className="survey-mobile__meta">
          {respondent.schoolName} · {respondent.childName ? `${respondent.childName}（${respondent.className}）的家长 ${respondent.name}` : respondent.name}
        </div>
      ) : null}
      {view.description ? <p className="survey-mobile__description">{view.description}</p> : null}
    </header>
  );
}

/** Why the questionnaire takes no answer now, or undefined when it does. */
function closedText(view: ClientView): string | undefined {
  if (view.state === QuestionnaireState.NOT_STARTED) return `问卷尚未开始，请于 ${view.startDate} 后作答`;
  if (view.state === QuestionnaireState.ENDED) return '问卷已结束，感谢您的关注';
  if (!view.round) return '本轮问卷已截止，请等待下一轮开始';
  return undefined;
}

/** The sheet: every question, the problems found before or by the server, and 提交. */
function AnswerSheet({ view, token, onSubmitted }: { view: ClientView; token: string; onSubmitted(refusal?: string): void }) {
  const [answers, setAnswers] = useState<Map<number, Answer>>(() => new Map());
  const [problem, setProblem] = useState<{ questionId?: number | undefined; message: string }>();
  const [sending, setSending] = useState(false);
  const questions = view.questionList;

  const send = async () => {
    const found = firstProblem(questions, answers, view.teachers.length > 0);
    if (found) {
      setProblem(found);
      document.getElementById(`survey-question-${questions.findIndex((question) => question.id === found.questionId)}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    const sent: SentAnswer[] = answerInputOf(questions, answers);
    setSending(true);
    try {
      await submitAnswer({ token, answers: sent });
      onSubmitted();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '提交失败，请稍后再试';
      // answers.1.optionIds: the second answer sent.
      const index = error instanceof ApiError ? /^answers\.(\d+)/.exec(error.field ?? '')?.[1] : undefined;
      setProblem({ questionId: index === undefined ? undefined : sent[Number(index)]?.questionId, message });
      // Already in (another tab, a second tap): the page shows the sheet as submitted.
      if (error instanceof ApiError && !error.field && !error.isNetwork) onSubmitted(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {problem && problem.questionId === undefined ? <Alert type="error" showIcon className="survey-mobile__alert" message={problem.message} /> : null}
      {questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          index={index}
          teachers={view.teachers}
          answer={answers.get(question.id) ?? EMPTY_ANSWER}
          problem={problem?.questionId === question.id ? problem.message : undefined}
          onChange={(answer) => {
            setAnswers((current) => new Map(current).set(question.id, answer));
            if (problem?.questionId === question.id) setProblem(undefined);
          }}
        />
      ))}
      <div className="survey-mobile__footer">
        <Button type="primary" block size="large" loading={sending} onClick={() => void send()}>
          提交
        </Button>
      </div>
    </>
  );
}

/** What was submitted this round, as sent. */
function SubmittedSheet({ view }: { view: ClientView }) {
  const answers = answersOfView(view);
  return (
    <>
      <Result status="success" className="survey-mobile__result" title="已提交" subTitle={`您已于 ${view.submittedAt ? minuteOf(view.submittedAt) : ''} 提交本轮问卷，每轮只能提交一次。感谢您的参与！`} />
      {view.questionList.map((question, index) => (
        <QuestionField key={question.id} question={question} index={index} teachers={view.teachers} answer={answers.get(question.id) ?? EMPTY_ANSWER} readOnly />
      ))}
    </>
  );
}

/** /m/questionnaire?token=: a family (or a teacher) answers a questionnaire from their own link, without signing in. */
export default function AnswerPage() {
  usePhonePage();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const view = useClientView(token);
  const [notice, setNotice] = useState<string>();

  const body = () => {
    if (!token) return <Result status="warning" title="无法打开问卷" subTitle={NO_LINK_TEXT} />;
    if (view.isError) {
      const text = view.error instanceof ApiError ? view.error.message : '问卷读取失败';
      return <Result status="warning" title="无法打开问卷" subTitle={text} extra={view.error instanceof ApiError && view.error.isNetwork ? <Button onClick={() => void view.refetch()}>重试</Button> : null} />;
    }
    if (!view.data) return <Skeleton active paragraph={{ rows: 8 }} />;
    const closed = closedText(view.data);
    return (
      <>
        <SurveyHead view={view.data} />
        {notice && view.data.submitted ? <Alert type="warning" showIcon className="survey-mobile__alert" message={notice} /> : null}
        {view.data.submitted ? (
          <SubmittedSheet view={view.data} />
        ) : closed ? (
          <Result status="info" title={closed} />
        ) : (
          <AnswerSheet
            view={view.data}
            token={token}
            onSubmitted={(refusal) => {
              setNotice(refusal);
              void view.refetch();
            }}
          />
        )}
      </>
    );
  };

  return (
    <main className="survey-mobile" aria-label="问卷作答">
      {body()}
    </main>
  );
}
