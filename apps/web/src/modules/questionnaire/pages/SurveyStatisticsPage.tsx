import { BellOutlined, DownloadOutlined } from '@ant-design/icons';
import { QuestionType, REMIND_PAUSE_MINUTES, type ClassCompletion, type QuestionStat, type Reminded, type Respondent, type StatFilterInput } from '@yuanwu/shared';
import { App, Button, Card, Col, Empty, Popconfirm, Row, Select, Space, Statistic, Tabs, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EChart } from '../../../components/chart/EChart';
import { minuteOf } from '../../../components/dates';

import { QueryError, QueryState, QueryTable, RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { urlParam, useUrlState, useUrlTab, type SetUrlState, type UrlValues } from '../../../components/url-state';
import { StateTag } from '../components/StateTag';
import { QUESTIONNAIRE_PATH } from '../questionnaire.paths';
import {
  useAllClassStatistic,
  useClassStatistic,
  useConclusion,
  useEssayAnswers,
  useExport,
  useQuestionFilter,
  useRemindAnswer,
  useStatisticFilter,
  useTeacherChoice,
  type ExportCall,
} from '../questionnaire.queries';
import { optionText, questionChartHeight, questionChartOption } from '../survey-chart';
import '../questionnaire.css';

const filterParams = { schoolId: urlParam.optionalInteger(), gradeId: urlParam.optionalInteger(), classId: urlParam.optionalInteger(), round: urlParam.text() };
type StatFilterValues = UrlValues<typeof filterParams>;
const TABS = ['questions', 'classes', 'teachers'] as const;

/** An Export* call's button: the file the figures on screen were read with. */
function ExportButton({ kind, input, children }: { kind: ExportCall; input: StatFilterInput & { questionId?: number; classId?: number }; children: string }) {
  const download = useExport();
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate({ kind, input })}>
      {children}
    </Button>
  );
}

/** The round, school, grade and class the figures are narrowed to, from GetSurveyStatisticFilter. */
function StatFilters({ questionnaireId, filters, setFilters }: { questionnaireId: number; filters: StatFilterValues; setFilters: SetUrlState<StatFilterValues> }) {
  const options = useStatisticFilter({ questionnaireId });
  const schools = options.data?.schools ?? [];
  const school = schools.find((row) => row.schoolId === filters.schoolId) ?? (schools.length === 1 ? schools[0] : undefined);
  const grades = school?.grades ?? [];
  const grade = grades.find((row) => row.gradeId === filters.gradeId);
  const classes = grade ? grade.classes : grades.flatMap((row) => row.classes);
  return (
    <div className="survey-stats__filters">
      <QueryError query={options} what="统计筛选项" />
      <Select
        className="survey-stats__select"
        aria-label="轮次"
        value={filters.round}
        onChange={(round) => setFilters({ round })}
        options={[{ value: '', label: '全部轮次' }, ...(options.data?.rounds ?? []).map((round) => ({ value: round.key, label: `${round.key} 起` }))]}
      />
      {schools.length > 1 ? (
        <Select
          className="survey-stats__select"
          aria-label="园所"
          value={filters.schoolId ?? 0}
          onChange={(schoolId) => setFilters({ schoolId: schoolId || undefined, gradeId: undefined, classId: undefined })}
          options={[{ value: 0, label: '全部园所' }, ...schools.map((row) => ({ value: row.schoolId, label: row.schoolName }))]}
        />
      ) : null}
      <Select
        className="survey-stats__select"
        aria-label="年级"
        value={filters.gradeId ?? 0}
        onChange={(gradeId) => setFilters({ gradeId: gradeId || undefined, classId: undefined })}
        options={[{ value: 0, label: '全部年级' }, ...grades.map((row) => ({ value: row.gradeId, label: row.gradeName }))]}
      />
      <Select
        className="survey-stats__select"
        aria-label="班级"
        value={filters.classId ?? 0}
        onChange={(classId) => setFilters({ classId: classId || undefined })}
        options={[{ value: 0, label: '全部班级' }, ...classes.map((row) => ({ value: row.classId, label: row.className }))]}
      />
    </div>
  );
}

/** A fill-in question's answers, a page at a time. */
function EssayAnswers({ input }: { input: StatFilterInput & { questionId: number } }) {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const essays = useEssayAnswers({ ...input, ...page });
  const columns: TableColumnsType<NonNullable<typeof essays.data>['list'][number]> = [
    { title: '作答人', dataIndex: 'respondentName', width: 110 },
    { title: '幼儿（班级）', key: 'child', width: 150, render: (_, row) => (row.childName ? `${row.childName}（${row.className}）` : '—') },
    { title: '回答', dataIndex: 'content' },
    { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: (time: string) => minuteOf(time) },
  ];
  return (
    <QueryTable
      query={essays}
      what="填空题回答"
      emptyText="还没有人回答这道题"
      simpleEmpty
      size="small"
      rowKey="responseId"
      columns={columns}
      dataSource={essays.data?.list ?? []}
      pagination={{ current: page.pageIndex, pageSize: page.pageSize, total: essays.data?.total ?? 0, showTotal: (total) => `共 ${total} 条`, onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }) }}
    />
  );
}

/** One question's figures: a chart and its counts for a choice, the answers for a fill-in. */
function QuestionBlock({ question, input }: { question: QuestionStat; input: StatFilterInput }) {
  const option = useMemo(() => questionChartOption(question), [question]);
  const choice = question.questionType !== QuestionType.FILL;
  const questionInput = { ...input, questionId: question.questionId };
  return (
    <Card
      size="small"
      className="survey-stats__question"
      title={`${question.orderNum}. ${question.questionName}`}
      extra={
        <Space>
          <Tag>{question.questionType === QuestionType.RADIO ? '单选' : choice ? '多选' : '填空'}</Tag>
          <span>{question.answerCount} 人作答</span>
          {choice ? (
            <ExportButton kind="classChoice" input={questionInput}>
              按班级导出
            </ExportButton>
          ) : (
            <ExportButton kind="essay" input={questionInput}>
              导出回答
            </ExportButton>
          )}
        </Space>
      }
    >
      {choice ? (
        <EChart option={option} height={questionChartHeight(question)} ariaLabel={`${question.questionName}：${question.options.map(optionText).join('，')}`} />
      ) : (
        <EssayAnswers input={questionInput} />
      )}
    </Card>
  );
}

/** Who in a class has answered and who has not, with 提醒作答. */
function ClassRespondents({ questionnaireId, row, round }: { questionnaireId: number; row: ClassCompletion; round: string }) {
  const detail = useClassStatistic({ questionnaireId, classId: row.classId, schoolId: row.schoolId, ...(round ? { round } : {}) });
  // A family is named with its children, without the class the list is already of: 王妈妈（王小明）.
  const nameOf = (person: Respondent) => {
    const children = person.classId === null ? '' : person.description.replaceAll(`（${person.className}）`, '');
    return children ? `${person.name}（${children}）` : person.name;
  };
  const names = (list: Respondent[]) => (list.length ? list.map(nameOf).join('、') : '—');
  return (
    <QueryState query={detail} what="班级作答名单" compact>
      {(data) => (
        <div className="survey-stats__respondents">
          <p>
            <strong>未作答（{data.unansweredList.length}）：</strong>
            {names(data.unansweredList)}
          </p>
          <p>
            <strong>已作答（{data.answeredList.length}）：</strong>
            {names(data.answeredList)}
          </p>
        </div>
      )}
    </QueryState>
  );
}

/** What a reminder did, and why some were not texted. */
const remindedText = ({ reminded, withoutPhone, remindedLately, failed }: Reminded) =>
  [
    `已提醒 ${reminded} 人`,
    withoutPhone ? `${withoutPhone} 人没有手机号` : '',
    remindedLately ? `${remindedLately} 人所在班级${REMIND_PAUSE_MINUTES}分钟内已提醒过` : '',
    failed ? `${failed} 人短信发送失败` : '',
  ]
    .filter(Boolean)
    .join('，');

/** 提醒作答: a text to those of the class (or of all classes) who have not answered. */
function RemindButton({ questionnaireId, schoolId, classId, label }: { questionnaireId: number; schoolId?: number | undefined; classId?: number | undefined; label: string }) {
  const { message } = App.useApp();
  const remind = useRemindAnswer();
  return (
    <Popconfirm
      title="短信提醒未作答的调查对象？"
      description="每人收到一条短信，附本人的答卷链接。"
      okText="发送"
      cancelText="取消"
      onConfirm={() =>
        remind
          .mutateAsync({ questionnaireId, ...(schoolId ? { schoolId } : {}), ...(classId ? { classId } : {}) })
          .then((outcome) => void (outcome.failed ? message.warning(remindedText(outcome)) : message.success(remindedText(outcome))))
          .catch(() => undefined)
      }
    >
      <Button size="small" icon={<BellOutlined />} loading={remind.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
}

function ClassTab({ questionnaireId, input, inProgress }: { questionnaireId: number; input: StatFilterInput; inProgress: boolean }) {
  const classes = useAllClassStatistic(input);
  const round = classes.data?.round ?? '';
  const columns: TableColumnsType<ClassCompletion> = [
    { title: '园所', dataIndex: 'schoolName', width: 140 },
    { title: '年级', dataIndex: 'gradeName', width: 90 },
    { title: '班级', dataIndex: 'className', width: 110 },
    { title: '应答', dataIndex: 'total', width: 70 },
    { title: '已答', dataIndex: 'answered', width: 70 },
    { title: '未答', dataIndex: 'unanswered', width: 70 },
    { title: '作答率', dataIndex: 'rate', width: 80, render: (rate: number) => `${rate}%` },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <Space>
          {inProgress && row.unanswered > 0 ? <RemindButton questionnaireId={questionnaireId} schoolId={row.schoolId} classId={row.classId} label="提醒作答" /> : null}
          <ExportButton kind="class" input={{ ...input, classId: row.classId, schoolId: row.schoolId }}>
            导出
          </ExportButton>
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space className="survey-stats__summary">
        {inProgress ? <RemindButton questionnaireId={questionnaireId} schoolId={input.schoolId} classId={input.classId} label="提醒全部未作答" /> : null}
        <ExportButton kind="allClass" input={input}>
          导出各班完成情况
        </ExportButton>
        <ExportButton kind="everyClassCompleted" input={input}>
          导出作答名单
        </ExportButton>
      </Space>
      <QueryTable<ClassCompletion>
        query={classes}
        what="各班完成情况"
        emptyText="调查范围内没有班级"
        rowKey={(row) => `${row.schoolId}-${row.classId}`}
        size="small"
        columns={columns}
        dataSource={classes.data?.list ?? []}
        pagination={false}
        expandable={{ expandedRowRender: (row) => <ClassRespondents questionnaireId={questionnaireId} row={row} round={round} />, expandRowByClick: false }}
      />
    </>
  );
}

function TeacherTab({ questionnaireId, input }: { questionnaireId: number; input: StatFilterInput }) {
  const filter = useQuestionFilter({ questionnaireId });
  const questions = (filter.data?.questions ?? []).filter((question) => question.isRelationTeacher && question.questionType !== QuestionType.FILL);
  const [picked, setPicked] = useState<number>();
  const questionId = picked ?? questions[0]?.questionId;
  const stats = useTeacherChoice(questionId ? { ...input, questionId } : undefined);
  const options = stats.data?.teachers[0]?.options ?? [];
  const columns: TableColumnsType<NonNullable<typeof stats.data>['teachers'][number]> = [
    { title: '教师', dataIndex: 'teacherName', width: 120 },
    { title: '作答人数', dataIndex: 'answerCount', width: 90 },
    ...options.map((option, at) => ({ title: option.optionContent, key: String(option.optionId), render: (_: unknown, row: { options: QuestionStat['options'] }) => `${row.options[at]?.count ?? 0}人（${row.options[at]?.rate ?? 0}%）` })),
  ];
  if (filter.data && questions.length === 0) return <Empty description="没有关联教师的选择题：勾选题目的“关联教师”后，可按教师统计" />;
  return (
    <>
      <QueryError query={filter} what="题目" />
      <Space className="survey-stats__summary">
        <Select className="survey-stats__select--wide" aria-label="题目" value={questionId} onChange={setPicked} options={questions.map((question) => ({ value: question.questionId, label: `${question.orderNum}. ${question.questionName}` }))} />
        {questionId ? (
          <ExportButton kind="teacherChoice" input={{ ...input, questionId }}>
            导出按教师统计
          </ExportButton>
        ) : null}
      </Space>
      <QueryTable query={stats} what="按教师统计" emptyText="还没有关于老师的回答" rowKey="teacherId" size="small" columns={columns} dataSource={stats.data?.teachers ?? []} pagination={false} />
    </>
  );
}

/** SurveyStatistics: completion, per question charts, per class (who has not answered, 提醒作答) and per teacher, with exports. */
export default function SurveyStatisticsPage() {
  const questionnaireId = Number(useParams().questionnaireId);
  const [filters, setFilters] = useUrlState(filterParams);
  const [tab, setTab] = useUrlTab(TABS);
  const input: StatFilterInput = {
    questionnaireId,
    ...(filters.schoolId ? { schoolId: filters.schoolId } : {}),
    ...(filters.gradeId ? { gradeId: filters.gradeId } : {}),
    ...(filters.classId ? { classId: filters.classId } : {}),
    ...(filters.round ? { round: filters.round } : {}),
  };
  const conclusion = useConclusion(input);

  if (!conclusion.data) {
    const notFound = <RecordNotFound title="找不到这份问卷" subTitle="它可能已被删除。" backTo={QUESTIONNAIRE_PATH} backLabel="返回问卷调查" />;
    return <RecordStatus query={conclusion} what="问卷统计" notFound={notFound} />;
  }
  const data = conclusion.data;
  const inProgress = data.actions.remind;
  return (
    <Card
      variant="borderless"
      title={
        <Space>
          <span>{data.title}</span>
          <StateTag state={data.state} />
        </Space>
      }
      extra={
        <Space>
          <ExportButton kind="all" input={input}>
            导出问卷统计
          </ExportButton>
          <ExportButton kind="everyClass" input={input}>
            导出各班选项统计
          </ExportButton>
        </Space>
      }
    >
      <StatFilters questionnaireId={questionnaireId} filters={filters} setFilters={setFilters} />
      <QueryError query={conclusion} what="问卷统计" />
      <Row gutter={16} className="survey-stats__summary">
        <Col>
          <Statistic title="应答人数" value={data.audienceCount} />
        </Col>
        <Col>
          <Statistic title="已答人数" value={data.answeredCount} />
        </Col>
        <Col>
          <Statistic title="作答率" value={data.answerRate} suffix="%" />
        </Col>
      </Row>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'questions', label: '题目统计', children: data.questions.map((question) => <QuestionBlock key={question.questionId} question={question} input={input} />) },
          { key: 'classes', label: '班级完成情况', children: <ClassTab questionnaireId={questionnaireId} input={input} inProgress={inProgress} /> },
          { key: 'teachers', label: '教师统计', children: <TeacherTab questionnaireId={questionnaireId} input={input} /> },
        ]}
      />
    </Card>
  );
}

