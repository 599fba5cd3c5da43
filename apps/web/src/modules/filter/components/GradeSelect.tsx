import type { SelectProps } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { useGradeOptions } from '../filter.queries';

/** Picks a grade of `yearId`; the first option, 全部, is gradeId 0. */
export function GradeSelect({ yearId, ...props }: { yearId: number | undefined } & Omit<SelectProps<number>, 'options' | 'loading'>) {
  const grades = useGradeOptions(yearId);
  return (
    <QuerySelect<number>
      query={grades}
      what="年级"
      emptyText="本学年还没有年级"
      placeholder="选择年级"
      {...props}
      options={(grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))}
    />
  );
}
