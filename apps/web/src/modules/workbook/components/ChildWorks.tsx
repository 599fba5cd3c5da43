import { FilePdfOutlined, PictureOutlined } from '@ant-design/icons';
import type { StudentWork } from '@yuanwu/shared';
import { Button, Card, Empty, Image, Tag } from 'antd';
import type { DateRange } from '../../../components/interval/interval-range';
import { privateFileLink } from '../../../components/upload/file-links';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { useFileUrl } from '../../../components/upload/upload.queries';
import { useStudentWorks } from '../workbook.queries';
import '../workbook.css';

const PAGE_SIZE = 12;

interface ChildWorksProps {
  studentId: number;
  studentName: string;
  range: DateRange;
}

/** 作品: the works the child's teachers added in the interval, newest first, a page more on demand. */
export function ChildWorks({ studentId, studentName, range }: ChildWorksProps) {
  const works = useStudentWorks(studentId, range, PAGE_SIZE);
  const first = works.data?.pages[0];
  const list = works.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Card
      className="development__section child-works"
      type="inner"
      title="作品"
      loading={works.isPending}
      extra={first && first.total > 0 ? <span className="text-muted">共 {first.total} 件 · 优秀 {first.excellentCount} 件</span> : null}
    >
      {first && first.total === 0 ? <Empty description={`${studentName}在这个时间段还没有作品`} /> : null}
      {list.length > 0 ? (
        <Image.PreviewGroup>
          <div className="child-works__grid">
            {list.map((work) => (
              <WorkCard key={work.workbookFileId} work={work} />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
      {works.hasNextPage ? (
        <div className="child-works__more">
          <Button loading={works.isFetchingNextPage} onClick={() => void works.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function WorkCard({ work }: { work: StudentWork }) {
  return (
    <article className="child-works__item">
      <div className="child-works__picture">
        {work.fileType === 'pdf' && work.fileId ? (
          <PdfLink fileId={work.fileId} />
        ) : (
          <StoredPicture fileId={work.fileId} alt={work.title ?? work.workbookName} placeholder={<><PictureOutlined />暂无图片</>} />
        )}
        {work.isExcellent ? (
          <Tag className="child-works__excellent" color="gold">
            优秀
          </Tag>
        ) : null}
      </div>
      <div className="child-works__body">
        <div className="text-strong child-works__name">
          {work.workbookName}
          {work.title ? <span className="child-works__title"> · {work.title}</span> : null}
        </div>
        <div className="text-muted">
          {work.date}
          {work.teacherName ? ` · ${work.teacherName}` : ''}
        </div>
        {work.teacherComment ? <p className="child-works__comment">评语：{work.teacherComment}</p> : null}
      </div>
    </article>
  );
}

/** A scanned work opens in the browser's PDF viewer. */
function PdfLink({ fileId }: { fileId: number }) {
  const href = useFileUrl(privateFileLink(fileId));
  return (
    <a className="stored-picture child-works__pdf" href={href} target="_blank" rel="noreferrer">
      <FilePdfOutlined />
      查看 PDF
    </a>
  );
}
