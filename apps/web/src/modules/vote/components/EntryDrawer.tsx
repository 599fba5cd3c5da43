import type { VoteJoinRow, VoterRow } from '@yuanwu/shared';
import { Descriptions, Drawer, Image, Table, Typography, type TableColumnsType } from 'antd';
import { minuteOf } from '../../../components/dates';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { privateFileLink } from '../../../components/upload/file-links';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useEntryDetail } from '../vote.queries';

function EntryVideo({ fileId }: { fileId: number }) {
  const url = useFileUrl(privateFileLink(fileId));
  return url ? <video className="vote-entry__video" src={url} controls preload="metadata" /> : null;
}

const voterColumns: TableColumnsType<VoterRow> = [
  { title: '投票人', dataIndex: 'objectName' },
  { title: '类型', dataIndex: 'objectTypeName', width: 64 },
  { title: '班级', dataIndex: 'className', width: 96 },
  { title: '电话', dataIndex: 'phone', width: 120 },
  { title: '票数', dataIndex: 'voteCount', width: 60 },
  { title: '最后投票', dataIndex: 'lastVoteTime', width: 140, render: (time: string) => minuteOf(time) },
];

function EntryBody({ entry, voters }: { entry: VoteJoinRow; voters: VoterRow[] }) {
  return (
    <>
      <Descriptions column={2} size="small" className="vote-entry__meta">
        <Descriptions.Item label="参赛者">{`${entry.objectName}（${entry.objectTypeName}）`}</Descriptions.Item>
        <Descriptions.Item label="班级">{entry.className || '—'}</Descriptions.Item>
        <Descriptions.Item label="电话">{entry.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label="名次 / 票数">{`第${entry.rank}名 · ${entry.voteCount}票`}</Descriptions.Item>
        <Descriptions.Item label="报名时间">{minuteOf(entry.joinTime)}</Descriptions.Item>
        <Descriptions.Item label="添加人">{entry.adderName}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph className="vote-entry__content">{entry.content}</Typography.Paragraph>
      {entry.pictureList.length ? (
        <Image.PreviewGroup>
          <div className="vote-entry__pictures">
            {entry.pictureList.map((file) => (
              <div key={file.fileId} className="vote-entry__picture">
                <StoredPicture fileId={file.fileId} alt={file.fileName} placeholder={null} />
              </div>
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
      {entry.video ? <EntryVideo fileId={entry.video.fileId} /> : null}
      <Typography.Title level={5} className="vote-entry__section">
        投票人（{voters.length}）
      </Typography.Title>
      <Table<VoterRow> size="small" rowKey={(row) => `${row.objectType}:${row.objectId}`} columns={voterColumns} dataSource={voters} pagination={{ pageSize: 10, hideOnSinglePage: true }} locale={{ emptyText: '还没有人为它投票' }} />
    </>
  );
}

/** An entry as voters see it, with who voted for it and how often (GetVoteDetailByJoin). */
export function EntryDrawer({ activityId, joinerId, onClose }: { activityId: number; joinerId: number | undefined; onClose(): void }) {
  const detail = useEntryDetail(activityId, joinerId);
  const data = detail.data;
  return (
    <Drawer title={data?.joiner.title ?? '作品详情'} open={Boolean(joinerId)} onClose={onClose} size={720} loading={detail.isLoading}>
      {data ? <EntryBody entry={data.joiner} voters={data.voterList} /> : joinerId ? <RecordStatus query={detail} what="作品详情" notFound={<QueryEmpty description="这个作品已不存在" />} /> : null}
    </Drawer>
  );
}
