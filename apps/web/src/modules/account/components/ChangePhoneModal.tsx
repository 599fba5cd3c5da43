import { ChangePhoneInput } from '@yuanwu/shared';
import { App, Button, Form, Input, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { ruleFrom } from '../../../components/form-rules';
import { useCountdown } from '../../session';
import { useChangePhone, useSendPhoneCode } from '../account.queries';

interface PhoneValues {
  phone: string;
  code: string;
  codeId?: string;
}

/** The server allows one code per phone a minute. */
const RESEND_SECONDS = 60;

const needsSentCode: FormRule = ({ getFieldValue }) => ({
  validator: async () => {
    if (!getFieldValue('codeId')) throw new Error('请先获取验证码');
  },
});

/** Texts a code to the phone in the form, then counts down to when it may send again. */
function PhoneCodeButton() {
  const form = Form.useFormInstance<PhoneValues>();
  const send = useSendPhoneCode();
  const countdown = useCountdown();

  async function sendCode() {
    const phone = await form.validateFields(['phone']).then(
      (values) => values.phone,
      () => undefined,
    );
    if (!phone) return;
    send.mutate(phone, {
      onSuccess: (sent) => {
        form.setFieldValue('codeId', sent.codeId);
        countdown.start(sent.resendAfterSeconds || RESEND_SECONDS);
      },
    });
  }

  return (
    <Button disabled={countdown.remaining > 0} loading={send.isPending} onClick={sendCode}>
      {countdown.remaining > 0 ? `${countdown.remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}

/** 更换手机号: a code texted to the new phone proves it belongs to the user. */
export function ChangePhoneModal({ currentPhone, open, onClose }: { currentPhone: string; open: boolean; onClose(): void }) {
  const changePhone = useChangePhone();
  const { message } = App.useApp();

  const submit = async (values: PhoneValues) => {
    const saved = await changePhone.mutateAsync(values);
    void message.success(`手机号已更换为 ${saved.phone}，下次请用新手机号登录`);
  };

  return (
    <FormModal<PhoneValues> title="更换手机号" open={open} onClose={onClose} onSubmit={submit} okText="确认更换" width={440}>
      <Form.Item label="当前手机号">
        <span>{currentPhone}</span>
      </Form.Item>
      <Form.Item name="phone" label="新手机号" required rules={[ruleFrom(ChangePhoneInput.shape.phone)]}>
        <Input placeholder="新的11位手机号" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="codeId" hidden>
        <Input />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className="personal-info__code">
          <Form.Item name="code" noStyle rules={[ruleFrom(ChangePhoneInput.shape.code), needsSentCode]} validateFirst>
            <Input placeholder="6 位验证码" autoComplete="one-time-code" />
          </Form.Item>
          <PhoneCodeButton />
        </div>
      </Form.Item>
    </FormModal>
  );
}
