import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { classPositionLabel } from '@yuanwu/shared';
import { Button, Empty, Form, Select } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { useTeacherOptions } from '../class-group.queries';
import { teacherListProblem, type ClassTeacherRow } from '../class-teachers';
import './teacher-rows.css';

const MAX_TEACHERS = 6;
const positionOptions = Object.entries(classPositionLabel).map(([value, label]) => ({ value: Number(value), label }));

interface TeacherChoice {
  value: number;
  label: string;
  phone: string;
}

/** A teacher picker searching names and phone numbers. */
export function TeacherSelect(props: { value?: number; onChange?(value: number | undefined): void; placeholder?: string; allowClear?: boolean }) {
  const teachers = useTeacherOptions();
  return (
    <QuerySelect<number, TeacherChoice>
      query={teachers}
      what="教师"
      emptyText="还没有在职教师"
      showSearch={{ filterOption: (input, option) => Boolean(option && (option.label.includes(input) || option.phone.includes(input))) }}
      placeholder="选择老师"
      {...props}
      options={(teachers.data ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName, phone: teacher.phone }))}
      optionRender={(option) => (
        <span className="teacher-option">
          {option.label}
          <span className="teacher-option__phone">{option.data.phone}</span>
        </span>
      )}
    />
  );
}

/** The `teachers` field of a class: rows of a teacher and a class position. */
export function TeacherRows() {
  const checkTeachers = async (_rule: unknown, rows: ClassTeacherRow[] | undefined) => {
    const problem = teacherListProblem(rows ?? []);
    if (problem) throw new Error(problem);
  };
  return (
    <Form.List name="teachers" rules={[{ validator: checkTeachers }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="teacher-rows">
          <div className="teacher-rows__head">
            <span className="teacher-rows__title">班级老师</span>
            <Button
              type="link"
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_TEACHERS}
              onClick={() => add({ position: Math.min(fields.length + 1, 3) })}
            >
              添加老师
            </Button>
          </div>
          {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有老师，可稍后在班级详情中设置" /> : null}
          {fields.map((field) => (
            <div key={field.key} className="teacher-rows__row">
              <Form.Item name={[field.name, 'teacherId']} rules={[{ required: true, message: '请选择老师' }]} className="teacher-rows__teacher">
                <TeacherSelect />
              </Form.Item>
              <Form.Item name={[field.name, 'position']} rules={[{ required: true, message: '请选择职务' }]} className="teacher-rows__position">
                <Select options={positionOptions} placeholder="班级职务" />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label="移除老师" onClick={() => remove(field.name)} />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
