import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ResetPasswordByCodeInput } from '@yuanwu/shared';
import { Alert, App, Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screenErrorText } from '../../../api/api-error';
import { LOGIN_PATH } from '../../../app/navigation';
import { ruleFrom } from '../../../components/form-rules';
import { AuthShell } from '../components/AuthShell';
import { CodeField } from '../components/CodeField';
import { useResetPassword } from '../session.queries';

interface ResetValues {
  phone: string;
  codeId: string;
  code: string;
  password: string;
  confirm: string;
}

const sameAsPassword: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
  },
});

export default function ResetPasswordPage() {
  const [form] = Form.useForm<ResetValues>();
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { message } = App.useApp();
  const reset = useResetPassword((failure) => setError(screenErrorText(failure)));

  const submit = ({ confirm: _confirm, ...input }: ResetValues) => {
    setError(undefined);
    reset.mutate(input, {
      onSuccess: () => {
        void message.success('密码已重置，请使用新密码登录');
        void navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <AuthShell title="重置密码" subtitle="通过手机验证码设置新的登录密码">
      <Form form={form} name="reset-password" size="large" initialValues={{ phone: params.get('phone') ?? '' }} onFinish={submit}>
        {error ? <Alert className="login-error" type="error" showIcon title={error} /> : null}
        <Form.Item name="phone" rules={[ruleFrom(ResetPasswordByCodeInput.shape.phone)]}>
          <Input prefix={<MobileOutlined />} placeholder="账号绑定的手机号" autoComplete="tel" />
        </Form.Item>
        <CodeField form={form} purpose="resetPassword" />
        <Form.Item name="password" rules={[ruleFrom(ResetPasswordByCodeInput.shape.password)]} extra="至少 8 位，需同时包含字母和数字">
          <Input.Password prefix={<LockOutlined />} placeholder="新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={[{ required: true, message: '请再次输入新密码' }, sameAsPassword]}>
          <Input.Password prefix={<LockOutlined />} placeholder="再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          重置密码
        </Button>
      </Form>
      <div className="auth__links">
        <span className="auth__hint">重置后，已登录的设备需要重新登录</span>
        <Link to={LOGIN_PATH}>返回登录</Link>
      </div>
    </AuthShell>
  );
}
