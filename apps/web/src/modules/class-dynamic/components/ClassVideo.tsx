import { PlayCircleOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';

/**
 * The video's own frame half a second in, as its poster: the browser reads only the start of the
 * file (preload metadata), and no poster has to be made when the video is uploaded.
 */
export function VideoFrame({ fileId }: { fileId: number }) {
  const src = useFileUrl(privateFileLink(fileId));
  return src ? <video className="child-album__frame" src={`${src}#t=0.5`} preload="metadata" muted playsInline tabIndex={-1} aria-hidden /> : null;
}

/** A video tile: its frame with 播放视频 over it, opening the player. */
export function VideoTile({ fileId, label, onPlay }: { fileId: number; label: string; onPlay(): void }) {
  return (
    <button type="button" className="stored-picture child-album__video" aria-label={label} onClick={onPlay}>
      <VideoFrame fileId={fileId} />
      <span className="child-album__play">
        <PlayCircleOutlined />
        播放视频
      </span>
    </button>
  );
}

/** The player of one video, in a dialog while `fileId` is given. */
export function VideoModal({ title, fileId, onClose }: { title: string; fileId: number | null | undefined; onClose(): void }) {
  return (
    <Modal title={title} open={Boolean(fileId)} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      {fileId ? <VideoPlayer fileId={fileId} /> : null}
    </Modal>
  );
}

function VideoPlayer({ fileId }: { fileId: number }) {
  const src = useFileUrl(privateFileLink(fileId));
  return src ? <video className="child-album__player" src={src} controls autoPlay /> : null;
}
