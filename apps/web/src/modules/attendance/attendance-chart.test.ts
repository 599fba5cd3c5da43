import { describe, expect, it } from 'vitest';
import { attendanceChartOption } from './attendance-chart';

const day = (present: number, left: number, absent: number, attendRate: number | null, leave = 0) => ({
  recordedCount: present + left + absent + leave,
  presentCount: present,
  leftCount: left,
  absentCount: absent,
  leaveCount: leave,
  attendRate,
});

describe('the attendance chart', () => {
  it('stacks the statuses and leaves and draws the rate on the right axis', () => {
    const option = attendanceChartOption(['小一班', '小二班'], [day(27, 1, 1, 93.3, 1), day(0, 0, 0, null)]) as { series: { name: string; stack?: string; yAxisIndex?: number; data: unknown[] }[] };
    expect(option.series.map((series) => [series.name, series.stack ?? null, series.data])).toEqual([
      ['出勤', 'count', [27, 0]],
      ['离园', 'count', [1, 0]],
      ['缺勤', 'count', [1, 0]],
      ['请假', 'count', [1, 0]],
      ['出勤率', null, [93.3, null]],
    ]);
    expect(option.series[4]!.yAxisIndex).toBe(1);
  });

  it('adds a slider once there are more days than fit', () => {
    const days = Array.from({ length: 40 }, (_, index) => `2026-10-${String(index + 1).padStart(2, '0')}`);
    const option = attendanceChartOption(days, days.map(() => day(1, 0, 0, 100))) as { dataZoom: { startValue: number }[] };
    expect(option.dataZoom).toEqual([expect.objectContaining({ type: 'slider', startValue: 9 })]);
    expect((attendanceChartOption(['一'], [day(1, 0, 0, 100)]) as { dataZoom: unknown[] }).dataZoom).toEqual([]);
  });
});
