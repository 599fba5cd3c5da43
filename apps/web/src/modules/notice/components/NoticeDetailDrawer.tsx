import { NoticeStatus, type NoticeDetail } from '@yuanwu/shared';
import { Collapse, Descriptions, Drawer, Progress, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { minuteOf } from '../../../components/dates';
import { QueryEmpty, QueryState, RecordStatus } from '../../../components/query-state';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import { AttachedFileList } from '../../../components/upload/AttachedFileItem';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useNotice, useNoticeHistory, useReadNotice } from '../notice.queries';
import { NoticeReaders } from './NoticeReaders';
import { NoticeStatusTag } from './NoticeStatusTag';

function NoticeVideo({ fileId }: { fileId: number }) {
  const url = useFileUrl(privateFileLink(fileId));
  return url ? <video className="notice-detail__video" src={url} controls preload="metadata" /> : null;
}

/** The edits made once it was published, newest first, each with what it replaced. */
function EditHistory({ noticeId }: { noticeId: number }) {
  const history = useNoticeHistory(noticeId, true);
  return (
    <QueryState query={history} what="修改记录" compact isEmpty={(data) => data.list.length === 0} empty="没有修改记录">
      {(data) => (
        <Collapse
          size="small"
          items={data.list.map((edit) => ({
            key: edit.editId,
            label: `${minuteOf(edit.editedAt)} ${edit.editorName} 修改（修改前标题：${edit.previousTitle}）`,
            children: <RichTextView html={edit.previousContent} />,
          }))}
        />
      )}
    </QueryState>
  );
}

function NoticeBody({ notice }: { notice: NoticeDetail }) {
  const audienceSize = notice.readCount + notice.unreadCount;
  return (
    <>
      <Descriptions column={2} size="small" className="notice-detail__meta">
        <Descriptions.Item label="发布人">{notice.publisherName}</Descriptions.Item>
        <Descriptions.Item label="发布时间">
          <Space size={4}>
            {minuteOf(notice.publishAt)}
            <NoticeStatusTag status={notice.status} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="发布范围" span={2}>
          {notice.audienceText}
        </Descriptions.Item>
      </Descriptions>
      <RichTextView html={notice.content} className="notice-detail__content" />
      {notice.videoFileId ? <NoticeVideo fileId={notice.videoFileId} /> : null}
      {notice.attachments.length ? (
        <div className="notice-detail__section">
          <Typography.Title level={5}>附件</Typography.Title>
          <AttachedFileList files={notice.attachments} />
        </div>
      ) : null}
      {notice.status === NoticeStatus.PUBLISHED ? (
        <div className="notice-detail__section">
          <Typography.Title level={5}>阅读情况</Typography.Title>
          <Space size="large" className="notice-detail__counts">
            <span aria-label="已读人数">已读 {notice.readCount}</span>
            <span aria-label="未读人数">未读 {notice.unreadCount}</span>
            <Progress percent={audienceSize ? Math.round((notice.readCount / audienceSize) * 100) : 0} size="small" className="notice-detail__progress" />
          </Space>
          <NoticeReaders noticeId={notice.noticeId} readCount={notice.readCount} unreadCount={notice.unreadCount} />
        </div>
      ) : null}
      {notice.editCount > 0 ? (
        <div className="notice-detail__section">
          <Typography.Title level={5}>修改记录</Typography.Title>
          <EditHistory noticeId={notice.noticeId} />
        </div>
      ) : null}
    </>
  );
}

interface NoticeDetailDrawerProps {
  noticeId: number | undefined;
  onClose(): void;
}

/** A notice as its readers see it, with who has read it; opening a published one records the reading teacher. */
export function NoticeDetailDrawer({ noticeId, onClose }: NoticeDetailDrawerProps) {
  const detail = useNotice(noticeId);
  const read = useReadNotice();
  const notice = detail.data;
  const unreadByMe = notice && notice.status === NoticeStatus.PUBLISHED && !notice.readByMe;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unreadByMe) markRead(notice.noticeId);
  }, [unreadByMe, notice?.noticeId, markRead]);

  return (
    <Drawer title={notice?.title ?? '通知详情'} open={Boolean(noticeId)} onClose={onClose} size={760} loading={detail.isLoading}>
      {notice ? <NoticeBody notice={notice} /> : noticeId ? <RecordStatus query={detail} what="通知详情" notFound={<QueryEmpty description="这条通知已不存在" />} /> : null}
    </Drawer>
  );
}
