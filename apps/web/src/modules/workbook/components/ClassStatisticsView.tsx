import type { WorkbookClassStatistics } from '@yuanwu/shared';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { MonthPicker } from '../../../components/MonthPicker';
import { QueryTable } from '../../../components/query-state';
import { GradeSelect } from '../../filter';
import { ANY, useClassStatistics } from '../workbook.queries';

export interface ClassStatisticsFilters {
  gradeId: number;
  month: string;
}

interface ClassStatisticsViewProps {
  yearId: number;
  filters: ClassStatisticsFilters;
  onFilters(changes: Partial<ClassStatisticsFilters>): void;
  onOpenWorkbooks(row: WorkbookClassStatistics): void;
  /** The class's children in 幼儿统计, only those without a work in the month when asked. */
  onOpenChildren(row: WorkbookClassStatistics, onlyWithoutWork: boolean): void;
}

/** ClassStatistics: each class's children, workbooks, works and excellent works, and who has none in the month. */
export function ClassStatisticsView({ yearId, filters, onFilters, onOpenWorkbooks, onOpenChildren }: ClassStatisticsViewProps) {
  const stats = useClassStatistics(yearId, filters.gradeId, filters.month);
  const columns: TableColumnsType<WorkbookClassStatistics> = [
    { title: '班级', dataIndex: 'className' },
    { title: '年级', dataIndex: 'gradeName', width: 90 },
    { title: '幼儿数', dataIndex: 'childCount', width: 80 },
    {
      title: '作品集',
      dataIndex: 'workbookCount',
      width: 80,
      render: (count: number, row) => (
        <Button type="link" size="small" onClick={() => onOpenWorkbooks(row)} aria-label={`${row.className}的${count}个作品集`}>
          {count}
        </Button>
      ),
    },
    { title: '作品数', dataIndex: 'fileCount', width: 80 },
    { title: '优秀作品', dataIndex: 'excellentCount', width: 90 },
    { title: '本月作品', dataIndex: 'monthFileCount', width: 90 },
    {
      title: '本月无作品幼儿',
      dataIndex: 'noWorkChildCount',
      width: 130,
      render: (count: number, row) =>
        count ? (
          <Button type="link" size="small" danger onClick={() => onOpenChildren(row, true)} aria-label={`${row.className}本月无作品的${count}名幼儿`}>
            {count} 人
          </Button>
        ) : (
          '0'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onOpenWorkbooks(row)}>
            查看作品集
          </Button>
          <Button type="link" size="small" onClick={() => onOpenChildren(row, false)}>
            幼儿统计
          </Button>
        </Space>
      ),
    },
  ];
  const total = (key: 'childCount' | 'workbookCount' | 'fileCount' | 'excellentCount' | 'monthFileCount' | 'noWorkChildCount') =>
    (stats.data?.list ?? []).reduce((sum, row) => sum + row[key], 0);
  return (
    <>
      <Space wrap className="showreel__filters">
        <GradeSelect aria-label="年级" className="showreel__select" yearId={yearId} value={filters.gradeId} onChange={(gradeId) => onFilters({ gradeId })} />
        <MonthPicker label="统计月份" pastOnly month={filters.month} onChange={(month) => onFilters({ month })} />
      </Space>
      <QueryTable<WorkbookClassStatistics>
        query={stats}
        what="班级统计"
        rowKey="classId"
        size="middle"
        columns={columns}
        dataSource={stats.data?.list ?? []}
        pagination={false}
        emptyText={filters.gradeId === ANY ? '本学年还没有班级' : '这个年级还没有班级'}
        summary={(rows) =>
          rows.length > 1 ? (
            <Table.Summary.Row className="text-strong">
              <Table.Summary.Cell index={0} colSpan={2}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{total('childCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{total('workbookCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={4}>{total('fileCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{total('excellentCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={6}>{total('monthFileCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={7}>{total('noWorkChildCount')}</Table.Summary.Cell>
              <Table.Summary.Cell index={8} />
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}
