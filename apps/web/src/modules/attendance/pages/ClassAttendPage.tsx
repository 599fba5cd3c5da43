import { DownloadOutlined } from '@ant-design/icons';
import type { StudentAttendRow } from '@yuanwu/shared';
import { Button, Card, Empty, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EChart } from '../../../components/chart/EChart';
import { attendanceChartOption, dayLabel } from '../attendance-chart';
import { useClassAttendDetail, useExportClassDetail } from '../attendance.queries';
import { AttendanceSheet } from '../components/AttendanceSheet';
import { AttendTotalsBar } from '../components/AttendTotalsBar';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { StudentDaysDrawer } from '../components/StudentDaysDrawer';
import { studentColumns } from '../components/StudentStatisticsTable';
import { DEFAULT_RANGE, type DateRangeValue } from '../date-range';
import '../attendance.css';

type Tab = 'detail' | 'sheet';
const TABS = [
  { key: 'detail', label: '考勤明细' },
  { key: 'sheet', label: '每日点名' },
];

function ClassDetail({ classId, range }: { classId: number; range: DateRangeValue }) {
  const detail = useClassAttendDetail(classId, range);
  const [opened, setOpened] = useState<StudentAttendRow>();
  const data = detail.data;
  const option = useMemo(() => (data ? attendanceChartOption(data.days.map((day) => dayLabel(day.date)), data.days) : undefined), [data]);
  if (detail.isError) return <Empty description="找不到这个班级，它可能属于其他园所或已被删除" />;
  return (
    <>
      {data ? <AttendTotalsBar totals={data.totals} range={data} /> : null}
      {option && data?.days.length ? <EChart option={option} ariaLabel="每个上学日的出勤" /> : <Empty className="attend-empty" description="这段时间没有上学日" />}
      <Table<StudentAttendRow>
        rowKey="studentId"
        className="attend-class__children"
        columns={studentColumns(setOpened, { withClass: false })}
        dataSource={data?.students ?? []}
        loading={detail.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty description="这段时间班里没有幼儿" /> }}
      />
      <StudentDaysDrawer student={opened} range={range} onClose={() => setOpened(undefined)} />
    </>
  );
}

/** 班级考勤: one class's days and children over a range, and its daily sheet. */
export default function ClassAttendPage() {
  const classId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sheet' ? 'sheet' : 'detail';
  const [range, setRange] = useState<DateRangeValue>(DEFAULT_RANGE);
  const detail = useClassAttendDetail(classId, range);
  const exportDetail = useExportClassDetail();
  const title = detail.data ? `${detail.data.className} · ${detail.data.gradeName} · ${detail.data.yearName}` : '班级考勤';

  return (
    <Card
      variant="borderless"
      title={title}
      tabList={TABS}
      activeTabKey={tab}
      onTabChange={(key) => setParams(key === 'sheet' ? { tab: 'sheet' } : {}, { replace: true })}
      tabBarExtraContent={
        tab === 'detail' ? (
          <Space>
            <DateRangeFilter value={range} onChange={setRange} />
            <Button icon={<DownloadOutlined />} loading={exportDetail.isPending} onClick={() => exportDetail.mutate({ classId, range })}>
              导出班级明细
            </Button>
          </Space>
        ) : null
      }
    >
      {tab === 'detail' ? <ClassDetail classId={classId} range={range} /> : <AttendanceSheet classId={classId} />}
    </Card>
  );
}
