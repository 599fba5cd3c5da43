import { epidemicSymptomLabel, FEVER_CELSIUS, SaveEpidemicRecordInput, type EpidemicClassDay } from '@yuanwu/shared';
import { App, Button, Col, Form, Input, InputNumber, Row, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { CLOCK_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { useClassChildren, useSaveEpidemicRecord } from '../epidemic.queries';

const { shape } = SaveEpidemicRecordInput;
const symptomOptions = Object.entries(epidemicSymptomLabel).map(([value, label]) => ({ value: Number(value), label }));

interface FormValues {
  doneTime?: Dayjs | null;
  findings: string;
  childList: { studentId: number; symptom: number; temperature?: number | null; remark?: string }[];
}

interface RecordDayModalProps {
  activityId: number;
  classId: number;
  day: EpidemicClassDay | undefined;
  onClose(): void;
}

/** 记录 a class's day: when it was done, what was found, and the children with a symptom. */
export function RecordDayModal({ activityId, classId, day, onClose }: RecordDayModalProps) {
  const { message } = App.useApp();
  const children = useClassChildren(classId, Boolean(day));
  const save = useSaveEpidemicRecord();
  const initialValues = useMemo<Partial<FormValues> | undefined>(
    () =>
      day && {
        doneTime: day.doneTime ? dayjs(day.doneTime, CLOCK_FORMAT) : null,
        findings: day.findings ?? '',
        childList: day.childList.map(({ studentId, symptom, temperature, remark }) => ({ studentId, symptom, temperature, remark: remark ?? '' })),
      },
    [day],
  );
  const submit = async (values: FormValues) => {
    await save.mutateAsync({
      activityId,
      classId,
      recordDate: day!.date,
      doneTime: values.doneTime ? values.doneTime.format(CLOCK_FORMAT) : '',
      findings: values.findings,
      childList: (values.childList ?? []).map((child) => ({ ...child, temperature: child.temperature ?? null, remark: child.remark || null })),
    });
    void message.success(`已保存 ${day!.date} 的记录`);
  };
  const childOptions = (children.data ?? []).map((child) => ({ value: child.studentId, label: child.studentName }));
  return (
    <FormModal<FormValues> title={`记录 ${day?.date ?? ''}`} okText="保存" width={720} open={Boolean(day)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="doneTime" label="完成时间">
        <TimePicker format={CLOCK_FORMAT} minuteStep={5} aria-label="完成时间" />
      </Form.Item>
      <Form.Item name="findings" label="检查情况" required rules={[ruleFrom(shape.findings)]}>
        <Input.TextArea rows={2} placeholder="如 全班幼儿精神状态良好，体温正常" count={lengthCount(shape.findings)} />
      </Form.Item>
      <Form.List name="childList">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="top">
                <Col span={6}>
                  <Form.Item name={[field.name, 'studentId']} rules={[{ required: true, message: '请选择幼儿' }]}>
                    <QuerySelect<number> query={children} what="幼儿" options={childOptions} placeholder="幼儿" aria-label="幼儿" showSearch={{ optionFilterProp: 'label' }} />
                  </Form.Item>
                </Col>
                <Col span={5}>
                  <Form.Item name={[field.name, 'symptom']} rules={[{ required: true, message: '请选择症状' }]}>
                    <Select options={symptomOptions} placeholder="症状" aria-label="症状" />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[field.name, 'temperature']}>
                    <InputNumber min={34} max={43} step={0.1} precision={1} placeholder={`体温≥${FEVER_CELSIUS}`} suffix="℃" aria-label="体温" />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[field.name, 'remark']}>
                    <Input placeholder="处理，如 通知家长接回" aria-label="处理情况" />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    移除
                  </Button>
                </Col>
              </Row>
            ))}
            <Button type="dashed" block onClick={() => add({ symptom: 1 })}>
              添加有症状的幼儿
            </Button>
          </>
        )}
      </Form.List>
    </FormModal>
  );
}
