import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { fileKinds, videoConversionLabel, type FileKindName, type FileTypeName } from '@yuanwu/shared';
import { App, Button, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { acceptOf, isImageKind, limitHintOf } from './file-links';
import { StoredRow, UploadingRow } from './UploadRows';
import { useUploads, type FinishedUpload } from './use-uploads';
import './file-upload.css';

interface UploadBoxProps {
  kind: FileKindName;
  links: string[];
  maxCount: number;
  onLinksChange(links: string[]): void;
  /** Asks the server to convert a video of a convertible kind to H.264 MP4. */
  convertVideo?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Whether a stored file may be taken away. */
  removable?: boolean | undefined;
  /** Replaces the line naming the kind's types and size limit. */
  hint?: ReactNode;
  /** Some of the kind's types, when the record takes fewer (a picture book's cover: pictures only). */
  types?: readonly FileTypeName[] | undefined;
}

/** What this browser knows of a file it uploaded: its name and its local picture. */
type Local = Pick<FinishedUpload, 'previewUrl'> & { name: string };

function useConversionNotice() {
  const { message } = App.useApp();
  return ({ result }: FinishedUpload) => {
    if (result.conversion === 'pending') void message.info('视频已上传，正在后台转码');
    else if (result.conversion === 'failed' || result.conversion === 'unavailable') void message.warning(videoConversionLabel[result.conversion]);
  };
}

function UploadBox({ kind, links, maxCount, onLinksChange, convertVideo = false, disabled, removable = true, hint, types = fileKinds[kind].types }: UploadBoxProps) {
  const isImage = isImageKind(kind, types);
  const [locals, setLocals] = useState(() => new Map<string, Local>());
  const latestLinks = useRef(links);
  useEffect(() => {
    latestLinks.current = links;
  }, [links]);
  const notifyConversion = useConversionNotice();

  const uploads = useUploads(kind, convertVideo && fileKinds[kind].convertible, (finished) => {
    setLocals((known) => new Map(known).set(finished.link, { name: finished.file.name, previewUrl: finished.previewUrl }));
    const next = maxCount === 1 ? [finished.link] : [...latestLinks.current, finished.link];
    latestLinks.current = next;
    onLinksChange(next);
    notifyConversion(finished);
  }, types);

  const localsRef = useRef(locals);
  useEffect(() => {
    localsRef.current = locals;
  }, [locals]);
  useEffect(
    () => () => {
      for (const local of localsRef.current.values()) if (local.previewUrl) URL.revokeObjectURL(local.previewUrl);
    },
    [],
  );

  const busy = uploads.items.some((item) => item.status === 'uploading');
  const room = maxCount === 1 ? (busy ? 0 : 1) : maxCount - links.length - uploads.items.length;
  const replacing = maxCount === 1 && links.length > 0;
  const pickLabel = `${replacing ? '更换' : '上传'}${isImage ? '图片' : '文件'}`;

  return (
    <div className="file-upload">
      {links.length + uploads.items.length > 0 ? (
        <ul className="file-upload__list">
          {links.map((link) => (
            <StoredRow
              key={link}
              link={link}
              isImage={isImage}
              previewUrl={locals.get(link)?.previewUrl}
              name={locals.get(link)?.name}
              onRemove={removable && !disabled ? () => onLinksChange(links.filter((candidate) => candidate !== link)) : undefined}
            />
          ))}
          {uploads.items.map((item) => (
            <UploadingRow key={item.key} item={item} isImage={isImage} onResume={() => uploads.resume(item.key)} onCancel={() => uploads.cancel(item.key)} />
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <Upload
          accept={acceptOf(kind, types)}
          multiple={maxCount > 1}
          showUploadList={false}
          disabled={disabled}
          beforeUpload={(file, batch) => {
            // A single file's new pick drops a failed try; beyond the room left, later picks stay out.
            if (maxCount === 1) for (const item of uploads.items) uploads.cancel(item.key);
            if (batch.indexOf(file) < room) uploads.start(file);
            return Upload.LIST_IGNORE;
          }}
        >
          {isImage && !replacing ? (
            <button type="button" className="file-upload__picker" disabled={disabled}>
              <PlusOutlined />
              <span>{pickLabel}</span>
            </button>
          ) : (
            <Button icon={<UploadOutlined />} disabled={disabled}>
              {pickLabel}
            </Button>
          )}
        </Upload>
      ) : null}
      <div className="file-upload__hint">{hint ?? limitHintOf(kind, types)}</div>
    </div>
  );
}

type SharedProps = Omit<UploadBoxProps, 'links' | 'maxCount' | 'onLinksChange'>;

export interface FileUploadProps extends SharedProps {
  /** The stored file's link, as the upload answered it (see storedLinkOf). */
  value?: string | null;
  onChange?(link: string | null): void;
}

/**
 * The console's upload control for one file, usable as a Form.Item's input: chunks by the kind's
 * size, shows progress, tries a dropped chunk again and resumes from the server's offset, cancels,
 * previews pictures and shows the server's refusal. A new file replaces the stored one once it is in.
 */
export function FileUpload({ value, onChange, ...props }: FileUploadProps) {
  return <UploadBox {...props} links={value ? [value] : []} maxCount={1} onLinksChange={(links) => onChange?.(links.at(-1) ?? null)} />;
}

export interface FileListUploadProps extends SharedProps {
  value?: string[];
  onChange?(links: string[]): void;
  maxCount?: number;
}

/** The same control for several files of a kind (news pictures, courseware attachments). */
export function FileListUpload({ value = [], onChange, maxCount = 9, ...props }: FileListUploadProps) {
  return <UploadBox {...props} links={value} maxCount={maxCount} onLinksChange={(links) => onChange?.(links)} />;
}
