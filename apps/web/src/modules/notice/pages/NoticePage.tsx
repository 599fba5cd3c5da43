import { PlusOutlined } from '@ant-design/icons';
import { noticeAudienceLabel, NoticeStatus, noticeStatusLabel, type NoticeRow } from '@yuanwu/shared';
import { App, Button, DatePicker, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { minuteOf } from '../../../components/dates';
import { ListPage } from '../../../components/ListPage';
import { QuerySelect } from '../../../components/query-state';
import { urlParam } from '../../../components/url-state';
import { NoticeDetailDrawer } from '../components/NoticeDetailDrawer';
import { NoticeFormModal } from '../components/NoticeFormModal';
import { NoticeStatusTag } from '../components/NoticeStatusTag';
import { ANY, noticeListSource, useDeleteNotice, usePublishers, type NoticeFilters } from '../notice.queries';
import '../notice.css';

const initialFilters: NoticeFilters = { dates: null, audienceType: ANY, publisherId: ANY, status: ANY, keyword: '' };
const filterParams = { dates: urlParam.dayRange() };
const withAll = (options: { value: number; label: string }[]) => [{ value: ANY, label: '全部' }, ...options];
const audienceOptions = withAll(Object.entries(noticeAudienceLabel).map(([value, label]) => ({ value: Number(value), label })));
const statusOptions = withAll(Object.entries(noticeStatusLabel).map(([value, label]) => ({ value: Number(value), label })));

type Editing = { noticeId?: number | undefined };

/** 通知动态: the school's notices, to publish now or later, edit, remove, and see who has read them. */
export default function NoticePage() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const [viewing, setViewing] = useState<number>();
  const remove = useDeleteNotice();
  const publishers = usePublishers();

  const columns: TableColumnsType<NoticeRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (title: string, row) => (
        <div>
          <Button type="link" size="small" className="notice-list__title" onClick={() => setViewing(row.noticeId)}>
            {title}
          </Button>
          <div className="notice-list__summary" title={row.summary}>
            {row.summary}
          </div>
        </div>
      ),
    },
    { title: '发布范围', dataIndex: 'audienceText', width: 200, ellipsis: true },
    { title: '发布人', dataIndex: 'publisherName', width: 100 },
    { title: '发布时间', dataIndex: 'publishAt', width: 150, render: (time: string) => minuteOf(time) },
    { title: '状态', dataIndex: 'status', width: 90, render: (status: number) => <NoticeStatusTag status={status} /> },
    {
      title: '阅读情况',
      key: 'reads',
      width: 140,
      render: (_, row) =>
        row.status === NoticeStatus.PUBLISHED ? (
          <span className="notice-list__reads">
            已读 {row.readCount} / 未读 {row.unreadCount}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(row.noticeId)}>
            详情
          </Button>
          {row.editable ? (
            <>
              <Button type="link" size="small" onClick={() => setEditing({ noticeId: row.noticeId })}>
                编辑
              </Button>
              <DeleteButton
                title={`确定删除「${row.title}」吗？`}
                description="删除后家长和老师都将看不到这条通知，阅读记录一并删除。"
                onConfirm={() => remove.mutateAsync(row.noticeId).then(() => message.success(`已删除「${row.title}」`))}
              />
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<NoticeRow, NoticeFilters>
        title="通知动态"
        source={noticeListSource}
        rowKey="noticeId"
        columns={columns}
        initialFilters={initialFilters}
        filterParams={filterParams}
        emptyText="没有符合条件的通知。可点击“发布通知”告知家长和老师园里的事"
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            发布通知
          </Button>
        }
        filters={
          <>
            <Form.Item name="dates" label="发布时间">
              <DatePicker.RangePicker />
            </Form.Item>
            <Form.Item name="audienceType" label="发布范围">
              <Select className="notice-filter__select" options={audienceOptions} />
            </Form.Item>
            <Form.Item name="publisherId" label="发布人">
              <QuerySelect<number>
                query={publishers}
                what="发布人"
                className="notice-filter__select"
                showSearch
                optionFilterProp="label"
                options={withAll((publishers.data?.list ?? []).map((row) => ({ value: row.publisherId, label: row.publisherName })))}
              />
            </Form.Item>
            <Form.Item name="status" label="状态">
              <Select className="notice-filter__select" options={statusOptions} />
            </Form.Item>
            <Form.Item name="keyword" label="搜索">
              <Input placeholder="标题或内容" allowClear maxLength={50} />
            </Form.Item>
          </>
        }
      />
      <NoticeFormModal open={Boolean(editing)} noticeId={editing?.noticeId} onClose={() => setEditing(undefined)} />
      <NoticeDetailDrawer noticeId={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
