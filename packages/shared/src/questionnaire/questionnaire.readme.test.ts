import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionnaireActionLabel, questionnaireActions, questionnaireStateActions, questionnaireStateLabel, type QuestionnaireState } from './index.js';

/** The README's state table, as rows of cells, from its header (状态) to the first line that is not a row. */
function readmeStateTable(): string[][] {
  const lines = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('| 状态 |'));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start, end).filter((line) => !line.startsWith('|---')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('the README’s questionnaire state table', () => {
  it('says what questionnaireStateActions says', () => {
    const states = Object.keys(questionnaireStateActions).map(Number) as QuestionnaireState[];
    const expected = [
      ['状态', ...questionnaireActions.map((action) => questionnaireActionLabel[action])],
      ...states.map((state) => [questionnaireStateLabel[state], ...questionnaireActions.map((action) => (questionnaireStateActions[state][action] ? '✓' : ''))]),
    ];
    expect(readmeStateTable()).toEqual(expected);
  });
});
