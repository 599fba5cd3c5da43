import { AddGradeInput, gradeLevelLabel, type GradeForManage } from '@yuanwu/shared';
import { App, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useAddGrade, useUpdateGrade } from '../class-group.queries';
import { TeacherSelect } from './TeacherRows';

interface GradeValues {
  gradeName: string;
  gradeLevel: number;
  gradeManager?: number;
}

const levelOptions = Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }));

interface GradeFormModalProps {
  yearId: number;
  open: boolean;
  /** The grade being edited; absent to add one. */
  grade: GradeForManage | undefined;
  onClose(): void;
}

/** 添加年级 / 编辑年级: name, level and grade manager. */
export function GradeFormModal({ yearId, open, grade, onClose }: GradeFormModalProps) {
  const addGrade = useAddGrade();
  const updateGrade = useUpdateGrade();
  const { message } = App.useApp();
  const initialValues = useMemo(
    () => (grade ? { gradeName: grade.gradeName, gradeLevel: grade.gradeLevel, ...(grade.gradeManager ? { gradeManager: grade.gradeManager } : {}) } : undefined),
    [grade],
  );
  const submit = async ({ gradeName, gradeLevel, gradeManager }: GradeValues) => {
    // An emptied manager is sent as null, which removes the one the grade had.
    const fields = { gradeName: gradeName.trim(), gradeLevel, gradeManager: gradeManager ?? null };
    if (grade) await updateGrade.mutateAsync({ gradeId: grade.gradeId, ...fields });
    else await addGrade.mutateAsync({ yearId, ...fields });
    void message.success(grade ? '年级已保存' : '年级已添加');
  };
  return (
    <FormModal<GradeValues> title={grade ? '编辑年级' : '添加年级'} open={open} initialValues={initialValues} onClose={onClose} onSubmit={submit}>
      <Form.Item name="gradeName" label="年级名称" required rules={[ruleFrom(AddGradeInput.shape.gradeName)]}>
        <Input placeholder="如 小班" count={lengthCount(AddGradeInput.shape.gradeName)} />
      </Form.Item>
      <Form.Item name="gradeLevel" label="年级级别" rules={[{ required: true, message: '请选择年级级别' }]} extra="升班时按级别升入高一级：托班→小班→中班→大班，大班毕业">
        <Select options={levelOptions} placeholder="选择级别" />
      </Form.Item>
      <Form.Item name="gradeManager" label="年级组长">
        <TeacherSelect placeholder="选择年级组长（可不设）" allowClear />
      </Form.Item>
    </FormModal>
  );
}
