import { LeaveSchoolInput, StudentStatus } from '@yuanwu/shared';
import { Alert, App, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { DATE_FORMAT } from '../../../components/dates';
import { useLeaveSchool } from '../child.queries';
import { notAfterToday } from './GraduateModal';

interface LeaveValues {
  leaveType: number;
  leaveDate: Dayjs;
  leaveReason?: string;
}

/** 离园: a child leaves by 转学 or 退学; the record and class history stay, the cards stop. */
export function LeaveSchoolModal({ student, open, onClose }: { student: { studentId: number; studentName: string }; open: boolean; onClose(): void }) {
  const leave = useLeaveSchool();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ leaveType: StudentStatus.TRANSFERRED, leaveDate: dayjs() }), []);
  const submit = async ({ leaveType, leaveDate, leaveReason }: LeaveValues) => {
    await leave.mutateAsync({ studentId: student.studentId, leaveType, leaveDate: leaveDate.format(DATE_FORMAT), leaveReason: leaveReason?.trim() ?? '' });
    void message.success(`${student.studentName}已离园`);
  };
  return (
    <FormModal<LeaveValues> title={`${student.studentName}离园`} okText="确认离园" open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Alert className="modal-note" type="warning" showIcon title="离园后幼儿不再在读，其接送卡全部注销；档案、家长和在班记录都会保留。" />
      <Form.Item name="leaveType" label="离园类型">
        <Radio.Group
          options={[
            { value: StudentStatus.TRANSFERRED, label: '转学' },
            { value: StudentStatus.DROPPED_OUT, label: '退学' },
          ]}
        />
      </Form.Item>
      <Form.Item name="leaveDate" label="离园日期" rules={[{ required: true, message: '请选择离园日期' }]}>
        <DatePicker className="full-width" disabledDate={notAfterToday} />
      </Form.Item>
      <Form.Item name="leaveReason" label="离园原因" rules={[ruleFrom(LeaveSchoolInput.shape.leaveReason)]}>
        <Input.TextArea rows={3} count={lengthCount(LeaveSchoolInput.shape.leaveReason)} placeholder="选填，如：随父母迁居外地" />
      </Form.Item>
    </FormModal>
  );
}
