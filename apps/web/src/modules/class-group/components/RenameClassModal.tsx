import { RenameClassInput } from '@yuanwu/shared';
import { App, Form, Input } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useRenameClass } from '../class-group.queries';

interface RenameClassModalProps {
  open: boolean;
  target: { classId: number; className: string } | undefined;
  onClose(): void;
}

export function RenameClassModal({ open, target, onClose }: RenameClassModalProps) {
  const rename = useRenameClass();
  const { message } = App.useApp();
  const initialValues = useMemo(() => (target ? { className: target.className } : undefined), [target]);
  const submit = async ({ className }: { className: string }) => {
    await rename.mutateAsync({ classId: target!.classId, className: className.trim() });
    void message.success('班级已改名');
  };
  return (
    <FormModal<{ className: string }> title="班级改名" open={open} initialValues={initialValues} onClose={onClose} onSubmit={submit}>
      <Form.Item name="className" label="班级名称" required rules={[ruleFrom(RenameClassInput.shape.className)]}>
        <Input count={lengthCount(RenameClassInput.shape.className)} />
      </Form.Item>
    </FormModal>
  );
}
