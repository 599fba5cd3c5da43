import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { allQueries, QuerySelect } from '../../../components/query-state';
import { ALL_GRADES, useClassOptions, useGradeOptions } from '../filter.queries';

/** The 全部班级 option's value. */
export const ANY_CLASS = 0;

type ClassSelectProps = Omit<SelectProps<number>, 'options' | 'loading'> & {
  yearId: number | undefined;
  /** Leads the list with 全部班级 (value 0), for filters. */
  withAll?: boolean;
};

/** Picks a class of a year, the classes grouped under their grades. */
export function ClassSelect({ yearId, withAll = false, ...props }: ClassSelectProps) {
  const classes = useClassOptions(yearId);
  const grades = useGradeOptions(yearId);
  const options = useMemo(() => {
    const groups = (grades.data ?? [])
      .filter((grade) => grade.gradeId !== ALL_GRADES)
      .map((grade) => ({
        label: grade.gradeName,
        title: grade.gradeName,
        options: (classes.data ?? []).filter((option) => option.gradeId === grade.gradeId).map((option) => ({ value: option.classId, label: option.className })),
      }))
      .filter((group) => group.options.length > 0);
    return withAll ? [{ value: ANY_CLASS, label: '全部班级' }, ...groups] : groups;
  }, [classes.data, grades.data, withAll]);
  return (
    <QuerySelect<number>
      query={allQueries(classes, grades)}
      what="班级"
      emptyText="本学年还没有班级"
      placeholder="选择班级"
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      options={options}
    />
  );
}
