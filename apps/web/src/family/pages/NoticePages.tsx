import { Badge, Empty, List } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { familyPaths } from '../family-paths';
import { useNotice, useNotices } from '../family.queries';
import { Loaded, shortTime } from './Loading';

/** 通知: the notices for the child's class, grade and school, the unread ones marked. */
export function NoticeListPage() {
  const navigate = useNavigate();
  const notices = useNotices();
  return (
    <Loaded query={notices}>
      {(page) =>
        page.list.length === 0 ? (
          <Empty description="暂无通知" />
        ) : (
          <List header={page.unreadCount ? `通知 · ${page.unreadCount} 条未读` : '通知'}>
            {page.list.map((notice) => (
              <List.Item
                key={notice.noticeId}
                arrowIcon
                prefix={notice.readAt ? <span className="family__dot family__dot--read" /> : <Badge content={Badge.dot} />}
                description={
                  <>
                    <div className="family__summary">{notice.summary}</div>
                    <div>
                      {notice.publisherName} · {shortTime(notice.publishAt)}
                      {notice.readAt ? '' : ' · 未读'}
                    </div>
                  </>
                }
                onClick={() => navigate(familyPaths.notice(notice.noticeId))}
              >
                {notice.title}
              </List.Item>
            ))}
          </List>
        )
      }
    </Loaded>
  );
}

/** A notice, read: opening it tells the school. */
export function NoticeDetailPage() {
  const noticeId = Number(useParams().noticeId);
  const notice = useNotice(noticeId);
  return (
    <Loaded query={notice}>
      {(detail) => (
        <article className="family-article">
          <h1 className="family-article__title">{detail.title}</h1>
          <div className="family-article__meta">
            {detail.publisherName} · {shortTime(detail.publishAt)} · 已读
          </div>
          <div className="family-article__content" dangerouslySetInnerHTML={{ __html: detail.content }} />
          {detail.video ? <video className="family-article__video" src={detail.video.url} controls preload="metadata" /> : null}
          {detail.attachments.length ? (
            <List header="附件">
              {detail.attachments.map((file) => (
                <List.Item key={file.fileId} onClick={() => window.open(file.url, '_blank')}>
                  {file.fileName}
                </List.Item>
              ))}
            </List>
          ) : null}
        </article>
      )}
    </Loaded>
  );
}
