import { StudentStatus, studentStatusLabel } from '@yuanwu/shared';
import { Tag } from 'antd';

const statusColor: Record<number, string> = {
  [StudentStatus.IN_SCHOOL]: 'green',
  [StudentStatus.TRANSFERRED]: 'orange',
  [StudentStatus.GRADUATED]: 'blue',
  [StudentStatus.DROPPED_OUT]: 'red',
  [StudentStatus.CLASS_CHANGED]: 'purple',
};

export function StudentStatusTag({ status }: { status: number }) {
  return <Tag color={statusColor[status]}>{studentStatusLabel[status] ?? '未知'}</Tag>;
}
