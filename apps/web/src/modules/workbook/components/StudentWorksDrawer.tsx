import { Drawer, Image, Segmented } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useStudentFiles } from '../workbook.queries';
import { WorkTile } from './WorkTile';

/** GetStudentFileList and GetStudentExcellentFileList: a child's works, all or the excellent ones. */
export function StudentWorksDrawer({ student, onClose, onOpenWork }: { student: { studentId: number; studentName: string } | undefined; onClose(): void; onOpenWork(workbookFileId: number): void }) {
  const [excellentOnly, setExcellentOnly] = useState(false);
  const files = useStudentFiles(student?.studentId, excellentOnly);
  return (
    <Drawer
      title={student ? `${student.studentName}的作品` : '作品'}
      open={Boolean(student)}
      onClose={onClose}
      size={720}
      extra={<Segmented<boolean> aria-label="作品范围" value={excellentOnly} onChange={setExcellentOnly} options={[{ value: false, label: '全部作品' }, { value: true, label: '优秀作品' }]} />}
    >
      <QueryState query={files} what="作品" isEmpty={(data) => data.list.length === 0} empty={excellentOnly ? '还没有优秀作品' : '还没有作品'}>
        {(data) => (
          <Image.PreviewGroup>
            <div className="child-works__grid">
              {data.list.map((work) => (
                <WorkTile key={work.workbookFileId} work={work} name={work.title ? `${work.workbookName} · ${work.title}` : work.workbookName} meta={`${work.date} · ${work.className}`} onOpen={onOpenWork} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </QueryState>
    </Drawer>
  );
}
