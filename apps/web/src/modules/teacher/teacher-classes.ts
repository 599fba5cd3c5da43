import { classPositionLabel } from '@yuanwu/shared';

/** A row of 调整任教班级: the class or the position may still be unchosen. */
export interface ClassRow {
  classId?: number;
  classPositionId?: number;
}

/** As the server's ChangeTeacherClassInput. */
export const MAX_CLASSES_PER_TEACHER = 6;

/** What the server would refuse about the classes as a whole, in its words. */
export function classListProblem(rows: readonly (ClassRow | undefined)[]): string | undefined {
  if (rows.length > MAX_CLASSES_PER_TEACHER) return `一位老师最多同时任教${MAX_CLASSES_PER_TEACHER}个班`;
  const chosen = rows.flatMap((row) => (row?.classId ? [row.classId] : []));
  return new Set(chosen).size === chosen.length ? undefined : '同一个班级不能重复';
}

/** The call's input, once the form has checked every row is complete; no rows takes the teacher out of every class. */
export const changeClassInputOf = (teacherId: number, rows: readonly ClassRow[] | undefined) => ({
  teacherId,
  classList: (rows ?? []).map((row) => ({ classId: row.classId!, classPositionId: row.classPositionId! })),
});

/** The current assignment in words (小一班（2026-2027学年）主班教师、…), classes named by `classLabels`. */
export function assignmentText(rows: readonly Required<ClassRow>[], classLabels: ReadonlyMap<number, string>): string {
  if (rows.length === 0) return '当前没有任教班级';
  const parts = rows.map((row) => `${classLabels.get(row.classId) ?? '其他班级'}${classPositionLabel[row.classPositionId] ?? ''}`);
  return `当前任教：${parts.join('、')}`;
}
