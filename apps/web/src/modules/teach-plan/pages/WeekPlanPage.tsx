import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AddWeekGoalInput, ageBandOfGradeLevel, planStatusLabel, UpdateTeachWeekInput, type AgeBand, type PlanStatus, type WeekPlan } from '@yuanwu/shared';
import { App, Button, Card, Empty, Form, Input, List, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect, QueryState } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';
import { ActivityModal, type ActivityTarget } from '../components/ActivityModal';
import { FromLibraryModal } from '../components/FromLibraryModal';
import { PlanHeader } from '../components/PlanHeader';
import { WeekGrid } from '../components/WeekGrid';
import {
  useAddTeachWeek,
  useAddWeekGoal,
  useApplyToGrade,
  useDelWeekGoal,
  useDelWeekPlan,
  useDelWeekTheme,
  useExportWeekPlan,
  useMoveActivity,
  usePlanGrades,
  useSemesters,
  useSetWeekTheme,
  useSubmitWeekPlan,
  useTeachWeeks,
  useThemeOptions,
  useUpdateTeachWeek,
  useUpdateWeekGoal,
  useWeekPlan,
} from '../teach-plan.queries';
import '../teach-plan.css';

function ThemePicker({ plan }: { plan: WeekPlan }) {
  const themes = useThemeOptions(plan.semesterId, plan.gradeId);
  const setTheme = useSetWeekTheme();
  const clearTheme = useDelWeekTheme();
  return (
    <QuerySelect<number>
      query={themes}
      what="教学主题"
      aria-label="周主题"
      className="week-plan__theme"
      placeholder="选择本周主题"
      allowClear
      value={plan.themeId ?? undefined}
      disabled={!plan.actions.edit}
      emptyText="本年级本学期还没有教学主题"
      options={(themes.data ?? []).map((theme) => ({ value: theme.themeId, label: theme.themeName }))}
      onChange={(themeId) => (themeId ? setTheme.mutate({ weekId: plan.weekId, themeId }) : clearTheme.mutate(plan.weekId))}
    />
  );
}

function Goals({ plan }: { plan: WeekPlan }) {
  const add = useAddWeekGoal();
  const update = useUpdateWeekGoal();
  const remove = useDelWeekGoal();
  const [editing, setEditing] = useState<{ goalId?: number; content?: string } | null>(null);
  return (
    <>
      <List
        size="small"
        className="week-plan__goals"
        dataSource={plan.goalList}
        locale={{ emptyText: '还没有周目标' }}
        renderItem={(goal, index) => (
          <List.Item
            actions={
              plan.actions.edit
                ? [
                    <Button key="edit" type="link" size="small" icon={<EditOutlined />} aria-label={`修改目标${index + 1}`} onClick={() => setEditing(goal)} />,
                    <Popconfirm key="del" title="删除这条目标？" okText="删除" cancelText="取消" onConfirm={() => remove.mutateAsync(goal.goalId)}>
                      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除目标${index + 1}`} />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            {index + 1}. {goal.content}
          </List.Item>
        )}
      />
      {plan.actions.edit && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          添加目标
        </Button>
      )}
      <FormModal<{ content: string }>
        title={editing?.goalId ? '修改目标' : '添加目标'}
        open={editing !== null}
        initialValues={editing?.content ? { content: editing.content } : undefined}
        onClose={() => setEditing(null)}
        onSubmit={({ content }) => (editing?.goalId ? update.mutateAsync({ goalId: editing.goalId, content }) : add.mutateAsync({ weekId: plan.weekId, content }))}
      >
        <Form.Item name="content" label="目标" required rules={[ruleFrom(AddWeekGoalInput.shape.content)]}>
          <Input.TextArea rows={3} placeholder="如 感受秋天的天气变化" />
        </Form.Item>
      </FormModal>
    </>
  );
}

interface WeekTexts {
  environment?: string | null;
  familyWork?: string | null;
}

/** 环境创设 and 家园共育: the week's two texts printed under the grid. */
function WeekTextsSection({ plan }: { plan: WeekPlan }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTeachWeek();
  const text = (value: string | null) => (value ? <div className="week-plan__text">{value}</div> : <Typography.Text type="secondary">未填写</Typography.Text>);
  return (
    <>
      <div className="week-plan__texts">
        <section>
          <Typography.Title level={5}>环境创设</Typography.Title>
          {text(plan.environment)}
        </section>
        <section>
          <Typography.Title level={5}>家园共育</Typography.Title>
          {text(plan.familyWork)}
        </section>
      </div>
      {plan.actions.edit && (
        <Button size="small" icon={<EditOutlined />} className="week-plan__texts-edit" onClick={() => setEditing(true)}>
          编辑环境创设与家园共育
        </Button>
      )}
      <FormModal<WeekTexts>
        title="环境创设与家园共育"
        open={editing}
        initialValues={{ environment: plan.environment, familyWork: plan.familyWork }}
        onClose={() => setEditing(false)}
        onSubmit={(values) => update.mutateAsync({ weekId: plan.weekId, environment: values.environment ?? null, familyWork: values.familyWork ?? null })}
      >
        <Form.Item name="environment" label="环境创设" rules={[ruleFrom(UpdateTeachWeekInput.shape.environment)]}>
          <Input.TextArea rows={3} placeholder="如 布置秋天主题墙，自然角投放落叶和果实" />
        </Form.Item>
        <Form.Item name="familyWork" label="家园共育" rules={[ruleFrom(UpdateTeachWeekInput.shape.familyWork)]}>
          <Input.TextArea rows={3} placeholder="如 请家长和孩子一起收集落叶" />
        </Form.Item>
      </FormModal>
    </>
  );
}

/** `ageBand`: the class's, whose typical behaviours the activities' guide targets show. */
function PlanView({ plan, ageBand }: { plan: WeekPlan; ageBand?: AgeBand }) {
  const { message, modal } = App.useApp();
  const [target, setTarget] = useState<ActivityTarget | null>(null);
  const [fromLibrary, setFromLibrary] = useState(false);
  const move = useMoveActivity();
  const submit = useSubmitWeekPlan();
  const remove = useDelWeekPlan();
  const apply = useApplyToGrade();
  const download = useExportWeekPlan();
  const applyToGrade = () =>
    modal.confirm({
      title: `把本计划应用到${plan.gradeName}的其他班级？`,
      content: '这些班级本周的计划（已通过的除外）将被替换为本计划。',
      okText: '应用',
      cancelText: '取消',
      onOk: async () => {
        const { appliedClassNames, skippedClassNames } = await apply.mutateAsync(plan.weekId);
        void message.success(`已应用到${appliedClassNames.length}个班级${skippedClassNames.length ? `，${skippedClassNames.join('、')}已有通过的计划，未覆盖` : ''}`);
      },
    });
  return (
    <Card
      variant="borderless"
      title={
        <Space>
          第{plan.weekIndex}周计划
          <Typography.Text type="secondary">{planStatusLabel[plan.approveStatus as PlanStatus]}</Typography.Text>
        </Space>
      }
      extra={
        <Space>
          {plan.actions.submit && (
            <Button type="primary" loading={submit.isPending} onClick={() => submit.mutate(plan.weekId, { onSuccess: () => void message.success('已提交审批') })}>
              提交审批
            </Button>
          )}
          {plan.actions.applyToGrade && plan.canApprove && (
            <Button onClick={applyToGrade} loading={apply.isPending}>
              应用到年级
            </Button>
          )}
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(plan.weekId)}>
            导出
          </Button>
          {plan.actions.delete && (
            <Popconfirm title="删除本周计划？" description="主题、目标和活动将一并删除。" okText="删除" cancelText="取消" onConfirm={() => remove.mutateAsync(plan.weekId)}>
              <Button danger>删除</Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <PlanHeader plan={plan} />
      <div className="week-plan__top">
        <section>
          <Typography.Title level={5}>本周主题</Typography.Title>
          <ThemePicker plan={plan} />
        </section>
        <section className="week-plan__goal-section">
          <Typography.Title level={5}>本周目标</Typography.Title>
          <Goals plan={plan} />
        </section>
      </div>
      <div className="week-plan__activities-head">
        <Typography.Title level={5}>每日活动{plan.actions.edit && <Typography.Text type="secondary"> （拖动活动可移到另一天或另一时段）</Typography.Text>}</Typography.Title>
        {plan.actions.edit && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setFromLibrary(true)}>
            从活动库添加
          </Button>
        )}
      </div>
      <WeekGrid
        plan={plan}
        editing={
          plan.actions.edit
            ? {
                onAdd: (dayOfWeek, period) => setTarget({ weekId: plan.weekId, dayOfWeek, period }),
                onOpen: (activity) => setTarget({ weekId: plan.weekId, activity }),
                onMove: (activityId, dayOfWeek, period) => move.mutate({ activityId, dayOfWeek, period }),
              }
            : undefined
        }
      />
      <WeekTextsSection plan={plan} />
      <ActivityModal target={target} ageBand={ageBand} onClose={() => setTarget(null)} />
      <FromLibraryModal weekId={plan.weekId} open={fromLibrary} onClose={() => setFromLibrary(false)} />
    </Card>
  );
}

/** 周计划: a class's plan of a semester week, written as a grid of days and periods. */
export default function WeekPlanPage() {
  const grades = usePlanGrades();
  const semesters = useSemesters();
  const [{ classId, semesterId, weekIndex }, set] = useUrlState({ classId: urlParam.optionalInteger(), semesterId: urlParam.optionalInteger(), weekIndex: urlParam.optionalInteger() });
  const firstClass = grades.data?.[0]?.classList[0]?.classId;
  const currentSemester = (semesters.data?.find((semester) => semester.isCurrent) ?? semesters.data?.[0])?.semesterId;
  const shownClass = classId ?? firstClass;
  const shownGrade = grades.data?.find((grade) => grade.classList.some((row) => row.classId === shownClass));
  const shownSemester = semesterId ?? currentSemester;
  const weeks = useTeachWeeks(shownClass, shownSemester);
  const shownWeekIndex = weekIndex ?? weeks.data?.find((week) => week.isCurrent)?.weekIndex ?? weeks.data?.[0]?.weekIndex;
  const week = weeks.data?.find((candidate) => candidate.weekIndex === shownWeekIndex);
  const plan = useWeekPlan(week?.weekId);
  const addWeek = useAddTeachWeek();

  return (
    <div className="week-plan">
      <Card variant="borderless" className="week-plan__filters">
        <Space wrap>
          <QuerySelect<number>
            query={grades}
            what="班级"
            aria-label="班级"
            className="week-plan__select"
            value={shownClass}
            emptyText="没有可写周计划的班级"
            options={(grades.data ?? []).map((grade) => ({ label: grade.gradeName, options: grade.classList.map((row) => ({ value: row.classId, label: row.className })) }))}
            onChange={(value) => set({ classId: value, weekIndex: undefined })}
          />
          <QuerySelect<number>
            query={semesters}
            what="学期"
            aria-label="学期"
            className="week-plan__select"
            value={shownSemester}
            emptyText="当前学年还没有学期"
            options={(semesters.data ?? []).map((semester) => ({ value: semester.semesterId, label: semester.semesterName }))}
            onChange={(value) => set({ semesterId: value, weekIndex: undefined })}
          />
          <QuerySelect<number>
            query={weeks}
            what="周次"
            aria-label="周次"
            className="week-plan__week"
            value={shownWeekIndex}
            options={(weeks.data ?? []).map((row) => ({
              value: row.weekIndex,
              label: `第${row.weekIndex}周 ${row.startDate.slice(5)}~${row.endDate.slice(5)}${row.isCurrent ? '（本周）' : ''}${row.holidays.length ? ` ${row.holidays.join('、')}` : ''}${row.approveStatus !== null ? ` · ${planStatusLabel[row.approveStatus as PlanStatus]}` : ''}`,
            }))}
            onChange={(value) => set({ weekIndex: value })}
          />
        </Space>
      </Card>
      {week && !week.weekId ? (
        <Card variant="borderless">
          <Empty description={`第${week.weekIndex}周还没有周计划`}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              loading={addWeek.isPending}
              onClick={() => addWeek.mutate({ classId: shownClass!, semesterId: shownSemester!, weekIndex: week.weekIndex })}
            >
              新建本周计划
            </Button>
          </Empty>
        </Card>
      ) : (
        week && <QueryState query={plan} what="周计划">{(data) => <PlanView plan={data} ageBand={shownGrade && ageBandOfGradeLevel(shownGrade.gradeLevel)} />}</QueryState>
      )}
    </div>
  );
}
