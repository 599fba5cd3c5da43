import { TeacherStatus, teacherStatusLabel } from '@yuanwu/shared';
import { Tag, type SelectProps } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { ANY, usePostOptions, useDepartmentFilterOptions } from '../teacher.queries';

type FilterSelectProps = Omit<SelectProps<number>, 'options'>;

/** 部门 of a filter bar, led by 全部部门. */
export function DepartmentFilterSelect(props: FilterSelectProps) {
  const departments = useDepartmentFilterOptions();
  const options = [{ value: ANY, label: '全部部门' }, ...(departments.data ?? []).map((row) => ({ value: row.departmentId, label: row.departmentName }))];
  return <QuerySelect<number> query={departments} what="部门" className="filter-select" options={options} {...props} />;
}

/** 职务 of a filter bar, led by 全部职务. */
export function PostFilterSelect(props: FilterSelectProps) {
  const posts = usePostOptions();
  const options = [{ value: ANY, label: '全部职务' }, ...(posts.data ?? []).map((row) => ({ value: row.postId, label: row.schoolDutyName }))];
  return <QuerySelect<number> query={posts} what="职务" className="filter-select" options={options} {...props} />;
}

const statusColor: Record<number, string> = { [TeacherStatus.NORMAL]: 'green', [TeacherStatus.LEFT]: 'default', [TeacherStatus.LEFT_CLASS]: 'orange' };

/** 正常, 离职 or 离班. */
export function TeacherStatusTag({ status }: { status: number }) {
  return <Tag color={statusColor[status]}>{teacherStatusLabel[status] ?? '未知'}</Tag>;
}
