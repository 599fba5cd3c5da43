import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_STUDENT_IMPORT_ROWS, type StudentImportResult } from '@yuanwu/shared';
import { App, Button, Modal, Radio, Result, Table, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { YearSelect } from '../../filter/components/YearSelect';
import { useDownloadImportErrors, useDownloadImportTemplate, useImportStudents } from '../child.queries';
import { importFileProblem, readAsBase64 } from '../import-file';

type RowError = StudentImportResult['errors'][number];

const errorColumns: TableColumnsType<RowError> = [
  { title: '行号', dataIndex: 'rowNumber', width: 72 },
  { title: '幼儿姓名', dataIndex: 'studentName', width: 120, render: (name: string) => name || '—' },
  { title: '错误原因', dataIndex: 'messages', render: (messages: string[]) => messages.join('；') },
];

function summaryOf(result: StudentImportResult, onlyValidRows: boolean) {
  if (result.failedRows === 0) return { status: 'success' as const, title: `成功导入 ${result.importedRows} 名幼儿` };
  if (result.importedRows > 0) return { status: 'warning' as const, title: `已导入 ${result.importedRows} 名幼儿，${result.failedRows} 行有错误未导入` };
  return {
    status: 'error' as const,
    title: onlyValidRows ? `${result.failedRows} 行都有错误，没有可导入的幼儿` : `有 ${result.failedRows} 行错误，本次未导入任何幼儿`,
  };
}

function ImportResult({ result, onlyValidRows }: { result: StudentImportResult; onlyValidRows: boolean }) {
  const downloadErrors = useDownloadImportErrors();
  const summary = summaryOf(result, onlyValidRows);
  return (
    <>
      <Result
        className="child-import__result"
        status={summary.status}
        title={summary.title}
        subTitle={`文件共 ${result.totalRows} 行${result.failedRows > 0 ? '；下载错误报告，按原因改正后可直接再次导入' : ''}`}
        extra={
          result.failedRows > 0 ? (
            <Button icon={<DownloadOutlined />} loading={downloadErrors.isPending} onClick={() => downloadErrors.mutate(result.importId)}>
              下载错误报告
            </Button>
          ) : null
        }
      />
      {result.errors.length > 0 ? (
        <Table<RowError>
          rowKey="rowNumber"
          size="small"
          columns={errorColumns}
          dataSource={result.errors}
          pagination={{ pageSize: 5, hideOnSinglePage: true, showTotal: () => `错误报告共 ${result.failedRows} 行` }}
        />
      ) : null}
    </>
  );
}

/** 批量导入: the template, the workbook read in the browser, and what the server made of every row. */
export function ImportChildrenModal({ yearId: defaultYearId, open, onClose }: { yearId: number | undefined; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const downloadTemplate = useDownloadImportTemplate();
  const importStudents = useImportStudents();
  const [yearId, setYearId] = useState(defaultYearId);
  const [file, setFile] = useState<File>();
  const [onlyValidRows, setOnlyValidRows] = useState(false);
  const [result, setResult] = useState<StudentImportResult>();

  const startOver = () => {
    setFile(undefined);
    setResult(undefined);
  };
  const close = () => {
    startOver();
    onClose();
  };
  const submit = async () => {
    if (!file || !yearId) return;
    const fileContent = await readAsBase64(file).catch(() => undefined);
    if (!fileContent) {
      void message.error('读取文件失败，请重新选择');
      return;
    }
    const answer = await importStudents.mutateAsync({ fileContent, fileName: file.name, yearId, onlyValidRows }).catch(() => undefined);
    if (answer) setResult(answer);
  };

  const footer = result
    ? [
        <Button key="again" onClick={startOver}>
          继续导入
        </Button>,
        <Button key="done" type="primary" onClick={close}>
          完成
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="import" type="primary" disabled={!file || !yearId} loading={importStudents.isPending} onClick={() => void submit()}>
          开始导入
        </Button>,
      ];

  return (
    <Modal title="批量导入幼儿" open={open} width={720} onCancel={close} footer={footer} destroyOnHidden>
      {result ? (
        <ImportResult result={result} onlyValidRows={onlyValidRows} />
      ) : (
        <ol className="child-import__steps">
          <li>
            <div className="child-import__step-title">下载模板，按说明填写</div>
            <div className="child-import__row">
              <YearSelect className="child-filter__year" value={yearId} onChange={setYearId} />
              <Button icon={<DownloadOutlined />} disabled={!yearId} loading={downloadTemplate.isPending} onClick={() => yearId && downloadTemplate.mutate(yearId)}>
                下载导入模板
              </Button>
            </div>
            <div className="child-muted">模板的班级下拉为所选学年的班级；导入时“班级”列也按该学年匹配。</div>
          </li>
          <li>
            <div className="child-import__step-title">选择填好的文件</div>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              fileList={file ? [{ uid: 'workbook', name: file.name, status: 'done' }] : []}
              beforeUpload={(picked) => {
                const problem = importFileProblem(picked);
                if (problem) void message.error(problem);
                else setFile(picked);
                return Upload.LIST_IGNORE;
              }}
              onRemove={() => setFile(undefined)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或将 Excel 文件拖到这里</p>
              <p className="ant-upload-hint">仅支持 .xlsx，一次最多 {MAX_STUDENT_IMPORT_ROWS} 行</p>
            </Upload.Dragger>
          </li>
          <li>
            <div className="child-import__step-title">有错误的行如何处理</div>
            <Radio.Group
              value={onlyValidRows}
              onChange={(event) => setOnlyValidRows(event.target.value as boolean)}
              options={[
                { value: false, label: '全部导入或全不导入（有任何错误则一行也不导入）' },
                { value: true, label: '只导入正确的行（出错的行可下载报告改正后再导）' },
              ]}
            />
          </li>
        </ol>
      )}
    </Modal>
  );
}
