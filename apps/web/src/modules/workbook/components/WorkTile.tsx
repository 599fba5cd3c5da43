import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { WorkPicture } from './WorkPicture';

interface WorkTileProps {
  work: { workbookFileId: number; fileId: number | null; fileType: string | null; isExcellent: boolean };
  /** Whose work or which workbook it is, and what else the list tells (the class, the day). */
  name: string;
  meta: ReactNode;
  onOpen(workbookFileId: number): void;
}

/** A work in a grid: its picture (enlarging on click), 优秀 when chosen, and its name opening the work. */
export function WorkTile({ work, name, meta, onOpen }: WorkTileProps) {
  return (
    <article className="child-works__item work-tile">
      <div className="child-works__picture">
        <WorkPicture fileId={work.fileId} fileType={work.fileType} alt={name} />
        {work.isExcellent ? (
          <Tag className="child-works__excellent" color="gold">
            优秀
          </Tag>
        ) : null}
      </div>
      <button type="button" className="work-tile__body" onClick={() => onOpen(work.workbookFileId)} aria-label={`查看${name}`}>
        <div className="text-strong child-works__name">{name}</div>
        <div className="text-muted work-tile__meta">{meta}</div>
      </button>
    </article>
  );
}
