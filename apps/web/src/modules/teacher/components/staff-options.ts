import { sexLabel } from '@yuanwu/shared';
import { useClassOptions, useClassPositionOptions, useDepartmentOptions, usePostOptions, useRoleOptions } from '../teacher.queries';

export const sexOptions = Object.entries(sexLabel).map(([sex, label]) => ({ value: Number(sex), label }));

/** A class as the teacher dialogs name it: the year tells apart two years' 小一班. */
export const classLabel = (row: { className: string; yearName: string }) => `${row.className}（${row.yearName}）`;

/** The options of a teacher's selects (部门, 职务, 角色, 任教班级, 班级职务), as antd wants them. */
export function useStaffOptions() {
  const departments = useDepartmentOptions();
  const posts = usePostOptions();
  const roles = useRoleOptions();
  const classes = useClassOptions();
  const positions = useClassPositionOptions();
  return {
    departments: departments.data?.map((row) => ({ value: row.departmentId, label: row.departmentName })),
    posts: posts.data?.map((row) => ({ value: row.postId, label: row.schoolDutyName })),
    roles: roles.data?.map((row) => ({ value: row.roleId, label: row.roleName })),
    classes: classes.data?.map((row) => ({ value: row.classId, label: classLabel(row) })),
    positions: positions.data?.map((row) => ({ value: row.classPositionId, label: row.classPositionName })),
  };
}
