import { VoteStatus, voteStatusLabel, type VoteStatus as Status } from '@yuanwu/shared';
import { Tag } from 'antd';

const colors: Record<Status, string> = {
  [VoteStatus.NOT_STARTED]: 'default',
  [VoteStatus.ENROLLING]: 'blue',
  [VoteStatus.WAITING]: 'gold',
  [VoteStatus.VOTING]: 'green',
  [VoteStatus.ENDED]: 'purple',
  [VoteStatus.VOID]: 'red',
};

export function VoteStatusTag({ status }: { status: number }) {
  return <Tag color={colors[status as Status]}>{voteStatusLabel[status as Status]}</Tag>;
}
