import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AddTemplateInput, checkupItemKindLabel, type CheckupItem, type CheckupTemplate } from '@yuanwu/shared';
import { App, Button, Card, Form, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { PageStatus } from '../../../components/query-state';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { DeleteButton } from '../../../components/confirm-delete';
import { useAddTemplate, useDeleteTemplate, useRenameTemplate, useTemplates } from '../checkup.queries';
import { TemplateItemsModal } from '../components/TemplateItemsModal';
import '../checkup.css';

const rangeText = (item: CheckupItem) => {
  if (item.refLow === null && item.refHigh === null) return <span className="checkup-muted">—</span>;
  if (item.refHigh === null) return `≥ ${item.refLow}`;
  if (item.refLow === null) return `≤ ${item.refHigh}`;
  return `${item.refLow} ~ ${item.refHigh}`;
};

const itemColumns: TableColumnsType<CheckupItem> = [
  { title: '项目', dataIndex: 'itemName' },
  { title: '单位', dataIndex: 'unit', width: 90, render: (unit: string) => unit || <span className="checkup-muted">—</span> },
  { title: '类型', dataIndex: 'kind', width: 110, render: (kind: number) => checkupItemKindLabel[kind] },
  { title: '正常范围', key: 'range', width: 120, render: (_, item) => rangeText(item) },
];

type NameDialog = { mode: 'add' } | { mode: 'rename'; template: CheckupTemplate } | undefined;

/** 体检模板: the named lists of items batches are made from. */
export default function CheckupTemplatePage() {
  const templates = useTemplates();
  const addTemplate = useAddTemplate();
  const renameTemplate = useRenameTemplate();
  const deleteTemplate = useDeleteTemplate();
  const [nameDialog, setNameDialog] = useState<NameDialog>();
  const [editing, setEditing] = useState<CheckupTemplate>();
  const { message } = App.useApp();
  const initialName = useMemo(() => ({ templateName: nameDialog?.mode === 'rename' ? nameDialog.template.templateName : '' }), [nameDialog]);

  if (!templates.data) return <PageStatus query={templates} what="体检模板" />;
  const list = templates.data.list;

  return (
    <Card
      variant="borderless"
      title="体检模板"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setNameDialog({ mode: 'add' })}>
          新增模板
        </Button>
      }
    >
      {list.map((template) => (
        <Card
          key={template.templateId}
          type="inner"
          className="checkup-template"
          title={
            <Space>
              {template.templateName}
              {template.isDefault ? <Tag color="blue">默认</Tag> : null}
              <span className="checkup-muted">{template.batchCount > 0 ? `已用于 ${template.batchCount} 次体检` : '尚未使用'}</span>
            </Space>
          }
          extra={
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setNameDialog({ mode: 'rename', template })}>
                改名
              </Button>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(template)}>
                编辑项目
              </Button>
              <Tooltip title={template.batchCount > 0 ? '已有体检使用此模板，不能删除' : list.length === 1 ? '至少要保留一个模板' : undefined}>
                <span>
                  <DeleteButton
                    title={`删除模板「${template.templateName}」？`}
                    disabled={template.batchCount > 0 || list.length === 1}
                    onConfirm={() => deleteTemplate.mutateAsync(template.templateId).then(() => message.success('已删除'))}
                  />
                </span>
              </Tooltip>
            </Space>
          }
        >
          <Table<CheckupItem> rowKey="itemId" size="small" pagination={false} columns={itemColumns} dataSource={template.items} />
        </Card>
      ))}
      <FormModal<{ templateName: string }>
        title={nameDialog?.mode === 'rename' ? '修改模板名称' : '新增模板'}
        open={Boolean(nameDialog)}
        onClose={() => setNameDialog(undefined)}
        initialValues={initialName}
        onSubmit={async ({ templateName }) => {
          if (nameDialog?.mode === 'rename') {
            await renameTemplate.mutateAsync({ templateId: nameDialog.template.templateId, templateName });
            void message.success('已修改模板名称');
          } else {
            await addTemplate.mutateAsync({ templateName });
            void message.success('已新增模板，含默认体检项目，可点击“编辑项目”修改');
          }
        }}
      >
        <Form.Item name="templateName" label="模板名称" required rules={[ruleFrom(AddTemplateInput.shape.templateName)]}>
          <Input count={lengthCount(AddTemplateInput.shape.templateName)} placeholder="如 入园体检" />
        </Form.Item>
        {nameDialog?.mode === 'add' ? <p className="checkup-muted">新模板带有身高、体重、视力等默认项目，保存后可编辑。</p> : null}
      </FormModal>
      <TemplateItemsModal template={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
