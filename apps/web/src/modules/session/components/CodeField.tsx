import { SafetyOutlined } from '@ant-design/icons';
import { SmsLoginInput, type SmsPurpose } from '@yuanwu/shared';
import { Form, Input, type FormInstance, type FormRule } from 'antd';
import { ruleFrom } from '../../../components/form-rules';
import { SendCodeButton } from './SendCodeButton';

const needsSentCode: FormRule = ({ getFieldValue }) => ({
  validator: async () => {
    if (!getFieldValue('codeId')) throw new Error('请先获取验证码');
  },
});

/** The code input with its send button; the code's id travels in a hidden field of the form. */
export function CodeField({ form, purpose }: { form: FormInstance; purpose: Exclude<SmsPurpose, 'changePhone'> }) {
  return (
    <>
      <Form.Item name="codeId" hidden>
        <Input />
      </Form.Item>
      <div className="code-field">
        <Form.Item name="code" rules={[ruleFrom(SmsLoginInput.shape.code), needsSentCode]} validateFirst>
          <Input prefix={<SafetyOutlined />} placeholder="6 位验证码" autoComplete="one-time-code" />
        </Form.Item>
        <SendCodeButton form={form} purpose={purpose} onSent={(codeId) => form.setFieldValue('codeId', codeId)} />
      </div>
    </>
  );
}
