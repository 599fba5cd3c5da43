import { epidemicMeasureLabel, epidemicSymptomLabel, type StudentEpidemicFinding } from '@yuanwu/shared';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { QueryState } from '../../../components/query-state';
import { useStudentEpidemic } from '../epidemic.queries';

const columns: TableColumnsType<StudentEpidemicFinding> = [
  { title: '日期', dataIndex: 'recordDate', width: 110 },
  { title: '防疫活动', key: 'activity', render: (_, row) => `${row.activityName}（${epidemicMeasureLabel[row.measureType]}）` },
  { title: '症状', key: 'symptom', width: 140, render: (_, row) => <Tag color="warning">{`${epidemicSymptomLabel[row.symptom]}${row.temperature ? ` ${row.temperature}℃` : ''}`}</Tag> },
  { title: '处理', dataIndex: 'remark', render: (remark: string | null) => remark ?? '—' },
  { title: '记录人', dataIndex: 'recorderName', width: 100 },
];

/** 健康观察: the fevers and symptoms the class's epidemic records found on the child in the interval. */
export function ChildEpidemicSection({ studentId, studentName, range }: { studentId: number; studentName: string; range: { startDate: string; endDate: string } }) {
  const findings = useStudentEpidemic(studentId, range);
  return (
    <Card className="development__section" type="inner" title="健康观察">
      <QueryState query={findings} what="健康观察" isEmpty={(data) => data.length === 0} empty={`${studentName}在这个时间段的晨午检等防疫记录中没有发现症状`}>
        {(data) => <Table<StudentEpidemicFinding> rowKey={(row) => `${row.recordDate}-${row.activityName}`} size="small" pagination={false} columns={columns} dataSource={data} />}
      </QueryState>
    </Card>
  );
}
