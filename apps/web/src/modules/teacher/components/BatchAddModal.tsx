import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { phoneNumber, teacherName } from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Table, type FormListFieldData, type FormRule, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { batchAddInputOf, earlierRowWithPhone, MAX_BATCH_ROWS, newBatchRow, rowRefusalOf, type BatchRow, type RowRefusal } from '../batch-add';
import { useBatchAddTeacher } from '../teacher.queries';
import { sexOptions, useStaffOptions } from './staff-options';

interface BatchValues {
  teachers: BatchRow[];
}

const INITIAL: BatchValues = { teachers: [newBatchRow()] };

/** One call takes every row: a phone twice in the table would be refused, so the later row says so. */
const uniquePhoneRule =
  (index: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const earlier = earlierRowWithPhone(getFieldValue('teachers'), index);
      if (earlier) throw new Error(`与第${earlier}行手机号相同`);
    },
  });

const atLeastOneRow = async (_rule: unknown, rows: BatchRow[] | undefined) => {
  if (!rows?.length) throw new Error('请至少添加一位教师');
};

const requiredTitle = (title: string) => (
  <>
    <span className="teacher-batch__star">*</span>
    {title}
  </>
);

function columnsOf(options: ReturnType<typeof useStaffOptions>, remove: (index: number) => void): TableColumnsType<FormListFieldData> {
  return [
    { title: '序号', key: 'number', width: 56, render: (_, field) => field.name + 1 },
    {
      title: requiredTitle('姓名'),
      key: 'teacherName',
      render: (_, field) => (
        <Form.Item name={[field.name, 'teacherName']} rules={[ruleFrom(teacherName())]}>
          <Input placeholder="姓名" count={lengthCount(teacherName())} aria-label={`第${field.name + 1}行姓名`} />
        </Form.Item>
      ),
    },
    {
      title: requiredTitle('性别'),
      key: 'sex',
      width: 84,
      render: (_, field) => (
        <Form.Item name={[field.name, 'sex']} rules={[{ required: true, message: '请选择性别' }]}>
          <Select options={sexOptions} aria-label={`第${field.name + 1}行性别`} />
        </Form.Item>
      ),
    },
    {
      title: requiredTitle('手机号'),
      key: 'phone',
      width: 200,
      render: (_, field) => (
        <Form.Item name={[field.name, 'phone']} validateFirst rules={[ruleFrom(phoneNumber()), uniquePhoneRule(field.name)]}>
          <Input placeholder="11位手机号" aria-label={`第${field.name + 1}行手机号`} />
        </Form.Item>
      ),
    },
    ...(
      [
        ['departmentId', '部门', options.departments],
        ['postId', '职务', options.posts],
        ['roleId', '角色', options.roles],
      ] as const
    ).map(([name, title, picker]) => ({
      title,
      key: name,
      width: 140,
      render: (_: unknown, field: FormListFieldData) => (
        <Form.Item name={[field.name, name]}>
          <QuerySelect<number> {...picker} placeholder={title} allowClear aria-label={`第${field.name + 1}行${title}`} />
        </Form.Item>
      ),
    })),
    {
      title: '',
      key: 'remove',
      width: 48,
      render: (_, field) => <Button type="text" icon={<DeleteOutlined />} aria-label={`删除第${field.name + 1}行`} onClick={() => remove(field.name)} />,
    },
  ];
}

/** The table of rows; a refusal from the server shows under the field of the row it names. */
function BatchRows({ refusal }: { refusal: RowRefusal | undefined }) {
  const form = Form.useFormInstance<BatchValues>();
  const options = useStaffOptions();
  useEffect(() => {
    if (!refusal) return;
    const name: ['teachers', number, RowRefusal['field']] = ['teachers', refusal.index, refusal.field];
    form.setFields([{ name, errors: [refusal.text] }]);
    form.scrollToField(name);
  }, [form, refusal]);

  return (
    <Form.List name="teachers" rules={[{ validator: atLeastOneRow }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="teacher-batch">
          <Table<FormListFieldData>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ y: 420 }}
            columns={columnsOf(options, remove)}
            dataSource={fields}
            locale={{ emptyText: '还没有教师，请添加一行' }}
          />
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_BATCH_ROWS} onClick={() => add(newBatchRow())}>
            添加一行
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** 批量添加: several teachers typed as rows of a table, all added by one call or none. */
export function BatchAddModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const batchAdd = useBatchAddTeacher();
  const [refusal, setRefusal] = useState<RowRefusal>();
  const close = () => {
    setRefusal(undefined);
    onClose();
  };

  const submit = async (values: BatchValues) => {
    try {
      await batchAdd.mutateAsync(batchAddInputOf(values.teachers));
    } catch (error) {
      // The message also shows as a toast; the row it names is marked so the user finds it.
      if (error instanceof ApiError) setRefusal(rowRefusalOf(error.message));
      throw error;
    }
    void message.success(`已添加${values.teachers.length}位教师`);
  };

  return (
    <FormModal<BatchValues> title="批量添加教师" okText="全部添加" width={1040} open={open} onClose={close} onSubmit={submit} initialValues={INITIAL}>
      <p className="text-muted teacher-batch__hint">逐行填写，姓名、性别、手机号必填；手机号不能与本园教职工或表中其他行重复。全部通过后一次添加，其他信息可稍后在“编辑”中补充。</p>
      <BatchRows refusal={refusal} />
    </FormModal>
  );
}
