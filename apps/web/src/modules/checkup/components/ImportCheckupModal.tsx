import { DownloadOutlined } from '@ant-design/icons';
import { ImportDataInput, MAX_CHECKUP_IMPORT_ROWS } from '@yuanwu/shared';
import { Button } from 'antd';
import { ImportModal } from '../../../components/import/ImportModal';
import { maxImportBytes } from '../../../components/import/import-file';
import { downloadFailData, useExportEmptyTable, useImportValues } from '../checkup.queries';

const MAX_BYTES = maxImportBytes(ImportDataInput.shape.fileContent.unwrap().maxLength ?? 2_000_000);
const SUBJECT = { noun: '幼儿的体检数据', unit: '名', rowName: '幼儿姓名' };

/** 导入体检数据: the batch's empty table filled in; good rows go in, the rest come back as an error report. */
export function ImportCheckupModal({ batchId, open, onClose }: { batchId: number; open: boolean; onClose(): void }) {
  const emptyTable = useExportEmptyTable();
  const importValues = useImportValues();
  return (
    <ImportModal
      title="导入体检数据"
      subject={SUBJECT}
      open={open}
      onClose={onClose}
      maxRows={MAX_CHECKUP_IMPORT_ROWS}
      maxBytes={MAX_BYTES}
      onImport={(request) =>
        importValues
          .mutateAsync({ batchId, ...request })
          .then((answer) => ({ ...answer, errors: answer.errors.map(({ studentName, ...row }) => ({ ...row, name: studentName })) }))
      }
      onDownloadErrors={() => downloadFailData(batchId)}
      templateStep={
        <>
          <Button icon={<DownloadOutlined />} loading={emptyTable.isPending} onClick={() => emptyTable.mutate({ batchId })}>
            下载空白体检表
          </Button>
          <div className="checkup-muted">表中已列出本次体检的幼儿（勿改幼儿编号）；未填写任何项目的行不导入，已录入的项目留空时保持原值。</div>
        </>
      }
    />
  );
}
