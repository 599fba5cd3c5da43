import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NewSchoolYear, SemesterInput } from '@yuanwu/shared';
import { Button, Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { fromFormValues, semesterProblem, type DateRange, type YearFormValues } from '../year-plan';
import './year-fields.css';

const MAX_SEMESTERS = 4;

/** The semester rows: each a name and a date range inside the year, at least one, at most four. */
function SemesterRows() {
  const form = Form.useFormInstance<YearFormValues>();
  const yearRange = Form.useWatch('range', form) as DateRange | undefined;
  const outsideYear = (date: Dayjs) => Boolean(yearRange && (date.isBefore(yearRange[0], 'day') || date.isAfter(yearRange[1], 'day')));
  const checkSemesters = async (_rule: unknown, semesters: YearFormValues['semesters'] | undefined) => {
    if (!semesters?.length) throw new Error('至少设置一个学期');
    const values = form.getFieldsValue(true) as YearFormValues;
    if (!values.range || semesters.some((semester) => !semester?.range)) return;
    const { startDate, endDate, semesterList } = fromFormValues({ ...values, semesters });
    const problem = semesterProblem({ startDate, endDate }, semesterList);
    if (problem) throw new Error(problem);
  };

  return (
    <Form.List name="semesters" rules={[{ validator: checkSemesters }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="semester-rows">
          <div className="semester-rows__head">
            <span className="semester-rows__title">学期设置</span>
            <Button type="link" icon={<PlusOutlined />} disabled={fields.length >= MAX_SEMESTERS} onClick={() => add({ semesterName: `第${fields.length + 1}学期` })}>
              添加学期
            </Button>
          </div>
          {fields.map((field) => (
            <div key={field.key} className="semester-rows__row">
              <Form.Item name={[field.name, 'semesterName']} rules={[ruleFrom(SemesterInput.shape.semesterName)]} className="semester-rows__name">
                <Input placeholder="学期名称" count={lengthCount(SemesterInput.shape.semesterName)} />
              </Form.Item>
              <Form.Item name={[field.name, 'range']} rules={[{ required: true, message: '请选择学期的起止日期' }]} className="semester-rows__range">
                <DatePicker.RangePicker disabledDate={outsideYear} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label="删除学期"
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** A year's name, dates and semesters: the fields of the year form and of the promotion's new year. */
export function YearFields() {
  return (
    <>
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="yearName" label="学年名称" required rules={[ruleFrom(NewSchoolYear.shape.yearName)]}>
            <Input placeholder="如 2026-2027学年" count={lengthCount(NewSchoolYear.shape.yearName)} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="range" label="起止日期" rules={[{ required: true, message: '请选择学年的起止日期' }]}>
            <DatePicker.RangePicker className="year-fields__range" />
          </Form.Item>
        </Col>
      </Row>
      <SemesterRows />
    </>
  );
}
