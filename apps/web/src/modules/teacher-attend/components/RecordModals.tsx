import { HalfDay, halfDayLabel, LeaveRecordInput, ManualRecordInput, MAX_RECORD_TEACHERS, OvertimeRecordInput, TripRecordInput } from '@yuanwu/shared';
import { App, DatePicker, Form, Input, Select, Space, TimePicker, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { CLOCK_FORMAT, DATE_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { overtimeText, spanInput, spanProblem } from '../attend-view';
import { useAddLeave, useAddManual, useAddOvertime, useAddTrip, useDepartmentOptions, useLeaveTypeOptions, useStaffOptions } from '../teacher-attend.queries';

/** Which record dialog is open, for whom and for which day (the day the screen shows). */
export interface RecordPanel {
  kind: 'leave' | 'trip' | 'overtime' | 'manual';
  date: string;
  teacherIds?: number[];
  /** A line above the fields: whose day a 补卡 is for, and its shift. */
  note?: string;
}

const halfOptions = [HalfDay.AM, HalfDay.PM].map((half) => ({ value: half, label: halfDayLabel[half] }));
const required = (message: string): FormRule => ({ required: true, message });

/** The staff at work, each with their department, for the records of one or several people. */
function StaffSelect(props: { value?: number[]; onChange?(value: number[]): void }) {
  const staff = useStaffOptions();
  const departments = useDepartmentOptions();
  const departmentName = new Map((departments.data ?? []).map((row) => [row.departmentId, row.departmentName]));
  const options = (staff.data ?? []).map((teacher) => {
    const department = teacher.departmentId === null ? undefined : departmentName.get(teacher.departmentId);
    return { value: teacher.teacherId, label: department ? `${teacher.teacherName} · ${department}` : teacher.teacherName };
  });
  return (
    <QuerySelect<number[]>
      query={staff}
      what="教职工"
      mode="multiple"
      allowClear
      optionFilterProp="label"
      placeholder={`选择教职工，一次最多${MAX_RECORD_TEACHERS}人`}
      maxCount={MAX_RECORD_TEACHERS}
      options={options}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

const staffField = (
  <Form.Item name="teacherIds" label="教职工" rules={[required('请选择教职工')]}>
    <StaffSelect />
  </Form.Item>
);

interface SpanValues {
  teacherIds: number[];
  startDate: Dayjs;
  startHalf: number;
  endDate: Dayjs;
  endHalf: number;
  reason?: string;
}
interface LeaveValues extends SpanValues {
  leaveTypeId: number;
}
interface TripValues extends SpanValues {
  place: string;
}
interface OvertimeValues {
  teacherIds: number[];
  workDate: Dayjs;
  startTime: Dayjs;
  endTime: Dayjs;
  reason?: string;
}
interface ManualValues {
  teacherIds: number[];
  signDate: Dayjs;
  signClock: Dayjs;
  reason?: string;
}

const spanOf = (values: SpanValues, byHalfDays: boolean) =>
  spanInput(
    { startDate: values.startDate.format(DATE_FORMAT), startHalf: values.startHalf, endDate: values.endDate.format(DATE_FORMAT), endHalf: values.endHalf },
    byHalfDays,
  );

/** The end after the start, as the record calls check it, under 结束时间. */
const spanOrderRule = (byHalfDays: boolean): FormRule => ({ getFieldsValue }) => ({
  validator: async () => {
    const values = getFieldsValue(true) as SpanValues;
    if (!values.startDate || !values.endDate) return;
    const problem = spanProblem(spanOf(values, byHalfDays));
    if (problem) throw new Error(problem);
  },
});

/** 开始时间 and 结束时间: each a day, and its half when the record may be taken by half days. */
function SpanFields({ byHalfDays }: { byHalfDays: boolean }) {
  const ends = [
    { label: '开始时间', date: 'startDate', half: 'startHalf' },
    { label: '结束时间', date: 'endDate', half: 'endHalf' },
  ] as const;
  return (
    <Space size="large" wrap align="start">
      {ends.map((end) => (
        <Form.Item key={end.date} label={end.label} required>
          <Space.Compact>
            <Form.Item
              name={end.date}
              noStyle
              rules={[required(`请选择${end.label.slice(0, 2)}日期`), ...(end.date === 'endDate' ? [spanOrderRule(byHalfDays)] : [])]}
              dependencies={end.date === 'endDate' ? ['startDate', 'startHalf', 'endHalf'] : []}
            >
              <DatePicker format={DATE_FORMAT} allowClear={false} className="record-date" aria-label={`${end.label.slice(0, 2)}日期`} />
            </Form.Item>
            {byHalfDays ? (
              <Form.Item name={end.half} noStyle>
                <Select options={halfOptions} className="record-half" aria-label={`${end.label.slice(0, 2)}时段`} />
              </Form.Item>
            ) : null}
          </Space.Compact>
        </Form.Item>
      ))}
    </Space>
  );
}

function useSpanInitial(panel: RecordPanel | undefined, kind: RecordPanel['kind']) {
  return useMemo<Partial<SpanValues> | undefined>(
    () =>
      panel?.kind === kind
        ? { teacherIds: panel.teacherIds ?? [], startDate: dayjs(panel.date), startHalf: HalfDay.AM, endDate: dayjs(panel.date), endHalf: HalfDay.PM }
        : undefined,
    [panel, kind],
  );
}

const savedText = (what: string, recordIds: number[]) => `已添加${recordIds.length}条${what}`;

function LeaveModal({ panel, onClose }: { panel: RecordPanel | undefined; onClose(): void }) {
  const add = useAddLeave();
  const leaveTypes = useLeaveTypeOptions();
  const { message } = App.useApp();
  const initialValues = useSpanInitial(panel, 'leave');
  const byHalfDays = (leaveTypeId: number | undefined) => leaveTypes.data?.find((type) => type.leaveTypeId === leaveTypeId)?.halfDay ?? true;
  const save = async ({ teacherIds, leaveTypeId, reason, ...values }: LeaveValues) => {
    const { recordIds } = await add.mutateAsync({ teacherIds, leaveTypeId, reason, ...spanOf({ teacherIds, ...values }, byHalfDays(leaveTypeId)) });
    void message.success(savedText('请假记录', recordIds));
  };
  return (
    <FormModal<LeaveValues> title="添加请假" open={panel?.kind === 'leave'} onClose={onClose} onSubmit={save} initialValues={initialValues} width={600}>
      {staffField}
      <Form.Item name="leaveTypeId" label="请假类型" rules={[required('请选择请假类型')]}>
        <QuerySelect<number>
          query={leaveTypes}
          what="请假类型"
          emptyText="没有启用的请假类型，请在「考勤设置」中添加"
          placeholder="选择请假类型"
          options={(leaveTypes.data ?? []).map((type) => ({ value: type.leaveTypeId, label: type.halfDay ? type.leaveTypeName : `${type.leaveTypeName}（按整天）` }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['leaveTypeId']}>
        {({ getFieldValue }) => <SpanFields byHalfDays={byHalfDays(getFieldValue('leaveTypeId') as number | undefined)} />}
      </Form.Item>
      <Form.Item name="reason" label="请假事由" rules={[ruleFrom(LeaveRecordInput.shape.reason)]}>
        <Input.TextArea rows={3} count={lengthCount(LeaveRecordInput.shape.reason)} />
      </Form.Item>
    </FormModal>
  );
}

function TripModal({ panel, onClose }: { panel: RecordPanel | undefined; onClose(): void }) {
  const add = useAddTrip();
  const { message } = App.useApp();
  const initialValues = useSpanInitial(panel, 'trip');
  const save = async ({ teacherIds, place, reason, ...values }: TripValues) => {
    const { recordIds } = await add.mutateAsync({ teacherIds, place, reason, ...spanOf({ teacherIds, ...values }, true) });
    void message.success(savedText('出差记录', recordIds));
  };
  return (
    <FormModal<TripValues> title="添加出差" open={panel?.kind === 'trip'} onClose={onClose} onSubmit={save} initialValues={initialValues} width={600}>
      {staffField}
      <SpanFields byHalfDays />
      <Form.Item name="place" label="出差地点" required rules={[ruleFrom(TripRecordInput.shape.place)]}>
        <Input placeholder="如：上海" count={lengthCount(TripRecordInput.shape.place)} />
      </Form.Item>
      <Form.Item name="reason" label="出差事由" rules={[ruleFrom(TripRecordInput.shape.reason)]}>
        <Input.TextArea rows={3} count={lengthCount(TripRecordInput.shape.reason)} />
      </Form.Item>
    </FormModal>
  );
}

/** How long the overtime runs, once both times are chosen. */
function OvertimeLength() {
  const startTime = Form.useWatch<Dayjs | undefined>('startTime');
  const endTime = Form.useWatch<Dayjs | undefined>('endTime');
  if (!startTime || !endTime) return null;
  return <div className="text-muted record-length">{overtimeText(startTime.format(CLOCK_FORMAT), endTime.format(CLOCK_FORMAT))}</div>;
}

function OvertimeModal({ panel, onClose }: { panel: RecordPanel | undefined; onClose(): void }) {
  const add = useAddOvertime();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<OvertimeValues> | undefined>(
    () => (panel?.kind === 'overtime' ? { teacherIds: panel.teacherIds ?? [], workDate: dayjs(panel.date) } : undefined),
    [panel],
  );
  const save = async ({ teacherIds, workDate, startTime, endTime, reason }: OvertimeValues) => {
    const { recordIds } = await add.mutateAsync({
      teacherIds,
      workDate: workDate.format(DATE_FORMAT),
      startTime: startTime.format(CLOCK_FORMAT),
      endTime: endTime.format(CLOCK_FORMAT),
      reason,
    });
    void message.success(savedText('加班记录', recordIds));
  };
  return (
    <FormModal<OvertimeValues> title="添加加班" open={panel?.kind === 'overtime'} onClose={onClose} onSubmit={save} initialValues={initialValues} width={600}>
      {staffField}
      <Space size="large" wrap align="start">
        <Form.Item name="workDate" label="加班日期" rules={[required('请选择加班日期')]}>
          <DatePicker format={DATE_FORMAT} allowClear={false} className="record-date" />
        </Form.Item>
        <Form.Item name="startTime" label="开始时间" rules={[required('请选择开始时间')]}>
          <TimePicker format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} className="record-time" />
        </Form.Item>
        <Form.Item name="endTime" label="结束时间" rules={[required('请选择结束时间')]} extra="早于开始时间即为次日">
          <TimePicker format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} className="record-time" />
        </Form.Item>
      </Space>
      <OvertimeLength />
      <Form.Item name="reason" label="加班事由" rules={[ruleFrom(OvertimeRecordInput.shape.reason)]}>
        <Input.TextArea rows={3} count={lengthCount(OvertimeRecordInput.shape.reason)} />
      </Form.Item>
    </FormModal>
  );
}

function ManualModal({ panel, onClose }: { panel: RecordPanel | undefined; onClose(): void }) {
  const add = useAddManual();
  const { message } = App.useApp();
  const initialValues = useMemo<Partial<ManualValues> | undefined>(
    () => (panel?.kind === 'manual' ? { teacherIds: panel.teacherIds ?? [], signDate: dayjs(panel.date) } : undefined),
    [panel],
  );
  const save = async ({ teacherIds, signDate, signClock, reason }: ManualValues) => {
    const { recordIds } = await add.mutateAsync({ teacherIds, signTime: `${signDate.format(DATE_FORMAT)} ${signClock.format(CLOCK_FORMAT)}`, reason });
    void message.success(savedText('补卡记录', recordIds));
  };
  return (
    <FormModal<ManualValues>
      title="补卡"
      open={panel?.kind === 'manual'}
      onClose={onClose}
      onSubmit={save}
      initialValues={initialValues}
      width={600}
      serverFields={{ signTime: 'signClock' }}
    >
      {panel?.kind === 'manual' && panel.note ? <div className="modal-note text-muted">{panel.note}</div> : null}
      {staffField}
      <Space size="large" wrap align="start">
        <Form.Item name="signDate" label="补卡日期" rules={[required('请选择补卡日期')]}>
          <DatePicker format={DATE_FORMAT} allowClear={false} className="record-date" />
        </Form.Item>
        <Form.Item name="signClock" label="补卡时间" rules={[required('请选择补卡时间')]} extra="漏打的那次卡应在的时间">
          <TimePicker format={CLOCK_FORMAT} needConfirm={false} className="record-time" />
        </Form.Item>
      </Space>
      <Form.Item name="reason" label="补卡原因" rules={[ruleFrom(ManualRecordInput.shape.reason)]}>
        <Input.TextArea rows={3} count={lengthCount(ManualRecordInput.shape.reason)} />
      </Form.Item>
    </FormModal>
  );
}

/** 添加请假, 添加出差, 添加加班 and 补卡: the dialog the panel names, or none. */
export function RecordModals({ panel, onClose }: { panel: RecordPanel | undefined; onClose(): void }) {
  return (
    <>
      <LeaveModal panel={panel} onClose={onClose} />
      <TripModal panel={panel} onClose={onClose} />
      <OvertimeModal panel={panel} onClose={onClose} />
      <ManualModal panel={panel} onClose={onClose} />
    </>
  );
}
