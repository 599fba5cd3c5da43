import { Card, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { axisDay } from '../../../components/dates';
import { QueryEmpty, QueryState } from '../../../components/query-state';
import { attendanceChartOption, AttendTotalsBar } from '../../attendance';
import { useDashboardAttendance, type DashboardFilters } from '../dashboard.queries';

type View = 'classes' | 'days';
const VIEWS: { value: View; label: string }[] = [
  { value: 'classes', label: '按班级' },
  { value: 'days', label: '按日期' },
];

/** 班级出勤: the period's attendance by class, or day by day. */
export function AttendanceChartCard({ filters }: { filters: DashboardFilters }) {
  const [view, setView] = useState<View>('classes');
  const attendance = useDashboardAttendance(filters);
  const data = attendance.data;
  const option = useMemo(() => {
    if (!data) return undefined;
    return view === 'classes'
      ? attendanceChartOption(data.classes.map((row) => row.className), data.classes)
      : attendanceChartOption(data.days.map((day) => axisDay(day.date)), data.days);
  }, [data, view]);
  const nothing = data && (view === 'classes' ? data.classes.length === 0 : data.days.length === 0);

  return (
    <Card
      variant="borderless"
      className="dashboard-chart"
      title="幼儿出勤"
      extra={<Segmented<View> size="small" options={VIEWS} value={view} onChange={setView} />}
    >
      <QueryState query={attendance} what="幼儿出勤">
        {(answer) => (
          <>
            <AttendTotalsBar compact totals={answer.totals} range={answer} />
            {nothing ? (
              <QueryEmpty className="dashboard-chart__empty" description={view === 'classes' ? '当前学年还没有班级' : '这段时间没有上学日（周末与节假日不计）'} />
            ) : option ? (
              <EChart option={option} height="3rem" ariaLabel={view === 'classes' ? '各班出勤' : '每个上学日的出勤'} />
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
