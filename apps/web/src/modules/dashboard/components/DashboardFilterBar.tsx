import { Card, Form } from 'antd';
import { QuerySelect } from '../../../components/query-state';
import { DateRangeFilter } from '../../attendance';
import { useSearchOptions, type DashboardFilters } from '../dashboard.queries';

const ALL = 0;

/** The period of every figure below, and the grade and class of the attendance and class figures. */
export function DashboardFilterBar({ filters, onChange }: { filters: DashboardFilters; onChange(filters: DashboardFilters): void }) {
  const options = useSearchOptions();
  const grades = options.data?.grades ?? [];
  const classes = grades.filter((grade) => filters.gradeId === ALL || grade.gradeId === filters.gradeId).flatMap((grade) => grade.classList);
  return (
    <Card variant="borderless" className="dashboard-filters">
      <Form layout="inline">
        <Form.Item label="时间">
          <DateRangeFilter value={filters.range} onChange={(range) => onChange({ ...filters, range })} />
        </Form.Item>
        <Form.Item label="年级" htmlFor="dashboard-grade">
          <QuerySelect<number>
            query={options}
            what="年级"
            id="dashboard-grade"
            className="dashboard-filters__select"
            value={filters.gradeId}
            onChange={(gradeId) => onChange({ ...filters, gradeId, classId: ALL })}
            options={[{ value: ALL, label: '全部年级' }, ...grades.map((grade) => ({ value: grade.gradeId, label: grade.gradeName }))]}
          />
        </Form.Item>
        <Form.Item label="班级" htmlFor="dashboard-class">
          <QuerySelect<number>
            query={options}
            what="班级"
            id="dashboard-class"
            className="dashboard-filters__select"
            value={filters.classId}
            onChange={(classId) => onChange({ ...filters, classId })}
            options={[{ value: ALL, label: '全部班级' }, ...classes.map((option) => ({ value: option.classId, label: option.className }))]}
          />
        </Form.Item>
        {options.data?.yearName ? <span className="dashboard-filters__year">{options.data.yearName}</span> : null}
      </Form>
    </Card>
  );
}
