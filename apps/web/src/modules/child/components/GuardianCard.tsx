import { DownOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { guardianRelationLabel, MAX_GUARDIANS, type Guardian, type StudentDetail } from '@yuanwu/shared';
import { App, Button, Card, Dropdown, Empty, Popconfirm, Popover, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { dayOf } from '../../../components/dates';
import { useRelieveRelation, useRestoreRelation, useSetMainRelation } from '../child.queries';
import { AddGuardianModal, GuardianEditModal, type GuardianEdit } from './GuardianModals';

/** 父亲, or the words given for 其他. */
export const relationText = (relationType: number, relationName: string | null) => relationName || guardianRelationLabel[relationType] || '其他';

function PhoneHistory({ guardian }: { guardian: Guardian }) {
  if (guardian.phoneHistory.length === 0) return null;
  return (
    <Popover
      title="换号记录"
      content={
        <ul className="child-phone-history">
          {guardian.phoneHistory.map((change) => (
            <li key={change.changedAt}>
              {dayOf(change.changedAt)}：{change.oldPhone} → {change.newPhone}
              {change.teacherName ? <span className="text-muted">（{change.teacherName}）</span> : null}
            </li>
          ))}
        </ul>
      }
    >
      <HistoryOutlined className="child-phone-history__icon" aria-label="换号记录" />
    </Popover>
  );
}

interface GuardianActionsProps {
  studentId: number;
  guardian: Guardian;
  onEdit(edit: GuardianEdit): void;
}

function GuardianActions({ studentId, guardian, onEdit }: GuardianActionsProps) {
  const setMain = useSetMainRelation();
  const relieve = useRelieveRelation();
  const restore = useRestoreRelation();
  const { message } = App.useApp();
  const relation = { studentId, guardianId: guardian.guardianId };
  const name = guardian.guardianName;

  if (guardian.relieved) {
    return (
      <Popconfirm
        title={`恢复与「${name}」的关系？`}
        okText="恢复"
        cancelText="取消"
        onConfirm={() => restore.mutateAsync(relation).then(() => void message.success(`已恢复与${name}的关系`), () => undefined)}
      >
        <Button type="link" size="small">
          恢复关系
        </Button>
      </Popconfirm>
    );
  }
  return (
    <Space size={0}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'name', label: '修改姓名' },
            { key: 'relation', label: '修改关系' },
            { key: 'phone', label: '更换手机号' },
            { key: 'password', label: '设置登录密码' },
          ],
          onClick: ({ key }) => onEdit(key as GuardianEdit),
        }}
      >
        <Button type="link" size="small">
          修改 <DownOutlined />
        </Button>
      </Dropdown>
      {guardian.isMain ? null : (
        <>
          <Popconfirm
            title={`将「${name}」设为主监护人？`}
            description="每名幼儿只有一位主监护人，原主监护人将改为普通家长。"
            okText="设为主监护人"
            cancelText="取消"
            onConfirm={() => setMain.mutateAsync(relation).then(() => void message.success(`${name}已设为主监护人`), () => undefined)}
          >
            <Button type="link" size="small">
              设为主监护人
            </Button>
          </Popconfirm>
          <Popconfirm
            title={`解除与「${name}」的关系？`}
            description="该家长为此幼儿持有的接送卡将注销；与其他孩子的关系不受影响，之后可恢复。"
            okText="解除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => relieve.mutateAsync(relation).then(() => void message.success(`已解除与${name}的关系`), () => undefined)}
          >
            <Button type="link" size="small" danger>
              解除关系
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}

/** 家长: a child's guardians, relieved ones kept to be restored, each with its phone history. */
export function GuardianCard({ student }: { student: StudentDetail }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ guardian: Guardian; edit: GuardianEdit }>();
  const active = student.guardians.filter((guardian) => !guardian.relieved).length;

  const columns: TableColumnsType<Guardian> = [
    {
      title: '家长',
      dataIndex: 'guardianName',
      // A name broken over lines reads as two people: the other columns give way instead.
      className: 'child-nowrap',
      render: (name: string, guardian) => (
        <Space size={6}>
          <span className={guardian.relieved ? 'text-muted' : 'text-strong'}>{name}</span>
          {guardian.isMain ? <Tag color="blue">主监护人</Tag> : null}
          {guardian.relieved ? <Tag>已解除</Tag> : null}
        </Space>
      ),
    },
    { title: '关系', key: 'relation', width: 90, render: (_, guardian) => relationText(guardian.relationType, guardian.relationName) },
    {
      title: '手机号',
      dataIndex: 'phone',
      width: 140,
      render: (phone: string, guardian) => (
        <Space size={6}>
          {phone}
          <PhoneHistory guardian={guardian} />
        </Space>
      ),
    },
    {
      title: '家长端密码',
      dataIndex: 'hasPassword',
      width: 100,
      render: (hasPassword: boolean) => (hasPassword ? '已设置' : <span className="text-muted">未设置</span>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, guardian) => <GuardianActions studentId={student.studentId} guardian={guardian} onEdit={(edit) => setEditing({ guardian, edit })} />,
    },
  ];

  return (
    <Card
      variant="borderless"
      title="家长"
      extra={
        <Button type="link" icon={<PlusOutlined />} disabled={active >= MAX_GUARDIANS} onClick={() => setAdding(true)}>
          添加家长
        </Button>
      }
    >
      <Table<Guardian>
        rowKey="guardianId"
        size="middle"
        columns={columns}
        dataSource={student.guardians}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有登记家长，点击“添加家长”登记" /> }}
      />
      <AddGuardianModal studentId={student.studentId} open={adding} onClose={() => setAdding(false)} />
      <GuardianEditModal studentId={student.studentId} guardian={editing?.guardian} edit={editing?.edit} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
