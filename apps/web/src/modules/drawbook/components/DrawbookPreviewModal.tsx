import { FilePdfOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { DrawbookPageType, formatFileSize, type AttachedFile, type DrawbookDetail } from '@yuanwu/shared';
import { Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { previewPagesOf } from '../drawbook-form';
import { useDrawbook } from '../drawbook.queries';

function PagePicture({ fileId, alt }: { fileId: number; alt: string }) {
  const src = useFileUrl(privateFileLink(fileId));
  return <div className="drawbook-preview__page">{src ? <img src={src} alt={alt} /> : <Spin />}</div>;
}

/** A PDF book opens in the browser's own reader, in a tab of its own, through a signed link. */
function PdfLink({ file }: { file: AttachedFile }) {
  const url = useFileUrl(privateFileLink(file.fileId));
  return (
    <Button type="primary" icon={<FilePdfOutlined />} href={url} target="_blank" rel="noreferrer" disabled={!url}>
      打开 PDF（{formatFileSize(file.size)}）
    </Button>
  );
}

function BookPreview({ book }: { book: DrawbookDetail }) {
  const pages = previewPagesOf(book);
  const [index, setIndex] = useState(0);
  const page = pages[Math.min(index, pages.length - 1)]!;
  const pdf = book.pageType === DrawbookPageType.PDF ? book.pages[0] : undefined;
  return (
    <div className="drawbook-preview">
      <div className="drawbook-preview__meta">
        {book.gradeName} · {book.author || '未填作者'} · {book.pageTypeName} {book.pageType === DrawbookPageType.PDF ? '' : `${book.pageCount} 页`}
      </div>
      <PagePicture key={page.fileId} fileId={page.fileId} alt={`${book.drawbookName} ${page.label}`} />
      <div className="drawbook-preview__nav">
        <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          上一页
        </Button>
        <span className="drawbook-preview__label" aria-live="polite">
          {page.label}
        </span>
        <Button disabled={index >= pages.length - 1} onClick={() => setIndex(index + 1)}>
          下一页 <RightOutlined />
        </Button>
      </div>
      {pdf ? (
        <div className="drawbook-preview__pdf">
          <PdfLink file={pdf} />
        </div>
      ) : null}
      {book.introduction ? <Typography.Paragraph className="drawbook-preview__intro">{book.introduction}</Typography.Paragraph> : null}
    </div>
  );
}

/** 预览: the cover and the pages, turned one by one; a PDF book's file opens in the browser's reader. */
export function DrawbookPreviewModal({ drawbookId, onClose }: { drawbookId: number | undefined; onClose(): void }) {
  const book = useDrawbook(drawbookId);
  return (
    <Modal title={book.data?.drawbookName ?? '绘本预览'} open={Boolean(drawbookId)} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {book.data ? <BookPreview book={book.data} /> : drawbookId ? <RecordStatus query={book} what="绘本" notFound={<QueryEmpty description="这本绘本已不存在" />} /> : null}
    </Modal>
  );
}
