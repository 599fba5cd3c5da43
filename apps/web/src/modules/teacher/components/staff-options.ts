import { sexLabel } from '@yuanwu/shared';
import type { QueryLike } from '../../../components/query-state';
import { useClassOptions, useClassPositionOptions, useDepartmentOptions, usePostOptions, useRoleOptions } from '../teacher.queries';

export const sexOptions = Object.entries(sexLabel).map(([sex, label]) => ({ value: Number(sex), label }));

/** A class as the teacher dialogs name it: the year tells apart two years' 小一班. */
export const classLabel = (row: { className: string; yearName: string }) => `${row.className}（${row.yearName}）`;

/** A select's read with its options, in QuerySelect's props: spread onto one, it shows loading and failure. */
export interface StaffPicker {
  query: QueryLike;
  what: string;
  options: { value: number; label: string }[];
}

function pickerOf<Row>(query: QueryLike<Row[]>, what: string, optionOf: (row: Row) => StaffPicker['options'][number]): StaffPicker {
  return { query, what, options: (query.data ?? []).map(optionOf) };
}

/** The selects of a teacher (部门, 职务, 角色, 任教班级, 班级职务): each read with its options. */
export function useStaffOptions() {
  return {
    departments: pickerOf(useDepartmentOptions(), '部门', (row) => ({ value: row.departmentId, label: row.departmentName })),
    posts: pickerOf(usePostOptions(), '职务', (row) => ({ value: row.postId, label: row.schoolDutyName })),
    roles: pickerOf(useRoleOptions(), '角色', (row) => ({ value: row.roleId, label: row.roleName })),
    classes: pickerOf(useClassOptions(), '班级', (row) => ({ value: row.classId, label: classLabel(row) })),
    positions: pickerOf(useClassPositionOptions(), '班级职务', (row) => ({ value: row.classPositionId, label: row.classPositionName })),
  };
}
