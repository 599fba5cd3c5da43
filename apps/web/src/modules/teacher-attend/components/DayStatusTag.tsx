import { ClockSource } from '@yuanwu/shared';
import { Tag, Tooltip } from 'antd';
import { clockInText, statusView } from '../attend-view';
import type { StaffDay } from '../teacher-attend.queries';

type DayShown = Pick<StaffDay, 'status' | 'statusName' | 'settled' | 'clockIns'>;

/** A day's status; while its clock-ins are still to come, 进行中 or 待打卡 with the status so far. */
export function DayStatusTag({ day }: { day: DayShown }) {
  const view = statusView(day);
  const tag = (
    <Tag color={view.color} className="day-status">
      {view.label}
    </Tag>
  );
  return view.pending ? <Tooltip title="打卡时间未结束，状态可能变化">{tag}</Tooltip> : tag;
}

/** The day's clock-ins, each with how it came: a 补卡 stands out from a swipe. */
export function ClockIns({ day, compact = false }: { day: Pick<StaffDay, 'date' | 'clockIns' | 'missingCount' | 'settled'>; compact?: boolean }) {
  if (day.clockIns.length === 0 && !(day.settled && day.missingCount > 0)) return compact ? null : <span className="text-muted">—</span>;
  return (
    <span className={compact ? 'clock-ins clock-ins--compact' : 'clock-ins'}>
      {day.clockIns.map((clockIn, index) => (
        <span key={`${clockIn.time}-${index}`} className={clockIn.source === ClockSource.MAKEUP ? 'clock-in clock-in--makeup' : 'clock-in'} title={clockIn.sourceName}>
          {clockInText(clockIn.time, day.date)}
          {compact ? null : <span className="clock-in__source">{clockIn.sourceName}</span>}
        </span>
      ))}
      {day.settled && day.missingCount > 0 ? <span className="clock-in clock-in--missing">缺卡{day.missingCount}次</span> : null}
    </span>
  );
}
