import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { voteActionLabel, voteActions, voteStatusActions, voteStatusLabel, type VoteStatus } from './index.js';

/** The README's vote state table, as rows of cells, from its header (投票状态) to the first line that is not a row. */
function readmeStateTable(): string[][] {
  const lines = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| 投票状态 |'));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).filter((line) => !line.startsWith('|---')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('the README’s vote state table', () => {
  it('says what voteStatusActions says', () => {
    const statuses = Object.keys(voteStatusActions).map(Number) as VoteStatus[];
    const expected = [
      ['投票状态', ...voteActions.map((action) => voteActionLabel[action])],
      ...statuses.map((status) => [voteStatusLabel[status], ...voteActions.map((action) => (voteStatusActions[status][action] ? '✓' : ''))]),
    ];
    expect(readmeStateTable()).toEqual(expected);
  });
});
