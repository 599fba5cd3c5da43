import { describe, expect, it } from 'vitest';
import { queryRoot, showsAnyOf } from './data-topics';

describe('showsAnyOf', () => {
  const childrenList = [...queryRoot('child', ['children', 'placements']), 'list'];

  it('refreshes a read that shows what the write changed, and no other', () => {
    expect(showsAnyOf(childrenList, ['placements'])).toBe(true);
    expect(showsAnyOf(childrenList, ['cookbooks'])).toBe(false);
    expect(showsAnyOf([...queryRoot('filter', []), 'grades'], ['children'])).toBe(false);
  });

  it('refreshes a read of every write (the operation log) after any write', () => {
    const log = [...queryRoot('audit', ['writes']), 'list'];
    expect(showsAnyOf(log, ['cookbooks'])).toBe(true);
    expect(showsAnyOf(log, [])).toBe(true);
  });

  it('leaves keys without a module root alone', () => {
    expect(showsAnyOf(['plain', 'key'], ['children'])).toBe(false);
  });
});
