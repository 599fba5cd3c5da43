import { ActivityKind, activityTypes, AddSchoolActivityInput } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select, TimePicker } from 'antd';
import { useMemo } from 'react';
import { ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { schoolActivityInputOf, schoolActivityValuesOf, type SchoolActivityFormValues } from '../activity-form';
import { useAddSchoolActivity, useAreaOptions, useClassPicker, useQuestionUnits, useSchoolActivityDetail, useUpdateSchoolActivity } from '../school-activity.queries';

const typeOptions = activityTypes.filter((type) => type.tag === ActivityKind.SCHOOL).map((type) => ({ value: type.id, label: type.dicName }));

interface SchoolActivityFormModalProps {
  open: boolean;
  onClose(): void;
  /** The activity to edit; without one the modal adds an activity. */
  activityId?: number | undefined;
}

/** 新增园所活动 and 编辑园所活动. */
export function SchoolActivityFormModal({ open, onClose, activityId }: SchoolActivityFormModalProps) {
  const adding = !activityId;
  const { message } = App.useApp();
  const detail = useSchoolActivityDetail(open ? activityId : undefined);
  const areas = useAreaOptions();
  const units = useQuestionUnits();
  const classOptions = useClassPicker();
  const add = useAddSchoolActivity();
  const update = useUpdateSchoolActivity();
  const initialValues = useMemo(() => (adding ? { classIds: [], questionUnitIds: [] } : detail.data && schoolActivityValuesOf(detail.data)), [adding, detail.data]);

  const submit = async (values: SchoolActivityFormValues) => {
    const input = schoolActivityInputOf(values);
    if (activityId) await update.mutateAsync({ activityId, ...input });
    else await add.mutateAsync(input);
    void message.success(adding ? `已添加园所活动「${input.name}」` : '园所活动已保存');
  };

  return (
    <FormModal<SchoolActivityFormValues>
      title={adding ? '新增园所活动' : '编辑园所活动'}
      okText={adding ? '添加' : '保存'}
      width={720}
      open={open && (adding || Boolean(detail.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item name="name" label="活动名称" required rules={[ruleFrom(AddSchoolActivityInput.shape.name)]}>
            <Input placeholder="如 秋季亲子运动会" maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="typeId" label="活动类型" rules={[{ required: true, message: '请选择活动类型' }]}>
            <Select options={typeOptions} placeholder="请选择" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dates" label="活动日期" rules={[{ required: true, message: '请选择活动日期' }]}>
            <DatePicker.RangePicker className="activity-form__full" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="time" label="时间">
            <TimePicker.RangePicker className="activity-form__full" format="HH:mm" minuteStep={5} placeholder={['开始', '结束']} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="areaId" label="活动区域" extra="园外活动可不选">
            <Select allowClear placeholder="请选择" options={(areas.data?.list ?? []).map((area) => ({ value: area.areaId, label: area.name }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="questionUnitIds" label="评价单元">
            <Select mode="multiple" placeholder="活动后的评价问卷" optionFilterProp="label" options={(units.data?.list ?? []).map((unit) => ({ value: unit.unitId, label: unit.unitName }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="classIds" label="参加班级" rules={[{ required: true, type: 'array', min: 1, message: '请选择参加的班级' }]}>
            <Select mode="multiple" placeholder="请选择班级" options={classOptions} optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="content" label="活动内容" rules={[ruleFrom(AddSchoolActivityInput.shape.content)]}>
            <Input.TextArea rows={4} maxLength={2000} showCount placeholder="活动流程、分工与准备" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
