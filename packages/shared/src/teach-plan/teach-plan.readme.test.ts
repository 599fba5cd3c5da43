import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planActionLabel, planActions, planStatusActions, planStatusLabel, type PlanStatus } from './index.js';

/** The README's week plan state table, as rows of cells, from its header (周计划状态) to the first line that is not a row. */
function readmeStateTable(): string[][] {
  const lines = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| 周计划状态 |'));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).filter((line) => !line.startsWith('|---')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('the README’s week plan state table', () => {
  it('says what planStatusActions says', () => {
    const statuses = Object.keys(planStatusActions).map(Number) as PlanStatus[];
    const expected = [
      ['周计划状态', ...planActions.map((action) => planActionLabel[action])],
      ...statuses.map((status) => [planStatusLabel[status], ...planActions.map((action) => (planStatusActions[status][action] ? '✓' : ''))]),
    ];
    expect(readmeStateTable()).toEqual(expected);
  });
});
