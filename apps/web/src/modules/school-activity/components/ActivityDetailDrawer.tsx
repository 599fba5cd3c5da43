import { ActivityKind, type SchoolActivityDetail } from '@yuanwu/shared';
import { Descriptions, Drawer, List, Tag } from 'antd';
import { QueryEmpty, RecordStatus } from '../../../components/query-state';
import { classNames, scheduleText, termText } from '../activity-form';
import { useActivityDetail } from '../school-activity.queries';

interface ActivityDetailDrawerProps {
  activity: { kind: number; activityId: number } | undefined;
  onClose(): void;
}

/** An activity in full: when, where, who, what, and an event's evaluation units. */
export function ActivityDetailDrawer({ activity, onClose }: ActivityDetailDrawerProps) {
  const detail = useActivityDetail(activity);
  const data = detail.data;
  const units: SchoolActivityDetail['questionUnits'] = data && 'questionUnits' in data ? (data as SchoolActivityDetail).questionUnits : [];
  return (
    <Drawer title={data?.name ?? '活动详情'} open={Boolean(activity)} onClose={onClose} size={560} loading={detail.isLoading}>
      {data ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="类别">
              <Tag color={data.kind === ActivityKind.SCHOOL ? 'blue' : 'green'}>{data.kindName}</Tag>
              {data.typeName}
            </Descriptions.Item>
            <Descriptions.Item label="时间">{scheduleText(data)}</Descriptions.Item>
            {data.kind === ActivityKind.REGULAR ? <Descriptions.Item label="起止日期">{termText(data)}</Descriptions.Item> : null}
            <Descriptions.Item label="区域">{data.areaName || '—'}</Descriptions.Item>
            <Descriptions.Item label="班级">{classNames(data)}</Descriptions.Item>
            <Descriptions.Item label="活动内容">
              <div className="activity-detail__content">{data.content || '—'}</div>
            </Descriptions.Item>
            <Descriptions.Item label="登记人">{data.createdByName}</Descriptions.Item>
          </Descriptions>
          {units.length > 0 ? (
            <List
              className="activity-detail__units"
              header="评价单元"
              size="small"
              dataSource={units}
              renderItem={(unit) => (
                <List.Item>
                  <List.Item.Meta title={unit.unitName} description={unit.questions.join('；')} />
                </List.Item>
              )}
            />
          ) : null}
        </>
      ) : activity ? (
        <RecordStatus query={detail} what="活动详情" notFound={<QueryEmpty description="这项活动已不存在" />} />
      ) : null}
    </Drawer>
  );
}
