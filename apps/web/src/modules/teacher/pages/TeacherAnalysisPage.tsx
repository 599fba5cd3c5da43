import { Card, Col, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/EChart';
import { QueryEmpty, QueryError, QueryState } from '../../../components/query-state';
import { chartHeight, countChartOption, sharePercent, type CountItem } from '../analysis-chart';
import { useTeacherAnalysis } from '../teacher.queries';
import '../teacher.css';

interface ChartCardProps {
  title: string;
  items: CountItem[];
  total: number;
  color: string;
}

function ChartCard({ title, items, total, color }: ChartCardProps) {
  const option = useMemo(() => countChartOption(items, total, color), [items, total, color]);
  return (
    <Card variant="borderless" title={title} className="teacher-analysis__card">
      {items.every((item) => item.count === 0) ? (
        <QueryEmpty simple description="暂无数据" />
      ) : (
        <EChart option={option} height={chartHeight(items)} ariaLabel={`${title}：${items.map((item) => `${item.name}${item.count}人`).join('，')}`} />
      )}
    </Card>
  );
}

/** 教师分析: the staff who have not left, counted by department, post, age, years of service and education. */
export default function TeacherAnalysisPage() {
  const analysis = useTeacherAnalysis();
  const data = analysis.data;
  if (!data || data.total === 0) {
    return (
      <Card variant="borderless">
        <QueryState query={analysis} what="教师统计" isEmpty={(answer) => answer.total === 0} empty="还没有在职教职工，添加教师后这里会显示统计">
          {() => null}
        </QueryState>
      </Card>
    );
  }
  const { total } = data;
  return (
    <div className="teacher-analysis">
      <QueryError query={analysis} what="教师统计" />
      <Card variant="borderless">
        <div className="teacher-analysis__totals">
          <Statistic title="在职教职工" value={total} suffix="人" />
          {data.bySex.map((item) => (
            <Statistic key={item.name} title={item.name} value={item.count} suffix={`人 · ${sharePercent(item.count, total)}%`} />
          ))}
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <ChartCard title="部门分布" items={data.byDepartment} total={total} color="#2563eb" />
        </Col>
        <Col span={12}>
          <ChartCard title="职务分布" items={data.byPost} total={total} color="#7c3aed" />
        </Col>
        <Col span={8}>
          <ChartCard title="年龄分布" items={data.byAge} total={total} color="#0ea5e9" />
        </Col>
        <Col span={8}>
          <ChartCard title="入职年限分布" items={data.byServiceYears} total={total} color="#22c55e" />
        </Col>
        <Col span={8}>
          <ChartCard title="学历分布" items={data.byEducation} total={total} color="#f59e0b" />
        </Col>
      </Row>
    </div>
  );
}
