import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CheckupItemKind, checkupItemKindLabel, CHECKUP_ITEM_KINDS, MAX_TEMPLATE_ITEMS, TemplateItemInput, type CheckupTemplate } from '@yuanwu/shared';
import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useSaveTemplateItems } from '../checkup.queries';

interface ItemFields {
  itemId?: number;
  itemName: string;
  unit?: string;
  kind: number;
  refLow?: number | null;
  refHigh?: number | null;
}

const kindOptions = CHECKUP_ITEM_KINDS.map((kind) => ({ value: kind, label: checkupItemKindLabel[kind] }));

/** 编辑项目: rename, add and remove a template's items; batches already made keep theirs. */
export function TemplateItemsModal({ template, onClose }: { template: CheckupTemplate | undefined; onClose(): void }) {
  const save = useSaveTemplateItems();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ items: (template?.items ?? []).map(({ code: _code, ...item }) => item) }), [template]);
  return (
    <FormModal<{ items: ItemFields[] }>
      title={template ? `编辑项目：${template.templateName}` : '编辑项目'}
      open={Boolean(template)}
      onClose={onClose}
      width={820}
      okText="保存"
      initialValues={initialValues}
      onSubmit={async ({ items }) => {
        await save.mutateAsync({
          templateId: template!.templateId,
          items: items.map((item) => ({
            ...(item.itemId ? { itemId: item.itemId } : {}),
            itemName: item.itemName,
            unit: item.unit ?? '',
            kind: item.kind,
            refLow: item.kind === CheckupItemKind.NUMBER ? (item.refLow ?? null) : null,
            refHigh: item.kind === CheckupItemKind.NUMBER ? (item.refHigh ?? null) : null,
          })),
        });
        void message.success('已保存模板项目；之后新建的体检使用新的项目');
      }}
    >
      <p className="checkup-muted">正常范围只用于数值项目的统计（偏低/正常/偏高），可不填。已建立的体检批次不受修改影响。</p>
      <Form.List name="items" rules={[{ validator: async (_rule, items: unknown[]) => void (items?.length ? undefined : Promise.reject(new Error('模板至少要有一个体检项目'))) }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} className="checkup-item-row">
                <Form.Item name={[field.name, 'itemId']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'itemName']} rules={[ruleFrom(TemplateItemInput.shape.itemName)]}>
                  <Input aria-label="项目名称" placeholder="项目名称" count={lengthCount(TemplateItemInput.shape.itemName)} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'unit']} rules={[ruleFrom(TemplateItemInput.shape.unit)]}>
                  <Input aria-label="单位" placeholder="单位" count={lengthCount(TemplateItemInput.shape.unit)} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'kind']} rules={[{ required: true, message: '请选择类型' }]}>
                  <Select aria-label="类型" options={kindOptions} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {(form) =>
                    form.getFieldValue(['items', field.name, 'kind']) === CheckupItemKind.NUMBER ? (
                      <>
                        <Form.Item name={[field.name, 'refLow']}>
                          <InputNumber aria-label="正常下限" placeholder="正常下限" min={0} style={{ width: 110 }} />
                        </Form.Item>
                        <Form.Item name={[field.name, 'refHigh']}>
                          <InputNumber aria-label="正常上限" placeholder="正常上限" min={0} style={{ width: 110 }} />
                        </Form.Item>
                      </>
                    ) : null
                  }
                </Form.Item>
                <Button type="text" danger aria-label="删除项目" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              </div>
            ))}
            <Form.ErrorList errors={errors} />
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= MAX_TEMPLATE_ITEMS} onClick={() => add({ itemName: '', unit: '', kind: CheckupItemKind.NUMBER })}>
              添加项目
            </Button>
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
