import { PlanStatus, planStatusLabel, UpdateApproveStatusInput, type OutputOf, type teachApproveEndpoints } from '@yuanwu/shared';
import { App, Button, Card, Drawer, Form, Input, Space, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { minuteOf } from '../../../components/dates';
import { FormModal } from '../../../components/FormModal';
import { QueryState, QueryTable } from '../../../components/query-state';
import { ruleFrom } from '../../../components/form-rules';
import { urlParam, useUrlState } from '../../../components/url-state';
import { PlanHeader } from '../components/PlanHeader';
import { PlanStatusTag } from '../components/PlanStatusTag';
import { WeekGrid } from '../components/WeekGrid';
import { useApprovePlan, useApprovePlans, useDecidePlan } from '../teach-plan.queries';
import '../teach-plan.css';

type Row = OutputOf<typeof teachApproveEndpoints.getApprovePlanList>['list'][number];

const tabs = [PlanStatus.SUBMITTED, PlanStatus.PASSED, PlanStatus.RETURNED].map((status) => ({ key: String(status), label: planStatusLabel[status] }));

/** A plan as its approver reads it, with 通过 and 退回 while it waits. */
function ApproveDrawer({ weekId, onClose }: { weekId: number | null; onClose(): void }) {
  const plan = useApprovePlan(weekId);
  const decide = useDecidePlan();
  const { message } = App.useApp();
  const [returning, setReturning] = useState(false);
  const waiting = plan.data?.actions.pass && plan.data.canApprove;
  return (
    <Drawer
      title="周计划审批"
      size={1100}
      open={weekId !== null}
      onClose={onClose}
      extra={
        waiting && (
          <Space>
            <Button onClick={() => setReturning(true)}>退回</Button>
            <Button
              type="primary"
              loading={decide.isPending}
              onClick={() => decide.mutate({ weekId: weekId!, approveStatus: PlanStatus.PASSED, remark: null }, { onSuccess: () => (void message.success('已通过'), onClose()) })}
            >
              通过
            </Button>
          </Space>
        )
      }
    >
      <QueryState query={plan} what="周计划">
        {(data) => (
          <>
            <PlanHeader plan={data} />
            <p>
              <b>本周主题：</b>
              {data.themeName ?? '未设置'}
            </p>
            <b>本周目标：</b>
            <ol>
              {data.goalList.map((goal) => (
                <li key={goal.goalId}>{goal.content}</li>
              ))}
            </ol>
            <WeekGrid plan={data} />
          </>
        )}
      </QueryState>
      <FormModal<{ remark: string }>
        title="退回周计划"
        open={returning}
        okText="退回"
        onClose={() => setReturning(false)}
        onSubmit={({ remark }) => decide.mutateAsync({ weekId: weekId!, approveStatus: PlanStatus.RETURNED, remark }).then(() => (void message.success('已退回'), onClose()))}
      >
        <Form.Item name="remark" label="审批意见" rules={[{ required: true, message: '退回时请填写审批意见' }, ruleFrom(UpdateApproveStatusInput.shape.remark)]}>
          <Input.TextArea rows={4} placeholder="说明需要修改的地方" />
        </Form.Item>
      </FormModal>
    </Drawer>
  );
}

/** 计划审批: the week plans of the grades the caller approves, by status. */
export default function TeachApprovePage() {
  // The plan open in the drawer is in the URL too: 待我审批 links straight to it.
  const [{ status, page, weekId }, set] = useUrlState({ status: urlParam.integer(PlanStatus.SUBMITTED), page: urlParam.integer(1), weekId: urlParam.optionalInteger() });
  const plans = useApprovePlans({ approveStatus: status, pageIndex: page, pageSize: 20 });
  const setOpen = (open: number | null) => set({ weekId: open ?? undefined });
  const columns: TableColumnsType<Row> = [
    { title: '班级', dataIndex: 'className', render: (name: string, row) => `${row.gradeName} ${name}` },
    { title: '周次', key: 'week', render: (_, row) => `${row.semesterName} 第${row.weekIndex}周（${row.startDate.slice(5)}~${row.endDate.slice(5)}）` },
    { title: '主题', dataIndex: 'themeName', render: (name: string | null) => name ?? '—' },
    { title: '填写人', dataIndex: 'writerName' },
    { title: '提交时间', dataIndex: 'submittedAt', render: (time: string | null) => (time ? minuteOf(time) : '—') },
    { title: '状态', dataIndex: 'approveStatus', render: (value: number) => <PlanStatusTag status={value} /> },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, row) => {
        const action = row.approveStatus === PlanStatus.SUBMITTED ? '审批' : '查看';
        return (
          <Button type="link" size="small" onClick={() => setOpen(row.weekId)} aria-label={`${action}${row.className}第${row.weekIndex}周`}>
            {action}
          </Button>
        );
      },
    },
  ];
  return (
    <Card variant="borderless">
      <Tabs activeKey={String(status)} items={tabs} onChange={(key) => set({ status: Number(key), page: 1 })} />
      <QueryTable<Row>
        query={plans}
        what="周计划"
        rowKey="weekId"
        size="small"
        columns={columns}
        dataSource={plans.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: plans.data?.total ?? 0, onChange: (next) => set({ page: next }), showSizeChanger: false }}
        emptyText={status === PlanStatus.SUBMITTED ? '没有待审批的周计划' : '没有周计划'}
      />
      <ApproveDrawer weekId={weekId ?? null} onClose={() => setOpen(null)} />
    </Card>
  );
}
