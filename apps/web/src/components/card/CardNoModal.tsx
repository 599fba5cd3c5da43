import { Form, Modal, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cardNoRule } from './card-numbers';
import { CardReaderInput } from './CardReaderInput';

interface CardNoModalProps {
  title: string;
  open: boolean;
  onClose(): void;
  /** Saves with the number read; the modal closes when this resolves and stays open when it rejects. */
  onSubmit(cardNo: string): Promise<unknown>;
  okText?: string;
  label?: string;
  /** Without a number the call goes ahead too (标记已发卡 without binding). */
  optional?: boolean;
  /** Who or what the card is for. */
  children?: ReactNode;
}

/** A dialog around one card reader input: a swipe (its Enter) saves at once, the focus waiting in the field. */
export function CardNoModal({ title, open, onClose, onSubmit, okText = '确定', label = '卡号', optional = false, children }: CardNoModalProps) {
  const [form] = Form.useForm<{ cardNo?: string }>();
  // Its own form name keeps the field's id apart from other card dialogs on the screen.
  const formName = useId();
  const [saving, setSaving] = useState(false);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = async ({ cardNo = '' }: { cardNo?: string }) => {
    if (saving) return;
    setSaving(true);
    try {
      await onSubmit(cardNo);
      onClose();
    } catch {
      // Refused: the message was shown; the field is ready for another swipe.
      input.current?.select();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && input.current?.focus()}
      forceRender
    >
      {children}
      <Form form={form} name={formName} layout="vertical" onFinish={(values) => void save(values)}>
        <Form.Item name="cardNo" label={label} required={!optional} rules={[cardNoRule(optional)]}>
          <CardReaderInput ref={input} onRead={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
