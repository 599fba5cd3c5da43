import { AttendStatus, attendStatusLabel, DateRangeType, grantsModule } from '@yuanwu/shared';
import { Alert, Card, Table, Tag } from 'antd';
import { IntervalBar, useInterval } from '../../../components/interval/IntervalBar';
import type { DateRange } from '../../../components/interval/interval-range';
import { QueryEmpty, QueryError } from '../../../components/query-state';
import { AttendTotalsBar, useStudentAttendDetail } from '../../attendance';
import { GrowthSections, LearningQualitySection } from '../../child-growth';
import { HealthSection } from '../../checkup';
import { ChildEpidemicSection } from '../../epidemic';
import { ChildAlbum } from '../../class-dynamic';
import { useSemesterOptions } from '../../filter';
import { useAccount } from '../../session';
import { ChildWorks } from '../../workbook';
import { ChildMeals } from '../../cookbook';
import { ChildActivities } from '../../school-activity';
import { ChildDailyCare } from '../../daily-care';
import { dayWithWeekday, todayText } from '../../../components/dates';

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
  const interval = useInterval(semesters.data);
  const { range } = interval;
  const seesAttendance = account ? grantsModule(new Set(account.modules), ATTENDANCE_MODULE) : false;

  return (
    <Card variant="borderless">
      <IntervalBar interval={interval} />
      {range && seesAttendance ? <AttendanceSection studentId={studentId} studentName={studentName} range={range} /> : null}
      {range && !seesAttendance ? <Alert className="development__section" type="info" showIcon title="您的角色没有「幼儿考勤统计」权限，这里不显示出勤情况" /> : null}
      {range ? <GrowthSections studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <LearningQualitySection studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <ChildDailyCare studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <ChildWorks studentId={studentId} range={range} /> : null}
      {range ? <ChildMeals studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <ChildAlbum studentId={studentId} range={range} /> : null}
      {range ? <ChildActivities studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <HealthSection studentId={studentId} studentName={studentName} range={range} /> : null}
      {range ? <ChildEpidemicSection studentId={studentId} studentName={studentName} range={range} /> : null}
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
    <Card className="development__section development__attendance" type="inner" title="出勤" loading={detail.isLoading}>
      {!past ? <QueryEmpty description="这个时间段还没有开始" /> : null}
      <QueryError query={detail} what="出勤" />
      {data && recorded === 0 ? <QueryEmpty description={`${studentName}在这个时间段还没有考勤记录`} /> : null}
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
                { title: '日期', dataIndex: 'date', render: dayWithWeekday },
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
