import { describe, expect, it } from 'vitest';
import { refusedVoteActionReason, VoteMode, VoteObjectType, votePushModeOf, VotePushMode, VoteStatus, voteModeFormat, voteStatusOf } from './index.js';

describe('vote activity statuses', () => {
  const dates = { isVoid: 0, enrollStartTime: '2026-11-01 08:00', enrollEndTime: '2026-11-05 00:00', voteStartTime: '2026-11-06 00:00', voteEndTime: '2026-11-10 18:00' };

  it('reads 未开始, 报名中, 待投票, 投票中 and 已结束 from the dates, each range holding its start and not its end', () => {
    expect(voteStatusOf(dates, '2026-11-01 07:59')).toBe(VoteStatus.NOT_STARTED);
    expect(voteStatusOf(dates, '2026-11-01 08:00')).toBe(VoteStatus.ENROLLING);
    expect(voteStatusOf(dates, '2026-11-05 00:00')).toBe(VoteStatus.WAITING);
    expect(voteStatusOf(dates, '2026-11-06 00:00')).toBe(VoteStatus.VOTING);
    expect(voteStatusOf(dates, '2026-11-10 18:00')).toBe(VoteStatus.ENDED);
  });

  it('keeps a voided activity 已作废 whatever the dates, and says why an action is refused', () => {
    expect(voteStatusOf({ ...dates, isVoid: 1 }, '2026-11-07 00:00')).toBe(VoteStatus.VOID);
    expect(refusedVoteActionReason(VoteStatus.VOTING, 'edit')).toBe('活动投票中，不能编辑');
  });
});

describe('how the list describes an activity', () => {
  it('writes the vote mode with its limits and batch voting', () => {
    expect(voteModeFormat({ voteMode: VoteMode.TOTAL, isBatchVote: false, everyoneVotes: 3, everydayVoteCount: 0 })).toBe('每人共3票，每次投1个');
    expect(voteModeFormat({ voteMode: VoteMode.DAILY, isBatchVote: 1, everyoneVotes: 10, everydayVoteCount: 2 })).toBe('每人每天2票，共10票，可一次投多个');
  });

  it('pushes to the teachers, the families or both, from who enrols and votes', () => {
    expect(votePushModeOf(VoteObjectType.TEACHER, VoteObjectType.TEACHER)).toBe(VotePushMode.TEACHERS);
    expect(votePushModeOf(VoteObjectType.CHILD, VoteObjectType.CHILD)).toBe(VotePushMode.FAMILIES);
    expect(votePushModeOf(VoteObjectType.CHILD, VoteObjectType.TEACHER)).toBe(VotePushMode.BOTH);
    expect(votePushModeOf(VoteObjectType.ANY, VoteObjectType.CHILD)).toBe(VotePushMode.BOTH);
  });
});
