import { sexLabel, type StudentAttendRow } from '@yuanwu/shared';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedTable, usePagedList } from '../../../components/PagedTable';
import { QuerySelect } from '../../../components/query-state';
import { useClassOptions } from '../../filter';
import { studentStatisticsSource, type AttendFilters, type StudentFilters } from '../attendance.queries';
import { AttendRate } from './AttendRate';
import { StudentDaysDrawer } from './StudentDaysDrawer';

/** The columns of a child's figures; the name opens the child's days. */
export function studentColumns(open: (row: StudentAttendRow) => void, options: { withClass: boolean }): TableColumnsType<StudentAttendRow> {
  return [
    {
      title: '姓名',
      dataIndex: 'studentName',
      render: (name: string, row) => (
        <Button type="link" size="small" className="attend-link" onClick={() => open(row)}>
          {name}
        </Button>
      ),
    },
    { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number) => sexLabel[sex] ?? '' },
    ...(options.withClass ? [{ title: '班级', dataIndex: 'className', width: 100 }] : []),
    { title: '上学日', dataIndex: 'schoolDays', width: 90 },
    { title: '出勤', dataIndex: 'presentCount', width: 80 },
    { title: '离园', dataIndex: 'leftCount', width: 80 },
    { title: '缺勤', dataIndex: 'absentCount', width: 80 },
    { title: '请假', dataIndex: 'leaveCount', width: 80 },
    { title: '未记录', dataIndex: 'unrecordedCount', width: 90 },
    { title: '出勤率', dataIndex: 'attendRate', width: 150, render: (rate: number | null) => <AttendRate rate={rate} /> },
  ];
}

interface StudentStatisticsTableProps {
  filters: AttendFilters;
  /** Where the tab keeps its class and name, so that the export takes the same. */
  search: Pick<StudentFilters, 'classId' | 'keyword'>;
  onSearch(search: Pick<StudentFilters, 'classId' | 'keyword'>): void;
}

/** Each child over the range: paged, narrowed by class and name; a name opens the child's days. */
export function StudentStatisticsTable({ filters, search, onSearch }: StudentStatisticsTableProps) {
  const [opened, setOpened] = useState<StudentAttendRow>();
  const classes = useClassOptions(filters.yearId, filters.gradeId);
  const list = usePagedList({ ...studentStatisticsSource, filters: { ...filters, ...search } });

  const columns = studentColumns((row) => setOpened(row), { withClass: true });

  return (
    <>
      <Form layout="inline" className="attend-student-search">
        <Form.Item label="班级" htmlFor="attend-student-class">
          <QuerySelect<number>
            query={classes}
            what="班级"
            emptyText="本学年还没有班级"
            id="attend-student-class"
            allowClear
            placeholder="全部班级"
            className="attend-student-search__class"
            value={search.classId}
            onChange={(classId) => onSearch({ ...search, classId })}
            options={(classes.data ?? []).map((option) => ({ value: option.classId, label: option.className }))}
          />
        </Form.Item>
        <Form.Item label="姓名" htmlFor="attend-student-keyword">
          {/* Keyed by the applied name: Back or a link shows the name the list is narrowed by. */}
          <Input.Search key={search.keyword} id="attend-student-keyword" allowClear placeholder="输入幼儿姓名" defaultValue={search.keyword} onSearch={(keyword) => onSearch({ ...search, keyword })} />
        </Form.Item>
      </Form>
      <PagedTable<StudentAttendRow>
        list={list}
        rowKey={(row) => `${row.studentId}:${row.classId}`}
        columns={columns}
        what="幼儿出勤统计"
        emptyText="没有找到幼儿，可调整班级或姓名"
        pagination={{ showSizeChanger: true, showTotal: (total) => `共 ${total} 名幼儿` }}
      />
      <StudentDaysDrawer student={opened} range={filters.range} onClose={() => setOpened(undefined)} />
    </>
  );
}
