import { PlusOutlined } from '@ant-design/icons';
import { Validity } from '@yuanwu/shared';
import { App, Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { QueryTable } from '../../../components/query-state';
import { useDeleteShift, useShifts, useShiftStatus, type Shift } from '../teacher-attend.queries';
import { ShiftFormModal } from './ShiftFormModal';

type Editing = { shift: Shift | undefined } | undefined;

/** 班次: the school's shifts, added, edited, set valid or invalid (one or several) and deleted. */
export function ShiftTab() {
  const shifts = useShifts();
  const setStatus = useShiftStatus();
  const remove = useDeleteShift();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const [selected, setSelected] = useState<number[]>([]);

  const changeStatus = async (shiftIds: number[], status: number) => {
    await setStatus.mutateAsync({ shiftIds, status });
    setSelected([]);
    void message.success(status === Validity.NORMAL ? '已设为有效' : '已设为无效');
  };

  const columns: TableColumnsType<Shift> = [
    { title: '班次名称', dataIndex: 'shiftName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '上下班时间', dataIndex: 'timeText' },
    { title: '允许迟到', dataIndex: 'lateMinutes', width: 100, render: (minutes: number) => `${minutes}分钟` },
    { title: '允许早退', dataIndex: 'earlyMinutes', width: 100, render: (minutes: number) => `${minutes}分钟` },
    { title: '工作时长', dataIndex: 'workMinutes', width: 100, render: (minutes: number) => `${(minutes / 60).toFixed(1)}小时` },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (status: number, row) => <Tag color={status === Validity.NORMAL ? 'green' : 'default'}>{row.statusName}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ shift: row })}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => changeStatus([row.shiftId], row.status === Validity.NORMAL ? Validity.INVALID : Validity.NORMAL)}>
            {row.status === Validity.NORMAL ? '设为无效' : '设为有效'}
          </Button>
          <DeleteButton title={`删除班次「${row.shiftName}」吗？`} onConfirm={() => remove.mutateAsync(row.shiftId)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="attend-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ shift: undefined })}>
          添加班次
        </Button>
        <Button disabled={selected.length === 0} loading={setStatus.isPending} onClick={() => changeStatus(selected, Validity.NORMAL)}>
          设为有效
        </Button>
        <Button disabled={selected.length === 0} loading={setStatus.isPending} onClick={() => changeStatus(selected, Validity.INVALID)}>
          设为无效
        </Button>
      </div>
      <QueryTable<Shift>
        query={shifts}
        what="班次"
        emptyText="还没有班次，请先添加班次"
        rowKey="shiftId"
        columns={columns}
        dataSource={shifts.data?.list}
        pagination={false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />
      <ShiftFormModal shift={editing?.shift} open={editing !== undefined} onClose={() => setEditing(undefined)} />
    </>
  );
}
