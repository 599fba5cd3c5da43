import type { CoursewareRow } from '@yuanwu/shared';
import { privateFileLink } from '../../../components/upload/file-links';
import { useFileUrl } from '../../../components/upload/upload.queries';

/** The lesson's own picture, or its subject's cover (an SVG picture the server draws). */
export function CoursewareCover({ row }: { row: Pick<CoursewareRow, 'coverFileId' | 'coverUrl' | 'coursewareName'> }) {
  const own = useFileUrl(row.coverFileId ? privateFileLink(row.coverFileId) : null);
  return (
    <div className="courseware-cover">
      <img src={row.coverFileId ? own : row.coverUrl} alt={`${row.coursewareName}的封面`} />
    </div>
  );
}
