import { AddDepartmentInput } from '@yuanwu/shared';
import { useMemo } from 'react';
import { StaffGroupManage } from '../components/StaffGroupManage';
import { useAddDepartment, useDeleteDepartment, useDepartments, useRenameDepartment, useReorderDepartments } from '../teacher.queries';

/** 部门管理. */
export default function SectorManagePage() {
  const departments = useDepartments();
  const add = useAddDepartment();
  const rename = useRenameDepartment();
  const remove = useDeleteDepartment();
  const reorder = useReorderDepartments();
  const rows = useMemo(
    () => departments.data?.map((row) => ({ id: row.departmentId, name: row.departmentName, teacherCount: row.teacherCount })),
    [departments.data],
  );
  return (
    <StaffGroupManage
      label="部门"
      rows={rows}
      query={departments}
      nameSchema={AddDepartmentInput.shape.departmentName}
      onAdd={(departmentName) => add.mutateAsync(departmentName)}
      onRename={(departmentId, departmentName) => rename.mutateAsync({ departmentId, departmentName })}
      onDelete={(departmentId) => remove.mutateAsync(departmentId)}
      onReorder={(ids) => reorder.mutate(ids)}
    />
  );
}
