import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { MONTH_FORMAT } from './dates';

interface MonthPickerProps {
  /** 2026-11 */
  month: string;
  onChange(month: string): void;
  label?: string;
  /** Months after this one cannot be picked (statistics of what has happened). */
  pastOnly?: boolean;
}

/** A month, always one (never cleared), as the server writes it. */
export function MonthPicker({ month, onChange, label = '月份', pastOnly = false }: MonthPickerProps) {
  return (
    <DatePicker
      picker="month"
      aria-label={label}
      allowClear={false}
      format={MONTH_FORMAT}
      value={dayjs(`${month}-01`)}
      disabledDate={pastOnly ? (value) => value.isAfter(dayjs(), 'month') : undefined}
      onChange={(value) => value && onChange(value.format(MONTH_FORMAT))}
    />
  );
}
