import { Form } from 'antd';
import { ANY_CLASS, ClassSelect, YearSelect } from '../../filter';
import '../child.css';

/** The 学年 and 班级 items of a filter bar (fields yearId and classId): another year clears the class. */
export function YearClassFilter() {
  const form = Form.useFormInstance();
  const yearId = Form.useWatch<number | undefined>('yearId', form);
  return (
    <>
      <Form.Item name="yearId" label="学年">
        <YearSelect className="filter-select--wide" onChange={() => form.setFieldValue('classId', ANY_CLASS)} />
      </Form.Item>
      <Form.Item name="classId" label="班级">
        <ClassSelect yearId={yearId} withAll className="filter-select" />
      </Form.Item>
    </>
  );
}
