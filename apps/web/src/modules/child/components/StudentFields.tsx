import { personName, sexLabel } from '@yuanwu/shared';
import { Col, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FileUpload } from '../../../components/upload/FileUpload';
import { EthnicSelect } from './PersonSelects';

const sexOptions = Object.entries(sexLabel).map(([sex, label]) => ({ value: Number(sex), label }));
const studentName = personName('幼儿姓名');

/** A birthday cannot be in the future. */
export const notInFuture = (date: Dayjs) => date.isAfter(dayjs(), 'day');

/**
 * What every form about a child asks first (fields studentName, sex, birthday, ethnicId), as four
 * columns of `span`: 添加幼儿, 编辑基本信息 and 登记新生 ask it the same way.
 */
export function StudentBasicFields({ span }: { span: number }) {
  return (
    <>
      <Col span={span}>
        <Form.Item name="studentName" label="幼儿姓名" required rules={[ruleFrom(studentName)]}>
          <Input placeholder="幼儿姓名" count={lengthCount(studentName)} />
        </Form.Item>
      </Col>
      <Col span={span}>
        <Form.Item name="sex" label="性别" rules={[{ required: true, message: '请选择性别' }]}>
          <Radio.Group options={sexOptions} />
        </Form.Item>
      </Col>
      <Col span={span}>
        <Form.Item name="birthday" label="出生日期" rules={[{ required: true, message: '请选择出生日期' }]}>
          <DatePicker className="full-width" disabledDate={notInFuture} />
        </Form.Item>
      </Col>
      <Col span={span}>
        <Form.Item name="ethnicId" label="民族">
          <EthnicSelect />
        </Form.Item>
      </Col>
    </>
  );
}

/** The child's photo (field photoUrl): staff and the pick-up desk recognise the child by it. */
export function ChildPhotoField() {
  return (
    <Form.Item name="photoUrl" label="幼儿照片">
      <FileUpload kind="ChildPhoto" />
    </Form.Item>
  );
}
