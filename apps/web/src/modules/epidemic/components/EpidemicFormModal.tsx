import { AddEpidemicActivityInput, epidemicMeasureLabel, type EpidemicActivityRow } from '@yuanwu/shared';
import { App, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { useEpidemicActivity, useSaveEpidemicActivity } from '../epidemic.queries';

const { shape } = AddEpidemicActivityInput;
const measureOptions = Object.entries(epidemicMeasureLabel).map(([value, label]) => ({ value: Number(value), label }));

interface FormValues {
  activityName: string;
  measureType: number;
  range: [Dayjs, Dayjs];
  classIds: number[];
  content?: string;
}

/** 新建防疫活动 and 编辑: the measure, its days and the classes that carry it out. */
export function EpidemicFormModal({ activity, onClose }: { activity: EpidemicActivityRow | 'new' | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const editing = activity && activity !== 'new' ? activity : undefined;
  const detail = useEpidemicActivity(editing?.activityId);
  const years = useYearOptions();
  const save = useSaveEpidemicActivity();
  const initialValues = useMemo<Partial<FormValues> | undefined>(() => {
    if (activity === 'new') return { measureType: 1, range: [dayjs(), dayjs().add(30, 'day')], classIds: [] };
    if (!detail.data) return undefined;
    const { activityName, measureType, startDate, endDate, classList, content } = detail.data;
    return { activityName, measureType, range: [dayjs(startDate), dayjs(endDate)], classIds: classList.map((row) => row.classId), content: content ?? '' };
  }, [activity, detail.data]);

  const submit = async ({ range, content, ...values }: FormValues) => {
    await save.mutateAsync({ ...values, activityId: editing?.activityId, content: content || null, startDate: range[0].format(DATE_FORMAT), endDate: range[1].format(DATE_FORMAT) });
    void message.success(editing ? '防疫活动已保存' : `已新建防疫活动「${values.activityName}」`);
  };

  return (
    <FormModal<FormValues>
      title={editing ? '编辑防疫活动' : '新建防疫活动'}
      okText={editing ? '保存' : '新建'}
      width={640}
      open={activity === 'new' || (Boolean(editing) && initialValues !== undefined)}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      serverFields={{ startDate: 'range', endDate: 'range' }}
    >
      <Form.Item name="activityName" label="活动名称" required rules={[ruleFrom(shape.activityName)]}>
        <Input placeholder="如 秋冬季晨午检" count={lengthCount(shape.activityName)} />
      </Form.Item>
      <Form.Item name="measureType" label="措施类型" rules={[{ required: true, message: '请选择措施类型' }]}>
        <Select options={measureOptions} aria-label="措施类型" />
      </Form.Item>
      <Form.Item name="range" label="活动日期" rules={[{ required: true, message: '请选择活动日期' }]}>
        <DatePicker.RangePicker format={DATE_FORMAT} allowClear={false} />
      </Form.Item>
      <Form.Item name="classIds" label="参加班级" rules={[{ required: true, type: 'array', min: 1, message: '请选择班级' }]}>
        <ClassSelect yearId={defaultYearId(years.data ?? [])} mode="multiple" aria-label="参加班级" />
      </Form.Item>
      <Form.Item name="content" label="措施要求" rules={[ruleFrom(shape.content)]}>
        <Input.TextArea rows={3} placeholder="如 体温≥37.3℃的幼儿隔离观察并通知家长" />
      </Form.Item>
    </FormModal>
  );
}
