import { AddActivityInput, PLAN_DAYS, PLAN_PERIODS, planDayLabel, planPeriodLabel, type AgeBand, type PlanActivity } from '@yuanwu/shared';
import { App, Button, Form, Input, Popconfirm, Select } from 'antd';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { GuideTargetSelect } from '../../../components/GuideTargetSelect';
import { QuerySelect } from '../../../components/query-state';
import { useActivityTypes, useAddActivity, useDelActivity, useSetGuideTargets, useUpdateActivity } from '../teach-plan.queries';

interface ActivityValues {
  dayOfWeek: number;
  period: number;
  activityTypeId?: number | null;
  activityName: string;
  content?: string | null;
  guideTargetIds?: number[];
}

/** What the modal is for: a new activity in a cell, or one of the plan's (whose day and period also move it). */
export type ActivityTarget = { weekId: number; dayOfWeek: number; period: number } | { weekId: number; activity: PlanActivity };

const dayOptions = PLAN_DAYS.map((day) => ({ value: day, label: planDayLabel[day] }));
const periodOptions = PLAN_PERIODS.map((period) => ({ value: period, label: planPeriodLabel[period] }));

/** 添加活动 / 编辑活动: its day and period, type, name, content and guide targets; deleting it from here too. */
export function ActivityModal({ target, ageBand, onClose }: { target: ActivityTarget | null; ageBand?: AgeBand; onClose(): void }) {
  const types = useActivityTypes();
  const add = useAddActivity();
  const update = useUpdateActivity();
  const remove = useDelActivity();
  const setTargets = useSetGuideTargets();
  const { message } = App.useApp();
  const editing = target && 'activity' in target ? target.activity : null;
  const initialValues: Partial<ActivityValues> | undefined = !target
    ? undefined
    : editing
      ? {
          dayOfWeek: editing.dayOfWeek,
          period: editing.period,
          activityTypeId: editing.activityTypeId,
          activityName: editing.activityName,
          content: editing.content,
          guideTargetIds: editing.guideTargetIds,
        }
      : { dayOfWeek: 'dayOfWeek' in target ? target.dayOfWeek : 1, period: 'period' in target ? target.period : 2, guideTargetIds: [] };

  const submit = async ({ guideTargetIds = [], ...values }: ActivityValues) => {
    const fields = { ...values, activityTypeId: values.activityTypeId ?? null, weekActivityTypeId: editing?.weekActivityTypeId ?? null, content: values.content ?? null };
    const activityId = editing ? (await update.mutateAsync({ activityId: editing.activityId, ...fields }), editing.activityId) : (await add.mutateAsync({ weekId: target!.weekId, ...fields })).activityId;
    const unchanged = editing && editing.guideTargetIds.join() === guideTargetIds.join();
    if (!unchanged && (editing || guideTargetIds.length)) await setTargets.mutateAsync({ activityId, guideTargetIds });
    void message.success(editing ? '活动已保存' : '活动已添加');
  };

  return (
    <FormModal<ActivityValues> title={editing ? '编辑活动' : '添加活动'} open={target !== null} initialValues={initialValues} onClose={onClose} onSubmit={submit}>
      <div className="week-plan__place">
        <Form.Item name="dayOfWeek" label="星期" required>
          <Select options={dayOptions} aria-label="星期" />
        </Form.Item>
        <Form.Item name="period" label="时段" required>
          <Select options={periodOptions} aria-label="时段" />
        </Form.Item>
      </div>
      <Form.Item name="activityTypeId" label="活动类型">
        <QuerySelect<number>
          query={types}
          what="活动类型"
          aria-label="活动类型"
          allowClear
          placeholder="选择活动类型"
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.dicName }))}
        />
      </Form.Item>
      <Form.Item name="activityName" label="活动名称" required rules={[ruleFrom(AddActivityInput.shape.activityName)]}>
        <Input placeholder="如 认识秋天的树叶" count={lengthCount(AddActivityInput.shape.activityName)} />
      </Form.Item>
      <Form.Item name="content" label="活动内容">
        <Input.TextArea rows={3} placeholder="活动的目标、准备与过程" />
      </Form.Item>
      <Form.Item name="guideTargetIds" label="指南目标">
        <GuideTargetSelect ageBand={ageBand} />
      </Form.Item>
      {editing && (
        <Popconfirm
          title={`删除「${editing.activityName}」？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() => remove.mutateAsync(editing.activityId).then(() => (void message.success('活动已删除'), onClose()))}
        >
          <Button danger size="small">
            删除活动
          </Button>
        </Popconfirm>
      )}
    </FormModal>
  );
}
