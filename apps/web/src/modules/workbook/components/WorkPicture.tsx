import { FilePdfOutlined, PictureOutlined } from '@ant-design/icons';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';

/** A work's photo, enlarging on click, or its scan opening in the browser's PDF viewer. */
export function WorkPicture({ fileId, fileType, alt }: { fileId: number | null; fileType: string | null; alt: string }) {
  if (fileType === 'pdf' && fileId) return <PdfLink fileId={fileId} />;
  return <StoredPicture fileId={fileId} alt={alt} placeholder={<><PictureOutlined />暂无图片</>} />;
}

function PdfLink({ fileId }: { fileId: number }) {
  const href = useFileUrl(privateFileLink(fileId));
  return (
    <a className="stored-picture child-works__pdf" href={href} target="_blank" rel="noreferrer">
      <FilePdfOutlined />
      查看 PDF
    </a>
  );
}
