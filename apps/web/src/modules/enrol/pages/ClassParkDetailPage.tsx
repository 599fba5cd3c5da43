import { CheckOutlined, ClearOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { guardianRelationLabel, sexLabel, type enrolEndpoints, type Enrolment, type OutputOf } from '@yuanwu/shared';
import { App, Avatar, Button, Card, Col, Empty, Popconfirm, Row, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { birthdayColumn } from '../../child';
import { PickWaitingModal } from '../components/PickWaitingModal';
import { ENROL_PATH } from '../enrol.paths';
import { useCleanClass, useConfirmAdmission, useEnrolClassDetail, useTakeBackStudent } from '../enrol.queries';
import '../enrol.css';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';

type ClassDetail = OutputOf<typeof enrolEndpoints.getClassDetail>;
type ClassChild = ClassDetail['children'][number];

function PlacedActions({ classId, row }: { classId: number; row: Enrolment }) {
  const confirm = useConfirmAdmission();
  const takeBack = useTakeBackStudent();
  const { message } = App.useApp();
  return (
    <Space size={0}>
      <Popconfirm
        title={`确认「${row.studentName}」入园？`}
        description="将建立幼儿档案、家长和在班记录。"
        okText="确认入园"
        cancelText="取消"
        onConfirm={() => confirm.mutateAsync({ classId, enrolId: row.enrolId }).then(() => void message.success(`${row.studentName}已入园`), () => undefined)}
      >
        <Button type="link" size="small">
          确认入园
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`将「${row.studentName}」退回入园名单？`}
        okText="退回"
        cancelText="取消"
        onConfirm={() => takeBack.mutateAsync(row.enrolId).then(() => void message.success(`${row.studentName}已退回入园名单`), () => undefined)}
      >
        <Button type="link" size="small">
          退回
        </Button>
      </Popconfirm>
    </Space>
  );
}

const childColumns: TableColumnsType<ClassChild> = [
  { title: '姓名', dataIndex: 'studentName' },
  { title: '性别', dataIndex: 'sex', width: 70, render: (sex: number) => sexLabel[sex] },
  birthdayColumn(170),
];

function ClassHeader({ detail, onPick }: { detail: ClassDetail; onPick(): void }) {
  const confirm = useConfirmAdmission();
  const clean = useCleanClass();
  const { message, modal } = App.useApp();
  const placed = detail.placed.length;
  const confirmAll = () =>
    modal.confirm({
      title: `确认 ${placed} 名新生入园？`,
      content: `将为他们建立幼儿档案、家长和在班记录，成为${detail.className}的在读幼儿。`,
      okText: '全部确认入园',
      cancelText: '取消',
      onOk: () => confirm.mutateAsync({ classId: detail.classId }).then(({ count }) => void message.success(`${count} 名新生已入园`), () => undefined),
    });
  const cleanAll = () =>
    modal.confirm({
      title: `清空${detail.className}的待确认新生？`,
      content: `${placed} 名新生将全部退回入园名单，可重新分班。`,
      okText: '全部退回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => clean.mutateAsync(detail.classId).then(({ count }) => void message.success(`已退回 ${count} 名新生`), () => undefined),
    });
  return (
    <Card variant="borderless">
      <div className="enrol-header">
        <div className="enrol-header__who">
          <Avatar size={52} className="enrol-header__avatar">
            {detail.className.charAt(0)}
          </Avatar>
          <div>
            <h2 className="enrol-header__name">{detail.className}</h2>
            <Space size={6}>
              <Tag color="blue">{detail.yearName}</Tag>
              <Tag>{detail.gradeName}</Tag>
            </Space>
          </div>
        </div>
        <Space>
          <Button icon={<UsergroupAddOutlined />} onClick={onPick}>
            从入园名单添加
          </Button>
          <Button icon={<ClearOutlined />} disabled={placed === 0} onClick={cleanAll}>
            清空待确认
          </Button>
          <Button type="primary" icon={<CheckOutlined />} disabled={placed === 0} onClick={confirmAll}>
            全部确认入园
          </Button>
        </Space>
      </div>
      <div className="enrol-header__facts">
        <span>
          在读幼儿 <strong>{detail.children.length}</strong> 名
        </span>
        <span>
          待确认新生 <strong>{placed}</strong> 名
        </span>
      </div>
    </Card>
  );
}

/** 班级入园详情: the new students placed in a class, confirmed or taken back one by one or all at once. */
export default function ClassParkDetailPage() {
  const classId = Number(useParams().id);
  const detail = useEnrolClassDetail(classId);
  const [picking, setPicking] = useState(false);

  if (!detail.data) {
    const notFound = <RecordNotFound title="找不到这个班级" subTitle="班级可能已被删除，请回到新生入园查看。" backTo={ENROL_PATH} backLabel="返回新生入园" />;
    return <RecordStatus query={detail} what="班级入园信息" notFound={notFound} />;
  }
  const data = detail.data;
  const placedColumns: TableColumnsType<Enrolment> = [
    { title: '姓名', dataIndex: 'studentName', render: (name: string) => <span className="text-strong">{name}</span> },
    { title: '性别', dataIndex: 'sex', width: 60, render: (sex: number) => sexLabel[sex] },
    birthdayColumn(170),
    { title: '家长', key: 'guardian', render: (_, row) => `${row.guardianName}（${guardianRelationLabel[row.relationType]}）` },
    { title: '手机号', dataIndex: 'phone', width: 120 },
    { title: '操作', key: 'actions', width: 150, render: (_, row) => <PlacedActions classId={data.classId} row={row} /> },
  ];
  return (
    <div className="enrol-page">
      <QueryError query={detail} what="班级入园信息" />
      <ClassHeader detail={data} onPick={() => setPicking(true)} />
      <Row gutter={16}>
        <Col span={15}>
          <Card variant="borderless" title="待确认入园的新生">
            <Table<Enrolment>
              rowKey="enrolId"
              size="middle"
              columns={placedColumns}
              dataSource={data.placed}
              pagination={false}
              locale={{ emptyText: <Empty description="没有待确认的新生，可点击“从入园名单添加”分入本班" /> }}
            />
          </Card>
        </Col>
        <Col span={9}>
          <Card variant="borderless" title="在读幼儿">
            <Table<ClassChild>
              rowKey="studentId"
              size="small"
              columns={childColumns}
              dataSource={data.children}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 名` }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="班级还没有在读幼儿" /> }}
            />
          </Card>
        </Col>
      </Row>
      <PickWaitingModal
        classId={data.classId}
        className={data.className}
        gradeLevel={data.gradeLevel}
        open={picking}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
