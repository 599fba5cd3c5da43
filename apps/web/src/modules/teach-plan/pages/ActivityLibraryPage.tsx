import { PlusOutlined } from '@ant-design/icons';
import {
  AddLibraryActivityInput,
  grantsModule,
  guideTargetTitle,
  librarySourceLabel,
  PLAN_DAYS,
  PLAN_PERIODS,
  planDayLabel,
  planPeriodLabel,
  planStatusLabel,
  type LibraryActivity,
  type PlanStatus,
} from '@yuanwu/shared';
import { App, Button, Form, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { dayOf } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { GuideTargetSelect } from '../../../components/GuideTargetSelect';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { useAccount } from '../../session';
import {
  ANY,
  librarySource,
  useActivityTypes,
  useAddLibraryActivity,
  useAddPlanToWeek,
  useDelLibraryActivity,
  usePlansForActivities,
  useUpdateLibraryActivity,
  type LibraryFilters,
} from '../teach-plan.queries';
import '../teach-plan.css';

interface LibraryValues {
  activityName: string;
  activityTypeId?: number | null;
  content?: string | null;
  guideTargetIds?: number[];
}

interface WeekValues {
  weekId: number;
  dayOfWeek: number;
  period: number;
}

const initialFilters: LibraryFilters = { keyword: '', activityTypeId: ANY, sourceId: ANY };
const sourceOptions = [{ value: ANY, label: '全部来源' }, ...Object.entries(librarySourceLabel).map(([value, label]) => ({ value: Number(value), label }))];
const dayOptions = PLAN_DAYS.map((day) => ({ value: day, label: planDayLabel[day] }));
const periodOptions = PLAN_PERIODS.map((period) => ({ value: period, label: planPeriodLabel[period] }));

function ActivityTypeSelect({ withAny, ...props }: { withAny?: boolean; value?: number | null; onChange?(value: number | null): void }) {
  const types = useActivityTypes();
  const options = (types.data ?? []).map((type) => ({ value: type.id, label: type.dicName }));
  return (
    <QuerySelect<number>
      query={types}
      what="活动类型"
      aria-label="活动类型"
      className="filter-select--narrow"
      allowClear={!withAny}
      placeholder="选择活动类型"
      options={withAny ? [{ value: ANY, label: '全部类型' }, ...options] : options}
      {...props}
      value={props.value ?? undefined}
      onChange={(value) => props.onChange?.(value ?? null)}
    />
  );
}

/** 添加活动 / 编辑活动 of the library: name, type, content and guide targets. */
function LibraryModal({ editing, open, onClose }: { editing: LibraryActivity | null; open: boolean; onClose(): void }) {
  const add = useAddLibraryActivity();
  const update = useUpdateLibraryActivity();
  const { message } = App.useApp();
  const submit = async (values: LibraryValues) => {
    const fields = { activityName: values.activityName, activityTypeId: values.activityTypeId ?? null, content: values.content ?? null, guideTargetIds: values.guideTargetIds ?? [] };
    if (editing) await update.mutateAsync({ activityId: editing.activityId, ...fields });
    else await add.mutateAsync(fields);
    void message.success(editing ? '活动已保存' : '活动已添加到活动库');
  };
  return (
    <FormModal<LibraryValues>
      title={editing ? '编辑活动' : '添加活动'}
      open={open}
      width={640}
      onClose={onClose}
      onSubmit={submit}
      initialValues={editing ? { activityName: editing.activityName, activityTypeId: editing.activityTypeId, content: editing.content, guideTargetIds: editing.guideTargetIds } : { guideTargetIds: [] }}
    >
      <Form.Item name="activityName" label="活动名称" required rules={[ruleFrom(AddLibraryActivityInput.shape.activityName)]}>
        <Input placeholder="如 树叶拼贴画" count={lengthCount(AddLibraryActivityInput.shape.activityName)} />
      </Form.Item>
      <Form.Item name="activityTypeId" label="活动类型">
        <ActivityTypeSelect />
      </Form.Item>
      <Form.Item name="content" label="活动内容" rules={[ruleFrom(AddLibraryActivityInput.shape.content)]}>
        <Input.TextArea rows={4} placeholder="活动的目标、准备与过程" />
      </Form.Item>
      <Form.Item name="guideTargetIds" label="指南目标">
        <GuideTargetSelect />
      </Form.Item>
    </FormModal>
  );
}

/** 加入周计划: a week plan the caller may still edit, and the day and period to put the activity in. */
function AddToWeekModal({ activity, onClose }: { activity: LibraryActivity | null; onClose(): void }) {
  const plans = usePlansForActivities(activity !== null);
  const addToWeek = useAddPlanToWeek();
  const { message } = App.useApp();
  return (
    <FormModal<WeekValues>
      title={activity ? `把「${activity.activityName}」加入周计划` : '加入周计划'}
      open={activity !== null}
      okText="加入"
      onClose={onClose}
      initialValues={{ dayOfWeek: 1, period: 2 }}
      onSubmit={async (values) => {
        await addToWeek.mutateAsync({ ...values, activityIds: [activity!.activityId] });
        const plan = plans.data?.find((candidate) => candidate.weekId === values.weekId);
        void message.success(`已加入${plan ? `${plan.className}第${plan.weekIndex}周` : '周计划'}`);
      }}
    >
      <Form.Item name="weekId" label="周计划" rules={[{ required: true, message: '请选择周计划' }]}>
        <QuerySelect<number>
          query={plans}
          what="周计划"
          aria-label="周计划"
          placeholder="选择要加入的周计划"
          emptyText="本学期没有可编辑的周计划，请先在周计划中新建"
          options={(plans.data ?? []).map((plan) => ({
            value: plan.weekId,
            label: `${plan.className} 第${plan.weekIndex}周（${plan.startDate.slice(5)}~${plan.endDate.slice(5)}）${planStatusLabel[plan.approveStatus as PlanStatus]}`,
          }))}
        />
      </Form.Item>
      <div className="week-plan__place">
        <Form.Item name="dayOfWeek" label="星期" required>
          <Select options={dayOptions} aria-label="星期" />
        </Form.Item>
        <Form.Item name="period" label="时段" required>
          <Select options={periodOptions} aria-label="时段" />
        </Form.Item>
      </div>
    </FormModal>
  );
}

function TargetTags({ targetIds }: { targetIds: number[] }) {
  if (targetIds.length === 0) return <span className="text-muted">—</span>;
  return (
    <Space size={[4, 4]} wrap>
      {targetIds.map((targetId) => {
        const title = guideTargetTitle(targetId);
        return (
          <Tooltip key={targetId} title={title}>
            <Tag className="library__target">{title.split(' · ').at(-1)}</Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** 活动库: the school's reusable activities, searched and paged, edited, deleted and put into week plans. */
export default function ActivityLibraryPage() {
  const { data: account } = useAccount();
  const writesPlans = account ? grantsModule(new Set(account.modules), 'TeachManage.WeekPlan') : false;
  const [editing, setEditing] = useState<LibraryActivity | null | undefined>(undefined);
  const [adding, setAdding] = useState<LibraryActivity | null>(null);
  const remove = useDelLibraryActivity();
  const { message } = App.useApp();

  const columns: TableColumnsType<LibraryActivity> = [
    {
      title: '活动名称',
      dataIndex: 'activityName',
      render: (name: string, row) => (
        <div>
          <span className="text-strong">{name}</span>
          {row.content && (
            // Two lines at most in the row: the whole text on hover.
            <div className="library__content" title={row.content}>
              {row.content}
            </div>
          )}
        </div>
      ),
    },
    { title: '活动类型', dataIndex: 'activityTypeName', width: 110, className: 'library__nowrap', render: (name: string | null) => name ?? <span className="text-muted">—</span> },
    { title: '指南目标', dataIndex: 'guideTargetIds', width: 260, render: (ids: number[]) => <TargetTags targetIds={ids} /> },
    { title: '来源', dataIndex: 'sourceName', width: 80, className: 'library__nowrap' },
    { title: '使用次数', dataIndex: 'useCount', width: 90, className: 'library__nowrap' },
    { title: '添加人', dataIndex: 'adderName', width: 100, className: 'library__nowrap' },
    { title: '更新日期', dataIndex: 'updatedAt', width: 110, className: 'library__nowrap', render: (at: string) => dayOf(at) },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          {writesPlans && (
            <Button type="link" size="small" onClick={() => setAdding(row)} aria-label={`把${row.activityName}加入周计划`}>
              加入周计划
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setEditing(row)} aria-label={`编辑${row.activityName}`}>
            编辑
          </Button>
          <DeleteButton
            title={`删除「${row.activityName}」？`}
            description="已加入周计划的活动不受影响。"
            onConfirm={() => remove.mutateAsync(row.activityId).then(() => void message.success('活动已删除'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<LibraryActivity, LibraryFilters>
        title="活动库"
        emptyText="活动库还没有符合条件的活动，可点击“添加活动”，或在周计划中把活动存入活动库"
        source={librarySource}
        rowKey="activityId"
        columns={columns}
        initialFilters={initialFilters}
        filters={
          <>
            <Form.Item name="keyword" label="活动名称">
              <Input placeholder="搜索活动名称" allowClear />
            </Form.Item>
            <Form.Item name="activityTypeId" label="活动类型">
              <ActivityTypeSelect withAny />
            </Form.Item>
            <Form.Item name="sourceId" label="来源">
              <Select className="filter-select--narrow" options={sourceOptions} aria-label="来源" />
            </Form.Item>
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加活动
          </Button>
        }
      />
      <LibraryModal editing={editing ?? null} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <AddToWeekModal activity={adding} onClose={() => setAdding(null)} />
    </>
  );
}
