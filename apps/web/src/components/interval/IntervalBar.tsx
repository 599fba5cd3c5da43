import { DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT, todayText } from '../dates';
import { intervalRange, type DateRange, type IntervalKind, type SemesterLike } from './interval-range';
import './interval.css';

const intervalOptions: { value: IntervalKind; label: string }[] = [
  { value: 'month', label: '本月' },
  { value: 'semester', label: '本学期' },
  { value: 'custom', label: '自定义' },
];

/** The interval a detail tab sums up, 本月 at first; its range is undefined until there is one. */
export function useInterval(semesters: readonly SemesterLike[] | undefined) {
  const [kind, setKind] = useState<IntervalKind>('month');
  const [custom, setCustom] = useState<DateRange>();
  return { kind, setKind, setCustom, range: intervalRange(kind, todayText(), semesters ?? [], custom) };
}

export type Interval = ReturnType<typeof useInterval>;

/** 本月, 本学期 or 自定义 (with its date pickers), and the dates they cover. */
export function IntervalBar({ interval }: { interval: Interval }) {
  const { kind, setKind, setCustom, range } = interval;
  const rangeText = range
    ? `${range.startDate} 至 ${range.endDate}`
    : kind === 'semester'
      ? '今天不在任何学期内（假期中），可改用自定义时间段'
      : '请选择开始和结束日期';
  return (
    <div className="interval-bar">
      <Segmented<IntervalKind> options={intervalOptions} value={kind} onChange={setKind} />
      {kind === 'custom' ? (
        <DatePicker.RangePicker
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
            const [start, end] = dates ?? [];
            setCustom(start && end ? { startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) } : undefined);
          }}
        />
      ) : null}
      <span className="interval-bar__range">统计时间段：{rangeText}</span>
    </div>
  );
}
