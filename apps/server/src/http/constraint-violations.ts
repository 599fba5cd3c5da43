import { ErrorCode, type ErrorCodeValue } from '@yuanwu/shared';
import { AppError } from '../core/errors.js';

/**
 * What a caller is told when its write breaks a unique index. Services check a name is free before
 * inserting it; two calls racing past that check meet here instead, and get the answer the check
 * would have given. Kept in the HTTP layer because the answer is a catalogue code; keyed by the
 * index name (what PostgreSQL reports), with its table and columns (all SQLite reports).
 */
export interface UniqueIndexAnswer {
  table: string;
  columns: string[];
  code: ErrorCodeValue;
  message: string;
  /** The input field that holds the duplicate in the calls that write it, so a form shows the answer under it. */
  field?: string;
}

export const UNIQUE_INDEX_ANSWERS: Record<string, UniqueIndexAnswer> = {
  school_class_year_name_unique: { table: 'school_class', columns: ['school_year_id', 'name'], code: ErrorCode.CLASS_NAME_REPEATED, message: '本学年已有同名班级', field: 'className' },
  grade_year_name_unique: { table: 'grade', columns: ['school_year_id', 'name'], code: ErrorCode.GRADE_NAME_ERROR, message: '本学年已有同名年级', field: 'gradeName' },
  school_year_school_name_unique: { table: 'school_year', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '学年名称已存在', field: 'yearName' },
  role_school_name_unique: { table: 'role', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '角色名称已存在', field: 'roleName' },
  department_school_name_unique: { table: 'department', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '部门名称已存在', field: 'departmentName' },
  post_school_name_unique: { table: 'post', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '职务名称已存在', field: 'postName' },
  food_name_unique: { table: 'food', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '食物名称已存在', field: 'foodName' },
  music_type_school_name_unique: { table: 'music_type', columns: ['school_id', 'name'], code: ErrorCode.INVALID_PARAMS, message: '音乐类型名称已存在', field: 'menuName' },
  account_phone_key: { table: 'account', columns: ['phone'], code: ErrorCode.INVALID_PARAMS, message: '手机号已被其他账号使用', field: 'phone' },
  teacher_school_phone_unique: { table: 'teacher', columns: ['school_id', 'phone'], code: ErrorCode.INVALID_PARAMS, message: '手机号已被本园其他教职工使用', field: 'phone' },
  guardian_school_phone_unique: { table: 'guardian', columns: ['school_id', 'phone'], code: ErrorCode.INVALID_PARAMS, message: '手机号已被本园其他家长使用', field: 'phone' },
  teacher_card_active_number_unique: { table: 'teacher_card', columns: ['school_id', 'card_no'], code: ErrorCode.INVALID_PARAMS, message: '卡号已被绑定，请换一张卡', field: 'cardNo' },
  teacher_card_active_teacher_unique: { table: 'teacher_card', columns: ['teacher_id'], code: ErrorCode.INVALID_PARAMS, message: '该教职工已有在用的卡' },
};

/** Any other unique index: a row saved twice at once (a day's attendance, a like), of which one is kept. */
const SAVED_TWICE = '数据已被同时提交，请刷新后重试';

/** better-sqlite3 names the kind of violation in `code`; pg gives the SQLSTATE, class 23 for constraints. */
interface DriverError {
  code?: unknown;
  message?: unknown;
  /** pg: the violated constraint or unique index. */
  constraint?: unknown;
}

const driverErrorOf = (error: unknown): DriverError => (error && typeof error === 'object' ? error : {});

function uniqueIndexOf(error: DriverError): UniqueIndexAnswer | undefined {
  if (error.code === '23505') return typeof error.constraint === 'string' ? UNIQUE_INDEX_ANSWERS[error.constraint] : undefined;
  return Object.values(UNIQUE_INDEX_ANSWERS).find(
    ({ table, columns }) => error.message === `UNIQUE constraint failed: ${columns.map((column) => `${table}.${column}`).join(', ')}`,
  );
}

const isUnique = (error: DriverError) => error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
const isForeignKey = (error: DriverError) => error.code === '23503' || error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
const isConstraint = (error: DriverError) =>
  typeof error.code === 'string' && (/^23\d{3}$/.test(error.code) || error.code.startsWith('SQLITE_CONSTRAINT'));

/**
 * The refusal a constraint violation stands for, or undefined for any other error. A violation is
 * the database enforcing a rule the services check first, so it never answers -1 (未知错误).
 */
export function constraintRefusal(error: unknown): AppError | undefined {
  const driverError = driverErrorOf(error);
  if (!isConstraint(driverError)) return undefined;
  if (isUnique(driverError)) {
    const answer = uniqueIndexOf(driverError);
    return answer ? new AppError(answer.code, answer.message, { field: answer.field }) : new AppError(ErrorCode.INVALID_PARAMS, SAVED_TWICE);
  }
  if (isForeignKey(driverError)) return new AppError(ErrorCode.INVALID_PARAMS, '关联的数据不存在或已删除，请刷新后重试');
  return new AppError(ErrorCode.INVALID_PARAMS, '数据不符合要求，请检查后重试');
}
