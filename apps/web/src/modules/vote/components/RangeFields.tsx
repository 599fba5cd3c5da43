import { VoteObjectType, voteObjectTypeLabel } from '@yuanwu/shared';
import { Col, Form, Radio, Row } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { ClassSelect, defaultYearId, useYearOptions } from '../../filter';
import { useDepartmentOptions, useGrades } from '../vote.queries';
import { PersonSelect } from './PersonSelect';

const objectTypeOptions = Object.entries(voteObjectTypeLabel).map(([value, label]) => ({ value: Number(value), label }));

interface RangeFieldsProps {
  /** The form's range: enrolment or voting. */
  name: 'enroll' | 'vote';
  objectTypeName: 'enrollObjectType' | 'voteObjectType';
  what: '报名' | '投票';
}

/**
 * Who may enrol or vote: teachers, children or both, of the whole school or of the grades,
 * classes, departments and people chosen (a grade or class reaches its children and the teachers of
 * its classes, a department its staff).
 */
export function RangeFields({ name, objectTypeName, what }: RangeFieldsProps) {
  const form = Form.useFormInstance();
  const objectType = Form.useWatch(objectTypeName, form) as number | undefined;
  const isOpen = Form.useWatch([name, 'isOpen'], form) as boolean | undefined;
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  const departments = useDepartmentOptions();
  const grades = useGrades(yearId);
  const teachers = objectType !== VoteObjectType.CHILD;
  const children = objectType !== VoteObjectType.TEACHER;
  return (
    <>
      <Form.Item name={objectTypeName} label={`${what}对象`}>
        <Radio.Group options={objectTypeOptions} />
      </Form.Item>
      <Form.Item name={[name, 'isOpen']} label={`${what}范围`}>
        <Radio.Group
          options={[
            { value: true, label: '全园' },
            { value: false, label: '指定范围' },
          ]}
        />
      </Form.Item>
      {isOpen === false ? (
        <Row gutter={16} className="vote-form__range">
          <Col span={12}>
            <Form.Item name={[name, 'gradeIds']} label="年级">
              <QuerySelect<number[]>
                query={grades}
                what="年级"
                mode="multiple"
                placeholder="选择年级"
                aria-label={`${what}年级`}
                options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={[name, 'classIds']} label="班级">
              <ClassSelect yearId={yearId} mode="multiple" aria-label={`${what}班级`} />
            </Form.Item>
          </Col>
          {teachers ? (
            <Col span={12}>
              <Form.Item name={[name, 'departmentIds']} label="部门">
                <QuerySelect<number[]>
                  query={departments}
                  what="部门"
                  mode="multiple"
                  placeholder="选择部门"
                  aria-label={`${what}部门`}
                  optionFilterProp="label"
                  options={(departments.data ?? []).map((row) => ({ value: row.departmentId, label: row.departmentName }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          {teachers ? (
            <Col span={12}>
              <Form.Item name={[name, 'teachers']} label="教师">
                <PersonSelect kind="teacher" mode="multiple" aria-label={`${what}教师`} />
              </Form.Item>
            </Col>
          ) : null}
          {children ? (
            <Col span={12}>
              <Form.Item name={[name, 'children']} label="幼儿">
                <PersonSelect kind="child" mode="multiple" aria-label={`${what}幼儿`} />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      ) : null}
    </>
  );
}
