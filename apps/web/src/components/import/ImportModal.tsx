import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Modal, Radio, Result, Table, Upload, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { importFileProblem, readAsBase64 } from './import-file';
import { importSummary, type ImportOutcome, type ImportRowError, type ImportSubject, type ImportSummary } from './import-summary';
import './import-modal.css';

/** What an import call takes besides what the template step chose. */
export interface ImportRequest {
  fileContent: string;
  fileName: string;
  onlyValidRows: boolean;
}

export interface ImportModalProps {
  title: string;
  subject: ImportSubject;
  open: boolean;
  onClose(): void;
  /** The first step's body: the template download and any choice it depends on (a year, grades). */
  templateStep: ReactNode;
  /** False while the template step lacks a choice the import needs. */
  ready?: boolean;
  maxRows: number;
  maxBytes: number;
  onImport(request: ImportRequest): Promise<ImportOutcome>;
  /** The error report of an import; absent where the call keeps none, and the errors shown are all. */
  onDownloadErrors?(importId: number): Promise<unknown>;
  /**
   * False where the call imports every row or none (食谱): the step choosing what to do with wrong
   * rows is left out.
   */
  partialImport?: boolean;
  /** What the outcome says, where the screen has always said it in its own words. */
  describeOutcome?(outcome: ImportOutcome): OutcomeText;
  /** The import button's text. */
  importLabel?: string;
}

/** The headline of an outcome and the line under it. */
export interface OutcomeText extends ImportSummary {
  subTitle: string;
}

const standardText = (outcome: ImportOutcome, onlyValidRows: boolean, subject: ImportSubject): OutcomeText => ({
  ...importSummary(outcome, onlyValidRows, subject),
  subTitle: `文件共 ${outcome.totalRows} 行${outcome.failedRows > 0 ? '；下载错误报告，按原因改正后可直接再次导入' : ''}`,
});

interface OutcomeViewProps {
  outcome: ImportOutcome;
  text: OutcomeText;
  subject: ImportSubject;
  /** Downloads this import's error report, where there is one. */
  downloadErrors: (() => Promise<unknown>) | undefined;
}

function OutcomeView({ outcome, text, subject, downloadErrors }: OutcomeViewProps) {
  const download = useMutation({ mutationFn: async () => downloadErrors?.() });
  const columns: TableColumnsType<ImportRowError> = [
    { title: '行号', dataIndex: 'rowNumber', width: 72 },
    ...(subject.rowName ? [{ title: subject.rowName, dataIndex: 'name', width: 120, render: (name: string) => name || '—' }] : []),
    { title: '错误原因', dataIndex: 'messages', render: (messages: string[]) => messages.join('；') },
  ];
  return (
    <>
      <Result
        className="import-modal__result"
        status={text.status}
        title={text.title}
        subTitle={text.subTitle}
        extra={
          outcome.failedRows > 0 && downloadErrors ? (
            <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
              下载错误报告
            </Button>
          ) : null
        }
      />
      {outcome.errors.length > 0 ? (
        <Table<ImportRowError>
          rowKey="rowNumber"
          size="small"
          columns={columns}
          dataSource={outcome.errors}
          pagination={{ pageSize: 5, hideOnSinglePage: true, showTotal: downloadErrors ? () => `错误报告共 ${outcome.failedRows} 行` : undefined }}
        />
      ) : null}
    </>
  );
}

/** 批量导入: the template, the workbook read in the browser, and what the server made of every row. */
export function ImportModal(props: ImportModalProps) {
  const { title, subject, open, onClose, templateStep, ready = true, maxRows, maxBytes, onImport, onDownloadErrors, partialImport = true, describeOutcome, importLabel = '开始导入' } = props;
  const { message } = App.useApp();
  const importRows = useMutation({ mutationFn: onImport });
  const [file, setFile] = useState<File>();
  const [onlyValidRows, setOnlyValidRows] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome>();

  const startOver = () => {
    setFile(undefined);
    setOutcome(undefined);
  };
  const close = () => {
    startOver();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    const fileContent = await readAsBase64(file).catch(() => undefined);
    if (!fileContent) {
      void message.error('读取文件失败，请重新选择');
      return;
    }
    // A refusal was shown by the request layer; the chosen file stays for another try.
    const answer = await importRows.mutateAsync({ fileContent, fileName: file.name, onlyValidRows }).catch(() => undefined);
    if (answer) setOutcome(answer);
  };

  const importId = outcome?.importId;
  const downloadErrors = importId !== undefined && onDownloadErrors ? () => onDownloadErrors(importId) : undefined;

  const footer = outcome
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
        <Button key="import" type="primary" disabled={!file || !ready} loading={importRows.isPending} onClick={() => void submit()}>
          {importLabel}
        </Button>,
      ];

  return (
    <Modal title={title} open={open} width={720} onCancel={close} footer={footer} destroyOnHidden>
      {outcome ? (
        <OutcomeView
          outcome={outcome}
          text={describeOutcome ? describeOutcome(outcome) : standardText(outcome, onlyValidRows, subject)}
          subject={subject}
          downloadErrors={downloadErrors}
        />
      ) : (
        <ol className="import-modal__steps">
          <li>
            <div className="import-modal__step-title">下载模板，按说明填写</div>
            {templateStep}
          </li>
          <li>
            <div className="import-modal__step-title">选择填好的文件</div>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              fileList={file ? [{ uid: 'workbook', name: file.name, status: 'done' }] : []}
              beforeUpload={(picked) => {
                const problem = importFileProblem(picked, maxBytes);
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
              <p className="ant-upload-hint">仅支持 .xlsx，一次最多 {maxRows} 行</p>
            </Upload.Dragger>
          </li>
          {partialImport ? (
            <li>
              <div className="import-modal__step-title">有错误的行如何处理</div>
              <Radio.Group
                value={onlyValidRows}
                onChange={(event) => setOnlyValidRows(event.target.value as boolean)}
                options={[
                  { value: false, label: '全部导入或全不导入（有任何错误则一行也不导入）' },
                  { value: true, label: '只导入正确的行（出错的行可下载报告改正后再导）' },
                ]}
              />
            </li>
          ) : null}
        </ol>
      )}
    </Modal>
  );
}
