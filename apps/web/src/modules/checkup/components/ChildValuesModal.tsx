import { CheckupItemKind, checkupValueProblem, CHECKUP_RESULTS, type CheckupItem, type ChildCheckupRow } from '@yuanwu/shared';
import { App, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { fieldOf, fieldsToValues, valuesToFields, type ValueFields } from '../checkup-view';
import { useSaveValues } from '../checkup.queries';

/** The field of one item: a number with its unit, or 正常/异常. */
function ItemField({ item }: { item: CheckupItem }) {
  const rules = [
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        const problem = value?.trim() ? checkupValueProblem(item, value.trim()) : null;
        if (problem) throw new Error(problem);
      },
    },
  ];
  return (
    <Form.Item name={fieldOf(item.itemId)} label={item.itemName} rules={rules}>
      {item.kind === CheckupItemKind.RESULT ? (
        <Select allowClear placeholder="未检" options={CHECKUP_RESULTS.map((result) => ({ value: result, label: result }))} />
      ) : (
        <Input inputMode="decimal" placeholder={item.kind === CheckupItemKind.COUNT ? '如 0' : '未检'} suffix={item.unit || undefined} />
      )}
    </Form.Item>
  );
}

/** 录入体检数据 of one child: every item of the batch; an item left empty was not measured. */
export function ChildValuesModal({ batchId, items, child, onClose }: { batchId: number; items: CheckupItem[]; child: ChildCheckupRow | undefined; onClose(): void }) {
  const save = useSaveValues();
  const { message } = App.useApp();
  const initialValues = useMemo(() => valuesToFields(child?.values ?? []), [child]);
  return (
    <FormModal<ValueFields>
      title={child ? `录入体检数据：${child.studentName}（${child.className}）` : '录入体检数据'}
      open={Boolean(child)}
      onClose={onClose}
      initialValues={initialValues}
      okText="保存"
      onSubmit={async (fields) => {
        const values = fieldsToValues(items, fields);
        if (values.length === 0) {
          void message.warning('请至少填写一个体检项目');
          // A rejection keeps the dialog open for the values still to fill in.
          throw new Error('no values');
        }
        await save.mutateAsync({ batchId, studentId: child!.studentId, values });
        void message.success(`已保存${child!.studentName}的体检数据`);
      }}
    >
      {items.map((item) => (
        <ItemField key={item.itemId} item={item} />
      ))}
    </FormModal>
  );
}
