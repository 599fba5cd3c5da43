import { Alert, App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { DATE_FORMAT } from '../../../components/dates';
import { useBatchGraduation, useGraduation } from '../child.queries';
import { StudentNames } from './StudentNames';

interface GraduateValues {
  leaveDate: Dayjs;
}

interface GraduateModalProps {
  students: readonly { studentId: number; studentName: string }[];
  open: boolean;
  onClose(): void;
  onDone?(): void;
}

/** No later than today: the server refuses a leaving date to come. */
export const notAfterToday = (date: Dayjs) => date.isAfter(dayjs(), 'day');

/** 毕业 of one child or 批量毕业 of several: records stay, the status turns 毕业, their cards stop. */
export function GraduateModal({ students, open, onClose, onDone }: GraduateModalProps) {
  const graduateOne = useGraduation();
  const graduateMany = useBatchGraduation();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ leaveDate: dayjs() }), []);
  const [only] = students;
  const submit = async ({ leaveDate }: GraduateValues) => {
    const date = leaveDate.format(DATE_FORMAT);
    if (students.length === 1 && only) await graduateOne.mutateAsync({ studentId: only.studentId, leaveDate: date });
    else await graduateMany.mutateAsync({ studentIds: students.map((student) => student.studentId), leaveDate: date });
    void message.success(students.length === 1 ? `${only?.studentName}已毕业` : `${students.length} 名幼儿已毕业`);
    onDone?.();
  };
  return (
    <FormModal<GraduateValues>
      title={students.length === 1 ? `${only?.studentName ?? ''}毕业` : `批量毕业（${students.length} 名）`}
      okText="确认毕业"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <StudentNames students={students} />
      <Alert
        className="modal-note"
        type="warning"
        showIcon
        title="毕业后幼儿不再在读，其接送卡全部注销；档案、家长和在班记录都会保留，可在“毕业”状态下查看。"
      />
      <Form.Item name="leaveDate" label="毕业日期" rules={[{ required: true, message: '请选择毕业日期' }]}>
        <DatePicker className="full-width" disabledDate={notAfterToday} />
      </Form.Item>
    </FormModal>
  );
}
