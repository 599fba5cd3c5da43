import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ImportCookbookInput, type CookbookImportResult } from '@yuanwu/shared';
import { Alert, App, Button, Checkbox, Form, Modal, Result, Table, Upload } from 'antd';
import { useState } from 'react';
import { importFileProblem, maxImportBytes, readAsBase64 } from '../../../components/import/import-file';
import { useDownloadTemplate, useImportCookbook } from '../cookbook.queries';

const MAX_BYTES = maxImportBytes(ImportCookbookInput.shape.fileContent.maxLength ?? 2_000_000);

interface ImportCookbookModalProps {
  open: boolean;
  onClose(): void;
  grades: { gradeId: number; gradeName: string }[];
  defaultGradeId: number | undefined;
}

/** 导入食谱: a row per dish (日期, 餐次, 菜品) into the chosen grades; nothing is imported while a row is wrong. */
export function ImportCookbookModal({ open, onClose, grades, defaultGradeId }: ImportCookbookModalProps) {
  const { message } = App.useApp();
  const template = useDownloadTemplate();
  const importRows = useImportCookbook();
  const [gradeIds, setGradeIds] = useState<number[]>(defaultGradeId ? [defaultGradeId] : []);
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<CookbookImportResult>();

  const close = () => {
    setFile(undefined);
    setResult(undefined);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setResult(await importRows.mutateAsync({ fileContent: await readAsBase64(file), fileName: file.name, gradeIds }));
  };

  return (
    <Modal
      title="导入食谱"
      open={open}
      onCancel={close}
      width={640}
      okText={result ? '完成' : '导入'}
      cancelText="取消"
      okButtonProps={{ disabled: !result && (!file || gradeIds.length === 0), loading: importRows.isPending }}
      onOk={() => (result ? close() : void start().catch(() => undefined))}
    >
      {result ? (
        <>
          <Result
            status={result.errors.length ? 'error' : 'success'}
            title={result.errors.length ? `有 ${result.errors.length} 行不正确，未导入任何内容` : `已导入 ${result.importedRows} 行菜品`}
            subTitle={result.errors.length ? '请按下表的原因修改文件后重新导入' : '导入的餐次已替换原有菜品'}
          />
          {result.errors.length ? (
            <Table
              rowKey="rowNumber"
              size="small"
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              dataSource={result.errors}
              columns={[
                { title: '行号', dataIndex: 'rowNumber', width: 72 },
                { title: '错误原因', dataIndex: 'messages', render: (messages: string[]) => messages.join('；') },
              ]}
            />
          ) : null}
        </>
      ) : (
        <Form layout="vertical">
          <Alert type="info" showIcon title="每行一道或几道菜品（用顿号分隔），日期所在的周即导入到的周；文件中出现的餐次会替换原有菜品。" style={{ marginBottom: 16 }} />
          <Form.Item label="1. 下载模板">
            <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
              下载食谱导入模板
            </Button>
          </Form.Item>
          <Form.Item label="2. 导入到年级" required>
            <Checkbox.Group value={gradeIds} onChange={setGradeIds} options={grades.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))} />
          </Form.Item>
          <Form.Item label="3. 选择文件" required>
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
              onRemove={() => setFile(undefined)}
              beforeUpload={(picked) => {
                const problem = importFileProblem(picked, MAX_BYTES);
                if (problem) message.error(problem);
                else setFile(picked);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>点击或拖入填写好的 .xlsx 文件</p>
            </Upload.Dragger>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
