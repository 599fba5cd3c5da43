import { VoteStatus } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { demoForTests } from '../../test/test-app.js';

describe.each(testDialects)('the demo’s vote activities on %s', (dialect) => {
  const demo = demoForTests(dialect);

  it('has a drawing contest being voted on, a talent show enrolling and a contest ended, with entries, pictures and votes within the limits', async () => {
    const page = await demo.data('/api/Vote/GetActivityList');
    const byStatus = new Map((page.List as { ActivityStatus: number; ActivityId: number; JoinCount: number; VoteCount: number }[]).map((row) => [row.ActivityStatus, row]));
    expect([...byStatus.keys()].sort()).toEqual([VoteStatus.ENROLLING, VoteStatus.VOTING, VoteStatus.ENDED]);
    const voting = byStatus.get(VoteStatus.VOTING)!;
    expect(voting.JoinCount).toBeGreaterThan(5);
    expect(voting.VoteCount).toBeGreaterThan(50);
    expect(byStatus.get(VoteStatus.ENROLLING)).toMatchObject({ VoteCount: 0 });
    expect(byStatus.get(VoteStatus.ENDED)!.VoteCount).toBeGreaterThan(0);

    const entries = await demo.data('/api/Vote/GetJoinPersonList', { activityId: String(voting.ActivityId), pageSize: '100' });
    expect(entries.List.every((entry: { PictureList: unknown[]; ClassName: string }) => entry.PictureList.length > 0 && entry.ClassName !== '')).toBe(true);
    const voters = await demo.data('/api/Vote/GetVotePersonList', { activityId: String(voting.ActivityId), pageSize: '200' });
    expect(voters.List.every((voter: { VoteCount: number }) => voter.VoteCount >= 1 && voter.VoteCount <= 9)).toBe(true);
    const ranking = await demo.data('/api/Vote/GetRankingList', { activityId: String(voting.ActivityId) });
    expect(ranking.List[0].Rank).toBe(1);
    expect(ranking.TotalVotes).toBe(voting.VoteCount);
  });
});
