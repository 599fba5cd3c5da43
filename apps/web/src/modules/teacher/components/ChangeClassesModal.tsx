import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TeacherStatus } from '@yuanwu/shared';
import { Alert, App, Button, Empty, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { assignmentText, changeClassInputOf, classListProblem, MAX_CLASSES_PER_TEACHER, type ClassRow } from '../teacher-classes';
import { useChangeTeacherClass, useTeacherForUpdate } from '../teacher.queries';
import { useStaffOptions } from './staff-options';

interface ClassesValues {
  classList?: ClassRow[];
}

export interface ClassesTarget {
  teacherId: number;
  teacherName: string;
}

const checkClasses = async (_rule: unknown, rows: ClassRow[] | undefined) => {
  const problem = classListProblem(rows ?? []);
  if (problem) throw new Error(problem);
};

/** The `classList` field: rows of a class and the teacher's position in it. */
function ClassRows({ options }: { options: ReturnType<typeof useStaffOptions> }) {
  return (
    <Form.List name="classList" rules={[{ validator: checkClasses }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="teacher-class-rows">
          {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="不任教班级（保存后将不再是任何班级的老师）" /> : null}
          {fields.map((field) => (
            <div key={field.key} className="teacher-class-rows__row">
              <Form.Item name={[field.name, 'classId']} rules={[{ required: true, message: '请选择班级' }]} className="teacher-class-rows__class">
                <QuerySelect<number> {...options.classes} placeholder="选择班级" showSearch={{ optionFilterProp: 'label' }} aria-label="班级" />
              </Form.Item>
              <Form.Item name={[field.name, 'classPositionId']} rules={[{ required: true, message: '请选择班级职务' }]} className="teacher-class-rows__position">
                <QuerySelect<number> {...options.positions} placeholder="班级职务" aria-label="班级职务" />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label="移除班级" onClick={() => remove(field.name)} />
            </div>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_CLASSES_PER_TEACHER} onClick={() => add({})}>
            添加班级
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** 调整任教班级: the teacher's classes of the years not yet ended, replaced as a whole. */
export function ChangeClassesModal({ teacher, onClose }: { teacher: ClassesTarget | undefined; onClose(): void }) {
  const { message } = App.useApp();
  const options = useStaffOptions();
  // Fresh on each opening: the class screen may have changed the teacher's classes meanwhile.
  const record = useTeacherForUpdate(teacher?.teacherId);
  const change = useChangeTeacherClass();
  const current = record.data?.classList;
  const initialValues = useMemo(() => (current ? { classList: current } : undefined), [current]);
  const classLabels = new Map(options.classes.options.map((option) => [option.value, option.label]));

  const submit = async (values: ClassesValues) => {
    await change.mutateAsync(changeClassInputOf(teacher!.teacherId, values.classList));
    void message.success(`已保存「${teacher!.teacherName}」的任教班级`);
  };

  return (
    <FormModal<ClassesValues> title="调整任教班级" okText="保存" width={600} open={Boolean(teacher && current)} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Typography.Paragraph className="teacher-class-rows__current">
        <Typography.Text strong>{teacher?.teacherName}</Typography.Text> {current && options.classes.query.data ? assignmentText(current, classLabels) : null}
      </Typography.Paragraph>
      {record.data?.status === TeacherStatus.LEFT_CLASS ? (
        <Alert className="teacher-class-rows__alert" type="warning" showIcon title="该教师已离班：请先在“编辑”中将状态改为正常，再设置任教班级" />
      ) : null}
      <ClassRows options={options} />
    </FormModal>
  );
}
