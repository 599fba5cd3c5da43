import { familyEndpoints, fileKinds, UPLOAD_APP_HEADER, VoteStatus, type UploadChunkResult } from '@yuanwu/shared';
import { Button, Card, Dialog, Empty, Form, Image, ImageUploader, Input, List, Tabs, Tag, TextArea, Toast, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { uploadInChunks, type UploadTransport } from '../../components/upload/chunked-upload';
import { call, failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { familySession } from '../family-session';
import { useCastVote, useJoinVote, useRanking, useVote, useVotes } from '../family.queries';
import { Loaded } from './Loading';

type Detail = NonNullable<ReturnType<typeof useVote>['data']>;
const ENTRY_KIND = 'ClassMedia';

const statusColor = (status: number) => (status === VoteStatus.VOTING ? 'success' : status === VoteStatus.ENROLLING ? 'primary' : 'default');

/** 投票: the school's activities the family may enter, vote in or read the outcome of. */
export function VoteListPage() {
  const navigate = useNavigate();
  const votes = useVotes();
  return (
    <Loaded query={votes}>
      {({ list }) =>
        list.length === 0 ? (
          <Empty description="暂无投票活动" />
        ) : (
          <List header="投票活动">
            {list.map((vote) => (
              <List.Item
                key={vote.activityId}
                arrowIcon
                description={`投票 ${vote.voteStartTime} 至 ${vote.voteEndTime} · ${vote.joinCount} 个作品`}
                extra={<Tag color={statusColor(vote.activityStatus)}>{vote.activityStatusName}</Tag>}
                onClick={() => navigate(familyPaths.vote(vote.activityId))}
              >
                {vote.activityName}
              </List.Item>
            ))}
          </List>
        )
      }
    </Loaded>
  );
}

/** Chunks of a picture the family picked, through the family page's own upload call. */
const familyTransport = (fileName: string): UploadTransport => ({
  sendChunk: ({ offset, isLast, bytes, uploadId }, signal) =>
    call(
      familyEndpoints.uploadFile,
      { relativeServerName: ENTRY_KIND, offset, isLast: isLast ? 1 : 0, ...(uploadId === undefined ? {} : { uploadId }), files: new File([bytes], fileName) },
      { signal, headers: { [UPLOAD_APP_HEADER.name]: UPLOAD_APP_HEADER.value } },
    ),
  receivedBytes: async (uploadId, signal) => (await call(familyEndpoints.getUploadStatus, { uploadId }, { signal })).startOffset,
});

async function uploadPicture(file: File): Promise<ImageUploadItem> {
  const result: UploadChunkResult = await uploadInChunks({
    file,
    chunkBytes: fileKinds[ENTRY_KIND].chunkBytes,
    transport: familyTransport(file.name),
    signal: new AbortController().signal,
    onProgress: () => undefined,
    onUploadId: () => undefined,
  });
  return { url: URL.createObjectURL(file), extra: result.fileId };
}

/** 报名: the child's entry, a title, a few words and pictures, while the activity takes entries. */
function JoinForm({ detail, onDone }: { detail: Detail; onDone(): void }) {
  const join = useJoinVote(detail.activityId);
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const submit = (values: { title: string; content: string }) =>
    join.mutate(
      { title: values.title, content: values.content, pictureFileIds: pictures.map((item) => item.extra as number) },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '报名成功' });
          onDone();
        },
        onError: (error) => Toast.show({ content: failureText(error) }),
      },
    );
  return (
    <Form
      layout="vertical"
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" loading={join.isPending} disabled={pictures.length === 0}>
          提交报名
        </Button>
      }
    >
      <Form.Item name="title" label="作品标题" rules={[{ required: true, message: '请填写作品标题' }]}>
        <Input placeholder="例如：我的家" maxLength={30} />
      </Form.Item>
      <Form.Item name="content" label="作品介绍" rules={[{ required: true, message: '请填写作品介绍' }]}>
        <TextArea placeholder="说说作品的故事" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item label="作品图片">
        <ImageUploader value={pictures} onChange={setPictures} upload={uploadPicture} maxCount={9} accept="image/*" onUploadQueueChange={() => undefined} />
      </Form.Item>
    </Form>
  );
}

function Entries({ detail }: { detail: Detail }) {
  const cast = useCastVote(detail.activityId);
  const voting = detail.activityStatus === VoteStatus.VOTING;
  const left = Math.min(detail.everyoneVotes - detail.votesCast, detail.everydayVoteCount === null ? Infinity : detail.everydayVoteCount - detail.votesToday);
  const vote = (joinerId: number, title: string) =>
    void Dialog.confirm({
      content: `为「${title}」投1票？`,
      onConfirm: () =>
        cast.mutate([joinerId], {
          onSuccess: (result) => void Toast.show({ icon: 'success', content: `投票成功，还可投${result.remainingToday ?? result.remainingTotal}票` }),
          onError: (error) => void Toast.show({ content: failureText(error) }),
        }),
    });
  if (detail.entries.length === 0) return <Empty description="还没有作品" />;
  return (
    <div className="family__cards">
      {voting ? (
        <div className="family-vote__left" role="status">
          {left > 0 ? `您还可以投 ${left} 票` : '您的票已用完'}（{detail.voteModeFormat}）
        </div>
      ) : null}
      {detail.entries.map((entry) => (
        <Card key={entry.joinerId} className="family-entry" title={entry.title} extra={entry.voteCount === null ? null : <span className="family-entry__count">{entry.voteCount} 票</span>}>
          <div className="family__muted">
            {entry.objectName} · {entry.className}
            {entry.isMine ? ' · 我的作品' : ''}
          </div>
          {entry.pictures.length ? (
            <div className="family-entry__pictures">
              {entry.pictures.map((picture) => (
                <Image key={picture.fileId} src={picture.url} alt={picture.fileName} width={96} height={96} fit="cover" lazy />
              ))}
            </div>
          ) : null}
          {entry.video ? <video className="family-article__video" src={entry.video.url} controls preload="metadata" /> : null}
          <p className="family-entry__text">{entry.content}</p>
          {voting ? (
            <Button size="small" color="primary" disabled={left <= 0} loading={cast.isPending && cast.variables?.[0] === entry.joinerId} onClick={() => vote(entry.joinerId, entry.title)}>
              投票
            </Button>
          ) : null}
        </Card>
      ))}
    </div>
  );
}

function Ranking({ activityId }: { activityId: number }) {
  const ranking = useRanking(activityId);
  return (
    <Loaded query={ranking}>
      {(data) =>
        data.countsShown ? (
          <List header={`共 ${data.totalVotes ?? 0} 票`}>
            {data.list.map((row) => (
              <List.Item key={row.joinerId} prefix={<span className="family-rank">{row.rank}</span>} description={`${row.objectName} · ${row.className}`} extra={`${row.voteCount ?? 0} 票`}>
                {row.title}
              </List.Item>
            ))}
          </List>
        ) : (
          <Empty description="投票结束后公布排名" />
        )
      }
    </Loaded>
  );
}

/** An activity: its entries to vote for, the ranking, and the entry form while it takes entries. */
export function VotePage() {
  const activityId = Number(useParams().activityId);
  const vote = useVote(activityId);
  const [tab, setTab] = useState('entries');
  return (
    <Loaded query={vote}>
      {(detail) => {
        // A family enrols its child here; a teacher's entries are the school's to add in the console.
        const enrolling = !familySession.teacher() && detail.activityStatus === VoteStatus.ENROLLING && !detail.entries.some((entry) => entry.isMine);
        return (
          <div className="family-vote">
            <h1 className="family-article__title">{detail.activityName}</h1>
            <div className="family-article__meta">
              <Tag color={statusColor(detail.activityStatus)}>{detail.activityStatusName}</Tag> 报名 {detail.enrollStartTime} 至 {detail.enrollEndTime} · 投票 {detail.voteStartTime} 至 {detail.voteEndTime}
            </div>
            {detail.activityIntro ? <p>{detail.activityIntro}</p> : null}
            <Tabs activeKey={tab} onChange={setTab}>
              <Tabs.Tab title="作品" key="entries">
                <Entries detail={detail} />
              </Tabs.Tab>
              <Tabs.Tab title="排行" key="ranking">
                <Ranking activityId={activityId} />
              </Tabs.Tab>
              {enrolling ? (
                <Tabs.Tab title="报名" key="join">
                  <JoinForm detail={detail} onDone={() => setTab('entries')} />
                </Tabs.Tab>
              ) : null}
            </Tabs>
          </div>
        );
      }}
    </Loaded>
  );
}
