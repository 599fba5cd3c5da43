import { planStatusLabel, type PlanStatus } from '@yuanwu/shared';
import { Tag } from 'antd';

const statusColor: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

export function PlanStatusTag({ status }: { status: number }) {
  return <Tag color={statusColor[status]}>{planStatusLabel[status as PlanStatus]}</Tag>;
}
