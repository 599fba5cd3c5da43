import { teacherFieldsOf, type TeacherFormValues } from './teacher-form';

/** A row of 批量添加: what the server requires and the three selects; the rest is edited later. */
export type BatchRow = Pick<TeacherFormValues, 'teacherName' | 'sex' | 'phone' | 'departmentId' | 'postId' | 'roleId'>;
type BatchField = Exclude<keyof BatchRow, 'sex'>;

/** As the server's BatchAddTeacherInput. */
export const MAX_BATCH_ROWS = 200;

/** A new row to type in: 女 by default, as 添加教师 (most kindergarten staff are women). */
export const newBatchRow = (): BatchRow => ({ teacherName: '', sex: 2, phone: '' });

/** The number (from 1) of an earlier row with the same phone as row `index`: one call refuses both. */
export function earlierRowWithPhone(rows: readonly (Partial<BatchRow> | undefined)[] | undefined, index: number): number | undefined {
  const phone = rows?.[index]?.phone?.trim();
  if (!phone) return undefined;
  const earlier = rows!.slice(0, index).findIndex((row) => row?.phone?.trim() === phone);
  return earlier < 0 ? undefined : earlier + 1;
}

/** The call's input, once the form has checked every row. */
export const batchAddInputOf = (rows: readonly BatchRow[]) => ({ teacherList: rows.map((row) => teacherFieldsOf(row)) });

/** Which field a refusal is about, by the words the server uses; the name when none is named. */
const FIELD_WORDS: [string, BatchField][] = [
  ['手机号', 'phone'],
  ['部门', 'departmentId'],
  ['职务', 'postId'],
  ['角色', 'roleId'],
];

export interface RowRefusal {
  /** From 0, as the form's rows. */
  index: number;
  field: BatchField;
  text: string;
}

/** The row and field a batch refusal is about, when the server names the row (第2位教师：…). */
export function rowRefusalOf(message: string): RowRefusal | undefined {
  const match = /^第(\d+)位教师：(.+)$/s.exec(message);
  if (!match) return undefined;
  const text = match[2]!;
  const field = FIELD_WORDS.find(([word]) => text.includes(word))?.[1] ?? 'teacherName';
  return { index: Number(match[1]) - 1, field, text };
}
