import { StatisticsBy } from '@yuanwu/shared';
import { Button, type TableColumnsType } from 'antd';
import type { LeaveTypeOption, StatisticsRow } from '../teacher-attend.queries';

/** A figure's name over its unit: narrow columns, so that the whole month fits at 1440 px. */
const headed = (name: string, unit: string) => (
  <span className="statistics-head">
    {name}
    <span className="statistics-head__unit">{unit}</span>
  </span>
);

/** A problem figure stands out only when there is one. */
const problem = (value: number) => (value > 0 ? <span className="figure-problem">{value}</span> : value);

const leaveDaysOf = (row: StatisticsRow, leaveTypeId: number) => row.leaveByType.find((leave) => leave.leaveTypeId === leaveTypeId)?.days ?? 0;

interface ColumnOptions {
  by: number;
  /** The school's leave types: a column each, in the order the call lists them. */
  leaveTypes: readonly LeaveTypeOption[];
  /** Opens a teacher's month. */
  onTeacher(row: StatisticsRow): void;
  /** Narrows the statistics to a department's teachers. */
  onDepartment(row: StatisticsRow): void;
}

/** The totals' columns, by teacher or by department, with a column per leave type. */
export function statisticsColumns({ by, leaveTypes, onTeacher, onDepartment }: ColumnOptions): TableColumnsType<StatisticsRow> {
  const who: TableColumnsType<StatisticsRow> =
    by === StatisticsBy.TEACHER
      ? [
          {
            title: '姓名',
            dataIndex: 'teacherName',
            fixed: 'left',
            width: 96,
            render: (name: string, row) => (
              <Button type="link" size="small" className="statistics-link" onClick={() => onTeacher(row)}>
                {name}
              </Button>
            ),
          },
          { title: '部门', dataIndex: 'departmentName', width: 96, render: (name: string | null) => name ?? <span className="text-muted">—</span> },
        ]
      : [
          {
            title: '部门',
            dataIndex: 'departmentName',
            fixed: 'left',
            width: 120,
            render: (name: string | null, row) =>
              row.departmentId === null ? (
                <span>{name ?? '未分配部门'}</span>
              ) : (
                <Button type="link" size="small" className="statistics-link" title="查看该部门的人员" onClick={() => onDepartment(row)}>
                  {name}
                </Button>
              ),
          },
          { title: '人数', dataIndex: 'teacherCount', width: 64, align: 'right' },
        ];
  // The total first: with a school's many leave types, the breakdown is what scrolls out of view.
  const leaveColumns: TableColumnsType<StatisticsRow> = [
    { title: '合计', dataIndex: 'leaveDays', width: 56, align: 'right' },
    ...leaveTypes.map((type) => ({ key: `leave-${type.leaveTypeId}`, title: type.leaveTypeName, width: 56, align: 'right' as const, render: (_: unknown, row: StatisticsRow) => leaveDaysOf(row, type.leaveTypeId) })),
  ];
  return [
    ...who,
    { title: headed('应出勤', '天'), dataIndex: 'dueDays', width: 64, align: 'right' },
    { title: headed('出勤', '天'), dataIndex: 'presentDays', width: 56, align: 'right' },
    {
      title: '迟到',
      children: [
        { title: '次数', dataIndex: 'lateCount', width: 52, align: 'right', render: problem },
        { title: '分钟', dataIndex: 'lateMinutes', width: 56, align: 'right' },
      ],
    },
    {
      title: '早退',
      children: [
        { title: '次数', dataIndex: 'earlyCount', width: 52, align: 'right', render: problem },
        { title: '分钟', dataIndex: 'earlyMinutes', width: 56, align: 'right' },
      ],
    },
    { title: headed('缺勤', '天'), dataIndex: 'absentDays', width: 56, align: 'right', render: problem },
    { title: headed('异常', '天'), dataIndex: 'abnormalDays', width: 56, align: 'right', render: problem },
    { title: headed('缺卡', '次'), dataIndex: 'missingCount', width: 56, align: 'right', render: problem },
    { title: headed('出差', '天'), dataIndex: 'tripDays', width: 56, align: 'right' },
    { title: headed('加班', '小时'), dataIndex: 'overtimeHours', width: 64, align: 'right' },
    { title: '请假（天）', children: leaveColumns },
  ];
}
