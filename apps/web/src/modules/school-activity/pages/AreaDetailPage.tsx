import { PictureOutlined } from '@ant-design/icons';
import { ActivityKind, type ActivityRow } from '@yuanwu/shared';
import { Button, Card, Descriptions, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { classNames, scheduleText } from '../activity-form';
import { ActivityDetailDrawer } from '../components/ActivityDetailDrawer';
import { AreaFormModal } from '../components/AreaFormModal';
import { AREA_MANAGE_PATH } from '../school-activity.paths';
import { areaActivitiesSource, useArea } from '../school-activity.queries';
import '../school-activity.css';

/** 区域详情: the area and the activities held in it. */
export default function AreaDetailPage() {
  const areaId = Number(useParams().areaId);
  const area = useArea(areaId);
  const activities = usePagedList({ ...areaActivitiesSource, filters: { areaId } });
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<ActivityRow>();

  if (!area.data) {
    const notFound = <RecordNotFound title="区域不存在" subTitle="这个区域可能已被删除" backTo={AREA_MANAGE_PATH} backLabel="返回区域管理" />;
    return <RecordStatus query={area} what="区域信息" notFound={notFound} />;
  }
  const data = area.data;

  const columns: TableColumnsType<ActivityRow> = [
    {
      title: '活动名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setViewing(row)}>
          {name}
        </Button>
      ),
    },
    { title: '类别', dataIndex: 'kindName', width: 100, render: (kindName: string, row) => <Tag color={row.kind === ActivityKind.SCHOOL ? 'blue' : 'green'}>{kindName}</Tag> },
    { title: '时间', key: 'schedule', width: 230, render: (_, row) => scheduleText(row) },
    { title: '班级', key: 'classes', ellipsis: true, render: (_, row) => classNames(row) },
  ];

  return (
    <>
      <QueryError query={area} what="区域信息" />
      <Card
        variant="borderless"
        title={data.name}
        extra={
          <Button type="primary" onClick={() => setEditing(true)}>
            编辑
          </Button>
        }
      >
        <div className="area-detail__head">
          <div className="area-detail__cover">
            <StoredPicture fileId={data.coverFileId} alt={data.name} placeholder={<><PictureOutlined />暂无封面</>} />
          </div>
          <Descriptions column={2} size="small">
            <Descriptions.Item label="位置">{data.location || '—'}</Descriptions.Item>
            <Descriptions.Item label="容纳人数">{data.capacity ? `${data.capacity} 人` : '不限'}</Descriptions.Item>
            <Descriptions.Item label="使用班级" span={2}>
              {data.classes.map((item) => item.className).join('、') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="备注" span={2}>
              {data.remark || '—'}
            </Descriptions.Item>
          </Descriptions>
        </div>
      </Card>
      <Card className="area-detail__activities" variant="borderless" title={`在此开展的活动（${activities.page.data?.total ?? 0}）`}>
        <PagedTable<ActivityRow>
          list={activities}
          rowKey="activityId"
          size="small"
          columns={columns}
          what="区域活动"
          emptyText="还没有在这个区域开展的活动"
          simpleEmpty
          pagination={{ showTotal: (total) => `共 ${total} 条` }}
        />
      </Card>
      <AreaFormModal open={editing} area={data} onClose={() => setEditing(false)} />
      <ActivityDetailDrawer activity={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
