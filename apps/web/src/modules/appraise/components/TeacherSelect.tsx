import { useQuery } from '@tanstack/react-query';
import { filterEndpoints } from '@yuanwu/shared';
import type { SelectProps } from 'antd';
import { call, queryRoot } from '../../../api';
import { QuerySelect } from '../../../components/query-state';

const teacherKey = [...queryRoot('appraiseTeachers', ['staff']), 'teachers'] as const;

/** Picks a working teacher of the school, by name. */
export function TeacherSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const teachers = useQuery({ queryKey: teacherKey, queryFn: () => call(filterEndpoints.getTeacherListForFilter, {}) });
  return (
    <QuerySelect<number>
      query={teachers}
      what="教师"
      emptyText="还没有教师"
      placeholder="选择教师"
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      options={(teachers.data ?? []).map((teacher) => ({ value: teacher.teacherId, label: teacher.teacherName }))}
    />
  );
}
