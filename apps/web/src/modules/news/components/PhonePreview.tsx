import type { ArticlePreview } from '@yuanwu/shared';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { RichTextView } from '../../../components/rich-text/RichTextView';

/** The article as the family app shows it, on a phone's 375 px wide screen. */
function PhoneScreen({ article }: { article: ArticlePreview }) {
  const meta = [article.author, article.publishSchoolName, article.activeDate].filter(Boolean);
  return (
    <div className="news-phone">
      <div className="news-phone__screen" aria-label="手机预览">
        {article.coverImg ? <img className="news-phone__cover" src={article.coverImg} alt="封面图" /> : null}
        <article className="news-phone__body">
          <h1 className="news-phone__title">{article.title}</h1>
          <div className="news-phone__meta">
            {meta.map((part) => (
              <span key={part}>{part}</span>
            ))}
          </div>
          {article.summary ? <p className="news-phone__summary">{article.summary}</p> : null}
          <RichTextView html={article.content} className="news-phone__content" />
          {article.linkUrl ? (
            <a className="news-phone__link" href={article.linkUrl} target="_blank" rel="noreferrer">
              阅读原文
            </a>
          ) : null}
        </article>
      </div>
    </div>
  );
}

interface PhonePreviewModalProps {
  open: boolean;
  onClose(): void;
  /** What to show; until then `status` (loading, a failed read) stands in its place. */
  article: ArticlePreview | undefined;
  status?: ReactNode;
}

/** 预览: the article in a phone's frame, as families will read it. */
export function PhonePreviewModal({ open, onClose, article, status }: PhonePreviewModalProps) {
  return (
    <Modal title="手机预览" open={open} onCancel={onClose} footer={null} width={448} className="news-preview" destroyOnHidden>
      {article ? <PhoneScreen article={article} /> : status}
    </Modal>
  );
}
