import { epidemicSymptomLabel, type EpidemicClassDay } from '@yuanwu/shared';
import { Button, Card, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { dayWithWeekday } from '../../../components/dates';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, QueryTable, RecordStatus } from '../../../components/query-state';
import { RecordDayModal } from '../components/RecordDayModal';
import { epidemicDetailPath } from '../epidemic.paths';
import { useEpidemicClassDays } from '../epidemic.queries';

/** 班级每日记录: a class's school days of the activity so far, each recorded or still to record. */
export default function EpidemicClassPage() {
  const params = useParams();
  const activityId = Number(params.activityId);
  const classId = Number(params.classId);
  const days = useEpidemicClassDays(activityId, classId);
  const [recording, setRecording] = useState<EpidemicClassDay>();
  const detail = days.data;
  if (!detail) {
    const notFound = <RecordNotFound title="没有这个班级的记录" subTitle="防疫活动可能已被删除，或这个班级不在活动中。" backTo={epidemicDetailPath(activityId)} backLabel="返回防疫活动详情" />;
    return <RecordStatus query={days} what="班级记录" notFound={notFound} />;
  }
  const columns: TableColumnsType<EpidemicClassDay> = [
    { title: '日期', dataIndex: 'date', width: 150, render: dayWithWeekday },
    { title: '执行人', dataIndex: 'recorderName', width: 100, render: (name: string | null) => name ?? <Tag>未记录</Tag> },
    { title: '时间', dataIndex: 'doneTime', width: 70, render: (time: string | null) => time ?? '—' },
    { title: '检查情况', dataIndex: 'findings', render: (findings: string | null) => findings ?? '—' },
    {
      title: '有症状的幼儿',
      dataIndex: 'childList',
      width: 260,
      render: (children: EpidemicClassDay['childList']) =>
        children.length === 0
          ? '无'
          : children.map((child) => (
              <Tag color="warning" key={child.studentId}>
                {`${child.studentName} ${epidemicSymptomLabel[child.symptom]}${child.temperature ? ` ${child.temperature}℃` : ''}`}
              </Tag>
            )),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, day) => (
        <Button type="link" size="small" onClick={() => setRecording(day)}>
          {day.recordId ? '修改' : '记录'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryError query={days} what="班级记录" />
      <Card variant="borderless" title={`${detail.className} · ${detail.activityName}`}>
        <QueryTable<EpidemicClassDay>
          query={days}
          what="班级记录"
          rowKey="date"
          columns={columns}
          dataSource={detail.dayList}
          pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 天` }}
          emptyText="活动还没有开始，开始后这里按日列出本班的记录"
        />
      </Card>
      <RecordDayModal activityId={activityId} classId={classId} day={recording} onClose={() => setRecording(undefined)} />
    </>
  );
}
