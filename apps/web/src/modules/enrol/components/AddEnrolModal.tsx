import { AddEnrolStudentInput, gradeLevelLabel, GradeLevel, RelationType } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { DATE_FORMAT } from '../../../components/dates';
import { RelationSelect, StudentBasicFields } from '../../child';
import { useAddEnrolStudent } from '../enrol.queries';

interface EnrolValues {
  studentName: string;
  sex: number;
  birthday: Dayjs;
  ethnicId?: number;
  gradeLevel?: number;
  joinDate?: Dayjs;
  guardianName: string;
  relationType: number;
  phone: string;
}

export const gradeLevelOptions = Object.entries(gradeLevelLabel).map(([level, label]) => ({ value: Number(level), label }));

/** 登记新生: a child who will start, with one guardian, waiting in the admission list. */
export function AddEnrolModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const addEnrol = useAddEnrolStudent();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ sex: 1, ethnicId: 1, gradeLevel: GradeLevel.NURSERY, relationType: RelationType.MOTHER }), []);
  const submit = async (values: EnrolValues) => {
    await addEnrol.mutateAsync({
      studentName: values.studentName.trim(),
      sex: values.sex,
      birthday: values.birthday.format(DATE_FORMAT),
      ethnicId: values.ethnicId ?? '',
      ...(values.gradeLevel ? { gradeLevel: values.gradeLevel } : {}),
      ...(values.joinDate ? { joinDate: values.joinDate.format(DATE_FORMAT) } : {}),
      guardianName: values.guardianName.trim(),
      relationType: values.relationType,
      phone: values.phone.trim(),
    });
    void message.success(`已登记新生「${values.studentName.trim()}」`);
  };
  return (
    <FormModal<EnrolValues> title="登记新生" width={640} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Row gutter={16}>
        <StudentBasicFields span={12} />
        <Col span={12}>
          <Form.Item name="gradeLevel" label="入园年级">
            <Select options={gradeLevelOptions} allowClear placeholder="选择年级" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="joinDate" label="计划入园日期" extra="不填则以确认入园当天为准。">
            <DatePicker className="full-width" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="guardianName" label="家长姓名" required rules={[ruleFrom(AddEnrolStudentInput.shape.guardianName)]}>
            <Input count={lengthCount(AddEnrolStudentInput.shape.guardianName)} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="relationType" label="关系" rules={[{ required: true, message: '请选择关系' }]}>
            <RelationSelect />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="phone" label="家长手机号" required rules={[ruleFrom(AddEnrolStudentInput.shape.phone)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
