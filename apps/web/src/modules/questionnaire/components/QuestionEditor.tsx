import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  addOption,
  addQuestionAfter,
  cloneQuestionAt,
  moveItem,
  moveOption,
  QuestionType,
  questionTypeLabel,
  removeAt,
  removeOption,
  withMaxSelectionRule,
  type BuilderQuestion,
} from '@yuanwu/shared';
import { Button, Card, Checkbox, Dropdown, Form, Input, InputNumber, Space, Tag, Tooltip, type FormInstance } from 'antd';
import type { SurveyFormValues } from '../survey-form';

const typeOrder = [QuestionType.RADIO, QuestionType.CHECKBOX, QuestionType.FILL] as const;
export const typeItems = typeOrder.map((type) => ({ key: String(type), label: `${questionTypeLabel[type]}题` }));

interface QuestionCardProps {
  form: FormInstance<SurveyFormValues>;
  questions: BuilderQuestion[];
  index: number;
  /** Questions already answered cannot change (the server refuses it): the editor is read-only. */
  locked: boolean;
  /** Changes the list as the form holds it now (not as last rendered: a keystroke may not have shown yet). */
  setQuestions(change: (list: BuilderQuestion[]) => BuilderQuestion[]): void;
}

/** The choice question's options: edit, move, remove, add. */
function OptionList({ questions, index, locked, setQuestions }: QuestionCardProps) {
  const question = questions[index]!;
  const setQuestion = (change: (question: BuilderQuestion) => BuilderQuestion) => setQuestions((list) => list.map((item, at) => (at === index ? change(item) : item)));
  return (
    <div className="survey-builder__options">
      {question.optionList.map((_, at) => (
        <div className="survey-builder__option" key={at}>
          <span className="survey-builder__option-mark">{question.questionType === QuestionType.RADIO ? '○' : '□'}</span>
          <Form.Item name={['questionList', index, 'optionList', at, 'optionContent']} rules={[{ required: true, whitespace: true, message: '请填写选项内容' }]} className="survey-builder__option-input">
            <Input placeholder={`选项${at + 1}`} maxLength={100} aria-label={`第${index + 1}题选项${at + 1}`} disabled={locked} />
          </Form.Item>
          <Space size={0}>
            <Tooltip title="上移">
              <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`第${index + 1}题选项${at + 1}上移`} disabled={locked || at === 0} onClick={() => setQuestion((current) => moveOption(current, at, -1))} />
            </Tooltip>
            <Tooltip title="下移">
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`第${index + 1}题选项${at + 1}下移`}
                disabled={locked || at === question.optionList.length - 1}
                onClick={() => setQuestion((current) => moveOption(current, at, 1))}
              />
            </Tooltip>
            <Tooltip title="删除选项">
              <Button
                type="text"
                size="small"
                danger
                icon={<MinusCircleOutlined />}
                aria-label={`删除第${index + 1}题选项${at + 1}`}
                disabled={locked || question.optionList.length <= 2}
                onClick={() => setQuestion((current) => removeOption(current, at))}
              />
            </Tooltip>
          </Space>
        </div>
      ))}
      <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={locked} onClick={() => setQuestion(addOption)}>
        添加选项
      </Button>
      {question.questionType === QuestionType.CHECKBOX ? (
        <div className="survey-builder__limit">
          {/* Fields of their own, so each shows its new state at once: the watched list re-renders only after a macrotask. */}
          <Form.Item name={['questionList', index, 'isLimitSelection']} valuePropName="checked" noStyle>
            <Checkbox
              disabled={locked}
              onChange={(event) => {
                const limit = event.target.checked;
                setQuestion((current) => withMaxSelectionRule({ ...current, isLimitSelection: limit, maxSelection: limit ? Math.min(2, current.optionList.length) : current.maxSelection }));
              }}
            >
              限制最多可选
            </Checkbox>
          </Form.Item>
          {question.isLimitSelection ? (
            <Form.Item name={['questionList', index, 'maxSelection']} noStyle>
              <InputNumber
                size="small"
                min={1}
                max={question.optionList.length}
                precision={0}
                disabled={locked}
                aria-label={`第${index + 1}题最多可选`}
                addonAfter="项"
                onChange={(value) => setQuestion((current) => withMaxSelectionRule({ ...current, maxSelection: value ?? 1 }))}
              />
            </Form.Item>
          ) : (
            <span className="survey-builder__muted">不限制时可选全部选项</span>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** One question of the builder: its name, options or hint, flags, and the list moves. */
export function QuestionCard(props: QuestionCardProps) {
  const { questions, index, locked, setQuestions } = props;
  const question = questions[index]!;
  const number = index + 1;
  return (
    <Card
      size="small"
      className="survey-builder__question"
      aria-label={`第${number}题`}
      title={
        <Space>
          <span>第{number}题</span>
          <Tag color="processing">{questionTypeLabel[question.questionType as QuestionType]}</Tag>
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title="上移">
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`第${number}题上移`} disabled={locked || index === 0} onClick={() => setQuestions((list) => moveItem(list, index, -1))} />
          </Tooltip>
          <Tooltip title="下移">
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`第${number}题下移`} disabled={locked || index === questions.length - 1} onClick={() => setQuestions((list) => moveItem(list, index, 1))} />
          </Tooltip>
          <Tooltip title="复制到下一题">
            <Button type="text" size="small" icon={<CopyOutlined />} aria-label={`复制第${number}题`} disabled={locked} onClick={() => setQuestions((list) => cloneQuestionAt(list, index))} />
          </Tooltip>
          <Dropdown disabled={locked} menu={{ items: typeItems, onClick: ({ key }) => setQuestions((list) => addQuestionAfter(list, index, Number(key))) }}>
            <Button type="text" size="small" icon={<PlusOutlined />} aria-label={`在第${number}题后添加`} />
          </Dropdown>
          <Tooltip title="删除题目">
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除第${number}题`} disabled={locked} onClick={() => setQuestions((list) => removeAt(list, index))} />
          </Tooltip>
        </Space>
      }
    >
      <Form.Item name={['questionList', index, 'questionName']} rules={[{ required: true, whitespace: true, message: '请填写题目' }]}>
        <Input placeholder="请输入题目" maxLength={200} aria-label={`第${number}题题目`} disabled={locked} />
      </Form.Item>
      {question.questionType === QuestionType.FILL ? (
        <Form.Item name={['questionList', index, 'tipContent']} label="填写提示">
          <Input placeholder="请填写" maxLength={50} disabled={locked} />
        </Form.Item>
      ) : (
        <OptionList {...props} />
      )}
      <Space size="large" className="survey-builder__flags">
        <Form.Item name={['questionList', index, 'isMustAnswer']} valuePropName="checked" noStyle>
          <Checkbox disabled={locked}>必答</Checkbox>
        </Form.Item>
        <Tooltip title="家长作答时选择孩子的老师，统计可按教师查看">
          <span>
            <Form.Item name={['questionList', index, 'isRelationTeacher']} valuePropName="checked" noStyle>
              <Checkbox disabled={locked}>关联教师</Checkbox>
            </Form.Item>
          </span>
        </Tooltip>
      </Space>
    </Card>
  );
}
