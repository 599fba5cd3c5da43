import { Alert, App, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { ClassSelect, YearSelect } from '../../filter';
import { DATE_FORMAT } from '../../../components/dates';
import { useBatchJoinNewClass, useJoinNewClass } from '../child.queries';
import { StudentNames } from './StudentNames';

interface ChangeClassValues {
  newYearId: number;
  newClassId: number;
  joinDate: Dayjs;
}

interface ChangeClassModalProps {
  students: readonly { studentId: number; studentName: string }[];
  /** The year the picker opens on. */
  yearId: number | undefined;
  open: boolean;
  onClose(): void;
  onDone?(): void;
}

function TargetClass() {
  const form = Form.useFormInstance<ChangeClassValues>();
  const yearId = Form.useWatch('newYearId', form);
  return (
    <>
      <Form.Item name="newYearId" label="学年" rules={[{ required: true, message: '请选择学年' }]}>
        <YearSelect onChange={() => form.setFieldValue('newClassId', undefined)} />
      </Form.Item>
      <Form.Item name="newClassId" label="调入班级" rules={[{ required: true, message: '请选择调入的班级' }]}>
        <ClassSelect yearId={yearId} />
      </Form.Item>
    </>
  );
}

/** 调班 of one child or 批量调班 of several: the old class record ends as 转班 and a new one starts. */
export function ChangeClassModal({ students, yearId, open, onClose, onDone }: ChangeClassModalProps) {
  const joinOne = useJoinNewClass();
  const joinMany = useBatchJoinNewClass();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ newYearId: yearId, joinDate: dayjs() }), [yearId]);
  const [only] = students;
  const submit = async ({ newYearId, newClassId, joinDate }: ChangeClassValues) => {
    const target = { newYearId, newClassId, joinDate: joinDate.format(DATE_FORMAT) };
    if (students.length === 1 && only) await joinOne.mutateAsync({ studentId: only.studentId, ...target });
    else await joinMany.mutateAsync({ studentIds: students.map((student) => student.studentId), ...target });
    void message.success(students.length === 1 ? `${only?.studentName}已调班` : `已为 ${students.length} 名幼儿调班`);
    onDone?.();
  };
  return (
    <FormModal<ChangeClassValues>
      title={students.length === 1 ? '调班' : `批量调班（${students.length} 名）`}
      okText="确认调班"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <StudentNames students={students} />
      <Alert className="modal-note" type="info" showIcon title="原班记录以“转班”结束，在新班开始新的在班记录；幼儿档案与历史记录都会保留。" />
      <TargetClass />
      <Form.Item name="joinDate" label="调班日期" rules={[{ required: true, message: '请选择调班日期' }]}>
        <DatePicker className="full-width" />
      </Form.Item>
    </FormModal>
  );
}
