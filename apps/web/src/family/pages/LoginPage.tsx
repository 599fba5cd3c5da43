import { Button, Form, Input, Tabs, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { useLogin, useSendCode, useTeacherLogin } from '../family.queries';

const PHONE = /^1\d{10}$/;

type Role = 'family' | 'teacher';
const HINTS: Record<Role, string> = { family: '请使用幼儿园登记的家长手机号登录', teacher: '请使用幼儿园登记的教职工手机号登录' };

/** 登录: a guardian's phone the school has on record, or a teacher's on the staff, and the code texted to it. */
export function LoginPage() {
  const navigate = useNavigate();
  const [role, setRole] = useState<Role>('family');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const [codeId, setCodeId] = useState<string>();
  const [wait, setWait] = useState(0);
  const send = useSendCode();
  const login = useLogin();
  const teacherLogin = useTeacherLogin();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    const phone = (form.getFieldValue('phone') as string | undefined)?.trim() ?? '';
    if (!PHONE.test(phone)) {
      Toast.show({ content: '请输入11位手机号' });
      return;
    }
    const sent = await send.mutateAsync(phone);
    setCodeId(sent.codeId);
    setWait(sent.resendAfterSeconds);
    Toast.show({ content: '验证码已发送' });
  };

  const submit = (values: { phone: string; code: string }) => {
    const input = { phone: values.phone.trim(), code: values.code.trim(), ...(codeId ? { codeId } : {}) };
    const onError = (error: unknown) => Toast.show({ content: failureText(error) });
    if (role === 'teacher') teacherLogin.mutate(input, { onSuccess: () => navigate(familyPaths.notices, { replace: true }), onError });
    else login.mutate(input, { onSuccess: (account) => navigate(account.children.length > 1 ? familyPaths.children : familyPaths.notices, { replace: true }), onError });
  };

  return (
    <main className="family-login">
      <h1 className="family-login__title">园务 · 家长端</h1>
      <Tabs activeKey={role} onChange={(key) => setRole(key as Role)}>
        <Tabs.Tab title="我是家长" key="family" />
        <Tabs.Tab title="我是老师" key="teacher" />
      </Tabs>
      <p className="family-login__hint">{HINTS[role]}</p>
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={login.isPending || teacherLogin.isPending}>
            登录
          </Button>
        }
      >
        <Form.Item name="phone" label="手机号" rules={[{ required: true, message: '请输入手机号' }, { pattern: PHONE, message: '请输入11位手机号' }]}>
          <Input type="tel" placeholder={role === 'teacher' ? '教职工手机号' : '家长手机号'} maxLength={11} clearable />
        </Form.Item>
        <Form.Item
          name="code"
          label="验证码"
          rules={[{ required: true, message: '请输入验证码' }, { pattern: /^\d{6}$/, message: '验证码为6位数字' }]}
          extra={
            <Button size="small" color="primary" fill="none" disabled={wait > 0} loading={send.isPending} onClick={() => void sendCode()}>
              {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
            </Button>
          }
        >
          <Input placeholder="6位验证码" maxLength={6} inputMode="numeric" />
        </Form.Item>
      </Form>
    </main>
  );
}
