import { gradeLevelLabel, LoopType, loopTypeLabel, QUESTIONNAIRE_TITLE_MAX, SurveyUserType, surveyUserTypeLabel, addQuestionAfter, type BuilderQuestion } from '@yuanwu/shared';
import { Alert, App, Button, Card, Checkbox, Col, DatePicker, Dropdown, Empty, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listeningForFieldErrors } from '../../../api';
import { rangeText } from '../../../components/dates';
import { fieldErrorShower } from '../../../components/FormModal';
import { QuerySelect, RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { useAccount } from '../../session';
import { QuestionCard, typeItems } from '../components/QuestionEditor';
import { SurveyPreview } from '../components/SurveyPreview';
import { COPY_PARAM, QUESTIONNAIRE_PATH } from '../questionnaire.paths';
import { useQuestionnaire, useQuestionnaireCopy, useSaveSurvey, useSurveySchools } from '../questionnaire.queries';
import { newSurveyValues, questionProblem, surveyInputOf, surveyValuesOf, SURVEY_MINUTE_FORMAT, type SurveyFormValues } from '../survey-form';
import '../questionnaire.css';

const gradeOptions = Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }));
const userTypeOptions = [SurveyUserType.TEACHER, SurveyUserType.PARENT].map((value) => ({ value, label: surveyUserTypeLabel[value] }));
const loopOptions = Object.entries(loopTypeLabel).map(([value, label]) => ({ value: Number(value), label }));
const weekDayOptions = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, at) => ({ value: at + 1, label }));
const monthDayOptions = Array.from({ length: 31 }, (_, at) => ({ value: at + 1, label: `${at + 1}日` }));

/** Who and when: title, description, dates, audience and recurrence. */
function SettingFields({ locked }: { locked: boolean }) {
  const schools = useSurveySchools();
  const loopType = Form.useWatch('loopType') as number | undefined;
  return (
    <>
      <Form.Item name="title" label="问卷标题" rules={[{ required: true, whitespace: true, message: '请填写问卷标题' }]}>
        <Input placeholder="请输入问卷标题" maxLength={QUESTIONNAIRE_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="description" label="问卷说明">
        <Input.TextArea placeholder="向作答者说明调查的目的（选填）" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="dates" label="起止时间" rules={[{ required: true, message: '请选择起止时间' }]} extra={locked ? '已有人作答，只能修改结束时间' : undefined}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={SURVEY_MINUTE_FORMAT} disabled={[locked, false]} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="schoolId" label="调查园所" rules={[{ required: true, type: 'array', min: 1, message: '请选择园所' }]}>
            <QuerySelect<number[]>
              query={schools}
              what="可选的园所"
              mode="multiple"
              placeholder="请选择园所"
              options={(schools.data?.list ?? []).map((school) => ({ value: school.schoolId, label: school.schoolName }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="grade" label="年级" extra="不选即全部年级">
            <Select mode="multiple" placeholder="全部年级" options={gradeOptions} allowClear />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="userTypes" label="调查对象" rules={[{ required: true, type: 'array', min: 1, message: '请选择调查对象' }]}>
        <Checkbox.Group options={userTypeOptions} />
      </Form.Item>
      <Form.Item name="loopType" label="循环方式" extra={locked ? '已有人作答，不能修改循环设置' : '循环的问卷按轮收集答卷，每人每轮提交一次'}>
        <Radio.Group options={loopOptions} disabled={locked} />
      </Form.Item>
      {loopType === LoopType.WEEKLY ? (
        <Form.Item name="weekDay" label="每周开始于" rules={[{ required: true, type: 'array', min: 1, message: '每周循环请选择星期' }]}>
          <Checkbox.Group options={weekDayOptions} disabled={locked} />
        </Form.Item>
      ) : null}
      {loopType === LoopType.MONTHLY ? (
        <Form.Item name="monthDay" label="每月开始于" rules={[{ required: true, type: 'array', min: 1, message: '每月循环请选择日期' }]}>
          <Select mode="multiple" placeholder="请选择日期" options={monthDayOptions} disabled={locked} />
        </Form.Item>
      ) : null}
      {loopType !== undefined && loopType !== LoopType.NONE ? (
        <Form.Item name="loopDay" label="每轮开放天数" extra="0 表示一直开放到下一轮开始">
          <InputNumber min={0} max={31} precision={0} addonAfter="天" disabled={locked} />
        </Form.Item>
      ) : null}
    </>
  );
}

type Action = 'publish' | 'draft';

interface SurveyFormProps {
  questionnaireId: number | undefined;
  initialValues: SurveyFormValues;
  /** Answers are in: the questions, the start and the recurrence stay as they are. */
  locked: boolean;
  /** Already published: saving keeps it so, there is no draft to keep. */
  published: boolean;
}

/** The builder: the settings and the question list on the left, the phone preview on the right. */
function SurveyForm({ questionnaireId, initialValues, locked, published }: SurveyFormProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<SurveyFormValues>();
  const save = useSaveSurvey();
  const [busy, setBusy] = useState<Action>();
  const [listProblem, setListProblem] = useState<string>();
  const shown = Form.useWatch((values: SurveyFormValues) => values, { form, preserve: true });
  const questions: BuilderQuestion[] = shown?.questionList ?? initialValues.questionList;
  const setQuestions = (change: (list: BuilderQuestion[]) => BuilderQuestion[]) => {
    form.setFieldValue('questionList', change((form.getFieldValue('questionList') as BuilderQuestion[] | undefined) ?? questions));
    setListProblem(undefined);
  };
  const backToList = () => void navigate(QUESTIONNAIRE_PATH);

  const run = async (action: Action) => {
    const checked = await form.validateFields().catch(() => undefined);
    const values = form.getFieldsValue(true) as SurveyFormValues;
    const problem = values.questionList.length === 0 ? '请至少添加一道题' : values.questionList.map(questionProblem).find(Boolean);
    setListProblem(problem);
    if (!checked || problem) return;
    const input = surveyInputOf(values, action === 'publish');
    setBusy(action);
    try {
      await listeningForFieldErrors(fieldErrorShower(form, { userType: 'userTypes', startDate: 'dates', endDate: 'dates' }), () => save.mutateAsync({ ...(questionnaireId ? { questionnaireId } : {}), ...input }));
      void message.success(action === 'publish' && !published ? `已发布「${input.title}」` : `已保存「${input.title}」`);
      backToList();
    } catch {
      // Shown under its field, or in the request layer's toast; the builder stays as it was.
    } finally {
      setBusy(undefined);
    }
  };

  const dates = shown?.dates ?? initialValues.dates;
  return (
    <Form<SurveyFormValues> form={form} name="survey" layout="vertical" initialValues={initialValues} className="survey-builder">
      <Row gutter={24} wrap={false}>
        <Col flex="auto" className="survey-builder__main">
          <Card variant="borderless" title={questionnaireId ? '编辑问卷' : '新建问卷'}>
            <SettingFields locked={locked} />
          </Card>
          <Card
            variant="borderless"
            title={`题目（${questions.length}）`}
            className="survey-builder__questions"
            extra={
              <Dropdown disabled={locked} menu={{ items: typeItems, onClick: ({ key }) => setQuestions((list) => addQuestionAfter(list, list.length - 1, Number(key))) }}>
                <Button icon={<PlusOutlined />}>添加题目</Button>
              </Dropdown>
            }
          >
            {locked ? <Alert type="info" showIcon className="survey-builder__alert" message="问卷已有人作答，题目不能再修改；可修改标题、说明、调查对象和结束时间。" /> : null}
            {questions.length === 0 ? <Empty description="还没有题目：点击“添加题目”选择单选、多选或填空" /> : null}
            {questions.map((_, index) => (
              <QuestionCard key={index} form={form} questions={questions} index={index} locked={locked} setQuestions={setQuestions} />
            ))}
            {listProblem ? <Alert type="error" showIcon message={listProblem} className="survey-builder__alert" /> : null}
          </Card>
          <Card variant="borderless" className="survey-builder__actions">
            <Space>
              <Button type="primary" loading={busy === 'publish'} disabled={busy !== undefined} onClick={() => void run('publish')}>
                {published ? '保存' : '保存并发布'}
              </Button>
              {published ? null : (
                <Button loading={busy === 'draft'} disabled={busy !== undefined} onClick={() => void run('draft')}>
                  存为草稿
                </Button>
              )}
              <Button onClick={backToList}>取消</Button>
            </Space>
          </Card>
        </Col>
        <Col flex="none" className="survey-builder__side">
          <div className="survey-builder__preview">
            <div className="survey-builder__preview-title">手机预览</div>
            <SurveyPreview
              title={shown?.title ?? ''}
              description={shown?.description ?? ''}
              dates={dates ? rangeText(dates[0].format(SURVEY_MINUTE_FORMAT), dates[1].format(SURVEY_MINUTE_FORMAT)) : ''}
              questions={questions}
            />
          </div>
        </Col>
      </Row>
    </Form>
  );
}

/** NewSurvey (blank, or ?copy= of another) and ModifySurvey/:id: build the questionnaire, save it as a draft or publish it. */
export default function SurveyEditPage() {
  const { questionnaireId: param } = useParams();
  const questionnaireId = param === undefined ? undefined : Number(param);
  const copyOf = Number(useSearchParams()[0].get(COPY_PARAM)) || undefined;
  const saved = useQuestionnaire(questionnaireId);
  const copy = useQuestionnaireCopy(questionnaireId ? undefined : copyOf);
  const schoolId = useAccount().data?.schoolId;
  const source = questionnaireId ? saved : copyOf ? copy : undefined;

  // Keyed on the school: the account read may come in after the page opened.
  if (!source) return <SurveyForm key={`new-${schoolId ?? ''}`} questionnaireId={undefined} initialValues={newSurveyValues(schoolId)} locked={false} published={false} />;
  if (!source.data) {
    const notFound = <RecordNotFound title="找不到这份问卷" subTitle="它可能已被删除。" backTo={QUESTIONNAIRE_PATH} backLabel="返回问卷调查" />;
    return <RecordStatus query={source} what="问卷" notFound={notFound} />;
  }
  const locked = questionnaireId !== undefined && saved.data !== undefined && saved.data.answerCount > 0;
  const values = surveyValuesOf(source.data);
  // A copy is a new questionnaire: its title says so.
  if (!questionnaireId) values.title = `${values.title}（副本）`.slice(0, QUESTIONNAIRE_TITLE_MAX);
  const published = questionnaireId !== undefined && saved.data?.isPublish === 1;
  return <SurveyForm key={`${questionnaireId ?? 'copy'}-${copyOf ?? ''}`} questionnaireId={questionnaireId} initialValues={values} locked={locked} published={published} />;
}
