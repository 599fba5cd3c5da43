import { QuestionType, questionTypeLabel } from '@yuanwu/shared';
import { Checkbox, Input, Radio } from 'antd';
import { selectionLimit, toggledOption, type Answer, type ShownQuestion } from './answer-form';

export interface QuestionFieldProps {
  question: ShownQuestion;
  index: number;
  answer: Answer;
  onChange?(answer: Answer): void;
  /** The child's class teachers, for a question about them. */
  teachers: readonly { teacherId: number; teacherName: string }[];
  /** A submitted sheet, or the builder's preview: shown, not changed. */
  readOnly?: boolean;
  /** Why the sheet cannot be sent because of this question. */
  problem?: string | undefined;
}

/** The hint under a question's name: its type, and how many options it takes. */
function hintOf(question: ShownQuestion): string {
  const type = questionTypeLabel[question.questionType as QuestionType] ?? '';
  if (question.questionType !== QuestionType.CHECKBOX || !question.isLimitSelection) return `【${type}】`;
  return `【${type}，最多选${question.maxSelection}项】`;
}

/** One question of the answering page, as a family sees it on the phone. */
export function QuestionField({ question, index, answer, onChange, teachers, readOnly = false, problem }: QuestionFieldProps) {
  const change = (next: Answer) => onChange?.(next);
  const full = answer.optionIds.length >= selectionLimit(question);
  const titleId = `survey-question-${index}`;
  return (
    <section className={`survey-mobile__question${problem ? ' survey-mobile__question--problem' : ''}`} aria-labelledby={titleId}>
      <h2 className="survey-mobile__question-name" id={titleId}>
        {question.isMustAnswer ? (
          <span className="survey-mobile__required" aria-label="必答">
            *
          </span>
        ) : null}
        {index + 1}. {question.questionName || '（未填写题目）'}
        <span className="survey-mobile__hint">{hintOf(question)}</span>
      </h2>
      {question.isRelationTeacher && teachers.length > 0 ? (
        <div className="survey-mobile__teachers">
          <span className="survey-mobile__teachers-label">评价的老师：</span>
          <Radio.Group
            size="small"
            optionType="button"
            disabled={readOnly}
            value={answer.teacherId}
            onChange={(event) => change({ ...answer, teacherId: event.target.value as number })}
            options={teachers.map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }))}
          />
        </div>
      ) : null}
      {question.questionType === QuestionType.FILL ? (
        <Input.TextArea
          aria-labelledby={titleId}
          placeholder={question.tipContent}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={500}
          readOnly={readOnly}
          value={answer.content}
          onChange={(event) => change({ ...answer, content: event.target.value })}
        />
      ) : (
        <div className="survey-mobile__options" role={question.questionType === QuestionType.RADIO ? 'radiogroup' : 'group'} aria-labelledby={titleId}>
          {question.optionList.map((option, at) => {
            const checked = answer.optionIds.includes(option.id);
            const label = option.optionContent || `选项${at + 1}`;
            return question.questionType === QuestionType.RADIO ? (
              <Radio key={option.id} className="survey-mobile__option" checked={checked} disabled={readOnly && !checked} onChange={() => !readOnly && change(toggledOption(question, answer, option.id, true))}>
                {label}
              </Radio>
            ) : (
              <Checkbox
                key={option.id}
                className="survey-mobile__option"
                checked={checked}
                disabled={(readOnly || full) && !checked}
                onChange={(event) => !readOnly && change(toggledOption(question, answer, option.id, event.target.checked))}
              >
                {label}
              </Checkbox>
            );
          })}
        </div>
      )}
      {problem ? (
        <div className="survey-mobile__problem" role="alert">
          {problem}
        </div>
      ) : null}
    </section>
  );
}
