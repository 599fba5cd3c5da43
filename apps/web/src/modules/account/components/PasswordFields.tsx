import { UpdatePasswordInput } from '@yuanwu/shared';
import { Form, Input, type FormRule } from 'antd';
import { ruleFrom } from '../../../components/form-rules';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const sameAsNew: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的新密码不一致');
  },
});

const differentFromOld: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value === getFieldValue('oldPassword')) throw new Error('新密码不能与原密码相同');
  },
});

/** The old password, then the new one twice, under the password rules: 修改密码 wherever it is asked. */
export function PasswordFields({ oldLabel = '原密码', oldPlaceholder = '当前使用的密码' }: { oldLabel?: string; oldPlaceholder?: string }) {
  return (
    <>
      <Form.Item name="oldPassword" label={oldLabel} required rules={[ruleFrom(UpdatePasswordInput.shape.oldPassword)]}>
        <Input.Password placeholder={oldPlaceholder} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        required
        dependencies={['oldPassword']}
        rules={[ruleFrom(UpdatePasswordInput.shape.newPassword), differentFromOld]}
        extra="至少 8 位，需同时包含字母和数字"
      >
        <Input.Password placeholder="新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="确认新密码" dependencies={['newPassword']} rules={[{ required: true, message: '请再次输入新密码' }, sameAsNew]}>
        <Input.Password placeholder="再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
