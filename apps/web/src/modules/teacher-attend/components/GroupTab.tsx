import { PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeleteButton } from '../../../components/confirm-delete';
import { dayOf } from '../../../components/dates';
import { QueryTable } from '../../../components/query-state';
import { useDeleteGroup, useGroupMembers, useGroups, useRemoveFromGroup, type AttendGroup } from '../teacher-attend.queries';
import { GroupFormModal } from './GroupFormModal';

type Member = NonNullable<ReturnType<typeof useGroupMembers>['data']>['list'][number];

/** 周一 常规班，周二 常规班 …: each day of the loop with its shift, in a line. */
function loopText(group: AttendGroup) {
  return group.loop.map((day) => `${day.dayName} ${day.shiftName}`).join('，');
}

/** 成员: who is in a group, each removable (their days from tomorrow are cleared). */
function MembersModal({ group, onClose }: { group: AttendGroup | undefined; onClose(): void }) {
  const members = useGroupMembers(group?.groupId);
  const remove = useRemoveFromGroup();
  const columns: TableColumnsType<Member> = [
    { title: '姓名', dataIndex: 'teacherName' },
    { title: '部门', dataIndex: 'departmentName', render: (name: string | null) => name ?? '—' },
    { title: '手机号', dataIndex: 'phone' },
    { title: '加入日期', dataIndex: 'joinedAt', render: (at: string) => dayOf(at) },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <DeleteButton title={`将「${row.teacherName}」移出考勤组吗？`} description="明天起的排班将被清除，已过去的排班保留。" onConfirm={() => remove.mutateAsync(row.teacherId)}>
          移出
        </DeleteButton>
      ),
    },
  ];
  return (
    <Modal title={`${group?.groupName ?? ''} · 成员`} open={group !== undefined} onCancel={onClose} footer={null} width={720}>
      <QueryTable<Member> query={members} what="成员" emptyText="还没有成员，可在编辑考勤组时添加" rowKey="teacherId" columns={columns} dataSource={members.data?.list} pagination={false} size="small" />
    </Modal>
  );
}

/** 考勤组: groups with their loop, clock-in means and members. */
export function GroupTab() {
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<{ groupId: number | undefined }>();
  const [membersOf, setMembersOf] = useState<AttendGroup>();

  const columns: TableColumnsType<AttendGroup> = [
    { title: '考勤组', dataIndex: 'groupName', width: 140, render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '排班规则', dataIndex: 'loopTypeName', width: 100, render: (name: string, row) => <Tag color={row.loopType === 1 ? 'blue' : 'purple'}>{name}</Tag> },
    { title: '班次安排', key: 'loop', render: (_, row) => <span className="loop-text">{loopText(row)}</span> },
    {
      title: '打卡方式',
      key: 'sign',
      width: 160,
      render: (_, row) => [row.signByCard ? '考勤机刷卡' : null, row.signByApp ? '手机签到' : null].filter(Boolean).join('、'),
    },
    {
      title: '人数',
      dataIndex: 'memberCount',
      width: 80,
      render: (count: number, row) => (
        <Button type="link" size="small" onClick={() => setMembersOf(row)}>
          {count}人
        </Button>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ groupId: row.groupId })}>
            编辑
          </Button>
          <DeleteButton
            title={`删除考勤组「${row.groupName}」吗？`}
            description="成员将变为未分组，明天起的排班将被清除。"
            onConfirm={() => remove.mutateAsync(row.groupId)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="attend-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ groupId: undefined })}>
          添加考勤组
        </Button>
      </div>
      <QueryTable<AttendGroup>
        query={groups}
        what="考勤组"
        emptyText="还没有考勤组，请先添加班次，再添加考勤组"
        rowKey="groupId"
        columns={columns}
        dataSource={groups.data?.list}
        pagination={false}
      />
      <GroupFormModal groupId={editing?.groupId} open={editing !== undefined} onClose={() => setEditing(undefined)} />
      <MembersModal group={membersOf} onClose={() => setMembersOf(undefined)} />
    </>
  );
}
