import { describe, expect, it } from 'vitest';
import { inKeyOrder, moveRow } from './row-order';

const rows = [1, 2, 3, 4].map((id) => ({ id }));
const ids = (moved: { id: number }[]) => moved.map((row) => row.id);
const byId = (row: { id: number }) => row.id;

describe('moveRow', () => {
  it('moves a row down into the place of the row dropped on', () => {
    expect(ids(moveRow(rows, byId, 1, 3))).toEqual([2, 3, 1, 4]);
  });

  it('moves a row up into the place of the row dropped on', () => {
    expect(ids(moveRow(rows, byId, 4, 2))).toEqual([1, 4, 2, 3]);
  });

  it('changes nothing for a drop on itself or an unknown row, and leaves the input alone', () => {
    expect(ids(moveRow(rows, byId, 2, 2))).toEqual([1, 2, 3, 4]);
    expect(ids(moveRow(rows, byId, 9, 2))).toEqual([1, 2, 3, 4]);
    moveRow(rows, byId, 1, 4);
    expect(ids(rows)).toEqual([1, 2, 3, 4]);
  });
});

describe('inKeyOrder', () => {
  it('puts the rows in the order of the keys, unnamed rows last', () => {
    expect(ids(inKeyOrder(rows, byId, [3, 1]))).toEqual([3, 1, 2, 4]);
  });
});
