import { LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { InteractionAuthorType, interactionAuthorLabel, type RecordAppraiseDetail } from '@yuanwu/shared';
import { Drawer, Empty, Tag, Typography } from 'antd';
import { minuteOf } from '../../../components/dates';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { useAppraiseDetail } from '../class-dynamic.queries';

/** Teachers' answers stand out among the families' words. */
const AUTHOR_COLORS: Record<number, string> = { [InteractionAuthorType.TEACHER]: 'blue' };
const authorTag = (authorType: number) => <Tag color={AUTHOR_COLORS[authorType]}>{interactionAuthorLabel[authorType]}</Tag>;

function Appraise({ detail }: { detail: RecordAppraiseDetail }) {
  return (
    <>
      <Typography.Title level={5}>
        <LikeOutlined /> 点赞（{detail.likeCount}）
      </Typography.Title>
      {detail.likeList.length ? (
        <div className="appraise__likes">
          {detail.likeList.map((like) => (
            <Tag key={`${like.authorType}:${like.authorId}`} title={minuteOf(like.createdAt)}>
              {like.authorName}
            </Tag>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有人点赞" />
      )}
      <Typography.Title level={5} className="appraise__section">
        <MessageOutlined /> 评论（{detail.commentCount}）
      </Typography.Title>
      {detail.commentList.length ? (
        <ol className="appraise__comments">
          {detail.commentList.map((comment) => (
            <li key={comment.commentId} className="appraise__comment">
              <div className="appraise__author">
                {authorTag(comment.authorType)}
                <span className="text-strong">{comment.authorName}</span>
                {comment.replyToName ? <span className="text-muted"> 回复 {comment.replyToName}</span> : null}
                <span className="text-muted appraise__time">{minuteOf(comment.createdAt)}</span>
              </div>
              <div className="appraise__content">{comment.content}</div>
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有评论" />
      )}
    </>
  );
}

/** GetRecordAppraiseDetail: who liked a post and what families and teachers said, as it went. */
export function AppraiseDrawer({ dynamicId, onClose }: { dynamicId: number | undefined; onClose(): void }) {
  const detail = useAppraiseDetail(dynamicId);
  return (
    <Drawer title="点赞和评论" open={Boolean(dynamicId)} onClose={onClose} size={480} loading={detail.isLoading}>
      {detail.data ? <Appraise detail={detail.data} /> : dynamicId ? <RecordStatus query={detail} what="点赞和评论" notFound={<QueryEmpty description="这条动态已不存在" />} /> : null}
    </Drawer>
  );
}
