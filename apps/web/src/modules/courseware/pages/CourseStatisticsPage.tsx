import { gradeLevelLabel, type CourseGuideStatistics, type CourseStatistics } from '@yuanwu/shared';
import { Card, DatePicker, Form, Select, Space, Statistic } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { QueryState } from '../../../components/query-state';
import { ANY, useCourseStatistics, useGuideStatistics } from '../courseware.queries';
import '../courseware.css';

const DATE = 'YYYY-MM-DD';
const gradeOptions = [{ value: ANY, label: '全部年级' }, ...Object.entries(gradeLevelLabel).map(([value, label]) => ({ value: Number(value), label }))];

/** Bars of the library's lessons and of the lessons taught in the range, side by side. */
function barOption(names: string[], lessons: number[], taught: number[], horizontal = false): ChartOption {
  const category = { type: 'category', data: names, axisLabel: { interval: 0, width: 160, overflow: 'truncate' } };
  const value = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['课件数', '授课次数'] },
    grid: { left: horizontal ? 180 : 40, right: 24, top: 40, bottom: 32 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, inverse: true } : value,
    series: [
      { name: '课件数', type: 'bar', data: lessons },
      { name: '授课次数', type: 'bar', data: taught },
    ],
  };
}

function Overview({ data }: { data: CourseStatistics }) {
  return (
    <>
      <Card size="small">
        <Space size={48}>
          <Statistic title="课件总数" value={data.coursewareTotal} />
          <Statistic title="时间段内授课次数" value={data.lessonTotal} />
        </Space>
      </Card>
      <div className="course-stats__charts">
        <Card title="各学科">
          <EChart
            ariaLabel="各学科的课件数与授课次数"
            option={barOption(
              data.subjects.map((row) => row.subjectName),
              data.subjects.map((row) => row.coursewareCount),
              data.subjects.map((row) => row.lessonCount),
            )}
          />
        </Card>
        <Card title="各领域（指南）">
          <EChart
            ariaLabel="各领域的课件数与授课次数"
            option={barOption(
              data.fields.map((row) => row.fieldName),
              data.fields.map((row) => row.coursewareCount),
              data.fields.map((row) => row.lessonCount),
            )}
          />
        </Card>
      </div>
    </>
  );
}

function Targets({ rows }: { rows: CourseGuideStatistics }) {
  return (
    <EChart
      height={`${Math.max(3, rows.length * 0.28)}rem`}
      ariaLabel="各指南目标的课件数与授课次数"
      option={barOption(
        rows.map((row) => row.targetName),
        rows.map((row) => row.coursewareCount),
        rows.map((row) => row.lessonCount),
        true,
      )}
    />
  );
}

/** 课程统计: the library's lessons and how often they were taught, by subject, guide domain and target, for a range and grade. */
export default function CourseStatisticsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [gradeId, setGradeId] = useState(ANY);
  const [fieldId, setFieldId] = useState(ANY);
  const input = {
    ...(range ? { startDate: range[0].format(DATE), endDate: range[1].format(DATE) } : {}),
    ...(gradeId === ANY ? {} : { gradeId }),
  };
  const statistics = useCourseStatistics(input);
  const targets = useGuideStatistics({ ...input, ...(fieldId === ANY ? {} : { fieldId }) });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label="授课日期">
            <DatePicker.RangePicker value={range} onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)} allowClear />
          </Form.Item>
          <Form.Item label="年级">
            <Select style={{ width: 140 }} value={gradeId} onChange={setGradeId} options={gradeOptions} aria-label="年级" />
          </Form.Item>
        </Form>
      </Card>
      <QueryState query={statistics} what="课程统计">
        {(data) => <Overview data={data} />}
      </QueryState>
      <Card
        title="各指南目标"
        extra={
          <Select
            style={{ width: 140 }}
            value={fieldId}
            onChange={setFieldId}
            aria-label="领域"
            options={[{ value: ANY, label: '全部领域' }, ...(statistics.data?.fields ?? []).map((row) => ({ value: row.fieldId, label: row.fieldName }))]}
          />
        }
      >
        <QueryState query={targets} what="指南目标统计">
          {(rows) => <Targets rows={rows} />}
        </QueryState>
      </Card>
    </Space>
  );
}
