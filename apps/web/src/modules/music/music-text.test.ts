import { describe, expect, it } from 'vitest';
import { durationText } from './music-text';

describe('a music length', () => {
  it('reads as minutes and seconds, with hours when it has any', () => {
    expect(durationText(7)).toBe('0:07');
    expect(durationText(205)).toBe('3:25');
    expect(durationText(3723)).toBe('1:02:03');
  });
});
