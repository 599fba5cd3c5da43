import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { listeningForFieldErrors } from '../../../api';
import { LOGIN_PATH, resetPathFor } from '../../../app/navigation';
import { fieldErrorShower } from '../../../components/FormModal';
import { AuthShell, logout, useAccount } from '../../session';
import { useChangePassword } from '../account.queries';
import { PasswordFields, type PasswordValues } from './PasswordFields';

/**
 * What the console shows, and all it shows, while the account's password is a temporary one an
 * administrator gave: the person sets their own, and the console opens once the account is read
 * again without the mark. Signing out is the one other way out (the server refuses every other call).
 */
export function TemporaryPasswordPage() {
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const changePassword = useChangePassword();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const phone = useAccount().data?.phone;

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    setSubmitting(true);
    try {
      await listeningForFieldErrors(fieldErrorShower(form, undefined), () => changePassword.mutateAsync({ oldPassword, newPassword }));
      void message.success('密码已修改');
    } catch {
      // Shown under its field, or in the toast of the failed write.
    } finally {
      setSubmitting(false);
    }
  };

  /** Signs out, to the login, or to the reset by SMS code for this account's phone. */
  const leave = async (to: string) => {
    await logout();
    await navigate(to, { replace: true });
  };

  return (
    <AuthShell title="修改密码" subtitle="您正在使用管理员设置的临时密码，请先设置自己的新密码再使用系统">
      <Form form={form} name="temporary-password" layout="vertical" size="large" onFinish={submit}>
        <PasswordFields oldLabel="临时密码" oldPlaceholder="管理员告知您的临时密码" />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确认修改
        </Button>
      </Form>
      <div className="auth__links">
        <Button type="link" onClick={() => void leave(phone ? resetPathFor(phone) : LOGIN_PATH)}>
          忘记临时密码？用短信验证码重置
        </Button>
        <Button type="link" onClick={() => void leave(LOGIN_PATH)}>
          退出登录
        </Button>
      </div>
    </AuthShell>
  );
}
