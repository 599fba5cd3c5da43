import { PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { MediaType, type StudentAlbumItem } from '@yuanwu/shared';
import { Card, Image } from 'antd';
import { useState } from 'react';
import { InfiniteList } from '../../../components/InfiniteList';
import type { DateRange } from '../../../components/interval/interval-range';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { useStudentAlbum } from '../class-dynamic.queries';
import { VideoModal, VideoTile } from './ClassVideo';
import '../class-dynamic.css';

const PAGE_SIZE = 24;

interface ChildAlbumProps {
  studentId: number;
  range: DateRange;
}

/**
 * 相册: the photos and videos of the child's classes shared in the interval while the child was in
 * them, scrolling within the section, a page more as it nears the end.
 */
export function ChildAlbum({ studentId, range }: ChildAlbumProps) {
  const album = useStudentAlbum(studentId, range, PAGE_SIZE);
  const [playing, setPlaying] = useState<StudentAlbumItem>();
  const first = album.data?.pages[0];
  return (
    <Card
      className="development__section child-album"
      type="inner"
      title="相册"
      extra={first && first.total > 0 ? <span className="text-muted">照片 {first.photoCount} 张 · 视频 {first.videoCount} 个</span> : null}
    >
      <Image.PreviewGroup>
        <InfiniteList
          pages={album}
          what="相册"
          className="child-album__grid"
          itemKey={(item) => item.mediaId}
          renderItem={(item) => <MediaTile item={item} onPlay={setPlaying} />}
        />
      </Image.PreviewGroup>
      <VideoModal title={playing ? `${playing.date} · ${playing.className}` : ''} fileId={playing?.fileId} onClose={() => setPlaying(undefined)} />
    </Card>
  );
}

/** Where the item was shared: its album, or the text of its class dynamic. */
const sourceOf = (item: StudentAlbumItem) => (item.albumName ? `相册「${item.albumName}」` : (item.dynamicContent ?? ''));

function MediaTile({ item, onPlay }: { item: StudentAlbumItem; onPlay: (item: StudentAlbumItem) => void }) {
  const source = sourceOf(item);
  return (
    <figure className="child-album__item">
      <div className="child-album__picture">
        {item.mediaType !== MediaType.VIDEO ? (
          <StoredPicture fileId={item.fileId} alt={`${item.date} ${item.className}的照片`} placeholder={<><PictureOutlined />暂无图片</>} />
        ) : item.fileId ? (
          <VideoTile fileId={item.fileId} label={`播放 ${item.date} ${item.className}的视频`} onPlay={() => onPlay(item)} />
        ) : (
          <div className="stored-picture stored-picture--missing">
            <VideoCameraOutlined />
            暂无视频
          </div>
        )}
      </div>
      <figcaption className="child-album__caption">
        <div>
          {item.date} · {item.className}
        </div>
        <div className="text-muted child-album__source" title={`${source}${item.teacherName ? `（${item.teacherName}）` : ''}`}>
          {source}
        </div>
      </figcaption>
    </figure>
  );
}
