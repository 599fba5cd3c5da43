import { Card, DatePicker, Empty, Segmented } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSemesterOptions } from '../../filter/filter.queries';
import { DATE_FORMAT, intervalRange, todayText, type DateRange, type IntervalKind } from '../child-dates';

const intervalOptions: { value: IntervalKind; label: string }[] = [
  { value: 'month', label: '本月' },
  { value: 'semester', label: '本学期' },
  { value: 'custom', label: '自定义' },
];

/**
 * 幼儿发展 over a time interval. The school records it comes from (attendance, health checks,
 * observations, works) are not kept by the server yet, so the tab says what will appear here.
 */
export function DevelopmentTab({ studentName, yearId }: { studentName: string; yearId: number | null }) {
  const semesters = useSemesterOptions(yearId ?? undefined);
  const [kind, setKind] = useState<IntervalKind>('month');
  const [custom, setCustom] = useState<DateRange>();
  const range = intervalRange(kind, todayText(), semesters.data ?? [], custom);

  const rangeText = range
    ? `${range.startDate} 至 ${range.endDate}`
    : kind === 'semester'
      ? '今天不在任何学期内（假期中），可改用自定义时间段'
      : '请选择开始和结束日期';

  return (
    <Card variant="borderless">
      <div className="development__bar">
        <Segmented<IntervalKind> options={intervalOptions} value={kind} onChange={setKind} />
        {kind === 'custom' ? (
          <DatePicker.RangePicker
            onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
              const [start, end] = dates ?? [];
              setCustom(start && end ? { startDate: start.format(DATE_FORMAT), endDate: end.format(DATE_FORMAT) } : undefined);
            }}
          />
        ) : null}
        <span className="child-muted">统计时间段：{rangeText}</span>
      </div>
      <Empty
        className="development__empty"
        description={
          <div className="development__text">
            <p className="child-strong">{studentName}在这个时间段还没有发展记录</p>
            <p className="child-muted">
              出勤、体检（身高、体重、视力）、教师观察记录和作品集启用后，这里会按所选时间段汇总显示幼儿的成长情况。
            </p>
          </div>
        }
      />
    </Card>
  );
}
