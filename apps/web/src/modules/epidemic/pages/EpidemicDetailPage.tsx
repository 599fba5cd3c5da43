import { epidemicActivityStateLabel, epidemicMeasureLabel, type EpidemicClassSummary } from '@yuanwu/shared';
import { Button, Card, Descriptions, Progress, Tag, type TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import { rangeText } from '../../../components/dates';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, QueryTable, RecordStatus } from '../../../components/query-state';
import { epidemicClassPath, EPIDEMIC_PATH } from '../epidemic.paths';
import { useEpidemicActivity, useEpidemicClasses } from '../epidemic.queries';
import '../epidemic.css';

/** 防疫活动详情: the measure, and how far each class has recorded its school days so far. */
export default function EpidemicDetailPage() {
  const activityId = Number(useParams().activityId);
  const detail = useEpidemicActivity(activityId);
  const classes = useEpidemicClasses(activityId);
  const activity = detail.data;
  if (!activity) {
    const notFound = <RecordNotFound title="防疫活动不存在" subTitle="该防疫活动可能已被删除。" backTo={EPIDEMIC_PATH} backLabel="返回防疫活动" />;
    return <RecordStatus query={detail} what="防疫活动" notFound={notFound} />;
  }
  const columns: TableColumnsType<EpidemicClassSummary> = [
    { title: '班级', dataIndex: 'className', render: (name: string, row) => `${row.gradeName} ${name}` },
    {
      title: '完成情况',
      key: 'progress',
      width: 260,
      render: (_, row) => (
        <div className="safety-progress">
          <Progress percent={row.dueDays ? Math.round((Math.min(row.recordDays, row.dueDays) / row.dueDays) * 100) : 0} size="small" />
          <span>
            {row.recordDays} / {row.dueDays} 天
          </span>
        </div>
      ),
    },
    { title: '发现症状', dataIndex: 'symptomCount', width: 100, render: (count: number) => (count > 0 ? <Tag color="warning">{count}人次</Tag> : '无') },
    { title: '最近记录', dataIndex: 'lastRecordDate', width: 120, render: (date: string | null) => date ?? '—' },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Link to={epidemicClassPath(activityId, row.classId)}>
          <Button type="link" size="small">
            按日查看
          </Button>
        </Link>
      ),
    },
  ];
  return (
    <>
      <QueryError query={detail} what="防疫活动" />
      <Card variant="borderless" title={activity.activityName}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="措施">{epidemicMeasureLabel[activity.measureType]}</Descriptions.Item>
          <Descriptions.Item label="活动日期">{rangeText(activity.startDate, activity.endDate)}</Descriptions.Item>
          <Descriptions.Item label="状态">{epidemicActivityStateLabel[activity.state]}</Descriptions.Item>
          <Descriptions.Item label="发起人">{activity.adderName}</Descriptions.Item>
          <Descriptions.Item label="措施要求" span={2}>
            {activity.content ?? '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title="各班完成情况" className="safety-section">
        <QueryTable<EpidemicClassSummary>
          query={classes}
          what="各班完成情况"
          rowKey="classId"
          columns={columns}
          dataSource={classes.data ?? []}
          pagination={false}
          emptyText="您的数据范围内没有参加这个活动的班级"
        />
      </Card>
    </>
  );
}
