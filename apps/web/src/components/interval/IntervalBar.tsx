import { DatePicker, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, rangeText, todayText } from '../dates';
import { urlParam, useUrlState } from '../url-state';
import { intervalRange, type IntervalKind, type SemesterLike } from './interval-range';
import './interval.css';

const intervalOptions: { value: IntervalKind; label: string }[] = [
  { value: 'month', label: '本月' },
  { value: 'semester', label: '本学期' },
  { value: 'custom', label: '自定义' },
];

/** The interval a detail tab sums up, 本月 at first, kept in the URL; its range is undefined until there is one. */
export function useInterval(semesters: readonly SemesterLike[] | undefined) {
  const [{ interval: kind, dates: custom }, set] = useUrlState({ interval: urlParam.oneOf<IntervalKind>(['month', 'semester', 'custom'], 'month'), dates: urlParam.dayRange() });
  const customRange = custom ? { startDate: custom[0].format(DATE_FORMAT), endDate: custom[1].format(DATE_FORMAT) } : undefined;
  return {
    kind,
    setKind: (next: IntervalKind) => set({ interval: next }),
    custom,
    setCustom: (dates: [Dayjs, Dayjs] | null) => set({ dates }),
    range: intervalRange(kind, todayText(), semesters ?? [], customRange),
  };
}

export type Interval = ReturnType<typeof useInterval>;

/** 本月, 本学期 or 自定义 (with its date pickers), and the dates they cover. */
export function IntervalBar({ interval }: { interval: Interval }) {
  const { kind, setKind, custom, setCustom, range } = interval;
  const shownRange = range
    ? rangeText(range.startDate, range.endDate)
    : kind === 'semester'
      ? '今天不在任何学期内（假期中），可改用自定义时间段'
      : '请选择开始和结束日期';
  return (
    <div className="interval-bar">
      <Segmented<IntervalKind> options={intervalOptions} value={kind} onChange={setKind} />
      {kind === 'custom' ? (
        <DatePicker.RangePicker
          value={custom}
          onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
            const [start, end] = dates ?? [];
            setCustom(start && end ? [start, end] : null);
          }}
        />
      ) : null}
      <span className="interval-bar__range">统计时间段：{shownRange}</span>
    </div>
  );
}
