import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { BatchRow } from '@yuanwu/shared';
import { App, Button, Form, Input, Progress, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/ListPage';
import { DeleteButton } from '../../../components/confirm-delete';
import { defaultYearId, useYearOptions } from '../../filter';
import { NoSchoolYear } from '../../school-year';
import { CHECKUP_TEMPLATE_PATH, checkupDetailPath } from '../checkup.paths';
import { batchListSource, useDeleteBatch } from '../checkup.queries';
import { AddBatchModal } from '../components/AddBatchModal';
import '../checkup.css';
import { PageStatus } from '../../../components/query-state';

const initialFilters = { keyword: '' };

/** 幼儿体检: the checkup batches, newest first, each with how far it has got. */
export default function CheckupListPage() {
  const years = useYearOptions();
  const yearId = defaultYearId(years.data ?? []);
  const [adding, setAdding] = useState(false);
  const deleteBatch = useDeleteBatch();
  const navigate = useNavigate();
  const { message } = App.useApp();

  if (!years.data) return <PageStatus query={years} what="学年" />;
  if (!yearId) return <NoSchoolYear need="体检按学年的班级进行，请先新增学年和班级。" />;

  const columns: TableColumnsType<BatchRow> = [
    { title: '体检名称', dataIndex: 'batchName', render: (name: string, row) => <Link to={checkupDetailPath(row.batchId)}>{name}</Link> },
    { title: '体检日期', dataIndex: 'checkupDate', width: 110 },
    { title: '班级', dataIndex: 'classNames', render: (names: string[]) => names.join('、') },
    { title: '模板', dataIndex: 'templateName', width: 130 },
    {
      title: '进度',
      key: 'progress',
      width: 190,
      render: (_, row) => (
        <div className="checkup-progress">
          <Progress percent={row.childCount ? Math.round((row.checkedCount / row.childCount) * 100) : 0} size="small" />
          <span className="checkup-muted">
            已检 {row.checkedCount} / {row.childCount}
          </span>
        </div>
      ),
    },
    { title: '创建人', dataIndex: 'createdByName', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(checkupDetailPath(row.batchId))}>
            查看
          </Button>
          <DeleteButton
            title={`删除「${row.batchName}」？`}
            description={row.checkedCount > 0 ? `已录入的 ${row.checkedCount} 名幼儿的体检数据将一并删除，无法恢复。` : '删除后无法恢复。'}
            onConfirm={() => deleteBatch.mutateAsync(row.batchId).then(() => message.success('已删除'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<BatchRow, typeof initialFilters>
        title="体检批次"
        source={batchListSource}
        rowKey="batchId"
        columns={columns}
        initialFilters={initialFilters}
        emptyText="还没有体检批次。点击“新增体检”，选择班级和模板后即可录入或导入体检数据"
        filters={
          <Form.Item name="keyword" label="体检名称">
            <Input placeholder="输入名称搜索" allowClear />
          </Form.Item>
        }
        actions={
          <>
            <Button icon={<SettingOutlined />} onClick={() => void navigate(CHECKUP_TEMPLATE_PATH)}>
              体检模板
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              新增体检
            </Button>
          </>
        }
      />
      <AddBatchModal
        yearId={yearId}
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(batchId) => {
          void message.success('已新增体检，可录入或导入体检数据');
          void navigate(checkupDetailPath(batchId));
        }}
      />
    </>
  );
}
