import { Form, Modal, type FormInstance } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { listeningForFieldErrors } from '../api';

type NamePath = (string | number)[];

export interface FormModalProps<Values> {
  title: string;
  open: boolean;
  onClose(): void;
  /** Saves the values; the modal closes when this resolves and stays open when it rejects. */
  onSubmit(values: Values): Promise<unknown>;
  /** Filled in each time the modal opens. */
  initialValues?: Partial<Values>;
  okText?: string;
  /** The OK button in red: the form removes or clears what it names. */
  destructive?: boolean;
  width?: number | string;
  /**
   * The form's field for a field the server names otherwise (`{ departmentName: 'name' }`); a
   * refusal naming a field shows under the form's field of the same name by default.
   */
  serverFields?: Record<string, string>;
  /** The Form.Items. */
  children: ReactNode;
}

/** `teacherList.1.phone` as antd names a field: ['teacherList', 1, 'phone']. */
const namePathOf = (field: string): NamePath => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const sameName = (a: NamePath, b: NamePath) => a.join('.') === b.join('.');

/** The server names the parameter in a refusal's message (参数 endDate …): under the field itself, the rest says it. */
const underFieldText = (message: string) => message.replace(/^参数 \S+ /, '');

/** Puts the server's refusal under the field it names, if the form has that field (a full-page form listens with it too). */
export function fieldErrorShower(form: FormInstance, serverFields: Record<string, string> | undefined) {
  return (field: string, message: string) => {
    const name = namePathOf(serverFields?.[field] ?? field);
    if (!form.getFieldsError().some((entry) => sameName(entry.name, name))) return false;
    form.setFields([{ name, errors: [underFieldText(message)] }]);
    form.scrollToField(name, { focus: true });
    return true;
  };
}

/**
 * The one form-in-a-modal of the console: validation, a busy OK button, fresh fields each time,
 * and the server's refusals of a field shown under that field.
 */
export function FormModal<Values extends object>({
  title,
  open,
  onClose,
  onSubmit,
  initialValues,
  okText = '确定',
  destructive = false,
  width = 520,
  serverFields,
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
      await listeningForFieldErrors(fieldErrorShower(form, serverFields), () => onSubmit(values));
      onClose();
    } catch {
      // The failure was shown where it happened: under its field, or in the toast of the failed write.
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
      okButtonProps={{ danger: destructive }}
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
