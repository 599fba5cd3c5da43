import { PaperClipOutlined } from '@ant-design/icons';
import { formatFileSize, IMAGE_TYPES, type AttachedFile } from '@yuanwu/shared';
import { Typography } from 'antd';
import { privateFileLink } from './file-links';
import { StoredPicture } from './StoredPicture';
import { useFileUrl } from './upload.queries';
import './attached-file.css';

/** A picture: its thumbnail enlarges on click. */
function AttachedPicture({ file }: { file: AttachedFile }) {
  return (
    <>
      <span className="attached-file__thumb">
        <StoredPicture fileId={file.fileId} alt={file.fileName} placeholder={null} />
      </span>
      <span>{file.fileName}</span>
    </>
  );
}

/** A document: its name opens it through a signed link. */
function AttachedDocument({ file }: { file: AttachedFile }) {
  const url = useFileUrl(privateFileLink(file.fileId));
  return (
    <>
      <PaperClipOutlined />
      {url ? (
        <Typography.Link href={url} target="_blank" rel="noreferrer">
          {file.fileName}
        </Typography.Link>
      ) : (
        <span>{file.fileName}</span>
      )}
    </>
  );
}

/** A file attached to a record (a teaching note, homework, a research record), with its size. */
export function AttachedFileItem({ file }: { file: AttachedFile }) {
  return (
    <li className="attached-file">
      {IMAGE_TYPES.includes(file.fileType) ? <AttachedPicture file={file} /> : <AttachedDocument file={file} />}
      <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
    </li>
  );
}

/** A record's attached files, in their order. */
export function AttachedFileList({ files }: { files: readonly AttachedFile[] }) {
  return (
    <ul className="attached-files">
      {files.map((file) => (
        <AttachedFileItem key={file.fileId} file={file} />
      ))}
    </ul>
  );
}
