import { DownloadOutlined } from '@ant-design/icons';
import { ImportStudentDataInput, MAX_STUDENT_IMPORT_ROWS } from '@yuanwu/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ImportModal } from '../../../components/import/ImportModal';
import { maxImportBytes } from '../../../components/import/import-file';
import { YearSelect } from '../../filter';
import { downloadImportErrors, useDownloadImportTemplate, useImportStudents } from '../child.queries';

const MAX_BYTES = maxImportBytes(ImportStudentDataInput.shape.fileContent.maxLength ?? 2_000_000);
const SUBJECT = { noun: '幼儿', unit: '名', rowName: '幼儿姓名' };

/** 批量导入幼儿 into the classes of a school year, from that year's template. */
export function ImportChildrenModal({ yearId: defaultYearId, open, onClose }: { yearId: number | undefined; open: boolean; onClose(): void }) {
  const downloadTemplate = useDownloadImportTemplate();
  const importStudents = useImportStudents();
  const [yearId, setYearId] = useState(defaultYearId);
  return (
    <ImportModal
      title="批量导入幼儿"
      subject={SUBJECT}
      open={open}
      onClose={onClose}
      ready={Boolean(yearId)}
      maxRows={MAX_STUDENT_IMPORT_ROWS}
      maxBytes={MAX_BYTES}
      onImport={(request) =>
        importStudents
          .mutateAsync({ ...request, yearId: yearId! })
          .then((answer) => ({ ...answer, errors: answer.errors.map(({ studentName, ...row }) => ({ ...row, name: studentName })) }))
      }
      onDownloadErrors={downloadImportErrors}
      templateStep={
        <>
          <div className="child-import__row">
            <YearSelect className="filter-select--wide" value={yearId} onChange={setYearId} />
            <Button icon={<DownloadOutlined />} disabled={!yearId} loading={downloadTemplate.isPending} onClick={() => yearId && downloadTemplate.mutate(yearId)}>
              下载导入模板
            </Button>
          </div>
          <div className="text-muted">模板的班级下拉为所选学年的班级；导入时“班级”列也按该学年匹配。</div>
        </>
      }
    />
  );
}
