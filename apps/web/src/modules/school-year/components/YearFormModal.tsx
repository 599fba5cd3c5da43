import { App } from 'antd';
import { useMemo } from 'react';
import { FormModal } from '../../../components/FormModal';
import { useSaveYear } from '../school-year.queries';
import { fromFormValues, toFormValues, type YearFormValues, type YearPlan } from '../year-plan';
import { YearFields } from './YearFields';

export interface YearFormTarget {
  /** Absent for a new year. */
  yearId?: number;
  plan: YearPlan;
}

interface YearFormModalProps {
  open: boolean;
  target: YearFormTarget | undefined;
  onClose(): void;
}

/** 新增学年 / 编辑学年: the year's name, dates and semesters. */
export function YearFormModal({ open, target, onClose }: YearFormModalProps) {
  const save = useSaveYear();
  const { message } = App.useApp();
  const initialValues = useMemo(() => (target ? toFormValues(target.plan) : undefined), [target]);
  const editing = Boolean(target?.yearId);

  const submit = async (values: YearFormValues) => {
    await save.mutateAsync({ ...(target?.yearId ? { yearId: target.yearId } : {}), ...fromFormValues(values) });
    void message.success(editing ? '学年已保存' : '学年已添加');
  };

  return (
    <FormModal<YearFormValues>
      title={editing ? '编辑学年' : '新增学年'}
      open={open}
      width={680}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      serverFields={{ startDate: 'range', endDate: 'range' }}
    >
      <YearFields />
    </FormModal>
  );
}
