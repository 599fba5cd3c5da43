import { describe, expect, it } from 'vitest';
import { cardNoProblem, normalizeCardNo } from './card-numbers';

describe('normalizeCardNo and cardNoProblem', () => {
  it('keeps what a reader types, without spaces and upper-cased', () => {
    expect(normalizeCardNo(' 00a1 2345\n')).toBe('00A12345');
    expect(cardNoProblem('0012345678')).toBeUndefined();
  });

  it('names what is wrong in the server’s words', () => {
    expect(cardNoProblem('12')).toBe('卡号为4-32位数字或字母');
    expect(cardNoProblem('12-34-56')).toBe('卡号为4-32位数字或字母');
  });
});
