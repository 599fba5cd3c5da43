import { Alert, App, Form } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { ClassSelect } from '../../filter';
import { StudentNames } from '../../child';
import { usePlaceStudents } from '../enrol.queries';

interface PlaceModalProps {
  yearId: number | undefined;
  students: readonly { enrolId: number; studentName: string }[];
  open: boolean;
  onClose(): void;
  onDone?(): void;
}

/** 分入班级: new students go into a class, waiting there until the class confirms them. */
export function PlaceModal({ yearId, students, open, onClose, onDone }: PlaceModalProps) {
  const place = usePlaceStudents();
  const { message } = App.useApp();
  const submit = async ({ classId }: { classId: number }) => {
    const { count } = await place.mutateAsync({ classId, enrolIds: students.map((student) => student.enrolId) });
    void message.success(`已将 ${count} 名新生分入班级，待确认入园`);
    onDone?.();
  };
  return (
    <FormModal<{ classId: number }> title={`分入班级（${students.length} 名）`} okText="分入班级" open={open} onClose={onClose} onSubmit={submit}>
      <StudentNames students={students.map((student) => ({ studentId: student.enrolId, studentName: student.studentName }))} />
      <Alert className="modal-note" type="info" showIcon title="分入后在班级的入园详情中确认，确认时才建立幼儿档案；确认前可随时退回入园名单。" />
      <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
        <ClassSelect yearId={yearId} />
      </Form.Item>
    </FormModal>
  );
}
