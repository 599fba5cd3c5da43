/** A row of the class teacher form: the teacher may still be unchosen. */
export interface ClassTeacherRow {
  teacherId?: number;
  position?: number;
}

/** What the server would refuse about a class's teachers, in its words. */
export function teacherListProblem(rows: readonly ClassTeacherRow[]): string | undefined {
  if (rows.length > 6) return '一个班最多6位老师';
  const chosen = rows.flatMap((row) => (row?.teacherId ? [row.teacherId] : []));
  return new Set(chosen).size === chosen.length ? undefined : '同一位老师不能重复任职';
}

/** The rows as the class calls take them, once the form has checked every row is complete. */
export const teachersOf = (rows: readonly ClassTeacherRow[] | undefined) =>
  (rows ?? []).map((row) => ({ teacherId: row.teacherId!, position: row.position! }));
