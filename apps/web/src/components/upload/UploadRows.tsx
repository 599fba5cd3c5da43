import { ExclamationCircleOutlined, FileOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatFileSize } from '@yuanwu/shared';
import { Button, Image, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFileName, useFileUrl } from './upload.queries';
import type { UploadItem } from './use-uploads';

function Thumbnail({ url, name, isImage }: { url: string | undefined; name: string; isImage: boolean }) {
  if (!isImage) return <FileOutlined className="file-upload__icon" />;
  if (!url) return <LoadingOutlined className="file-upload__icon" />;
  return <Image className="file-upload__thumb" src={url} alt={name} width={64} height={64} />;
}

interface RowProps {
  thumbnail: ReactNode;
  name: ReactNode;
  meta?: ReactNode;
  actions: ReactNode;
  status?: 'failed';
}

function Row({ thumbnail, name, meta, actions, status }: RowProps) {
  return (
    <li className={`file-upload__row${status ? ` file-upload__row--${status}` : ''}`}>
      <div className="file-upload__thumb-box">{thumbnail}</div>
      <div className="file-upload__body">
        <div className="file-upload__name">{name}</div>
        {meta}
      </div>
      <div className="file-upload__actions">{actions}</div>
    </li>
  );
}

/** A file on its way: its progress and 取消, or why it stopped (继续上传 after a lost connection). */
export function UploadingRow({ item, isImage, onResume, onCancel }: { item: UploadItem; isImage: boolean; onResume(): void; onCancel(): void }) {
  const percent = item.file.size ? Math.floor((item.sentBytes / item.file.size) * 100) : 0;
  const failed = item.status === 'failed';
  // A refused file is no picture to show, and its progress means nothing.
  const refused = failed && !item.resumable;
  return (
    <Row
      status={failed ? 'failed' : undefined}
      thumbnail={
        refused ? <ExclamationCircleOutlined className="file-upload__icon file-upload__icon--failed" /> : <Thumbnail url={item.previewUrl} name={item.file.name} isImage={isImage} />
      }
      name={item.file.name}
      meta={
        <>
          {refused ? null : (
            <Progress percent={percent} size="small" status={failed ? 'exception' : 'active'} aria-label={`${item.file.name} 上传进度`} />
          )}
          <Typography.Text className="file-upload__meta" type={failed ? 'danger' : 'secondary'} role={failed ? 'alert' : undefined}>
            {failed ? item.error : `正在上传 ${formatFileSize(item.sentBytes)} / ${formatFileSize(item.file.size)}`}
          </Typography.Text>
        </>
      }
      actions={
        <>
          {item.resumable ? (
            <Button type="link" size="small" onClick={onResume}>
              继续上传
            </Button>
          ) : null}
          <Button type="link" size="small" danger={!failed} onClick={onCancel}>
            {failed ? '移除' : '取消'}
          </Button>
        </>
      }
    />
  );
}

interface StoredRowProps {
  link: string;
  isImage: boolean;
  /** The local copy of a picture just uploaded from this browser. */
  previewUrl?: string | undefined;
  /** Its name, when uploaded from this browser. */
  name?: string | undefined;
  onRemove?: (() => void) | undefined;
}

/** A stored file: its picture (click to enlarge) or its name as a link to open it. */
export function StoredRow({ link, isImage, previewUrl, name, onRemove }: StoredRowProps) {
  const url = useFileUrl(previewUrl ? null : link) ?? previewUrl;
  const storedName = useFileName(name ? undefined : link);
  const shownName = name ?? storedName ?? (isImage ? '已上传的图片' : '已上传的文件');
  return (
    <Row
      thumbnail={<Thumbnail url={url} name={shownName} isImage={isImage} />}
      name={url && !isImage ? <Typography.Link href={url} target="_blank" rel="noreferrer">{shownName}</Typography.Link> : shownName}
      meta={<Typography.Text className="file-upload__meta" type="success">上传完成</Typography.Text>}
      actions={
        onRemove ? (
          <Button type="link" size="small" danger onClick={onRemove}>
            删除
          </Button>
        ) : null
      }
    />
  );
}
