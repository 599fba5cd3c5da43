import { educationLabel, sexLabel, UpdatePersonalInfoInput } from '@yuanwu/shared';
import { App, Button, Card, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { useUpdatePersonalInfo, type PersonalInfo } from '../account.queries';
import { DATE_FORMAT } from '../../../components/dates';

interface BasicValues {
  teacherName: string;
  sex: number;
  birthday: string | null;
  education: number | null;
}

const educationOptions = Object.entries(educationLabel).map(([value, label]) => ({ value: Number(value), label }));
const sexOptions = Object.entries(sexLabel).map(([value, label]) => ({ value: Number(value), label }));

/** The date text the server keeps, shown in a DatePicker. */
const dateField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

/** 基本信息: the fields a person keeps up themselves. */
export function BasicInfoForm({ info }: { info: PersonalInfo }) {
  const [form] = Form.useForm<BasicValues>();
  const update = useUpdatePersonalInfo();
  const { message } = App.useApp();
  const initialValues: BasicValues = { teacherName: info.teacherName, sex: info.sex, birthday: info.birthday, education: info.education };

  const save = (values: BasicValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setFieldsValue({ teacherName: saved.teacherName, sex: saved.sex, birthday: saved.birthday, education: saved.education });
        void message.success('个人信息已保存');
      },
    });

  return (
    <Card title="基本信息">
      <Form form={form} name="personal-info" layout="vertical" initialValues={initialValues} onFinish={save} className="personal-info__form">
        <Form.Item name="teacherName" label="姓名" required rules={[ruleFrom(UpdatePersonalInfoInput.shape.teacherName)]}>
          <Input count={lengthCount(UpdatePersonalInfoInput.shape.teacherName)} placeholder="真实姓名" />
        </Form.Item>
        <Form.Item name="sex" label="性别" rules={[{ required: true, message: '请选择性别' }]}>
          <Radio.Group options={sexOptions} />
        </Form.Item>
        <Form.Item name="birthday" label="出生日期" {...dateField}>
          <DatePicker placeholder="选择日期" disabledDate={(day) => day.isAfter(dayjs())} className="personal-info__date" />
        </Form.Item>
        <Form.Item name="education" label="学历">
          <Select options={educationOptions} allowClear placeholder="选择学历" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存修改
        </Button>
      </Form>
    </Card>
  );
}
