import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { PasswordLoginInput, SmsLoginInput, type TeacherAccount } from '@yuanwu/shared';
import { Alert, App, Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { screenErrorText } from '../../../api/api-error';
import { HOME_PATH, isReturnPath, RESET_PATH } from '../../../app/navigation';
import { ruleFrom } from '../../../components/form-rules';
import { AuthShell } from '../components/AuthShell';
import { CodeField } from '../components/CodeField';
import { usePasswordLogin, useSmsLogin } from '../session.queries';

/** After signing in: back where the user was sent away from, else the home screen. */
function useEnterConsole() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { message } = App.useApp();
  return (account: TeacherAccount) => {
    const target = searchParams.get('redirect');
    void message.success(`欢迎回来，${account.teacherName}`);
    void navigate(target && isReturnPath(target) ? target : HOME_PATH, { replace: true });
  };
}

function FormError({ text }: { text: string | undefined }) {
  return text ? <Alert className="login-error" type="error" showIcon title={text} /> : null;
}

function PasswordLoginForm() {
  const [error, setError] = useState<string>();
  const enterConsole = useEnterConsole();
  const login = usePasswordLogin((failure) => setError(screenErrorText(failure)));
  const submit = (values: { account: string; password: string }) => {
    setError(undefined);
    login.mutate(values, { onSuccess: enterConsole });
  };
  return (
    <Form name="password-login" size="large" onFinish={submit} autoComplete="on">
      <FormError text={error} />
      <Form.Item name="account" rules={[ruleFrom(PasswordLoginInput.shape.account)]}>
        <Input prefix={<UserOutlined />} placeholder="手机号或登录账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[ruleFrom(PasswordLoginInput.shape.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

function SmsLoginForm() {
  const [form] = Form.useForm();
  const [error, setError] = useState<string>();
  const enterConsole = useEnterConsole();
  const login = useSmsLogin((failure) => setError(screenErrorText(failure)));
  const submit = (values: { phone: string; code: string; codeId: string }) => {
    setError(undefined);
    login.mutate(values, { onSuccess: enterConsole });
  };
  return (
    <Form form={form} name="sms-login" size="large" onFinish={submit}>
      <FormError text={error} />
      <Form.Item name="phone" rules={[ruleFrom(SmsLoginInput.shape.phone)]}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" autoComplete="tel" />
      </Form.Item>
      <CodeField form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

export default function LoginPage() {
  return (
    <AuthShell title="欢迎登录" subtitle="使用园所为您开通的账号登录管理后台">
      <Tabs
        className="login-tabs"
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLoginForm /> },
          { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
        ]}
      />
      <div className="auth__links">
        <span className="auth__hint">登录即表示您同意遵守园所的信息安全规定</span>
        <Link to={RESET_PATH}>忘记密码？</Link>
      </div>
    </AuthShell>
  );
}
