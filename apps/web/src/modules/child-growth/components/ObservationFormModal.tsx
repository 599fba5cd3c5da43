import { AddObservationItemsInput, MAX_OBSERVED_ITEMS, observationItem, observedLevelLabel, OBSERVED_LEVELS, type ObservationForUpdate } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Radio, Row, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { ClassSelect } from '../../filter';
import { childKey, formValuesOf, itemKey, newObservationValues, observationInputOf, type ObservationFormValues } from '../observation-form';
import { useAddObservation, useClassChildren, useObservationDomains, useObservationForUpdate, useObservationItems, useUpdateObservation } from '../child-growth.queries';

const remarkSchema = AddObservationItemsInput.shape.children.element.shape.remark;
const levelOptions = OBSERVED_LEVELS.map((level) => ({ value: level, label: observedLevelLabel[level] }));
const notFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');
const NONE_OBSERVED: ObservationForUpdate['children'] = [];

interface ObservationFormModalProps {
  yearId: number;
  open: boolean;
  /** The observation to change; without one the modal adds one. */
  obsId?: number | undefined;
  onClose(): void;
}

/** 新增观察记录 and 修改观察记录: the domain, its items, and each child's level on each item. */
export function ObservationFormModal({ yearId, open, obsId, onClose }: ObservationFormModalProps) {
  const adding = !obsId;
  const { message } = App.useApp();
  const found = useObservationForUpdate(open ? obsId : undefined);
  const add = useAddObservation();
  const update = useUpdateObservation();
  const initialValues = useMemo(() => (adding ? newObservationValues(undefined) : found.data && formValuesOf(found.data)), [adding, found.data]);

  const submit = async (values: ObservationFormValues) => {
    const input = observationInputOf(values);
    if (obsId) await update.mutateAsync({ obsId, ...input });
    else await add.mutateAsync(input);
    void message.success(adding ? '已添加观察记录' : '观察记录已保存');
  };

  return (
    <FormModal<ObservationFormValues>
      title={adding ? '新增观察记录' : '修改观察记录'}
      okText={adding ? '添加' : '保存'}
      width={900}
      open={open && (adding || Boolean(found.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <ObservationFields yearId={yearId} observation={adding ? undefined : found.data} />
    </FormModal>
  );
}

function ObservationFields({ yearId, observation }: { yearId: number; observation: ObservationForUpdate | undefined }) {
  const form = Form.useFormInstance<ObservationFormValues>();
  const domains = useObservationDomains();
  const classId = Form.useWatch('classId', form);
  const domainId = Form.useWatch('domainId', form);
  const items = useObservationItems(domainId);
  const hasGoals = (observation?.goals.length ?? 0) > 0;
  const children = usePickableChildren(classId, observation?.children ?? NONE_OBSERVED);

  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
            <ClassSelect yearId={yearId} onChange={() => form.setFieldValue('studentIds', [])} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="observeDate" label="观察日期" rules={[{ required: true, message: '请选择观察日期' }]}>
            <DatePicker className="observation-form__full" disabledDate={notFuture} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="domainId" label="领域" rules={[{ required: true, message: '请选择领域' }]}>
            <QuerySelect<number>
              query={domains}
              what="领域"
              placeholder="选择领域"
              options={(domains.data ?? []).map((domain) => ({ value: domain.domainId, label: domain.domainName }))}
              onChange={() => form.setFieldValue('itemIds', [])}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="activityName" label="观察情境" required rules={[ruleFrom(AddObservationItemsInput.shape.activityName)]}>
        <Input placeholder="如 区角游戏：建构区" count={lengthCount(AddObservationItemsInput.shape.activityName)} />
      </Form.Item>
      <Form.Item
        name="itemIds"
        label="观察指标"
        rules={hasGoals ? [] : [{ required: true, message: '请至少选择一个观察指标' }]}
        extra={hasGoals ? '这是课程观察，观察目标保持不变；也可以再按指标记录水平' : undefined}
      >
        <QuerySelect<number[]>
          query={items}
          what="观察指标"
          mode="multiple"
          placeholder={domainId ? '选择观察指标' : '请先选择领域'}
          disabled={!domainId}
          maxCount={MAX_OBSERVED_ITEMS}
          showSearch={{ optionFilterProp: 'label' }}
          options={(items.data ?? []).map((item) => ({ value: item.itemId, label: item.itemName }))}
        />
      </Form.Item>
      <Form.Item name="studentIds" label="观察幼儿" rules={[{ required: true, message: '请选择观察的幼儿' }]}>
        <QuerySelect<number[]>
          query={children.query}
          what="班级幼儿"
          mode="multiple"
          placeholder={classId ? '选择观察的幼儿' : '请先选择班级'}
          disabled={!classId}
          showSearch={{ optionFilterProp: 'label' }}
          options={children.options}
        />
      </Form.Item>
      <LevelTable childOptions={children.options} />
      {hasGoals ? (
        <Form.Item label="观察目标">
          <ul className="observation-form__goals">
            {observation!.goals.map((goal) => (
              <li key={goal.goalId}>
                {goal.goalText}
                {goal.remark ? <span className="text-muted">（{goal.remark}）</span> : null}
              </li>
            ))}
          </ul>
        </Form.Item>
      ) : null}
      <Form.Item name="note" label="分析与支持" rules={[ruleFrom(AddObservationItemsInput.shape.note)]}>
        <Input.TextArea rows={3} placeholder="对幼儿表现的分析，以及下一步的支持策略" count={lengthCount(AddObservationItemsInput.shape.note)} />
      </Form.Item>
    </>
  );
}

/** The children of the class now, and those already observed who may have left it since. */
function usePickableChildren(classId: number | undefined, observed: ObservationForUpdate['children']) {
  const children = useClassChildren(classId);
  const options = useMemo(() => {
    const names = new Map((children.data ?? []).map((child) => [child.studentId, child.studentName]));
    for (const child of observed) if (!names.has(child.studentId)) names.set(child.studentId, child.studentName);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [children.data, observed]);
  return { options, query: children };
}

type ChildOption = { value: number; label: string };

/** One row per child chosen: a level on each item chosen, and what the teacher saw. */
function LevelTable({ childOptions }: { childOptions: ChildOption[] }) {
  const form = Form.useFormInstance<ObservationFormValues>();
  const studentIds = Form.useWatch('studentIds', form) ?? [];
  const itemIds = Form.useWatch('itemIds', form) ?? [];
  if (studentIds.length === 0) return null;
  const names = new Map(childOptions.map((option) => [option.value, option.label]));
  return (
    <Table<number>
      className="observation-form__levels"
      rowKey={(studentId) => studentId}
      size="small"
      pagination={false}
      dataSource={studentIds}
      columns={[
        { title: '幼儿', key: 'child', width: 90, render: (studentId: number) => <span className="text-strong">{names.get(studentId) ?? studentId}</span> },
        ...itemIds.map((itemId) => ({
          title: observationItem(itemId)?.itemName ?? String(itemId),
          key: itemKey(itemId),
          render: (studentId: number) => (
            <Form.Item className="observation-form__level" name={['levels', childKey(studentId), itemKey(itemId)]} rules={[{ required: true, message: '请选择水平' }]}>
              <Radio.Group optionType="button" buttonStyle="solid" size="small" options={levelOptions} />
            </Form.Item>
          ),
        })),
        {
          title: '幼儿表现',
          key: 'remark',
          width: 220,
          render: (studentId: number) => (
            <Form.Item className="observation-form__level" name={['remarks', childKey(studentId)]} rules={[ruleFrom(remarkSchema)]}>
              <Input placeholder="观察到的表现（选填）" count={lengthCount(remarkSchema)} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
