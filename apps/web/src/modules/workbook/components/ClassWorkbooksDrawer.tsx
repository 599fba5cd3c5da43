import { Drawer } from 'antd';
import { QueryState } from '../../../components/query-state';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { useClassWorkbooks } from '../workbook.queries';

/** GetWorkbookList of one class: its workbooks, newest first, each opening its works. */
export function ClassWorkbooksDrawer({ target, onClose, onOpenWorkbook }: { target: { classId: number; className: string } | undefined; onClose(): void; onOpenWorkbook(workbookId: number): void }) {
  const workbooks = useClassWorkbooks(target?.classId);
  return (
    <Drawer title={target ? `${target.className}的作品集` : '作品集'} open={Boolean(target)} onClose={onClose} size={640}>
      <QueryState query={workbooks} what="作品集" isEmpty={(data) => data.list.length === 0} empty="这个班级还没有作品集：教师在教师端创建作品集并添加作品">
        {(data) => (
          <div className="workbook-list">
            {data.list.map((workbook) => (
              <button type="button" key={workbook.workbookId} className="workbook-list__item" onClick={() => onOpenWorkbook(workbook.workbookId)} aria-label={`打开作品集${workbook.workbookName}`}>
                <div className="workbook-list__cover">
                  <StoredPicture fileId={workbook.coverFileId} alt={workbook.workbookName} placeholder="暂无作品" />
                </div>
                <div className="workbook-list__body">
                  <div className="text-strong">{workbook.workbookName}</div>
                  <div className="text-muted">
                    {workbook.date} · 作品 {workbook.fileCount}/{workbook.childCount} · 优秀 {workbook.excellentCount}
                  </div>
                </div>
              </button>
            ))}
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
