import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_SHIFT_PERIODS, ShiftInput } from '@yuanwu/shared';
import { Button, Form, Input, InputNumber, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { CLOCK_FORMAT } from '../../../components/dates';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useAddShift, useUpdateShift, type Shift } from '../teacher-attend.queries';

interface PeriodValues {
  startTime: Dayjs;
  endTime: Dayjs;
  signInBefore: number;
  signOutAfter: number;
}
interface ShiftValues {
  shiftName: string;
  periods: PeriodValues[];
  lateMinutes: number;
  earlyMinutes: number;
}

const clock = (text: string) => dayjs(text, CLOCK_FORMAT);
const NEW_PERIOD = { startTime: clock('08:00'), endTime: clock('17:00'), signInBefore: 60, signOutAfter: 120 };
const DEFAULTS: Partial<ShiftValues> = { periods: [NEW_PERIOD], lateMinutes: 0, earlyMinutes: 0 };

/** 添加班次 / 编辑班次: periods by clock time; an end at or before its start is on the next day. */
export function ShiftFormModal({ shift, open, onClose }: { shift: Shift | undefined; open: boolean; onClose(): void }) {
  const add = useAddShift();
  const update = useUpdateShift();
  const initialValues = useMemo<Partial<ShiftValues>>(
    () =>
      shift
        ? {
            shiftName: shift.shiftName,
            lateMinutes: shift.lateMinutes,
            earlyMinutes: shift.earlyMinutes,
            periods: shift.periods.map((period) => ({ ...period, startTime: clock(period.startTime), endTime: clock(period.endTime) })),
          }
        : DEFAULTS,
    [shift],
  );

  const submit = (values: ShiftValues) => {
    const input = {
      ...values,
      periods: values.periods.map((period) => ({ ...period, startTime: period.startTime.format(CLOCK_FORMAT), endTime: period.endTime.format(CLOCK_FORMAT) })),
    };
    return shift ? update.mutateAsync({ ...input, shiftId: shift.shiftId }) : add.mutateAsync(input);
  };

  return (
    <FormModal<ShiftValues> title={shift ? '编辑班次' : '添加班次'} open={open} onClose={onClose} onSubmit={submit} initialValues={initialValues} width={640}>
      <Form.Item name="shiftName" label="班次名称" required rules={[ruleFrom(ShiftInput.shape.shiftName)]}>
        <Input placeholder="如：早班" count={lengthCount(ShiftInput.shape.shiftName)} />
      </Form.Item>
      <Form.List name="periods">
        {(fields, { add: addPeriod, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap className="shift-period">
                <span className="shift-period__label">时段{index + 1}</span>
                <Form.Item name={[field.name, 'startTime']} label="上班" rules={[{ required: true, message: '请选择上班时间' }]}>
                  <TimePicker format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} aria-label={`时段${index + 1}上班时间`} />
                </Form.Item>
                <Form.Item name={[field.name, 'endTime']} label="下班" tooltip="早于上班时间即为次日" rules={[{ required: true, message: '请选择下班时间' }]}>
                  <TimePicker format={CLOCK_FORMAT} minuteStep={5} needConfirm={false} aria-label={`时段${index + 1}下班时间`} />
                </Form.Item>
                <Form.Item name={[field.name, 'signInBefore']} label="提前打卡(分)">
                  <InputNumber min={0} max={240} />
                </Form.Item>
                <Form.Item name={[field.name, 'signOutAfter']} label="延后打卡(分)">
                  <InputNumber min={0} max={480} />
                </Form.Item>
                {fields.length > 1 ? <MinusCircleOutlined aria-label="删除时段" onClick={() => remove(field.name)} /> : null}
              </Space>
            ))}
            {fields.length < MAX_SHIFT_PERIODS ? (
              // A line of its own: the thresholds below would otherwise sit beside it.
              <div>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => addPeriod({ ...NEW_PERIOD, startTime: clock('13:30'), endTime: clock('17:30') })}>
                  添加时段
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Form.List>
      <Space size="large" className="shift-thresholds">
        <Form.Item name="lateMinutes" label="允许迟到(分钟)">
          <InputNumber min={0} max={120} />
        </Form.Item>
        <Form.Item name="earlyMinutes" label="允许早退(分钟)">
          <InputNumber min={0} max={120} />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
