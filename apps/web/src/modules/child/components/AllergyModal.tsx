import { UpdateAllergyInput, type StudentDetail } from '@yuanwu/shared';
import { App, Form, Input } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useUpdateAllergy } from '../child.queries';

interface AllergyValues {
  allergymedication: string;
  allergyfood: string;
}

/** 过敏信息: the medicines and foods a child must not have, as the kitchen and the nurse read them. */
export function AllergyModal({ student, open, onClose }: { student: StudentDetail; open: boolean; onClose(): void }) {
  const updateAllergy = useUpdateAllergy();
  const { message } = App.useApp();
  const initialValues = useMemo(
    () => ({ allergymedication: student.allergyMedication ?? '', allergyfood: student.allergyFood ?? '' }),
    [student.allergyMedication, student.allergyFood],
  );
  const submit = async (values: AllergyValues) => {
    await updateAllergy.mutateAsync({ studentId: student.studentId, allergymedication: values.allergymedication.trim(), allergyfood: values.allergyfood.trim() });
    void message.success('过敏信息已保存');
  };
  return (
    <FormModal<AllergyValues> title="编辑过敏信息" open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues}>
      <Form.Item name="allergymedication" label="过敏药物" rules={[ruleFrom(UpdateAllergyInput.shape.allergymedication)]}>
        <Input.TextArea rows={2} count={lengthCount(UpdateAllergyInput.shape.allergymedication)} placeholder="如：青霉素；没有可不填" />
      </Form.Item>
      <Form.Item name="allergyfood" label="过敏食物" rules={[ruleFrom(UpdateAllergyInput.shape.allergyfood)]}>
        <Input.TextArea rows={2} count={lengthCount(UpdateAllergyInput.shape.allergyfood)} placeholder="如：花生、芒果；没有可不填" />
      </Form.Item>
    </FormModal>
  );
}
