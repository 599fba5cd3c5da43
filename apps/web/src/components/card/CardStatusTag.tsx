import { StudentCardStatus, studentCardStatusLabel } from '@yuanwu/shared';
import { Tag } from 'antd';

const statusColor: Record<number, string> = {
  [StudentCardStatus.CANCELLED]: 'default',
  [StudentCardStatus.NORMAL]: 'green',
  [StudentCardStatus.NOT_ISSUED]: 'orange',
};

/** 已注销, 正常 or 未发卡. */
export function CardStatusTag({ status }: { status: number }) {
  return <Tag color={statusColor[status]}>{studentCardStatusLabel[status] ?? '未知'}</Tag>;
}
