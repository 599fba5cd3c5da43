import { App } from 'antd';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { useSetClassTeachers } from '../class-group.queries';
import { teachersOf, type ClassTeacherRow } from '../class-teachers';
import { TeacherRows } from './TeacherRows';

interface ClassTeachersModalProps {
  classId: number;
  teachers: { teacherId: number; position: number }[];
  open: boolean;
  onClose(): void;
}

/** 设置老师: the class's teachers and their positions, replaced as a whole. */
export function ClassTeachersModal({ classId, teachers, open, onClose }: ClassTeachersModalProps) {
  const setTeachers = useSetClassTeachers();
  const { message } = App.useApp();
  const initialValues = useMemo(() => ({ teachers: teachers.map(({ teacherId, position }) => ({ teacherId, position })) }), [teachers]);
  const submit = async (values: { teachers?: ClassTeacherRow[] }) => {
    await setTeachers.mutateAsync({ classId, teachers: teachersOf(values.teachers) });
    void message.success('班级老师已更新');
  };
  return (
    <FormModal<{ teachers?: ClassTeacherRow[] }> title="设置老师" open={open} width={600} initialValues={initialValues} onClose={onClose} onSubmit={submit}>
      <TeacherRows />
    </FormModal>
  );
}
