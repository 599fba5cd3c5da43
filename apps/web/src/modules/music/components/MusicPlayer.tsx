import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';

interface MusicPlayerProps {
  fileId: number;
  name: string;
  /** Whether this row's player is the one open: one plays at a time. */
  playing: boolean;
  onPlay(): void;
}

/** 播放: a row's button, then the browser's own player on the file's signed link, starting at once. */
export function MusicPlayer({ fileId, name, playing, onPlay }: MusicPlayerProps) {
  const url = useFileUrl(playing ? privateFileLink(fileId) : null);
  if (!playing) {
    return (
      <Button icon={<PlayCircleOutlined />} aria-label={`播放 ${name}`} onClick={onPlay}>
        播放
      </Button>
    );
  }
  if (!url) return <Spin size="small" />;
  return <audio className="music-player" src={url} controls autoPlay aria-label={`${name} 播放器`} />;
}
