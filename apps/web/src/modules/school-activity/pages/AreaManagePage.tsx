import { BarChartOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import type { AreaRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/ListPage';
import { StoredPicture } from '../../../components/upload/StoredPicture';
import { AreaFormModal } from '../components/AreaFormModal';
import { AREA_STATISTICS_PATH, areaInfoPath } from '../school-activity.paths';
import { areaListSource, useDeleteArea } from '../school-activity.queries';
import '../school-activity.css';

interface Filters {
  searchKey: string;
}

const initialFilters: Filters = { searchKey: '' };

/** 区域管理: the school's activity areas and corners, with who uses them. */
export default function AreaManagePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ area?: AreaRow }>();
  const remove = useDeleteArea();

  const columns: TableColumnsType<AreaRow> = [
    {
      title: '封面',
      dataIndex: 'coverFileId',
      width: 120,
      render: (fileId: number | null, row) => (
        <div className="area-cover">
          <StoredPicture fileId={fileId} alt={row.name} placeholder={<PictureOutlined />} />
        </div>
      ),
    },
    {
      title: '区域名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => void navigate(areaInfoPath(row.areaId))}>
          {name}
        </Button>
      ),
    },
    { title: '位置', dataIndex: 'location', render: (location: string) => location || '—' },
    { title: '容纳人数', dataIndex: 'capacity', width: 100, render: (capacity: number | null) => (capacity ? `${capacity} 人` : '不限') },
    { title: '使用班级', key: 'classes', ellipsis: true, render: (_, row) => row.classes.map((item) => item.className).join('、') || '—' },
    { title: '活动数', dataIndex: 'activityCount', width: 80 },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(areaInfoPath(row.areaId))}>
            详情
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ area: row })}>
            编辑
          </Button>
          <DeleteButton
            title={`确定删除区域「${row.name}」吗？`}
            description={row.activityCount > 0 ? `该区域还有 ${row.activityCount} 项活动，需先修改或删除这些活动。` : undefined}
            onConfirm={() => remove.mutateAsync(row.areaId).then(() => message.success(`已删除区域「${row.name}」`))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AreaRow, Filters>
        title="区域管理"
        source={areaListSource}
        rowKey="areaId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="还没有区域。新增建构区、美工区、阅读区等活动区域后，可在园所活动中安排各班的常规活动"
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增区域
            </Button>
            <Button icon={<BarChartOutlined />} onClick={() => void navigate(AREA_STATISTICS_PATH)}>
              使用统计
            </Button>
          </>
        }
        filters={
          <Form.Item name="searchKey" label="搜索">
            <Input placeholder="区域名称或位置" allowClear />
          </Form.Item>
        }
      />
      <AreaFormModal open={Boolean(editing)} area={editing?.area} onClose={() => setEditing(undefined)} />
    </>
  );
}
