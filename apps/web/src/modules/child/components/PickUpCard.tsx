import { PlusOutlined } from '@ant-design/icons';
import { StudentStatus, type PickUpPerson, type StudentDetail } from '@yuanwu/shared';
import { App, Button, Card, Empty, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { validityOn, type Validity } from '../child-dates';
import { rangeText, todayText } from '../../../components/dates';
import { useRemovePickUpPerson } from '../child.queries';
import { relationText } from './GuardianCard';
import { PersonPhoto } from './PersonPhoto';
import { PickUpPersonModal } from './PickUpPersonModal';

const validityTag: Record<Validity, { color: string; label: string }> = {
  valid: { color: 'green', label: '有效' },
  notYet: { color: 'gold', label: '未生效' },
  expired: { color: 'default', label: '已过期' },
};

/** 接送人: people besides the guardians who may collect the child, each within their dates. */
export function PickUpCard({ student }: { student: StudentDetail }) {
  const remove = useRemovePickUpPerson();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ person?: PickUpPerson }>();
  const today = todayText();
  const inSchool = student.status === StudentStatus.IN_SCHOOL;

  const columns: TableColumnsType<PickUpPerson> = [
    {
      title: '接送人',
      dataIndex: 'name',
      render: (name: string, person) => (
        <Space size={8}>
          <PersonPhoto name={name} photoUrl={person.photoUrl} />
          <span className="text-strong">{name}</span>
        </Space>
      ),
    },
    { title: '关系', key: 'relation', width: 90, render: (_, person) => relationText(person.relationType, person.relationName) },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '有效期',
      key: 'validity',
      width: 240,
      render: (_, person) => {
        const tag = validityTag[validityOn(today, person.validFrom, person.validTo)];
        return (
          <Space size={6}>
            <span>
              {rangeText(person.validFrom ?? '不限', person.validTo ?? '长期')}
            </span>
            <Tag color={tag.color}>{tag.label}</Tag>
          </Space>
        );
      },
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, person) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ person })}>
            编辑
          </Button>
          <Popconfirm
            title={`移除接送人「${person.name}」？`}
            description="其接送卡将同时注销，记录保留。"
            okText="移除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutateAsync(person.pickUpPersonId).then(() => void message.success(`已移除接送人${person.name}`), () => undefined)}
          >
            <Button type="link" size="small" danger>
              移除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title="接送人"
      extra={
        inSchool ? (
          <Button type="link" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            添加接送人
          </Button>
        ) : null
      }
    >
      <Table<PickUpPerson>
        rowKey="pickUpPersonId"
        size="middle"
        columns={columns}
        dataSource={student.pickUpPeople}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有登记接送人。家长以外的人（如祖辈、保姆）接送时，请在此登记并设置有效期" /> }}
      />
      <PickUpPersonModal studentId={student.studentId} person={editing?.person} open={Boolean(editing)} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
