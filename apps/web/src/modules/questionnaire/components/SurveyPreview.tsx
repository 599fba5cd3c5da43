import type { BuilderQuestion } from '@yuanwu/shared';
import { EMPTY_ANSWER } from '../mobile/answer-form';
import { QuestionField } from '../mobile/QuestionField';
import '../mobile/survey-mobile.css';

interface SurveyPreviewProps {
  title: string;
  description: string;
  dates: string;
  questions: readonly BuilderQuestion[];
}

/** The answering page as families will see it, drawn from the builder's form as it is typed, in a 375 px phone. */
export function SurveyPreview({ title, description, dates, questions }: SurveyPreviewProps) {
  return (
    <div className="survey-phone" aria-label="手机预览">
      <div className="survey-phone__screen survey-mobile">
        <header className="survey-mobile__head">
          <h1 className="survey-mobile__title">{title || '（未填写问卷标题）'}</h1>
          <div className="survey-mobile__meta">{dates}</div>
          {description ? <p className="survey-mobile__description">{description}</p> : null}
        </header>
        {questions.length === 0 ? <p className="survey-phone__empty">添加题目后在这里预览</p> : null}
        {questions.map((question, index) => (
          <QuestionField
            key={index}
            index={index}
            question={{ ...question, optionList: question.optionList.map((option, at) => ({ id: at + 1, optionContent: option.optionContent })) }}
            answer={EMPTY_ANSWER}
            teachers={question.isRelationTeacher ? [{ teacherId: 0, teacherName: '孩子的老师' }] : []}
            readOnly
          />
        ))}
      </div>
    </div>
  );
}
