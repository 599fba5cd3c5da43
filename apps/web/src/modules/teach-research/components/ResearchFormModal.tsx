import { AddResearchInput, MAX_RESEARCH_ATTACHMENTS, researchKindLabel, ResearchKind } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select, TimePicker } from 'antd';
import { useMemo } from 'react';
import { CLOCK_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { FileListUpload } from '../../../components/upload/FileUpload';
import { formValuesOf, newResearchValues, researchInputOf, type ResearchFormValues } from '../research-form';
import { organizerLabel } from '../research-text';
import { useAddResearch, useResearchInfo, useResearchStaff, useUpdateResearch, type ResearchRef } from '../teach-research.queries';

const kindOptions = Object.entries(researchKindLabel).map(([value, label]) => ({ value: Number(value), label }));

/** The staff at work, and those already on the record (who may have left since), as picker options. */
function usePickableStaff(onRecord: { teacherId: number; teacherName: string }[]) {
  const staff = useResearchStaff();
  const options = useMemo(() => {
    const names = new Map((staff.data ?? []).map((teacher) => [teacher.teacherId, teacher.teacherName]));
    for (const person of onRecord) if (!names.has(person.teacherId)) names.set(person.teacherId, `${person.teacherName}（已离职）`);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [staff.data, onRecord]);
  return { staff, options };
}

interface ResearchFormModalProps {
  open: boolean;
  onClose(): void;
  /** The teacher whose detail the form opens from: a new record's organizer. */
  teacherId: number;
  /** The record to edit; without one the modal adds a record. */
  record?: ResearchRef | undefined;
}

/** 添加教研记录 and 编辑教研记录: one form for every kind. */
export function ResearchFormModal({ open, onClose, teacherId, record }: ResearchFormModalProps) {
  const adding = !record;
  const { message } = App.useApp();
  const info = useResearchInfo(open ? record : undefined);
  const onRecord = useMemo(() => (info.data ? [{ teacherId: info.data.organizerId, teacherName: info.data.organizerName }, ...info.data.participants] : []), [info.data]);
  const { staff, options: staffOptions } = usePickableStaff(onRecord);
  const add = useAddResearch();
  const update = useUpdateResearch();
  const initialValues = useMemo(() => (adding ? newResearchValues(teacherId) : info.data && formValuesOf(info.data)), [adding, teacherId, info.data]);

  const submit = async (values: ResearchFormValues) => {
    const input = researchInputOf(values);
    if (record) await update.mutateAsync({ researchId: record.researchId, ...input });
    else await add.mutateAsync(input);
    void message.success(adding ? `已添加教研记录「${input.title}」` : '教研记录已保存');
  };

  return (
    <FormModal<ResearchFormValues>
      title={adding ? '添加教研记录' : '编辑教研记录'}
      okText={adding ? '添加' : '保存'}
      width={720}
      open={open && (adding || Boolean(info.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="kind" label="类型" required>
            <Select options={kindOptions} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="title" label="教研主题" required rules={[ruleFrom(AddResearchInput.shape.title)]}>
            <Input placeholder="如 幼儿自主游戏中的观察与支持" count={lengthCount(AddResearchInput.shape.title)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => (
              <Form.Item
                name="researchDate"
                label="日期"
                rules={[{ required: true, message: '请选择日期' }]}
                extra={getFieldValue('kind') === ResearchKind.PLAN ? '按日期归入学期的第几周' : undefined}
              >
                <DatePicker className="research-form__full" />
              </Form.Item>
            )}
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="time" label="时间">
            <TimePicker.RangePicker className="research-form__full" format={CLOCK_FORMAT} minuteStep={5} placeholder={['开始', '结束']} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="place" label="地点" rules={[ruleFrom(AddResearchInput.shape.place)]}>
            <Input placeholder="如 多功能厅" count={lengthCount(AddResearchInput.shape.place)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => {
              const label = organizerLabel(getFieldValue('kind') as number);
              return (
                <Form.Item name="organizerId" label={label} rules={[{ required: true, message: `请选择${label}` }]}>
                  <QuerySelect<number> query={staff} what="教师" placeholder={`选择${label}`} showSearch={{ optionFilterProp: 'label' }} options={staffOptions} />
                </Form.Item>
              );
            }}
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item noStyle dependencies={['organizerId']}>
            {({ getFieldValue }) => (
              <Form.Item name="participantIds" label="参与教师">
                <QuerySelect<number[]>
                  query={staff}
                  what="教师"
                  mode="multiple"
                  placeholder="选择参与的教师"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={staffOptions.map((option) => ({ ...option, disabled: option.value === getFieldValue('organizerId') }))}
                  maxTagCount="responsive"
                />
              </Form.Item>
            )}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="content" label="教研内容" required rules={[ruleFrom(AddResearchInput.shape.content)]}>
        <Input.TextArea rows={4} placeholder="活动安排、研讨过程或学习内容" count={lengthCount(AddResearchInput.shape.content)} />
      </Form.Item>
      <Form.Item name="outcome" label="成效与反思" rules={[ruleFrom(AddResearchInput.shape.outcome)]}>
        <Input.TextArea rows={3} placeholder="形成的共识、调整措施与反思（可在活动后补充）" count={lengthCount(AddResearchInput.shape.outcome)} />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <FileListUpload kind="TeachResearch" maxCount={MAX_RESEARCH_ATTACHMENTS} />
      </Form.Item>
    </FormModal>
  );
}
