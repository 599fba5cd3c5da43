import { safetyActivityKindLabel, safetyCheckStatusLabel, UpdateActivitySafetyInput, type ActivitySafetyDetail } from '@yuanwu/shared';
import { App, Button, Descriptions, Divider, Form, Input, Modal, Radio, Tag } from 'antd';
import { useEffect } from 'react';
import { minuteOf, todayText } from '../../../components/dates';
import { ruleFrom } from '../../../components/form-rules';
import { QueryState } from '../../../components/query-state';
import { AttachedFileList } from '../../../components/upload/AttachedFileItem';
import { useSafetyPlan, useUpdateSafetyPlan } from '../activity-safety.queries';
import { CHECK_COLORS } from '../safety-text';
import { safetyPlanOf, safetyValuesOf } from '../safety-form';

const checkOptions = Object.entries(safetyCheckStatusLabel).map(([value, label]) => ({ value: Number(value), label }));

/** 活动后检查: how the activity went, once it has begun. */
function CheckForm({ plan }: { plan: ActivitySafetyDetail }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ checkStatus: number; checkResult?: string }>();
  const update = useUpdateSafetyPlan();
  useEffect(() => form.setFieldsValue({ checkStatus: plan.checkStatus, checkResult: plan.checkResult ?? '' }), [form, plan]);
  if (plan.activityDate > todayText()) return <p className="safety-muted">活动开始后可登记检查结果。</p>;
  const submit = async (values: { checkStatus: number; checkResult?: string }) => {
    await update.mutateAsync({ safetyId: plan.safetyId, ...safetyPlanOf(safetyValuesOf(plan)), checkStatus: values.checkStatus, checkResult: values.checkResult || null });
    void message.success('检查结果已保存');
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values).catch(() => undefined)}>
      <Form.Item name="checkStatus" label="检查结果">
        <Radio.Group options={checkOptions} />
      </Form.Item>
      <Form.Item name="checkResult" label="检查情况" rules={[ruleFrom(UpdateActivitySafetyInput.shape.checkResult)]}>
        <Input.TextArea rows={2} placeholder="发现的问题和整改，或 活动有序，无幼儿受伤" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        保存检查结果
      </Button>
    </Form>
  );
}

/** A plan as it stands, with its check after the activity. */
export function SafetyDetailModal({ safetyId, onClose }: { safetyId: number | undefined; onClose(): void }) {
  const detail = useSafetyPlan(safetyId);
  return (
    <Modal title="活动安全计划" open={Boolean(safetyId)} onCancel={onClose} footer={null} width={760}>
      <QueryState query={detail} what="活动安全计划">
        {(plan) => (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label="活动">{plan.activityName}</Descriptions.Item>
              <Descriptions.Item label="类别">{safetyActivityKindLabel[plan.activityKind]}</Descriptions.Item>
              <Descriptions.Item label="日期">{plan.activityDate}</Descriptions.Item>
              <Descriptions.Item label="班级">{plan.className}</Descriptions.Item>
              <Descriptions.Item label="地点">{plan.location ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="制定人">{`${plan.adderName} · ${minuteOf(plan.createdAt)}`}</Descriptions.Item>
              <Descriptions.Item label="安全预案" span={2}>
                <div className="safety-pre">{plan.planContent}</div>
              </Descriptions.Item>
              <Descriptions.Item label="安全事项" span={2}>
                <ol className="safety-list">
                  {plan.itemList.map((item) => (
                    <li key={item.itemId}>
                      {item.content}
                      {item.measure ? <span className="safety-muted">：{item.measure}</span> : null}
                    </li>
                  ))}
                </ol>
              </Descriptions.Item>
              <Descriptions.Item label="负责人" span={2}>
                {plan.personList.map((person) => (
                  <Tag key={person.teacherId}>{person.duty ? `${person.teacherName}（${person.duty}）` : person.teacherName}</Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label="资料" span={2}>
                {plan.fileList.length ? <AttachedFileList files={plan.fileList} /> : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="检查" span={2}>
                <Tag color={CHECK_COLORS[plan.checkStatus]}>{safetyCheckStatusLabel[plan.checkStatus]}</Tag>
                {plan.checkerName ? `${plan.checkerName} · ${minuteOf(plan.checkedAt!)}` : null}
              </Descriptions.Item>
            </Descriptions>
            <Divider titlePlacement="start">活动后检查</Divider>
            <CheckForm plan={plan} />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
