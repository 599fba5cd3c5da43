import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { AttendGroupInput, MAX_ROTATION_DAYS, WorkLoopType, workLoopTypeLabel } from '@yuanwu/shared';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QuerySelect } from '../../../components/query-state';
import { useAddGroup, useAttendGroup, useShifts, useTeachersWithGroup, useUpdateGroup } from '../teacher-attend.queries';

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
/** 休息 in a loop's select: the call takes 0 for a day of rest. */
const REST = 0;

interface GroupValues {
  groupName: string;
  loopType: number;
  loopShiftIds: number[];
  loopStartDate?: Dayjs;
  followHolidays: boolean;
  signMeans: ('card' | 'app')[];
  teacherIds: number[];
}

const NEW_GROUP: Partial<GroupValues> = {
  loopType: WorkLoopType.WEEK,
  loopShiftIds: [REST, REST, REST, REST, REST, REST, REST],
  followHolidays: true,
  signMeans: ['card', 'app'],
  teacherIds: [],
};

function ShiftSelect(props: { value?: number; onChange?(value: number): void; 'aria-label': string }) {
  const shifts = useShifts();
  const options = [
    { value: REST, label: '休息' },
    ...(shifts.data?.list ?? []).filter((shift) => shift.status === 1).map((shift) => ({ value: shift.shiftId, label: `${shift.shiftName} ${shift.timeText}` })),
  ];
  return <QuerySelect<number> query={shifts} what="班次" options={options} className="loop-day__select" {...props} />;
}

/** The loop by week: a shift or rest for each weekday; by day: a rotation from its first day. */
function LoopFields() {
  const loopType = Form.useWatch<number>('loopType');
  if (loopType !== WorkLoopType.DAY) {
    return (
      <div className="loop-days">
        {WEEKDAYS.map((weekday, index) => (
          <Form.Item key={weekday} name={['loopShiftIds', index]} label={weekday} className="loop-day">
            <ShiftSelect aria-label={`${weekday}班次`} />
          </Form.Item>
        ))}
      </div>
    );
  }
  return (
    <>
      <Form.Item name="loopStartDate" label="轮班起始日（第1天）" rules={[{ required: true, message: '请选择轮班的起始日期' }]}>
        <DatePicker format={DATE_FORMAT} />
      </Form.Item>
      <Form.List name="loopShiftIds">
        {(fields, { add, remove }) => (
          <div className="loop-days">
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline">
                <Form.Item name={field.name} label={`第${index + 1}天`} className="loop-day">
                  <ShiftSelect aria-label={`第${index + 1}天班次`} />
                </Form.Item>
                {fields.length > 2 ? <MinusCircleOutlined aria-label="删除这一天" onClick={() => remove(field.name)} /> : null}
              </Space>
            ))}
            {fields.length < MAX_ROTATION_DAYS ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(REST)}>
                添加一天
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
    </>
  );
}

/** 按周 or 按天轮班: switching starts the loop afresh, a week of rest or a two-day rotation. */
function LoopTypeField() {
  const form = Form.useFormInstance();
  const switchLoop = (loopType: number) => form.setFieldValue('loopShiftIds', loopType === WorkLoopType.WEEK ? NEW_GROUP.loopShiftIds : [REST, REST]);
  return (
    <Form.Item name="loopType" label="排班规则">
      <Radio.Group
        optionType="button"
        options={[WorkLoopType.WEEK, WorkLoopType.DAY].map((value) => ({ value, label: workLoopTypeLabel[value] }))}
        onChange={(event) => switchLoop(event.target.value as number)}
      />
    </Form.Item>
  );
}

/** Staff at work, each labelled with the group they are in now: choosing one moves them here. */
function MemberSelect(props: { value?: number[]; onChange?(value: number[]): void; groupId: number | undefined }) {
  const teachers = useTeachersWithGroup();
  const options = (teachers.data?.list ?? []).map((teacher) => {
    const elsewhere = teacher.groupId !== null && teacher.groupId !== props.groupId ? `（现属${teacher.groupName}）` : '';
    return { value: teacher.teacherId, label: `${teacher.teacherName}${teacher.departmentName ? ` · ${teacher.departmentName}` : ''}${elsewhere}` };
  });
  return (
    <QuerySelect<number[]>
      query={teachers}
      what="教职工"
      mode="multiple"
      allowClear
      optionFilterProp="label"
      placeholder="选择成员，已在其他考勤组的将调入本组"
      options={options}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/** 添加考勤组 / 编辑考勤组: its members, work loop and clock-in means. */
export function GroupFormModal({ groupId, open, onClose }: { groupId: number | undefined; open: boolean; onClose(): void }) {
  const add = useAddGroup();
  const update = useUpdateGroup();
  const group = useAttendGroup(open ? groupId : undefined);
  const initialValues = useMemo<Partial<GroupValues> | undefined>(() => {
    if (groupId === undefined) return NEW_GROUP;
    const data = group.data;
    if (!data) return undefined;
    return {
      groupName: data.groupName,
      loopType: data.loopType,
      loopShiftIds: data.loop.map((day) => day.shiftId ?? REST),
      loopStartDate: data.loopStartDate ? dayjs(data.loopStartDate) : undefined,
      followHolidays: data.followHolidays,
      signMeans: [...(data.signByCard ? (['card'] as const) : []), ...(data.signByApp ? (['app'] as const) : [])],
      teacherIds: data.teacherIds,
    };
  }, [groupId, group.data]);

  const submit = ({ signMeans, loopStartDate, ...values }: GroupValues) => {
    const input = {
      ...values,
      loopStartDate: loopStartDate?.format(DATE_FORMAT),
      signByCard: signMeans.includes('card'),
      signByApp: signMeans.includes('app'),
    };
    return groupId === undefined ? add.mutateAsync(input) : update.mutateAsync({ ...input, groupId });
  };

  return (
    <FormModal<GroupValues>
      title={groupId === undefined ? '添加考勤组' : '编辑考勤组'}
      open={open && initialValues !== undefined}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width={760}
      serverFields={{ signByCard: 'signMeans' }}
    >
      <Form.Item name="groupName" label="考勤组名称" required rules={[ruleFrom(AttendGroupInput.shape.groupName)]}>
        <Input placeholder="如：教学组" count={lengthCount(AttendGroupInput.shape.groupName)} />
      </Form.Item>
      <Form.Item name="teacherIds" label="成员">
        <MemberSelect groupId={groupId} />
      </Form.Item>
      <LoopTypeField />
      <LoopFields />
      <Space size="large" wrap>
        <Form.Item name="followHolidays" label="节假日休息、调休日上班" valuePropName="checked" tooltip="智能排班时按学校假期与国家法定节假日安排">
          <Switch />
        </Form.Item>
        <Form.Item name="signMeans" label="打卡方式" rules={[{ required: true, message: '请至少选择一种打卡方式' }]}>
          <Checkbox.Group
            options={[
              { value: 'card', label: '考勤机刷卡' },
              { value: 'app', label: '手机签到' },
            ]}
          />
        </Form.Item>
      </Space>
    </FormModal>
  );
}

