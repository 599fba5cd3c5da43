import type { WorkbookStudentStatistics } from '@yuanwu/shared';
import { Button, Empty, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { MonthPicker } from '../../../components/MonthPicker';
import { QueryTable } from '../../../components/query-state';
import { ClassSelect, useClassOptions } from '../../filter';
import { ANY, useStudentStatistics } from '../workbook.queries';

export interface StudentStatisticsFilters {
  classId: number;
  month: string;
  /** 1: only the children without a work in the month. */
  onlyWithoutWork: number;
}

interface StudentStatisticsViewProps {
  yearId: number;
  filters: StudentStatisticsFilters;
  onFilters(changes: Partial<StudentStatisticsFilters>): void;
  onOpenStudent(row: WorkbookStudentStatistics): void;
}

/** StudentStatistics: each child of a class, their works and excellent works, and those without a work in the month. */
export function StudentStatisticsView({ yearId, filters, onFilters, onOpenStudent }: StudentStatisticsViewProps) {
  const onlyWithoutWork = filters.onlyWithoutWork === 1;
  // Until one is chosen, the year's first class in reach (a class teacher's own).
  const classes = useClassOptions(yearId);
  const classId = filters.classId === ANY ? (classes.data?.[0]?.classId ?? ANY) : filters.classId;
  const stats = useStudentStatistics(classId, filters.month, onlyWithoutWork);
  const columns: TableColumnsType<WorkbookStudentStatistics> = [
    { title: '幼儿', dataIndex: 'studentName' },
    { title: '作品数', dataIndex: 'fileCount', width: 90 },
    { title: '优秀作品', dataIndex: 'excellentCount', width: 90 },
    {
      title: '本月作品',
      dataIndex: 'monthFileCount',
      width: 110,
      render: (count: number) => (count ? count : <Tag color="red">本月无作品</Tag>),
    },
    { title: '最近作品', dataIndex: 'lastWorkDate', width: 120, render: (date: string | null) => date ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onOpenStudent(row)} aria-label={`查看${row.studentName}的作品`}>
          查看作品
        </Button>
      ),
    },
  ];
  return (
    <>
      <Space wrap className="showreel__filters">
        <ClassSelect aria-label="班级" className="showreel__select" yearId={yearId} value={classId === ANY ? undefined : classId} onChange={(classId) => onFilters({ classId })} />
        <MonthPicker label="统计月份" pastOnly month={filters.month} onChange={(month) => onFilters({ month })} />
        <Space>
          <Switch aria-label="只看本月无作品的幼儿" checked={onlyWithoutWork} onChange={(checked) => onFilters({ onlyWithoutWork: checked ? 1 : 0 })} />
          <span>只看本月无作品的幼儿</span>
        </Space>
      </Space>
      {classId === ANY ? (
        <Empty description="请选择班级，查看班级每个幼儿的作品情况" />
      ) : (
        <QueryTable<WorkbookStudentStatistics>
          query={stats}
          what="幼儿统计"
          rowKey="studentId"
          size="middle"
          columns={columns}
          dataSource={stats.data?.list ?? []}
          pagination={false}
          emptyText={onlyWithoutWork ? '本月每个幼儿都有作品' : '这个班级没有在读幼儿'}
        />
      )}
    </>
  );
}
