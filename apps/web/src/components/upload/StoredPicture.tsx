import { Image } from 'antd';
import type { ReactNode } from 'react';
import { privateFileLink } from './file-links';
import { useFileUrl } from './upload.queries';
import './stored-picture.css';

interface StoredPictureProps {
  /** A private file of the school; null when its bytes are not in this server's store. */
  fileId: number | null;
  alt: string;
  /** What stands in the picture's place when it is not stored. */
  placeholder: ReactNode;
}

/**
 * A tile-filling picture through its signed link, enlarging on click (with its neighbours inside an
 * Image.PreviewGroup), or the placeholder when its file is not stored.
 */
export function StoredPicture({ fileId, alt, placeholder }: StoredPictureProps) {
  const src = useFileUrl(fileId ? privateFileLink(fileId) : null);
  if (!fileId) return <div className="stored-picture stored-picture--missing">{placeholder}</div>;
  if (!src) return <div className="stored-picture stored-picture--loading" />;
  return <Image rootClassName="stored-picture" src={src} alt={alt} />;
}
