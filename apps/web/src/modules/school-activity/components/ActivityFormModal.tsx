import { ActivityKind, activityTypes, AddSchoolActivityInput, weekdayLabel } from '@yuanwu/shared';
import { App, Col, DatePicker, Form, Input, Row, Select, TimePicker } from 'antd';
import { useMemo } from 'react';
import { CLOCK_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect, type QueryLike } from '../../../components/query-state';
import { activitySaveOf, activityValuesOf, type ActivityFormValues } from '../activity-form';
import { useActivityDetail, useAreaOptions, useClassPicker, useQuestionUnits, useSaveActivity } from '../school-activity.queries';

type Options = { value: number; label: string }[];
/** A read's options for a form's select: shown loading, failed with 重试, never as bare ids. */
type Picker = { query: QueryLike; options: Options };

const typeOptionsOf = (kind: ActivityKind): Options => activityTypes.filter((type) => type.tag === kind).map((type) => ({ value: type.id, label: type.dicName }));
const weekdayOptions = Object.entries(weekdayLabel).map(([value, label]) => ({ value: Number(value), label }));
const timeRange = <TimePicker.RangePicker className="activity-form__full" format={CLOCK_FORMAT} minuteStep={5} placeholder={['开始', '结束']} />;

/** When and where an event is held, by which classes, and what is asked of the families after it. */
function SchoolActivityFields({ areas, classes }: { areas: Picker; classes: Picker }) {
  const units = useQuestionUnits();
  return (
    <>
      <Col span={12}>
        <Form.Item name="dates" label="活动日期" rules={[{ required: true, message: '请选择活动日期' }]}>
          <DatePicker.RangePicker className="activity-form__full" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="time" label="时间">
          {timeRange}
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="areaId" label="活动区域" extra="园外活动可不选">
          <QuerySelect<number> query={areas.query} what="区域" emptyText="还没有区域" allowClear placeholder="请选择" options={areas.options} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="questionUnitIds" label="评价单元">
          <QuerySelect<number[]>
            query={units}
            what="评价单元"
            mode="multiple"
            placeholder="活动后的评价问卷"
            showSearch={{ optionFilterProp: 'label' }}
            options={(units.data?.list ?? []).map((unit) => ({ value: unit.unitId, label: unit.unitName }))}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="classIds" label="参加班级" rules={[{ required: true, type: 'array', min: 1, message: '请选择参加的班级' }]}>
          <QuerySelect<number[]> query={classes.query} what="班级" mode="multiple" placeholder="请选择班级" options={classes.options} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
    </>
  );
}

/** A class's weekly time in an area over a term. */
function RegularActivityFields({ areas, classes }: { areas: Picker; classes: Picker }) {
  return (
    <>
      <Col span={12}>
        <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <QuerySelect<number> query={classes.query} what="班级" placeholder="请选择班级" options={classes.options} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="areaId" label="区域" rules={[{ required: true, message: '请选择区域' }]}>
          <QuerySelect<number> query={areas.query} what="区域" emptyText="还没有区域" placeholder="请选择区域" options={areas.options} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="weekday" label="每周" rules={[{ required: true, message: '请选择星期' }]}>
          <Select placeholder="星期" options={weekdayOptions} />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item name="time" label="时间" rules={[{ required: true, message: '请选择时间' }]}>
          {timeRange}
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="term" label="起止日期" rules={[{ required: true, message: '请选择起止日期' }]} extra="通常为本学期的开始与结束日期">
          <DatePicker.RangePicker className="activity-form__full" />
        </Form.Item>
      </Col>
    </>
  );
}

/** What the two kinds' forms say and hold differently, besides their own fields. */
const KINDS = {
  [ActivityKind.SCHOOL]: {
    noun: '园所活动',
    width: 720,
    namePlaceholder: '如 秋季亲子运动会',
    contentRows: 4,
    contentPlaceholder: '活动流程、分工与准备',
    blank: { classIds: [], questionUnitIds: [] },
    Fields: SchoolActivityFields,
  },
  [ActivityKind.REGULAR]: {
    noun: '常规活动',
    width: 640,
    namePlaceholder: '如 建构游戏',
    contentRows: 3,
    contentPlaceholder: undefined,
    // A routine is most often the first of its types.
    blank: { typeId: typeOptionsOf(ActivityKind.REGULAR)[0]?.value },
    Fields: RegularActivityFields,
  },
} satisfies Record<ActivityKind, unknown>;

interface ActivityFormModalProps {
  kind: ActivityKind;
  open: boolean;
  onClose(): void;
  /** The activity to edit; without one the modal adds an activity of the kind. */
  activityId?: number | undefined;
}

/** 新增 and 编辑 园所活动 or 常规活动: a name, a type and the content around the kind's own fields. */
export function ActivityFormModal({ kind, open, onClose, activityId }: ActivityFormModalProps) {
  const adding = !activityId;
  const { noun, width, namePlaceholder, contentRows, contentPlaceholder, blank, Fields } = KINDS[kind];
  const { message } = App.useApp();
  const detail = useActivityDetail(open && activityId ? { kind, activityId } : undefined);
  const areaRead = useAreaOptions();
  const classes = useClassPicker();
  const save = useSaveActivity();
  const typeOptions = useMemo(() => typeOptionsOf(kind), [kind]);
  const areaOptions = useMemo(() => (areaRead.data?.list ?? []).map((area) => ({ value: area.areaId, label: area.name })), [areaRead.data]);
  const initialValues = useMemo(() => (adding ? blank : detail.data && activityValuesOf(detail.data)), [adding, blank, detail.data]);

  const submit = async (values: ActivityFormValues) => {
    const saving = activitySaveOf(values, activityId);
    await save.mutateAsync(saving);
    void message.success(adding ? `已添加${noun}「${saving.input.name}」` : `${noun}已保存`);
  };

  return (
    <FormModal<ActivityFormValues>
      title={`${adding ? '新增' : '编辑'}${noun}`}
      okText={adding ? '添加' : '保存'}
      width={width}
      open={open && (adding || Boolean(detail.data))}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
    >
      <Row gutter={16}>
        <Col span={16}>
          {/* Both kinds' names and contents have the same rules (the shared activityName, activityContent). */}
          <Form.Item name="name" label="活动名称" required rules={[ruleFrom(AddSchoolActivityInput.shape.name)]}>
            <Input placeholder={namePlaceholder} count={lengthCount(AddSchoolActivityInput.shape.name)} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="typeId" label="活动类型" rules={[{ required: true, message: '请选择活动类型' }]}>
            <Select options={typeOptions} placeholder="请选择" />
          </Form.Item>
        </Col>
        <Fields areas={{ query: areaRead, options: areaOptions }} classes={classes} />
        <Col span={24}>
          <Form.Item name="content" label="活动内容" rules={[ruleFrom(AddSchoolActivityInput.shape.content)]}>
            <Input.TextArea rows={contentRows} count={lengthCount(AddSchoolActivityInput.shape.content)} placeholder={contentPlaceholder} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
