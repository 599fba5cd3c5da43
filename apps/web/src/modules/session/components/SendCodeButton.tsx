import type { SmsPurpose } from '@yuanwu/shared';
import { Button, type FormInstance } from 'antd';
import { useSendCode } from '../session.queries';
import { useCountdown } from './use-countdown';

/** The server allows one code per phone a minute; this is the wait it did not tell us about. */
const DEFAULT_RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  form: FormInstance;
  purpose: Exclude<SmsPurpose, 'changePhone'>;
  /** The form field holding the phone number. */
  phoneField?: string;
  onSent(codeId: string): void;
}

/** Sends a text-message code to the form's phone, then counts down to when it may resend. */
export function SendCodeButton({ form, purpose, phoneField = 'phone', onSent }: SendCodeButtonProps) {
  const send = useSendCode();
  const countdown = useCountdown();

  async function sendCode() {
    const phone = await form.validateFields([phoneField]).then(
      (values: Record<string, string>) => values[phoneField],
      () => undefined,
    );
    if (!phone) return;
    send.mutate(
      { phone, purpose },
      {
        onSuccess: (sent) => {
          onSent(sent.codeId);
          countdown.start(sent.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
        },
      },
    );
  }

  return (
    <Button className="send-code-button" disabled={countdown.remaining > 0} loading={send.isPending} onClick={sendCode}>
      {countdown.remaining > 0 ? `${countdown.remaining} 秒后重新获取` : '获取验证码'}
    </Button>
  );
}
