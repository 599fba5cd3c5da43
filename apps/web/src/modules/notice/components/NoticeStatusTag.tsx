import { NoticeStatus, noticeStatusLabel } from '@yuanwu/shared';
import { Tag } from 'antd';

export function NoticeStatusTag({ status }: { status: number }) {
  return <Tag color={status === NoticeStatus.PUBLISHED ? 'green' : 'gold'}>{noticeStatusLabel[status as NoticeStatus]}</Tag>;
}
