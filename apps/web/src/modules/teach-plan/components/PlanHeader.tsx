import type { WeekPlan } from '@yuanwu/shared';
import { Alert, Descriptions } from 'antd';
import { minuteOf } from '../../../components/dates';
import { PlanStatusTag } from './PlanStatusTag';

/** Whose plan of which week, its status, and the approver's remark when it was sent back. */
export function PlanHeader({ plan }: { plan: WeekPlan }) {
  return (
    <>
      {plan.approveStatus === 3 && plan.remark && <Alert type="error" showIcon title={`已退回：${plan.remark}`} className="week-plan__remark" />}
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="班级">{plan.className}</Descriptions.Item>
        <Descriptions.Item label="周次">
          {plan.semesterName} 第{plan.weekIndex}周（{plan.startDate} 至 {plan.endDate}）
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <PlanStatusTag status={plan.approveStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="填写人">{plan.writerName}</Descriptions.Item>
        {plan.submittedAt && <Descriptions.Item label="提交时间">{minuteOf(plan.submittedAt)}</Descriptions.Item>}
        {plan.approverName && <Descriptions.Item label="审批人">{plan.approverName}</Descriptions.Item>}
      </Descriptions>
    </>
  );
}
