import type { AttendTotals } from '@yuanwu/shared';
import { rangeCaption, rateText } from '../date-range';
import '../attendance.css';

interface AttendTotalsBarProps {
  totals: AttendTotals;
  range: { startDate: string; endDate: string; schoolDays: number };
  /** In a narrow card: the range on a line of its own above the figures. */
  compact?: boolean;
}

/** The period's figures in one line: rate first, then what it is made of. */
export function AttendTotalsBar({ totals, range, compact = false }: AttendTotalsBarProps) {
  const figures = [
    { label: '出勤率', value: rateText(totals.attendRate), strong: true },
    { label: '记录人次', value: totals.recordedCount },
    { label: '出勤', value: totals.presentCount },
    { label: '离园', value: totals.leftCount },
    { label: '缺勤', value: totals.absentCount },
    { label: '请假', value: totals.leaveCount },
  ];
  return (
    <div className={compact ? 'attend-totals attend-totals--compact' : 'attend-totals'}>
      <span className="attend-totals__range">{rangeCaption(range)}</span>
      {figures.map((figure) => (
        <span key={figure.label} className={figure.strong ? 'attend-totals__figure attend-totals__figure--strong' : 'attend-totals__figure'}>
          <span className="attend-totals__label">{figure.label}</span>
          <span className="attend-totals__value">{figure.value}</span>
        </span>
      ))}
    </div>
  );
}
