import { CloseOutlined, LikeOutlined, MessageOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { DynamicCheckStatus, MediaType, type ClassDynamicRow, type DynamicMedia } from '@yuanwu/shared';
import { Alert, App, Button, Image, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { useCheckDynamic, useDeleteDynamic, useDeleteMedia } from '../class-dynamic.queries';
import { VideoTile } from './ClassVideo';

const STATUS_COLORS: Record<number, string> = { [DynamicCheckStatus.PENDING]: 'orange', [DynamicCheckStatus.APPROVED]: 'green', [DynamicCheckStatus.REJECTED]: 'red' };

export interface DynamicCardActions {
  onReject(dynamic: ClassDynamicRow): void;
  onAppraise(dynamic: ClassDynamicRow): void;
  onPlay(dynamic: ClassDynamicRow, fileId: number): void;
}

/** A photo or video of the post, with the way to take it out. */
function MediaThumb({ dynamic, media, index, onPlay }: { dynamic: ClassDynamicRow; media: DynamicMedia; index: number; onPlay(fileId: number): void }) {
  const { message } = App.useApp();
  const remove = useDeleteMedia();
  const what = media.mediaType === MediaType.VIDEO ? '视频' : '照片';
  const name = `${dynamic.className}动态的第${index + 1}个${what}`;
  // A post without text keeps its last picture: the whole post goes instead.
  const lastOne = !dynamic.content && dynamic.mediaList.length === 1;
  return (
    <div className="dynamic-card__media">
      {media.mediaType === MediaType.VIDEO ? (
        media.fileId ? (
          <VideoTile fileId={media.fileId} label={`播放${name}`} onPlay={() => onPlay(media.fileId!)} />
        ) : (
          <div className="stored-picture stored-picture--missing">
            <VideoCameraOutlined />
            暂无视频
          </div>
        )
      ) : (
        <StoredPicture fileId={media.fileId} alt={name} placeholder={<><PictureOutlined />暂无图片</>} />
      )}
      {lastOne ? null : (
        <Popconfirm
          title={`删除这个${what}？`}
          description="家长将看不到它；不再被使用的文件一并删除。"
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(media.mediaId).then(() => void message.success(`${what}已删除`), () => undefined)}
        >
          <Button className="dynamic-card__remove" size="small" shape="circle" icon={<CloseOutlined />} aria-label={`删除${name}`} />
        </Popconfirm>
      )}
    </div>
  );
}

/** One post of the grid: class, type, status, author, text, photos and videos, likes and comments, and the checks. */
export function DynamicCard({ dynamic, actions }: { dynamic: ClassDynamicRow; actions: DynamicCardActions }) {
  const { message } = App.useApp();
  const check = useCheckDynamic();
  const remove = useDeleteDynamic();
  const pass = () => check.mutateAsync({ dynamicId: dynamic.dynamicId, checkStatus: DynamicCheckStatus.APPROVED }).then(() => void message.success('已通过，家长可以看到这条动态'), () => undefined);
  return (
    <article className="dynamic-card" aria-label={`${dynamic.className} ${dynamic.teacherName} ${minuteOf(dynamic.createdAt)}`}>
      <header className="dynamic-card__head">
        <span className="text-strong">{dynamic.className}</span>
        <Tag>{dynamic.typeName}</Tag>
        <Tag color={STATUS_COLORS[dynamic.checkStatus]} className="dynamic-card__status">
          {dynamic.checkStatusName}
        </Tag>
      </header>
      <div className="text-muted dynamic-card__meta">
        {dynamic.teacherName} · {minuteOf(dynamic.createdAt)}
      </div>
      {dynamic.content ? (
        <Typography.Paragraph className="dynamic-card__content" ellipsis={{ rows: 3, expandable: 'collapsible' }}>
          {dynamic.content}
        </Typography.Paragraph>
      ) : null}
      {dynamic.mediaList.length ? (
        <Image.PreviewGroup>
          <div className="dynamic-card__gallery">
            {dynamic.mediaList.map((media, index) => (
              <MediaThumb key={media.mediaId} dynamic={dynamic} media={media} index={index} onPlay={(fileId) => actions.onPlay(dynamic, fileId)} />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
      {dynamic.checkStatus === DynamicCheckStatus.REJECTED && dynamic.checkRemark ? <Alert className="dynamic-card__remark" type="warning" showIcon title={`不通过：${dynamic.checkRemark}`} /> : null}
      {dynamic.checkStatus !== DynamicCheckStatus.PENDING ? (
        <div className="text-muted dynamic-card__checked">{dynamic.checkerName ? `${dynamic.checkerName} 审核于 ${minuteOf(dynamic.checkedAt!)}` : '发布时无需审核'}</div>
      ) : null}
      <footer className="dynamic-card__foot">
        <Button type="text" size="small" icon={<LikeOutlined />} onClick={() => actions.onAppraise(dynamic)} aria-label={`${dynamic.likeCount}个赞，${dynamic.commentCount}条评论`}>
          {dynamic.likeCount}
          <MessageOutlined className="dynamic-card__comment-icon" />
          {dynamic.commentCount}
        </Button>
        <Space size={0}>
          {dynamic.checkStatus !== DynamicCheckStatus.APPROVED ? (
            <Button type="link" size="small" onClick={() => void pass()} loading={check.isPending}>
              通过
            </Button>
          ) : null}
          {dynamic.checkStatus !== DynamicCheckStatus.REJECTED ? (
            <Button type="link" size="small" danger onClick={() => actions.onReject(dynamic)}>
              不通过
            </Button>
          ) : null}
          <DeleteButton
            title="确定删除这条动态吗？"
            description="动态的照片、视频、点赞和评论一并删除（已放入班级相册的照片保留），无法恢复。"
            onConfirm={() => remove.mutateAsync(dynamic.dynamicId).then(() => message.success('动态已删除'))}
          />
        </Space>
      </footer>
    </article>
  );
}
