import { grantsModule, type OutputOf, type teacherPlanEndpoints } from '@yuanwu/shared';
import { Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { minuteOf } from '../../../components/dates';
import { QueryTable } from '../../../components/query-state';
import { useAccount } from '../../session';
import { useTeacherPlans } from '../teach-plan.queries';
import { PlanStatusTag } from './PlanStatusTag';

type Row = OutputOf<typeof teacherPlanEndpoints.getTeacherPlanList>['list'][number];

const weekPlanPath = (row: Row) => `/TeachManage/WeekPlan?classId=${row.classId}&semesterId=${row.semesterId}&weekIndex=${row.weekIndex}`;

/** 教师详情 > 周计划 (PlanDetails): the week plans the teacher wrote, each opening in 周计划 for those who may. */
export function TeacherPlansTab({ teacherId }: { teacherId: number }) {
  const [page, setPage] = useState(1);
  const plans = useTeacherPlans(teacherId, page);
  const { data: account } = useAccount();
  const opensPlans = account ? grantsModule(new Set(account.modules), 'TeachManage.WeekPlan') : false;
  const columns: TableColumnsType<Row> = [
    { title: '班级', dataIndex: 'className' },
    {
      title: '周次',
      key: 'week',
      render: (_, row) => {
        const label = `${row.semesterName} 第${row.weekIndex}周（${row.startDate.slice(5)}~${row.endDate.slice(5)}）`;
        return opensPlans ? <Link to={weekPlanPath(row)}>{label}</Link> : label;
      },
    },
    { title: '主题', dataIndex: 'themeName', render: (name: string | null) => name ?? <span className="text-muted">未设置</span> },
    { title: '状态', dataIndex: 'approveStatus', width: 90, render: (status: number) => <PlanStatusTag status={status} /> },
    { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: (at: string | null) => (at ? minuteOf(at) : '—') },
    { title: '审批人', dataIndex: 'approverName', width: 100, render: (name: string | null) => name ?? '—' },
  ];
  return (
    <Card variant="borderless" title="周计划">
      <QueryTable<Row>
        query={plans}
        what="周计划"
        rowKey="weekId"
        size="small"
        columns={columns}
        dataSource={plans.data?.list ?? []}
        emptyText="这位教师还没有填写过周计划"
        pagination={{ current: page, pageSize: 10, total: plans.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
    </Card>
  );
}
