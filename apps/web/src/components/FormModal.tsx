import { Form, Modal } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';

export interface FormModalProps<Values> {
  title: string;
  open: boolean;
  onClose(): void;
  /** Saves the values; the modal closes when this resolves and stays open when it rejects. */
  onSubmit(values: Values): Promise<unknown>;
  /** Filled in each time the modal opens. */
  initialValues?: Partial<Values>;
  okText?: string;
  width?: number | string;
  /** The Form.Items. */
  children: ReactNode;
}

/** The one form-in-a-modal of the console: validation, a busy OK button, fresh fields each time. */
export function FormModal<Values extends object>({
  title,
  open,
  onClose,
  onSubmit,
  initialValues,
  okText = '确定',
  width = 520,
  children,
}: FormModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  // A form name of its own prefixes the fields' ids, so they never clash with a filter bar's fields.
  const formName = useId();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form, initialValues]);

  async function submit() {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The failure was shown where it happened (the mutation's or the request layer's message).
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      // Rendered while closed too, so the form instance is connected before the first open.
      forceRender
    >
      <Form form={form} name={formName} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}
