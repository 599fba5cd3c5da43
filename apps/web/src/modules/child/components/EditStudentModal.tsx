import { UpdateStudentDetailInput, type StudentDetail } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { DATE_FORMAT } from '../../../components/dates';
import { useUpdateStudentDetail, useUpdateStudentInfo } from '../child.queries';
import { ChildPhotoField, StudentBasicFields } from './StudentFields';

interface StudentValues {
  studentName: string;
  sex: number;
  birthday?: Dayjs;
  ethnicId?: number;
  joinDate?: Dayjs;
  idCardNo?: string;
  homeAddress?: string;
  remark?: string;
  photoUrl?: string | null;
}

const dateOf = (text: string | null) => (text ? dayjs(text) : undefined);

/** 编辑基本信息: the record (name, sex, dates, ethnic group, photo) and its details (ID card, address, remark). */
export function EditStudentModal({ student, open, onClose }: { student: StudentDetail; open: boolean; onClose(): void }) {
  const updateInfo = useUpdateStudentInfo();
  const updateDetail = useUpdateStudentDetail();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<StudentValues>>(
    () => ({
      studentName: student.studentName,
      sex: student.sex,
      birthday: dateOf(student.birthday),
      ethnicId: student.ethnicId ?? undefined,
      joinDate: dateOf(student.joinDate),
      idCardNo: student.idCardNo ?? '',
      homeAddress: student.homeAddress ?? '',
      remark: student.remark ?? '',
      photoUrl: student.photoUrl,
    }),
    [student],
  );
  const submit = async (values: StudentValues) => {
    const { studentId } = student;
    await updateInfo.mutateAsync({
      studentId,
      studentName: values.studentName.trim(),
      sex: values.sex,
      ...(values.birthday ? { birthday: values.birthday.format(DATE_FORMAT) } : {}),
      ...(values.joinDate ? { joinDate: values.joinDate.format(DATE_FORMAT) } : {}),
      ethnicId: values.ethnicId ?? '',
      photoUrl: values.photoUrl ?? '',
    });
    await updateDetail.mutateAsync({ studentId, idCardNo: values.idCardNo?.trim() ?? '', homeAddress: values.homeAddress?.trim() ?? '', remark: values.remark?.trim() ?? '' });
    void message.success('基本信息已保存');
  };
  return (
    <FormModal<StudentValues> title="编辑基本信息" width={640} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Row gutter={16}>
        <StudentBasicFields span={12} />
        <Col span={12}>
          <Form.Item name="joinDate" label="入园日期">
            <DatePicker className="full-width" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="idCardNo" label="身份证号" rules={[ruleFrom(UpdateStudentDetailInput.shape.idCardNo)]}>
            <Input placeholder="选填，18位" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="homeAddress" label="家庭住址" rules={[ruleFrom(UpdateStudentDetailInput.shape.homeAddress)]}>
            <Input count={lengthCount(UpdateStudentDetailInput.shape.homeAddress)} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label="备注" rules={[ruleFrom(UpdateStudentDetailInput.shape.remark)]}>
            <Input.TextArea rows={3} count={lengthCount(UpdateStudentDetailInput.shape.remark)} placeholder="选填" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <ChildPhotoField />
        </Col>
      </Row>
    </FormModal>
  );
}
