/**
 * The rows after dragging the row keyed `from` onto the row keyed `to`: the dragged row takes the
 * target's place, and the rows between shift by one. Unknown keys or a drop on itself change nothing.
 */
export function moveRow<Row>(rows: readonly Row[], keyOf: (row: Row) => number, from: number, to: number): Row[] {
  const fromIndex = rows.findIndex((row) => keyOf(row) === from);
  const toIndex = rows.findIndex((row) => keyOf(row) === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...rows];
  const moved = [...rows];
  const [dragged] = moved.splice(fromIndex, 1);
  moved.splice(toIndex, 0, dragged!);
  return moved;
}

/** The rows in the order of `keys`; rows not named keep their relative order after them. */
export function inKeyOrder<Row>(rows: readonly Row[], keyOf: (row: Row) => number, keys: readonly number[]): Row[] {
  const position = new Map(keys.map((key, index) => [key, index]));
  const rank = (row: Row) => position.get(keyOf(row)) ?? keys.length;
  return [...rows].sort((a, b) => rank(a) - rank(b));
}
