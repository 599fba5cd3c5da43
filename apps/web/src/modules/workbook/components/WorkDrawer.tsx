import { LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { InteractionAuthorType, interactionAuthorLabel, MAX_WORK_COMMENT, SaveWorkbookCommentInput, type InteractionComment, type WorkDetail } from '@yuanwu/shared';
import { App, Button, Descriptions, Drawer, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { lengthCount } from '../../../components/form-rules';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { useAccount } from '../../session';
import { useDeleteWork, useSaveWork, useSaveWorkComment, useWork } from '../workbook.queries';
import { WorkPicture } from './WorkPicture';

/** A comment box: 发表评论 for a new one, 保存 for one being changed. */
function CommentBox({ workbookFileId, comment, onDone }: { workbookFileId: number; comment?: InteractionComment; onDone?(): void }) {
  const { message } = App.useApp();
  const save = useSaveWorkComment();
  const [content, setContent] = useState(comment?.content ?? '');
  const submit = async () => {
    const text = content.trim();
    if (!text) return void message.warning('请填写评论');
    if (text.length > MAX_WORK_COMMENT) return void message.warning(`评论最多${MAX_WORK_COMMENT}字`);
    await save.mutateAsync({ workbookFileId, content: text, ...(comment ? { commentId: comment.commentId } : {}) });
    setContent('');
    void message.success(comment ? '评论已修改' : '评论已发表');
    onDone?.();
  };
  return (
    <div className="work-comments__box">
      <Input.TextArea
        aria-label={comment ? '修改评论' : '评论'}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="写下对作品的评价，家长可以看到"
        count={lengthCount(SaveWorkbookCommentInput.shape.content)}
      />
      <Space>
        {comment ? <Button onClick={onDone}>取消</Button> : null}
        <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
          {comment ? '保存' : '发表评论'}
        </Button>
      </Space>
    </div>
  );
}

function Comments({ work }: { work: WorkDetail }) {
  const teacherId = useAccount().data?.teacherId;
  const [editing, setEditing] = useState<number>();
  return (
    <>
      <Typography.Title level={5} className="work-drawer__section">
        评论（{work.commentList.length}）
        <span className="text-muted work-drawer__likes">
          <LikeOutlined /> {work.likeCount}
        </span>
      </Typography.Title>
      {work.commentList.length ? (
        <ol className="work-comments">
          {work.commentList.map((comment) => (
            <li key={comment.commentId} className="work-comments__item">
              <div>
                <Tag>{interactionAuthorLabel[comment.authorType]}</Tag>
                <span className="text-strong">{comment.authorName}</span>
                {comment.replyToName ? <span className="text-muted"> 回复 {comment.replyToName}</span> : null}
                <span className="text-muted work-comments__time">{minuteOf(comment.createdAt)}</span>
              </div>
              {editing === comment.commentId ? (
                <CommentBox workbookFileId={work.workbookFileId} comment={comment} onDone={() => setEditing(undefined)} />
              ) : (
                <div className="work-comments__content">
                  {comment.content}
                  {comment.authorType === InteractionAuthorType.TEACHER && comment.authorId === teacherId ? (
                    <Button type="link" size="small" onClick={() => setEditing(comment.commentId)}>
                      编辑
                    </Button>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有评论" />
      )}
      <CommentBox workbookFileId={work.workbookFileId} />
    </>
  );
}

function WorkBody({ work, onDeleted }: { work: WorkDetail; onDeleted(): void }) {
  const { message } = App.useApp();
  const save = useSaveWork();
  const remove = useDeleteWork();
  const mark = (isExcellent: boolean) =>
    save
      .mutateAsync({ workbookFileId: work.workbookFileId, workbookId: work.workbookId, studentId: work.studentId, fileId: work.fileId!, title: work.title, teacherComment: work.teacherComment, isExcellent })
      .then(() => void message.success(isExcellent ? '已设为优秀作品' : '已取消优秀'), () => undefined);
  return (
    <>
      <div className="work-drawer__picture">
        <WorkPicture fileId={work.fileId} fileType={work.fileType} alt={`${work.studentName}的作品`} />
      </div>
      <Space className="work-drawer__actions">
        {work.isExcellent ? (
          <Button icon={<StarFilled />} loading={save.isPending} onClick={() => void mark(false)} disabled={!work.fileId}>
            取消优秀
          </Button>
        ) : (
          <Button type="primary" icon={<StarOutlined />} loading={save.isPending} onClick={() => void mark(true)} disabled={!work.fileId}>
            设为优秀
          </Button>
        )}
        <DeleteButton
          title="确定删除这件作品吗？"
          description="作品的评论和点赞一并删除，无法恢复。"
          onConfirm={() => remove.mutateAsync(work.workbookFileId).then(() => {
            void message.success('作品已删除');
            onDeleted();
          })}
        >
          删除作品
        </DeleteButton>
      </Space>
      <Descriptions column={2} size="small" className="work-drawer__meta">
        <Descriptions.Item label="幼儿">{work.studentName}</Descriptions.Item>
        <Descriptions.Item label="班级">{work.className}</Descriptions.Item>
        <Descriptions.Item label="作品集">{work.workbookName}</Descriptions.Item>
        <Descriptions.Item label="作品名称">{work.title ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="添加人">{work.teacherName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="添加日期">{work.date}</Descriptions.Item>
        <Descriptions.Item label="评语" span={2}>
          {work.teacherComment ?? '—'}
        </Descriptions.Item>
      </Descriptions>
      <Comments work={work} />
    </>
  );
}

/** GetWorkBookInfo: one work, marked excellent or not, deleted, and commented on. */
export function WorkDrawer({ workbookFileId, onClose }: { workbookFileId: number | undefined; onClose(): void }) {
  const work = useWork(workbookFileId);
  return (
    <Drawer title={work.data ? `${work.data.studentName}的作品` : '作品'} open={Boolean(workbookFileId)} onClose={onClose} size={560} loading={work.isLoading}>
      {work.data ? <WorkBody work={work.data} onDeleted={onClose} /> : workbookFileId ? <RecordStatus query={work} what="作品" notFound={<QueryEmpty description="这件作品已不存在" />} /> : null}
    </Drawer>
  );
}
