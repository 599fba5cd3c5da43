import { PlusOutlined } from '@ant-design/icons';
import type { WorkbookInfo } from '@yuanwu/shared';
import { Button, Descriptions, Drawer, Empty, Image, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { useWorkbookInfo } from '../workbook.queries';
import { WorkFormModal } from './WorkFormModal';
import { WorkTile } from './WorkTile';

function WorkbookBody({ workbook, excellentOnly, onOpenWork }: { workbook: WorkbookInfo; excellentOnly: boolean; onOpenWork(workbookFileId: number): void }) {
  const [adding, setAdding] = useState<{ studentId?: number }>();
  return (
    <>
      <Descriptions column={3} size="small">
        <Descriptions.Item label="班级">{workbook.className}</Descriptions.Item>
        <Descriptions.Item label="添加日期">{workbook.date}</Descriptions.Item>
        <Descriptions.Item label="添加人">{workbook.teacherName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="幼儿">{workbook.childCount}</Descriptions.Item>
        <Descriptions.Item label="作品">{workbook.fileCount}</Descriptions.Item>
        <Descriptions.Item label="优秀作品">{workbook.excellentCount}</Descriptions.Item>
      </Descriptions>
      {workbook.missingStudents.length ? (
        <div className="workbook-drawer__missing">
          <span className="text-muted">还没有作品（{workbook.missingStudents.length}）：</span>
          {workbook.missingStudents.map((child) => (
            <Tag key={child.studentId} className="workbook-drawer__child" onClick={() => setAdding({ studentId: child.studentId })}>
              {child.studentName}
            </Tag>
          ))}
        </div>
      ) : null}
      <Space className="workbook-drawer__bar">
        <Typography.Text strong>{excellentOnly ? `优秀作品（${workbook.fileList.length}）` : `全部作品（${workbook.fileList.length}）`}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({})}>
          添加作品
        </Button>
      </Space>
      {workbook.fileList.length ? (
        <Image.PreviewGroup>
          <div className="child-works__grid">
            {workbook.fileList.map((work) => (
              <WorkTile key={work.workbookFileId} work={work} name={work.studentName} meta={`${work.date}${work.commentCount ? ` · ${work.commentCount}条评论` : ''}`} onOpen={onOpenWork} />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <Empty description={excellentOnly ? '这个作品集还没有优秀作品' : '这个作品集还没有作品'} />
      )}
      <WorkFormModal workbook={workbook} studentId={adding?.studentId} open={Boolean(adding)} onClose={() => setAdding(undefined)} />
    </>
  );
}

/** GetWorkbookInfo and GetExcellentWorkbookInfo: a workbook's works, all or the excellent ones, and who has none yet. */
export function WorkbookDrawer({ workbookId, onClose, onOpenWork }: { workbookId: number | undefined; onClose(): void; onOpenWork(workbookFileId: number): void }) {
  const [excellentOnly, setExcellentOnly] = useState(false);
  const info = useWorkbookInfo(workbookId, excellentOnly);
  return (
    <Drawer
      title={info.data ? `作品集：${info.data.workbookName}` : '作品集'}
      open={Boolean(workbookId)}
      onClose={onClose}
      size={760}
      loading={info.isLoading}
      extra={<Segmented<boolean> aria-label="作品范围" value={excellentOnly} onChange={setExcellentOnly} options={[{ value: false, label: '全部作品' }, { value: true, label: '优秀作品' }]} />}
    >
      {info.data ? <WorkbookBody workbook={info.data} excellentOnly={excellentOnly} onOpenWork={onOpenWork} /> : workbookId ? <RecordStatus query={info} what="作品集" notFound={<QueryEmpty description="这个作品集已不存在" />} /> : null}
    </Drawer>
  );
}
