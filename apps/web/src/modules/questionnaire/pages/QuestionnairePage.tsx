import { PlusOutlined } from '@ant-design/icons';
import { loopTypeLabel, questionnaireActionLabel, QuestionnaireState, questionnaireStateLabel, surveyUserTypeLabel, type LoopType, type QuestionnaireRow, type SurveyUserType } from '@yuanwu/shared';
import { App, Button, Form, Input, Popconfirm, Select, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { StateTag } from '../components/StateTag';
import { copySurveyPath, modifySurveyPath, NEW_SURVEY_PATH, surveyStatisticsPath } from '../questionnaire.paths';
import { ANY_STATE, questionnaireListSource, useStateChange, type QuestionnaireFilters, type StateCall } from '../questionnaire.queries';
import '../questionnaire.css';

const initialFilters: QuestionnaireFilters = { state: ANY_STATE, keyword: '' };
const stateOptions = [{ value: ANY_STATE, label: '全部' }, ...Object.entries(questionnaireStateLabel).map(([value, label]) => ({ value: Number(value), label }))];

/** What a state change says once done. */
const doneText: Record<StateCall, string> = { publish: '已发布', cancel: '已取消发布', finish: '已结束', delete: '已删除' };

/** 问卷调查: the school's questionnaires in their states, with the actions each state allows (the shared state table). */
export default function QuestionnairePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const change = useStateChange();
  const run = (action: StateCall, row: QuestionnaireRow) =>
    change.mutateAsync({ action, questionnaireId: row.id }).then(() => void message.success(`${doneText[action]}「${row.title}」`));

  const columns: TableColumnsType<QuestionnaireRow> = [
    {
      title: '问卷标题',
      dataIndex: 'title',
      render: (title: string, row) => (
        <div>
          <div className="survey-list__title">{title}</div>
          {row.description ? <div className="survey-list__summary">{row.description}</div> : null}
        </div>
      ),
    },
    {
      title: '调查对象',
      key: 'audience',
      width: 190,
      render: (_, row) => (
        <div className="survey-list__summary">
          <div>{surveyUserTypeLabel[row.userType as SurveyUserType]}</div>
          <div>{[row.schoolNames, row.gradeNames || '全部年级'].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    {
      title: '起止时间',
      key: 'dates',
      width: 190,
      render: (_, row) => (
        <div className="survey-list__summary">
          <div>{row.startDate} 至</div>
          <div>{row.endDate}</div>
          {row.loopType ? <div>{loopTypeLabel[row.loopType as LoopType]}循环</div> : null}
        </div>
      ),
    },
    { title: '状态', dataIndex: 'state', width: 80, render: (state: number) => <StateTag state={state} /> },
    { title: '题数', dataIndex: 'questionCount', width: 60 },
    { title: '作答人数', dataIndex: 'answerCount', width: 96 },
    { title: '创建人', dataIndex: 'authorName', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_, row) => (
        <Space size={0} wrap>
          {row.state !== QuestionnaireState.DRAFT ? (
            <Button type="link" size="small" onClick={() => void navigate(surveyStatisticsPath(row.id))}>
              统计
            </Button>
          ) : null}
          {row.actions.edit ? (
            <Button type="link" size="small" onClick={() => void navigate(modifySurveyPath(row.id))}>
              {questionnaireActionLabel.edit}
            </Button>
          ) : null}
          {row.actions.publish ? (
            <Button type="link" size="small" onClick={() => void run('publish', row).catch(() => undefined)}>
              {questionnaireActionLabel.publish}
            </Button>
          ) : null}
          {row.actions.cancel ? (
            <Button type="link" size="small" onClick={() => void run('cancel', row).catch(() => undefined)}>
              {questionnaireActionLabel.cancel}
            </Button>
          ) : null}
          {row.actions.finish ? (
            <Popconfirm title={`确定结束「${row.title}」吗？`} description="结束后不能再作答，也不能再编辑。" okText="结束" cancelText="取消" onConfirm={() => run('finish', row).catch(() => undefined)}>
              <Button type="link" size="small">
                {questionnaireActionLabel.finish}
              </Button>
            </Popconfirm>
          ) : null}
          {row.actions.copy ? (
            <Button type="link" size="small" onClick={() => void navigate(copySurveyPath(row.id))}>
              {questionnaireActionLabel.copy}
            </Button>
          ) : null}
          {row.actions.delete ? (
            <DeleteButton title={`确定删除「${row.title}」吗？`} description="问卷和已收到的答卷将一并删除，无法恢复。" onConfirm={() => run('delete', row)} />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<QuestionnaireRow, QuestionnaireFilters>
      title="问卷调查"
      source={questionnaireListSource}
      rowKey="id"
      columns={columns}
      initialFilters={initialFilters}
      emptyText="没有符合条件的问卷。可点击“新建问卷”向家长或教职工发起调查"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(NEW_SURVEY_PATH)}>
          新建问卷
        </Button>
      }
      filters={
        <>
          <Form.Item name="state" label="状态">
            <Select className="survey-filter__select" options={stateOptions} />
          </Form.Item>
          <Form.Item name="keyword" label="搜索">
            <Input placeholder="问卷标题" allowClear maxLength={50} />
          </Form.Item>
        </>
      }
    />
  );
}
