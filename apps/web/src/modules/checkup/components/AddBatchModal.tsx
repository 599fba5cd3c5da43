import { AddBatchInput } from '@yuanwu/shared';
import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { DATE_FORMAT } from '../../../components/dates';
import { QuerySelect } from '../../../components/query-state';
import { ClassSelect, useClassOptions } from '../../filter';
import { useAddBatch, useTemplates } from '../checkup.queries';

interface BatchFields {
  batchName: string;
  checkupDate: Dayjs;
  templateId: number;
  classIds: number[];
}

/** 新增体检: a name, the day, the template whose items are recorded, and the classes whose children are checked. */
export function AddBatchModal({ yearId, open, onClose, onAdded }: { yearId: number; open: boolean; onClose(): void; onAdded(batchId: number): void }) {
  const templates = useTemplates();
  const classes = useClassOptions(yearId);
  const addBatch = useAddBatch();
  const initialValues = useMemo(() => ({ checkupDate: dayjs(), templateId: templates.data?.list[0]?.templateId }), [templates.data]);
  return (
    <FormModal<BatchFields>
      title="新增体检"
      open={open}
      onClose={onClose}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const { batchId } = await addBatch.mutateAsync({ ...values, checkupDate: values.checkupDate.format(DATE_FORMAT) });
        onAdded(batchId);
      }}
    >
      <Form.Item name="batchName" label="体检名称" required rules={[ruleFrom(AddBatchInput.shape.batchName)]}>
        <Input count={lengthCount(AddBatchInput.shape.batchName)} placeholder="如 2026年秋季体检" />
      </Form.Item>
      <Form.Item name="checkupDate" label="体检日期" rules={[{ required: true, message: '请选择体检日期' }]}>
        <DatePicker />
      </Form.Item>
      <Form.Item name="templateId" label="体检模板" rules={[{ required: true, message: '请选择体检模板' }]} extra="批次建立时复制模板的项目，之后修改模板不影响本批次">
        <QuerySelect query={templates} what="体检模板" emptyText="还没有体检模板" options={(templates.data?.list ?? []).map((template) => ({ value: template.templateId, label: `${template.templateName}（${template.items.length}项）` }))} />
      </Form.Item>
      <Form.Item label="参加体检的班级" required>
        <Form.Item noStyle name="classIds" rules={[{ required: true, message: '请选择参加体检的班级' }]}>
          <ClassSelect yearId={yearId} mode="multiple" placeholder="选择班级，班级的在读幼儿即为体检名单" />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {(form) => (
            <Button type="link" size="small" className="checkup-all-classes" onClick={() => form.setFieldValue('classIds', (classes.data ?? []).map((option) => option.classId))}>
              选择全部班级
            </Button>
          )}
        </Form.Item>
      </Form.Item>
    </FormModal>
  );
}
