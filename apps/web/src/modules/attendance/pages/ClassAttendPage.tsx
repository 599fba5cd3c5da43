import { DownloadOutlined } from '@ant-design/icons';
import type { StudentAttendRow } from '@yuanwu/shared';
import { Button, Card, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { EChart } from '../../../components/chart/EChart';
import { axisDay } from '../../../components/dates';
import { useUrlTab } from '../../../components/url-state';
import { QueryEmpty, QueryError, RecordStatus } from '../../../components/query-state';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { ATTEND_STATISTICS_PATH } from '../attendance.paths';
import { attendanceChartOption } from '../attendance-chart';
import { useClassAttendDetail, useExportClassDetail } from '../attendance.queries';
import { AttendanceSheet } from '../components/AttendanceSheet';
import { AttendTotalsBar } from '../components/AttendTotalsBar';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { StudentDaysDrawer } from '../components/StudentDaysDrawer';
import { studentColumns } from '../components/StudentStatisticsTable';
import { useUrlDateRange, type DateRangeValue } from '../date-range';
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
  const option = useMemo(() => (data ? attendanceChartOption(data.days.map((day) => axisDay(day.date)), data.days) : undefined), [data]);
  if (!data) {
    const notFound = <RecordNotFound title="找不到这个班级" subTitle="它可能属于其他园所或已被删除。" backTo={ATTEND_STATISTICS_PATH} backLabel="返回考勤统计" />;
    return <RecordStatus query={detail} what="班级考勤" notFound={notFound} />;
  }
  return (
    <>
      <QueryError query={detail} what="班级考勤" />
      <AttendTotalsBar totals={data.totals} range={data} />
      {option && data.days.length ? <EChart option={option} ariaLabel="每个上学日的出勤" /> : <QueryEmpty className="attend-empty" description="这段时间没有上学日" />}
      <Table<StudentAttendRow>
        rowKey="studentId"
        className="attend-class__children"
        columns={studentColumns(setOpened, { withClass: false })}
        dataSource={data.students}
        loading={detail.isFetching}
        pagination={false}
        locale={{ emptyText: <QueryEmpty description="这段时间班里没有幼儿" /> }}
      />
      <StudentDaysDrawer student={opened} range={range} onClose={() => setOpened(undefined)} />
    </>
  );
}

/** 班级考勤: one class's days and children over a range, and its daily sheet. */
export default function ClassAttendPage() {
  const classId = Number(useParams().id);
  const [tab, setTab] = useUrlTab<Tab>(['detail', 'sheet']);
  const [range, setRange] = useUrlDateRange();
  const detail = useClassAttendDetail(classId, range);
  const exportDetail = useExportClassDetail();
  const title = detail.data ? `${detail.data.className} · ${detail.data.gradeName} · ${detail.data.yearName}` : '班级考勤';

  return (
    <Card
      variant="borderless"
      title={title}
      tabList={TABS}
      activeTabKey={tab}
      onTabChange={setTab}
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
