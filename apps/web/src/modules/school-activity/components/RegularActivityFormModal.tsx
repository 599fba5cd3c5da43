import { ActivityKind, activityTypes, AddRegularActivityInput, weekdayLabel } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select, TimePicker } from 'antd';
import { useMemo } from 'react';
import { ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { regularActivityInputOf, regularActivityValuesOf, type RegularActivityFormValues } from '../activity-form';
import { useAddRegularActivity, useAreaOptions, useClassPicker, useRegularActivityDetail, useUpdateRegularActivity } from '../school-activity.queries';

const typeOptions = activityTypes.filter((type) => type.tag === ActivityKind.REGULAR).map((type) => ({ value: type.id, label: type.dicName }));
const weekdayOptions = Object.entries(weekdayLabel).map(([value, label]) => ({ value: Number(value), label }));

interface RegularActivityFormModalProps {
  open: boolean;
  onClose(): void;
  activityId?: number | undefined;
}

/** 新增常规活动 and 编辑常规活动: a class's weekly time in an area over a term. */
export function RegularActivityFormModal({ open, onClose, activityId }: RegularActivityFormModalProps) {
  const adding = !activityId;
  const { message } = App.useApp();
  const detail = useRegularActivityDetail(open ? activityId : undefined);
  const areas = useAreaOptions();
  const classOptions = useClassPicker();
  const add = useAddRegularActivity();
  const update = useUpdateRegularActivity();
  const initialValues = useMemo(() => (adding ? { typeId: typeOptions[0]!.value } : detail.data && regularActivityValuesOf(detail.data)), [adding, detail.data]);

  const submit = async (values: RegularActivityFormValues) => {
    const input = regularActivityInputOf(values);
    if (activityId) await update.mutateAsync({ activityId, ...input });
    else await add.mutateAsync(input);
    void message.success(adding ? `已添加常规活动「${input.name}」` : '常规活动已保存');
  };

  return (
    <FormModal<RegularActivityFormValues>
      title={adding ? '新增常规活动' : '编辑常规活动'}
      okText={adding ? '添加' : '保存'}
      width={640}
      open={open && (adding || Boolean(detail.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="name" label="活动名称" required rules={[ruleFrom(AddRegularActivityInput.shape.name)]}>
            <Input placeholder="如 建构游戏" maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="typeId" label="活动类型" rules={[{ required: true, message: '请选择活动类型' }]}>
            <Select options={typeOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
            <Select placeholder="请选择班级" options={classOptions} showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="areaId" label="区域" rules={[{ required: true, message: '请选择区域' }]}>
            <Select placeholder="请选择区域" options={(areas.data?.list ?? []).map((area) => ({ value: area.areaId, label: area.name }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="weekday" label="每周" rules={[{ required: true, message: '请选择星期' }]}>
            <Select placeholder="星期" options={weekdayOptions} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="time" label="时间" rules={[{ required: true, message: '请选择时间' }]}>
            <TimePicker.RangePicker className="activity-form__full" format="HH:mm" minuteStep={5} placeholder={['开始', '结束']} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="term" label="起止日期" rules={[{ required: true, message: '请选择起止日期' }]} extra="通常为本学期的开始与结束日期">
            <DatePicker.RangePicker className="activity-form__full" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="content" label="活动内容" rules={[ruleFrom(AddRegularActivityInput.shape.content)]}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
