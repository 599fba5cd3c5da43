import type { SelectProps } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { ANY, useGroupOptions, useLeaveTypeOptions } from '../teacher-attend.queries';

type FilterSelectProps = Omit<SelectProps<number>, 'options'>;

/** 考勤组 of a filter bar, led by 全部考勤组. */
export function GroupFilterSelect(props: FilterSelectProps) {
  const groups = useGroupOptions();
  const options = [{ value: ANY, label: '全部考勤组' }, ...(groups.data ?? []).map((group) => ({ value: group.groupId, label: group.groupName }))];
  return <QuerySelect<number> query={groups} what="考勤组" className="filter-select" options={options} {...props} />;
}

/** 请假类型 of a filter bar, led by 全部类型. */
export function LeaveTypeFilterSelect(props: FilterSelectProps) {
  const leaveTypes = useLeaveTypeOptions();
  const options = [{ value: ANY, label: '全部类型' }, ...(leaveTypes.data ?? []).map((type) => ({ value: type.leaveTypeId, label: type.leaveTypeName }))];
  return <QuerySelect<number> query={leaveTypes} what="请假类型" className="filter-select--narrow" options={options} {...props} />;
}
