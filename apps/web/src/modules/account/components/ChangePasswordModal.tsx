import { UpdatePasswordInput } from '@yuanwu/shared';
import { App, Form, Input, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { ruleFrom } from '../../../components/form-rules';
import { useChangePassword } from '../account.queries';

interface PasswordValues {
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

/** 修改密码: the old one, then the new one twice; the user's other sign-ins end. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const changePassword = useChangePassword();
  const { message } = App.useApp();

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    await changePassword.mutateAsync({ oldPassword, newPassword });
    void message.success('密码已修改，其他设备上的登录已退出');
  };

  return (
    <FormModal<PasswordValues> title="修改密码" open={open} onClose={onClose} onSubmit={submit} okText="确认修改" width={440}>
      <Form.Item name="oldPassword" label="原密码" required rules={[ruleFrom(UpdatePasswordInput.shape.oldPassword)]}>
        <Input.Password placeholder="当前使用的密码" autoComplete="current-password" />
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
    </FormModal>
  );
}
