import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../../components/dates';

export interface DateRangeValue {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The dates a statistic covers; cleared, the current school year. */
export function RangeFilter({ value, onChange }: { value: DateRangeValue; onChange(next: DateRangeValue): void }) {
  return (
    <DatePicker.RangePicker
      aria-label="统计时间段"
      placeholder={['本学年开始', '本学年结束']}
      value={value.startDate && value.endDate ? [dayjs(value.startDate), dayjs(value.endDate)] : null}
      onChange={(dates) => onChange(dates?.[0] && dates[1] ? { startDate: dates[0].format(DATE_FORMAT), endDate: dates[1].format(DATE_FORMAT) } : {})}
    />
  );
}

/** 2026-09-01 至 2027-07-31, or why nothing is counted. */
export const rangeCaption = (range: { startDate: string; endDate: string } | null | undefined) => (range ? `统计范围：${range.startDate} 至 ${range.endDate}` : '本园还没有当前学年');
