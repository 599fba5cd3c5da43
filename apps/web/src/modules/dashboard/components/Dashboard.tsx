import { Col, Row } from 'antd';
import { useUrlFilters } from '../../../components/url-state';
import { useUrlDateRange } from '../../attendance';
import type { DashboardFilters } from '../dashboard.queries';
import { AttendanceChartCard } from './AttendanceChartCard';
import { ClassStatisticsCard } from './ClassStatisticsCard';
import { CountTiles } from './CountTiles';
import { DashboardFilterBar } from './DashboardFilterBar';
import { ClassRanking, ParentRanking, TeacherRanking } from './Rankings';
import '../dashboard.css';

/** The school's totals, attendance by class and by day, the period's rankings and each class's figures. */
export function Dashboard({ opensClassAttendance }: { opensClassAttendance: boolean }) {
  const [range, setRange] = useUrlDateRange();
  const [scope, setScope] = useUrlFilters({ gradeId: 0, classId: 0 });
  const filters: DashboardFilters = { range, ...scope };
  const setFilters = ({ range: nextRange, ...nextScope }: DashboardFilters) => {
    setRange(nextRange);
    setScope(nextScope);
  };
  return (
    <>
      <CountTiles />
      <DashboardFilterBar filters={filters} onChange={setFilters} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <AttendanceChartCard filters={filters} />
        </Col>
        <Col xs={24} xl={8}>
          <ClassRanking range={filters.range} />
        </Col>
        <Col xs={24} lg={12}>
          <TeacherRanking range={filters.range} />
        </Col>
        <Col xs={24} lg={12}>
          <ParentRanking range={filters.range} />
        </Col>
        <Col span={24}>
          <ClassStatisticsCard filters={filters} linkToClass={opensClassAttendance} />
        </Col>
      </Row>
    </>
  );
}
