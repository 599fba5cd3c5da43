import type { ClassProgress } from '@yuanwu/shared';
import { Select, Space } from 'antd';
import type { BatchScope } from '../checkup.queries';

/** 年级 and 班级 of a batch: the classes it covers, 全部 (0) first. */
export function BatchScopeFilters({ classes, scope, onChange }: { classes: ClassProgress[]; scope: BatchScope; onChange(scope: BatchScope): void }) {
  const grades = [...new Map(classes.map((row) => [row.gradeId, row.gradeName])).entries()];
  const classOptions = classes.filter((row) => !scope.gradeId || row.gradeId === scope.gradeId);
  return (
    <Space wrap>
      <Select
        aria-label="年级"
        style={{ width: 120 }}
        value={scope.gradeId}
        onChange={(gradeId) => onChange({ gradeId, classId: 0 })}
        options={[{ value: 0, label: '全部年级' }, ...grades.map(([gradeId, gradeName]) => ({ value: gradeId, label: gradeName }))]}
      />
      <Select
        aria-label="班级"
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 120 }}
        value={scope.classId}
        onChange={(classId) => onChange({ ...scope, classId })}
        options={[{ value: 0, label: '全部班级' }, ...classOptions.map((row) => ({ value: row.classId, label: row.className }))]}
      />
    </Space>
  );
}
