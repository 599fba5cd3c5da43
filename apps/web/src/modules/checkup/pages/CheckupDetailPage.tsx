import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { checkupItemHeader, checkupLevel, sexLabel, type BatchInfo, type ChildCheckupRow } from '@yuanwu/shared';
import { App, Button, Card, Descriptions, Input, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DeleteButton } from '../../../components/confirm-delete';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';
import { useUrlFilters, useUrlTab } from '../../../components/url-state';
import { progressText } from '../checkup-view';
import { CHECKUP_PATH } from '../checkup.paths';
import { batchChildrenSource, useBatchInfo, useClearValues, useExportData, useExportEmptyTable, type BatchChildFilters } from '../checkup.queries';
import { BatchScopeFilters } from '../components/BatchScopeFilters';
import { CheckupStatisticsTab } from '../components/CheckupStatisticsTab';
import { ChildValuesModal } from '../components/ChildValuesModal';
import { ImportCheckupModal } from '../components/ImportCheckupModal';
import '../checkup.css';

const LEVEL_WARNINGS = new Set(['偏低', '偏高', '有', '异常']);

/** The children of the batch with their values, a class at a time, and what to do with each. */
function ChildrenTab({ batch }: { batch: BatchInfo }) {
  const [filters, setFilters] = useUrlFilters<BatchChildFilters>({ gradeId: 0, classId: 0, childName: '' });
  const [editing, setEditing] = useState<ChildCheckupRow>();
  const children = usePagedList({ ...batchChildrenSource(batch.batchId), filters });
  const clear = useClearValues();
  const { message } = App.useApp();

  const itemColumns: TableColumnsType<ChildCheckupRow> = batch.items.map((item) => ({
    title: checkupItemHeader(item),
    key: `item${item.itemId}`,
    width: 96,
    render: (_, row) => {
      const value = row.values.find((entry) => entry.itemId === item.itemId)?.value;
      if (value === undefined) return <span className="checkup-muted">—</span>;
      const level = checkupLevel(item, value);
      return LEVEL_WARNINGS.has(level ?? '') ? <Tag color="orange">{value}</Tag> : value;
    },
  }));
  const columns: TableColumnsType<ChildCheckupRow> = [
    { title: '幼儿', dataIndex: 'studentName', width: 90, fixed: 'left' },
    { title: '班级', dataIndex: 'className', width: 80 },
    { title: '性别', dataIndex: 'sex', width: 60, render: (sex: number) => sexLabel[sex] },
    ...itemColumns,
    { title: '状态', dataIndex: 'checkedAt', width: 70, render: (checkedAt: string | null) => (checkedAt ? <Tag color="green">已检</Tag> : <Tag>未检</Tag>) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
            录入
          </Button>
          {row.checkedAt ? (
            <DeleteButton
              title={`清空${row.studentName}的体检数据？`}
              description="清空后该幼儿记为未检，可重新录入。"
              onConfirm={() => clear.mutateAsync({ batchId: batch.batchId, studentId: row.studentId }).then(() => message.success('已清空'))}
            >
              清空
            </DeleteButton>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="checkup-toolbar">
        <Space wrap>
          <BatchScopeFilters classes={batch.classes} scope={filters} onChange={(scope) => setFilters({ ...filters, ...scope })} />
          <Input.Search
            key={filters.childName}
            defaultValue={filters.childName}
            aria-label="幼儿姓名"
            placeholder="幼儿姓名"
            allowClear
            style={{ width: 180 }}
            onSearch={(value) => {
              setFilters({ ...filters, childName: value.trim() });
              children.firstPage();
            }}
          />
        </Space>
      </div>
      <PagedTable<ChildCheckupRow>
        list={children}
        rowKey="studentId"
        size="middle"
        scroll={{ x: 'max-content' }}
        columns={columns}
        what="幼儿体检数据"
        emptyText="没有找到幼儿，可调整范围或姓名"
        pagination={{ showSizeChanger: true, showTotal: (total) => `共 ${total} 名幼儿` }}
      />
      <ChildValuesModal batchId={batch.batchId} items={batch.items} child={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

/** 体检详情: the batch, its children with their values, the table to fill in, the import and the statistics. */
export default function CheckupDetailPage() {
  const batchId = Number(useParams().batchId);
  const info = useBatchInfo(batchId, { gradeId: 0, classId: 0 });
  const emptyTable = useExportEmptyTable();
  const exportData = useExportData();
  const [importing, setImporting] = useState(false);
  const [tab, setTab] = useUrlTab(['children', 'statistics']);
  const batch = info.data;

  if (!batch) {
    const notFound = <RecordNotFound title="体检批次不存在" subTitle="该体检批次可能已被删除。" backTo={CHECKUP_PATH} backLabel="返回幼儿体检" />;
    return <RecordStatus query={info} what="体检批次" notFound={notFound} />;
  }

  return (
    <>
      <QueryError query={info} what="体检批次" />
      <Card variant="borderless">
        <div className="checkup-header">
          <h2 className="checkup-header__title">{batch.batchName}</h2>
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={emptyTable.isPending} onClick={() => emptyTable.mutate({ batchId })}>
              导出空白表
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入数据
            </Button>
            <Button icon={<DownloadOutlined />} loading={exportData.isPending} onClick={() => exportData.mutate({ batchId })}>
              导出数据
            </Button>
          </Space>
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'date', label: '体检日期', children: batch.checkupDate },
            { key: 'template', label: '体检模板', children: `${batch.templateName}（${batch.items.length}项）` },
            { key: 'progress', label: '进度', children: progressText(batch) },
            { key: 'classes', label: '班级', children: batch.classes.map((row) => row.className).join('、') },
          ]}
        />
      </Card>
      <Card variant="borderless">
        <Tabs
          destroyOnHidden
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'children', label: '体检数据', children: <ChildrenTab batch={batch} /> },
            { key: 'statistics', label: '统计', children: <CheckupStatisticsTab batchId={batchId} classes={batch.classes} /> },
          ]}
        />
      </Card>
      <ImportCheckupModal batchId={batchId} open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
