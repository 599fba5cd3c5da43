import { DateRangeType, MAX_RANGE_DAYS } from '@yuanwu/shared';
import { DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { dateRangeOptions, type DateRangeValue } from '../date-range';
import { DATE_FORMAT } from '../../../components/dates';

/** Days the custom range may not take: the future, and anything over a year from the first end chosen. */
function outOfRange(day: Dayjs, { from }: { from?: Dayjs | undefined }) {
  if (day.isAfter(dayjs(), 'day')) return true;
  return from ? Math.abs(day.diff(from, 'day')) >= MAX_RANGE_DAYS : false;
}

/** 今天, 近一周, 近一月, 自定义: a custom range brings its date picker. */
export function DateRangeFilter({ value, onChange }: { value: DateRangeValue; onChange(value: DateRangeValue): void }) {
  const custom = value.dateType === DateRangeType.CUSTOM;
  return (
    <Space wrap>
      <Segmented<number>
        options={dateRangeOptions}
        value={value.dateType}
        onChange={(dateType) => onChange(dateType === DateRangeType.CUSTOM ? { ...value, dateType } : { dateType })}
      />
      {custom ? (
        <DatePicker.RangePicker
          allowClear={false}
          disabledDate={outOfRange}
          value={value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : null}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) onChange({ dateType: DateRangeType.CUSTOM, startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) });
          }}
        />
      ) : null}
    </Space>
  );
}
