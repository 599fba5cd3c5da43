import { PlusOutlined, TrophyOutlined } from '@ant-design/icons';
import { voteActionLabel, type VoteActivityForUpdate, type VoteJoinRow, type VoterRow } from '@yuanwu/shared';
import { App, Button, Card, Descriptions, Empty, Input, Select, Space, Statistic, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EChart } from '../../../components/chart/EChart';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { QueryState, RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { useUrlFilters, useUrlTab } from '../../../components/url-state';
import { ANY_CLASS, ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { EntryDrawer } from '../components/EntryDrawer';
import { EntryFormModal } from '../components/EntryFormModal';
import { VoteStatusTag } from '../components/VoteStatusTag';
import { editVotePath, VOTE_PATH } from '../vote.paths';
import { ANY, entrySource, useDeleteEntry, useGrades, useRanking, useVoteActivity, voterSource, type PersonFilters } from '../vote.queries';
import { entryLabel, rankingChartHeight, rankingChartOption } from '../vote-ranking';
import '../vote.css';

const TABS = ['entries', 'voters', 'ranking'] as const;
const initialPersonFilters: PersonFilters = { gradeId: ANY, classId: ANY_CLASS, searchKey: '' };
const RANKING_SIZES = [10, 20, 50];

/** The grade, class and name the join and voter lists are narrowed to. */
function PersonFilterBar({ filters, onChange, placeholder }: { filters: PersonFilters; onChange(filters: Partial<PersonFilters>): void; placeholder: string }) {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  const grades = useGrades(yearId);
  return (
    <Space wrap className="vote-detail__filters">
      <Select
        aria-label="年级"
        className="vote-filter__select"
        value={filters.gradeId}
        onChange={(gradeId) => onChange({ gradeId, classId: ANY_CLASS })}
        options={[{ value: ANY, label: '全部年级' }, ...(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))]}
      />
      <ClassSelect aria-label="班级" className="vote-filter__select" yearId={yearId} withAll value={filters.classId} onChange={(classId) => onChange({ classId })} />
      <Input.Search key={filters.searchKey} aria-label="搜索" allowClear placeholder={placeholder} defaultValue={filters.searchKey} onSearch={(searchKey) => onChange({ searchKey })} className="vote-detail__search" />
    </Space>
  );
}

/** 报名名单: the entries with their people, votes and ranks; the school adds, changes and removes them as the status allows. */
function EntriesTab({ activity }: { activity: VoteActivityForUpdate }) {
  const { message } = App.useApp();
  const [filters, setFilters] = useUrlFilters(initialPersonFilters, undefined, { prefix: 'entries' });
  const source = entrySource(activity.activityId);
  const list = usePagedList({ ...source, filters, url: { prefix: 'entries' } });
  const [editing, setEditing] = useState<{ entry?: VoteJoinRow }>();
  const [viewing, setViewing] = useState<number>();
  const remove = useDeleteEntry();

  const columns: TableColumnsType<VoteJoinRow> = [
    { title: '名次', dataIndex: 'rank', width: 64 },
    {
      title: '作品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" size="small" className="vote-list__name" onClick={() => setViewing(row.joinerId)}>
          {title}
        </Button>
      ),
    },
    { title: '参赛者', dataIndex: 'objectName', width: 110 },
    { title: '类型', dataIndex: 'objectTypeName', width: 64 },
    { title: '班级', dataIndex: 'className', width: 100, render: (name: string) => name || '—' },
    { title: '电话', dataIndex: 'phone', width: 120, render: (phone: string) => phone || '—' },
    { title: '票数', dataIndex: 'voteCount', width: 64 },
    { title: '报名时间', dataIndex: 'joinTime', width: 140, render: (time: string) => minuteOf(time) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row.joinerId)}>
            查看
          </Button>
          {activity.actions.addEntry ? (
            <Button type="link" size="small" onClick={() => setEditing({ entry: row })}>
              编辑
            </Button>
          ) : null}
          {activity.actions.removeEntry ? (
            <DeleteButton
              title={`确定删除「${row.title}」吗？`}
              description="作品得到的票将退还给投票人，删除后无法恢复。"
              onConfirm={() => remove.mutateAsync(row.joinerId).then(() => message.success(`已删除「${row.title}」`))}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="vote-detail__bar">
        <PersonFilterBar filters={filters} onChange={(changes) => setFilters(changes)} placeholder="姓名、电话或作品标题" />
        {activity.actions.addEntry ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {voteActionLabel.addEntry}
          </Button>
        ) : null}
      </div>
      <PagedTable<VoteJoinRow> list={list} rowKey="joinerId" columns={columns} size="middle" emptyText="还没有作品报名" />
      <EntryFormModal open={Boolean(editing)} onClose={() => setEditing(undefined)} activityId={activity.activityId} enrollObjectType={activity.enrollObjectType} entry={editing?.entry} />
      <EntryDrawer activityId={activity.activityId} joinerId={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}

const voterColumns: TableColumnsType<VoterRow> = [
  { title: '投票人', dataIndex: 'objectName' },
  { title: '类型', dataIndex: 'objectTypeName', width: 80 },
  { title: '班级', dataIndex: 'className', width: 120, render: (name: string) => name || '—' },
  { title: '电话', dataIndex: 'phone', width: 140, render: (phone: string) => phone || '—' },
  { title: '已投票数', dataIndex: 'voteCount', width: 96 },
  { title: '最后投票时间', dataIndex: 'lastVoteTime', width: 160, render: (time: string) => minuteOf(time) },
];

/** 投票名单: who has voted, and how many of their votes they have used. */
function VotersTab({ activityId }: { activityId: number }) {
  const [filters, setFilters] = useUrlFilters(initialPersonFilters, undefined, { prefix: 'voters' });
  const list = usePagedList({ ...voterSource(activityId), filters, url: { prefix: 'voters' } });
  return (
    <>
      <div className="vote-detail__bar">
        <PersonFilterBar filters={filters} onChange={(changes) => setFilters(changes)} placeholder="姓名或电话" />
      </div>
      <PagedTable<VoterRow> list={list} rowKey={(row) => `${row.objectType}:${row.objectId}`} columns={voterColumns} size="middle" emptyText="还没有人投票" />
    </>
  );
}

/** 排行榜: the entries with the most votes, as bars and as a table; equal counts share a place. */
function RankingTab({ activityId }: { activityId: number }) {
  const [top, setTop] = useState(RANKING_SIZES[0]!);
  const ranking = useRanking(activityId, top);
  return (
    <QueryState query={ranking} what="排行榜" isEmpty={(data) => data.list.length === 0} empty={<Empty description="还没有作品报名" />}>
      {(data) => (
        <>
          <div className="vote-detail__bar">
            <Space>
              <Statistic title="总票数" value={data.totalVotes ?? 0} />
            </Space>
            <Select aria-label="显示名次" value={top} onChange={setTop} options={RANKING_SIZES.map((size) => ({ value: size, label: `前${size}名` }))} className="vote-filter__select" />
          </div>
          <EChart option={rankingChartOption(data.list)} height={rankingChartHeight(data.list)} ariaLabel={`投票排行：${data.list.map((row) => `第${row.rank}名 ${entryLabel(row)} ${row.voteCount ?? 0}票`).join('；')}`} />
          <Table
            size="small"
            rowKey="joinerId"
            pagination={false}
            dataSource={data.list}
            className="vote-ranking__table"
            columns={[
              { title: '名次', dataIndex: 'rank', width: 80, render: (rank: number) => (rank <= 3 ? <Tag icon={<TrophyOutlined />} color={['gold', 'default', 'orange'][rank - 1]}>第{rank}名</Tag> : `第${rank}名`) },
              { title: '作品', dataIndex: 'title' },
              { title: '参赛者', dataIndex: 'objectName', width: 120 },
              { title: '类型', dataIndex: 'objectTypeName', width: 70 },
              { title: '班级', dataIndex: 'className', width: 110, render: (name: string) => name || '—' },
              { title: '票数', dataIndex: 'voteCount', width: 80 },
            ]}
          />
        </>
      )}
    </QueryState>
  );
}

function ActivityHeader({ activity }: { activity: VoteActivityForUpdate }) {
  const navigate = useNavigate();
  return (
    <Card
      variant="borderless"
      title={
        <Space>
          {activity.activityName}
          <VoteStatusTag status={activity.activityStatus} />
        </Space>
      }
      extra={
        activity.actions.edit ? (
          <Button onClick={() => void navigate(editVotePath(activity.activityId))}>{voteActionLabel.edit}</Button>
        ) : null
      }
      className="vote-detail__header"
    >
      <Descriptions column={3} size="small">
        <Descriptions.Item label="报名时间">{`${activity.enrollStartTime} 至 ${activity.enrollEndTime}`}</Descriptions.Item>
        <Descriptions.Item label="投票时间">{`${activity.voteStartTime} 至 ${activity.voteEndTime}`}</Descriptions.Item>
        <Descriptions.Item label="投票方式">{activity.voteModeFormat}</Descriptions.Item>
        <Descriptions.Item label="报名对象">{activity.enrollObject}</Descriptions.Item>
        <Descriptions.Item label="投票范围">{activity.voteRange}</Descriptions.Item>
        <Descriptions.Item label="票数显示">{activity.showModeName}</Descriptions.Item>
        <Descriptions.Item label="报名作品">{activity.joinCount}</Descriptions.Item>
        <Descriptions.Item label="总票数">{activity.voteCount}</Descriptions.Item>
        <Descriptions.Item label="推送">{activity.pushModeName}</Descriptions.Item>
      </Descriptions>
      {activity.activityIntro ? <div className="vote-detail__intro">{activity.activityIntro}</div> : null}
    </Card>
  );
}

/** VoteDetail: an activity's settings, its entries (报名名单), its voters (投票名单) and its ranking. */
export default function VoteDetailPage() {
  const activityId = Number(useParams().activityId);
  const activity = useVoteActivity(activityId);
  const [tab, setTab] = useUrlTab(TABS);
  if (!activity.data) {
    const notFound = <RecordNotFound title="找不到这个投票活动" subTitle="它可能已被删除。" backTo={VOTE_PATH} backLabel="返回投票活动" />;
    return <RecordStatus query={activity} what="投票活动" notFound={notFound} />;
  }
  return (
    <div className="vote-detail">
      <ActivityHeader activity={activity.data} />
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'entries', label: `报名名单（${activity.data.joinCount}）`, children: <EntriesTab activity={activity.data} /> },
            { key: 'voters', label: '投票名单', children: <VotersTab activityId={activityId} /> },
            { key: 'ranking', label: '排行榜', children: <RankingTab activityId={activityId} /> },
          ]}
        />
      </Card>
    </div>
  );
}
