import { PlusOutlined } from '@ant-design/icons';
import { LeaveTypeInput, Validity } from '@yuanwu/shared';
import { Button, Form, Input, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { lengthCount, ruleFrom } from '../../../components/form-rules';
import { FormModal } from '../../../components/FormModal';
import { QueryTable } from '../../../components/query-state';
import { useAddLeaveType, useDeleteLeaveType, useLeaveTypes, useLeaveTypeStatus, type LeaveType } from '../teacher-attend.queries';

const NEW_TYPE = { halfDay: true };

/** 请假类型: the school's kinds of leave, enabled or disabled, with whether half days are allowed. */
export function LeaveTypeTab() {
  const leaveTypes = useLeaveTypes();
  const add = useAddLeaveType();
  const setStatus = useLeaveTypeStatus();
  const remove = useDeleteLeaveType();
  const [adding, setAdding] = useState(false);

  const columns: TableColumnsType<LeaveType> = [
    { title: '请假类型', dataIndex: 'leaveTypeName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '请假单位', dataIndex: 'halfDay', render: (halfDay: boolean) => (halfDay ? '按半天' : '按天') },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number, row) => <Tag color={status === Validity.NORMAL ? 'green' : 'default'}>{row.statusName}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setStatus.mutate({ leaveTypeIds: [row.leaveTypeId], status: row.status === Validity.NORMAL ? Validity.INVALID : Validity.NORMAL })}
          >
            {row.status === Validity.NORMAL ? '停用' : '启用'}
          </Button>
          <DeleteButton title={`删除请假类型「${row.leaveTypeName}」吗？`} description="已有的请假记录仍显示该类型。" onConfirm={() => remove.mutateAsync(row.leaveTypeId)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="attend-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          添加请假类型
        </Button>
      </div>
      <QueryTable<LeaveType>
        query={leaveTypes}
        what="请假类型"
        emptyText="还没有请假类型"
        rowKey="leaveTypeId"
        columns={columns}
        dataSource={leaveTypes.data}
        pagination={false}
      />
      <FormModal<{ leaveTypeName: string; halfDay: boolean }>
        title="添加请假类型"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={(values) => add.mutateAsync(values)}
        initialValues={NEW_TYPE}
      >
        <Form.Item name="leaveTypeName" label="请假类型名称" required rules={[ruleFrom(LeaveTypeInput.shape.leaveTypeName)]}>
          <Input placeholder="如：探亲假" count={lengthCount(LeaveTypeInput.shape.leaveTypeName)} />
        </Form.Item>
        <Form.Item name="halfDay" label="可按半天请假" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
