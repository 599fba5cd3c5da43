import { DownloadOutlined } from '@ant-design/icons';
import { ImportRegularDataInput, MAX_REGULAR_IMPORT_ROWS } from '@yuanwu/shared';
import { Button } from 'antd';
import { ImportModal } from '../../../components/import/ImportModal';
import { maxImportBytes } from '../../../components/import/import-file';
import { downloadRegularImportErrors, useDownloadRegularTemplate, useImportRegular } from '../school-activity.queries';

const MAX_BYTES = maxImportBytes(ImportRegularDataInput.shape.fileContent.maxLength ?? 2_000_000);
const SUBJECT = { noun: '常规活动', unit: '项', rowName: '活动名称' };

/** 导入常规活动 from the template: classes of the current year, areas of 区域管理. */
export function ImportRegularModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const downloadTemplate = useDownloadRegularTemplate();
  const importRows = useImportRegular();
  return (
    <ImportModal
      title="导入常规活动"
      subject={SUBJECT}
      open={open}
      onClose={onClose}
      maxRows={MAX_REGULAR_IMPORT_ROWS}
      maxBytes={MAX_BYTES}
      onImport={(request) =>
        importRows.mutateAsync(request).then((answer) => ({ ...answer, errors: answer.errors.map(({ activityName, ...row }) => ({ ...row, name: activityName })) }))
      }
      onDownloadErrors={downloadRegularImportErrors}
      templateStep={
        <>
          <Button icon={<DownloadOutlined />} loading={downloadTemplate.isPending} onClick={() => downloadTemplate.mutate()}>
            下载导入模板
          </Button>
          <div className="activity-muted">模板的班级为本学年的班级，区域为区域管理中的区域；同一区域同一时段只能安排一个班级。</div>
        </>
      }
    />
  );
}
