import { AttendStatus, attendStatusLabel, DateRangeType, grantsModule } from '@yuanwu/shared';
import { Alert, Card, DatePicker, Empty, Segmented, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AttendTotalsBar } from '../../attendance/components/AttendTotalsBar';
import { useStudentAttendDetail } from '../../attendance/attendance.queries';
import { useSemesterOptions } from '../../filter/filter.queries';
import { useAccount } from '../../session/session.queries';
import { DATE_FORMAT, intervalRange, todayText, type DateRange, type IntervalKind } from '../child-dates';

const intervalOptions: { value: IntervalKind; label: string }[] = [
  { value: 'month', label: '本月' },
  { value: 'semester', label: '本学期' },
  { value: 'custom', label: '自定义' },
];

const ATTENDANCE_MODULE = 'ChildManage.StudentAttendStatistics';

interface DevelopmentTabProps {
  studentId: number;
  studentName: string;
  yearId: number | null;
}

/** 幼儿发展 over a time interval: what the school's records say of the child in it. */
export function DevelopmentTab({ studentId, studentName, yearId }: DevelopmentTabProps) {
  const semesters = useSemesterOptions(yearId ?? undefined);
  const { data: account } = useAccount();
  const [kind, setKind] = useState<IntervalKind>('month');
  const [custom, setCustom] = useState<DateRange>();
  const range = intervalRange(kind, todayText(), semesters.data ?? [], custom);
  const seesAttendance = account ? grantsModule(new Set(account.modules), ATTENDANCE_MODULE) : false;

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
      {range && seesAttendance ? <AttendanceSection studentId={studentId} studentName={studentName} range={range} /> : null}
      {range && !seesAttendance ? <Alert className="development__section" type="info" showIcon title="您的角色没有「幼儿考勤统计」权限，这里不显示出勤情况" /> : null}
      <p className="child-muted development__later">体检（身高、体重、视力）、教师观察记录和作品集启用后，也会按所选时间段在这里汇总。</p>
    </Card>
  );
}

/** The days of the range up to today: nothing is recorded of days still to come. */
const upToToday = (range: DateRange): DateRange | undefined => {
  const today = todayText();
  if (range.startDate > today) return undefined;
  return { startDate: range.startDate, endDate: range.endDate < today ? range.endDate : today };
};

/** 出勤: the figures of the range, and the days the child missed or went home early, with why. */
function AttendanceSection({ studentId, studentName, range }: { studentId: number; studentName: string; range: DateRange }) {
  const past = upToToday(range);
  const detail = useStudentAttendDetail(past ? studentId : undefined, { dateType: DateRangeType.CUSTOM, ...past });
  const data = detail.data;
  const missed = (data?.days ?? []).filter((day) => day.status !== null && day.status !== AttendStatus.PRESENT);
  const recorded = data?.totals.recordedCount ?? 0;
  return (
    <Card className="development__section" type="inner" title="出勤" loading={detail.isLoading}>
      {!past ? <Empty description="这个时间段还没有开始" /> : null}
      {data && recorded === 0 ? <Empty description={`${studentName}在这个时间段还没有考勤记录`} /> : null}
      {data && recorded > 0 ? (
        <>
          <AttendTotalsBar totals={data.totals} range={data} />
          {missed.length === 0 ? (
            <p className="development__full">{studentName}在记录的 {recorded} 个上学日全部出勤</p>
          ) : (
            <Table
              rowKey="date"
              size="small"
              pagination={false}
              dataSource={missed}
              columns={[
                { title: '日期', dataIndex: 'date', render: (date: string) => `${date} ${dayjs(date).format('ddd')}` },
                {
                  title: '情况',
                  dataIndex: 'status',
                  render: (status: number) => <Tag color={status === AttendStatus.ABSENT ? 'error' : 'warning'}>{attendStatusLabel[status]}</Tag>,
                },
                { title: '备注', dataIndex: 'remark', render: (remark: string | null) => remark ?? '' },
              ]}
            />
          )}
        </>
      ) : null}
    </Card>
  );
}
