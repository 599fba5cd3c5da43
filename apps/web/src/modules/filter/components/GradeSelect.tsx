import { Select, type SelectProps } from 'antd';
import { useGradeOptions } from '../filter.queries';

/** Picks a grade of `yearId`; the first option, 全部, is gradeId 0. */
export function GradeSelect({ yearId, ...props }: { yearId: number | undefined } & Omit<SelectProps<number>, 'options' | 'loading'>) {
  const grades = useGradeOptions(yearId);
  return (
    <Select<number>
      placeholder="选择年级"
      {...props}
      loading={grades.isPending && Boolean(yearId)}
      options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
    />
  );
}
