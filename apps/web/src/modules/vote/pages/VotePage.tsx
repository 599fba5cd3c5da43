import { PlusOutlined } from '@ant-design/icons';
import { voteActionLabel, voteStatusLabel, type VoteActivityRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Popconfirm, Select, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { VoteStatusTag } from '../components/VoteStatusTag';
import { ADD_VOTE_PATH, copyVotePath, editVotePath, voteDetailPath } from '../vote.paths';
import { ANY_STATUS, useStatusChange, voteListSource, type StatusCall, type VoteFilters } from '../vote.queries';
import '../vote.css';

const initialFilters: VoteFilters = { activityStatus: ANY_STATUS, searchKey: '' };
const statusOptions = [{ value: ANY_STATUS, label: '全部' }, ...Object.entries(voteStatusLabel).map(([value, label]) => ({ value: Number(value), label }))];

/** What a status change says once done. */
const doneText: Record<StatusCall, string> = { void: '已作废', restore: '已恢复', delete: '已删除' };

/** 投票活动: the school's vote activities in their statuses, with the actions each status allows (the shared state table). */
export default function VotePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const change = useStatusChange();
  const run = (action: StatusCall, row: VoteActivityRow) =>
    change.mutateAsync({ action, activityId: row.activityId }).then(() => void message.success(`${doneText[action]}「${row.activityName}」`));

  const columns: TableColumnsType<VoteActivityRow> = [
    {
      title: '活动名称',
      dataIndex: 'activityName',
      render: (name: string, row) => (
        <div>
          <Button type="link" size="small" className="vote-list__name" onClick={() => void navigate(voteDetailPath(row.activityId))}>
            {name}
          </Button>
          <div className="vote-list__meta">{row.voteModeFormat}</div>
        </div>
      ),
    },
    { title: '状态', dataIndex: 'activityStatus', width: 80, render: (status: number) => <VoteStatusTag status={status} /> },
    {
      title: '报名 / 投票时间',
      key: 'dates',
      width: 184,
      render: (_, row) => (
        <div className="vote-list__meta">
          <div>报名 {row.enrollStartTime}</div>
          <div className="vote-list__until">至 {row.enrollEndTime}</div>
          <div>投票 {row.voteStartTime}</div>
          <div className="vote-list__until">至 {row.voteEndTime}</div>
        </div>
      ),
    },
    {
      title: '报名对象 / 投票范围',
      key: 'ranges',
      width: 180,
      render: (_, row) => (
        <div className="vote-list__meta">
          <div className="vote-list__range" title={row.enrollObject}>
            报名：{row.enrollObject}
          </div>
          <div className="vote-list__range" title={row.voteRange}>
            投票：{row.voteRange}
          </div>
        </div>
      ),
    },
    {
      title: '显示 / 推送',
      key: 'modes',
      width: 120,
      render: (_, row) => (
        <div className="vote-list__meta">
          <div>{row.showModeName}</div>
          <div>{row.pushModeName}</div>
        </div>
      ),
    },
    { title: '报名数', dataIndex: 'joinCount', width: 76 },
    { title: '票数', dataIndex: 'voteCount', width: 64 },
    {
      title: '操作',
      key: 'actions',
      // Room for the most a status allows (详情 编辑 复制 作废 删除) on one line.
      width: 248,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => void navigate(voteDetailPath(row.activityId))}>
            详情
          </Button>
          {row.actions.edit ? (
            <Button type="link" size="small" onClick={() => void navigate(editVotePath(row.activityId))}>
              {voteActionLabel.edit}
            </Button>
          ) : null}
          {row.actions.copy ? (
            <Button type="link" size="small" onClick={() => void navigate(copyVotePath(row.activityId))}>
              {voteActionLabel.copy}
            </Button>
          ) : null}
          {row.actions.void ? (
            <Popconfirm
              title={`确定作废「${row.activityName}」吗？`}
              description="作废后不能报名和投票，报名与投票记录保留，可随时恢复。"
              okText="作废"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => run('void', row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {voteActionLabel.void}
              </Button>
            </Popconfirm>
          ) : null}
          {row.actions.restore ? (
            <Button type="link" size="small" onClick={() => void run('restore', row).catch(() => undefined)}>
              {voteActionLabel.restore}
            </Button>
          ) : null}
          {row.actions.delete ? (
            <DeleteButton title={`确定删除「${row.activityName}」吗？`} description="活动、报名作品和投票记录将一并删除，无法恢复。" onConfirm={() => run('delete', row)} />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<VoteActivityRow, VoteFilters>
      title="投票活动"
      source={voteListSource}
      rowKey="activityId"
      columns={columns}
      initialFilters={initialFilters}
      emptyText="没有符合条件的投票活动。可点击“新建投票”发起评选"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ADD_VOTE_PATH)}>
          新建投票
        </Button>
      }
      filters={
        <>
          <Form.Item name="activityStatus" label="状态">
            <Select className="vote-filter__select" options={statusOptions} />
          </Form.Item>
          <Form.Item name="searchKey" label="搜索">
            <Input placeholder="活动名称" allowClear maxLength={50} />
          </Form.Item>
        </>
      }
    />
  );
}
