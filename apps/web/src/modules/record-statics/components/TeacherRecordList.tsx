import type { OutputOf, recordStaticsEndpoints } from '@yuanwu/shared';
import { Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryTable } from '../../../components/query-state';
import { useTeacherRecords } from '../record-statics.queries';

export type RecordRow = OutputOf<typeof recordStaticsEndpoints.getRecordInfoList>['list'][number];

export const recordColumns: TableColumnsType<RecordRow> = [
  { title: '日期', dataIndex: 'recordDate', width: 110 },
  { title: '类型', dataIndex: 'recordType', width: 90, render: (type: number) => (type === 1 ? <Tag color="blue">成长记录</Tag> : <Tag color="purple">观察记录</Tag>) },
  { title: '领域', dataIndex: 'fieldName', width: 80 },
  { title: '班级', dataIndex: 'className', width: 90 },
  { title: '教师', dataIndex: 'teacherName', width: 100 },
  { title: '幼儿数', dataIndex: 'childCount', width: 70 },
  { title: '内容', dataIndex: 'content', ellipsis: true },
];

/** The records a teacher wrote, newest first. */
export function TeacherRecordList({ teacherId, range }: { teacherId: number; range: { startDate?: string | undefined; endDate?: string | undefined } }) {
  const [page, setPage] = useState(1);
  const records = useTeacherRecords({ teacherId, ...range, pageIndex: page, pageSize: 10 });
  return (
    <QueryTable<RecordRow>
      query={records}
      what="记录"
      rowKey={(row) => `${row.recordType}-${row.recordId}`}
      size="small"
      columns={recordColumns.filter((column) => column.title !== '教师')}
      dataSource={records.data?.list ?? []}
      emptyText="这段时间没有记录"
      pagination={{ current: page, pageSize: 10, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
    />
  );
}
