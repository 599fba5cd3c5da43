import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space } from 'antd';
import { AbsenceNoticeSetting } from '../../family';
import { ALL_GRADES, defaultYearId, GradeSelect, useYearOptions, YearSelect } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import {
  useClassAttendStatistics,
  useExportClassStatistics,
  useExportStudentStatistics,
  type AttendFilters,
  type StudentFilters,
} from '../attendance.queries';
import { AttendTotalsBar } from '../components/AttendTotalsBar';
import { ClassStatisticsTable } from '../components/ClassStatisticsTable';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { StudentStatisticsTable } from '../components/StudentStatisticsTable';
import { useUrlDateRange } from '../date-range';
import '../attendance.css';
import { PageStatus } from '../../../components/query-state';
import { urlParam, useUrlState } from '../../../components/url-state';

type Tab = 'classes' | 'students';
const TABS = [
  { key: 'classes', label: '按班级' },
  { key: 'students', label: '按幼儿' },
];

function AttendStatistics({ initialYearId }: { initialYearId: number }) {
  const [range, setRange] = useUrlDateRange();
  const [{ tab, yearId, gradeId, classId, keyword }, setState] = useUrlState({
    tab: urlParam.oneOf<Tab>(['classes', 'students'], 'classes'),
    yearId: urlParam.integer(initialYearId),
    gradeId: urlParam.integer(ALL_GRADES),
    classId: urlParam.optionalInteger(),
    keyword: urlParam.text(),
  });
  const filters: AttendFilters = { range, yearId, gradeId };
  const search: Pick<StudentFilters, 'classId' | 'keyword'> = { classId, keyword };
  const statistics = useClassAttendStatistics(filters);
  const exportClasses = useExportClassStatistics();
  const exportStudents = useExportStudentStatistics();
  // Another year or grade has other classes: the chosen class no longer applies.
  const narrow = ({ range: otherRange, ...scope }: Partial<AttendFilters>) => {
    if (otherRange) setRange(otherRange);
    setState(scope.yearId !== undefined || scope.gradeId !== undefined ? { ...scope, classId: undefined } : scope);
  };

  const exporting = tab === 'classes' ? exportClasses : exportStudents;
  const exportAction = (
    <Button
      icon={<DownloadOutlined />}
      loading={exporting.isPending}
      onClick={() => (tab === 'classes' ? exportClasses.mutate(filters) : exportStudents.mutate({ ...filters, ...search }))}
    >
      {tab === 'classes' ? '导出班级统计' : '导出幼儿统计'}
    </Button>
  );

  return (
    <div className="attend-page">
      <Card variant="borderless" className="attend-page__filters">
        <Form layout="inline">
          <Form.Item label="日期范围">
            <DateRangeFilter value={filters.range} onChange={(range) => narrow({ range })} />
          </Form.Item>
          <Form.Item label="学年" htmlFor="attend-year">
            <YearSelect id="attend-year" className="attend-page__year" value={filters.yearId} onChange={(yearId) => narrow({ yearId, gradeId: ALL_GRADES })} />
          </Form.Item>
          <Form.Item label="年级" htmlFor="attend-grade">
            <GradeSelect id="attend-grade" className="attend-page__grade" yearId={filters.yearId} value={filters.gradeId} onChange={(gradeId) => narrow({ gradeId })} />
          </Form.Item>
        </Form>
      </Card>
      <Card
        variant="borderless"
        tabList={TABS}
        activeTabKey={tab}
        onTabChange={(key) => setState({ tab: key as Tab })}
        tabBarExtraContent={
          <Space>
            <AbsenceNoticeSetting />
            {exportAction}
          </Space>
        }
      >
        {statistics.data ? <AttendTotalsBar totals={statistics.data.totals} range={statistics.data} /> : null}
        {tab === 'classes' ? (
          <ClassStatisticsTable rows={statistics.data?.list ?? []} schoolDays={statistics.data?.schoolDays ?? 0} query={statistics} />
        ) : (
          <StudentStatisticsTable filters={filters} search={search} onSearch={setState} />
        )}
      </Card>
    </div>
  );
}

/** 幼儿考勤统计: the classes and the children over a range, and the way to each class's daily sheet. */
export default function AttendStatisticsPage() {
  const years = useYearOptions();
  if (!years.data) return <PageStatus query={years} what="学年" />;
  const yearId = defaultYearId(years.data ?? []);
  if (!yearId) return <NoSchoolYear need="考勤按学年的班级统计，请先新增学年和班级。" />;
  return <AttendStatistics initialYearId={yearId} />;
}
