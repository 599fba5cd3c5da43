import { AddHolidayInput, holidayUserTypeLabel } from '@yuanwu/shared';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { useAddHoliday } from '../holiday.queries';
import { DATE_FORMAT } from '../../../components/dates';

interface HolidayValues {
  holidayName: string;
  range: [Dayjs, Dayjs];
  userType: number;
}

const userTypeOptions = Object.entries(holidayUserTypeLabel).map(([value, label]) => ({ value: Number(value), label }));
const INITIAL_VALUES: Partial<HolidayValues> = { userType: 0 };

interface AddHolidayModalProps {
  open: boolean;
  onClose(): void;
  /** Told the calendar year the new holiday starts in, to show it. */
  onAdded(year: number): void;
}

/** 添加假期: a name, a date range and whom it is for. */
export function AddHolidayModal({ open, onClose, onAdded }: AddHolidayModalProps) {
  const addHoliday = useAddHoliday();
  const { message } = App.useApp();
  const submit = async ({ holidayName, range: [start, end], userType }: HolidayValues) => {
    await addHoliday.mutateAsync({ holidayName: holidayName.trim(), userType, startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) });
    void message.success(`假期「${holidayName.trim()}」已添加`);
    onAdded(start.year());
  };
  return (
    <FormModal<HolidayValues>
      title="添加假期"
      open={open}
      initialValues={INITIAL_VALUES}
      onClose={onClose}
      onSubmit={submit}
      serverFields={{ startDate: 'range', endDate: 'range' }}
    >
      <Form.Item name="holidayName" label="假期名称" required rules={[ruleFrom(AddHolidayInput.shape.holidayName)]}>
        <Input placeholder="如 国庆节" count={lengthCount(AddHolidayInput.shape.holidayName)} />
      </Form.Item>
      <Form.Item name="range" label="放假日期" rules={[{ required: true, message: '请选择放假的起止日期' }]}>
        <DatePicker.RangePicker className="holiday-form__range" />
      </Form.Item>
      <Form.Item name="userType" label="适用对象" extra="同一天不能为同一对象设置两个假期">
        <Radio.Group options={userTypeOptions} optionType="button" buttonStyle="solid" />
      </Form.Item>
    </FormModal>
  );
}
