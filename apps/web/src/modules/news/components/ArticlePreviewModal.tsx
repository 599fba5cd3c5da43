import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { useArticle } from '../news.queries';
import { PhonePreviewModal } from './PhonePreview';

/** A saved article's preview, from the list. */
export function ArticlePreviewModal({ newsId, onClose }: { newsId: number | undefined; onClose(): void }) {
  const article = useArticle(newsId);
  return (
    <PhonePreviewModal
      open={Boolean(newsId)}
      onClose={onClose}
      article={article.data}
      status={<RecordStatus query={article} what="新闻" notFound={<QueryEmpty description="这篇新闻已不存在" />} />}
    />
  );
}
