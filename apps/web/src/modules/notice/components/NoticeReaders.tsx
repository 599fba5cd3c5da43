import { NoticeReadStatus, noticeReaderTypeLabel, type NoticeReader } from '@yuanwu/shared';
import { Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { minuteOf } from '../../../components/dates';
import { QueryTable } from '../../../components/query-state';
import { useNoticeReaders } from '../notice.queries';

const PAGE_SIZE = 10;

const columns: TableColumnsType<NoticeReader> = [
  { title: '姓名', dataIndex: 'name', width: 110 },
  { title: '身份', dataIndex: 'readerType', width: 80, render: (type: number) => <Tag color={type === 1 ? 'blue' : 'green'}>{noticeReaderTypeLabel[type]}</Tag> },
  { title: '幼儿（班级）', dataIndex: 'description', ellipsis: true, render: (text: string, row) => (row.readerType === 1 ? '—' : text) },
  { title: '手机号', dataIndex: 'phone', width: 130 },
];
const readColumns: TableColumnsType<NoticeReader> = [...columns, { title: '阅读时间', dataIndex: 'readAt', width: 150, render: (time: string) => minuteOf(time) }];

function ReaderTable({ noticeId, readStatus }: { noticeId: number; readStatus: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  const readers = useNoticeReaders({ noticeId, readStatus, pageIndex, pageSize: PAGE_SIZE }, true);
  const unread = readStatus === NoticeReadStatus.UNREAD;
  return (
    <QueryTable<NoticeReader>
      query={readers}
      what={unread ? '未读名单' : '已读名单'}
      emptyText={unread ? '发布范围内的人都已阅读' : '还没有人阅读'}
      simpleEmpty
      size="small"
      rowKey={(row) => `${row.readerType}-${row.readerId}`}
      columns={unread ? columns : readColumns}
      dataSource={readers.data?.list ?? []}
      pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: readers.data?.total ?? 0, onChange: setPageIndex, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}

/** 未读 and 已读: the staff and families of the audience, as far as the caller's data scope reaches. */
export function NoticeReaders({ noticeId, readCount, unreadCount }: { noticeId: number; readCount: number; unreadCount: number }) {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'unread', label: `未读 ${unreadCount}`, children: <ReaderTable noticeId={noticeId} readStatus={NoticeReadStatus.UNREAD} /> },
        { key: 'read', label: `已读 ${readCount}`, children: <ReaderTable noticeId={noticeId} readStatus={NoticeReadStatus.READ} /> },
      ]}
    />
  );
}
