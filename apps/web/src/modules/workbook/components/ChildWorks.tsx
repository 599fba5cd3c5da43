import type { StudentWork } from '@yuanwu/shared';
import { Card, Image, Tag } from 'antd';
import { InfiniteList } from '../../../components/InfiniteList';
import type { DateRange } from '../../../components/interval/interval-range';
import { useStudentWorks } from '../workbook.queries';
import { WorkPicture } from './WorkPicture';
import '../workbook.css';

const PAGE_SIZE = 12;

interface ChildWorksProps {
  studentId: number;
  range: DateRange;
}

/** 作品: the works the child's teachers added in the interval, newest first, a page more as the list nears its end. */
export function ChildWorks({ studentId, range }: ChildWorksProps) {
  const works = useStudentWorks(studentId, range, PAGE_SIZE);
  const first = works.data?.pages[0];
  return (
    <Card
      className="development__section child-works"
      type="inner"
      title="作品"
      extra={first && first.total > 0 ? <span className="text-muted">共 {first.total} 件 · 优秀 {first.excellentCount} 件</span> : null}
    >
      <Image.PreviewGroup>
        <InfiniteList pages={works} what="作品" className="child-works__grid" itemKey={(work) => work.workbookFileId} renderItem={(work) => <WorkCard work={work} />} />
      </Image.PreviewGroup>
    </Card>
  );
}

function WorkCard({ work }: { work: StudentWork }) {
  return (
    <article className="child-works__item">
      <div className="child-works__picture">
        <WorkPicture fileId={work.fileId} fileType={work.fileType} alt={work.title ?? work.workbookName} />
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
