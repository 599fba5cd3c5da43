import { DownloadOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { classPositionLabel, sexLabel, type OutputOf, type classGroupEndpoints } from '@yuanwu/shared';
import { Avatar, Button, Card, Col, Empty, Row, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useClassInfo, useExportClassChildren, useExportClassTeachers } from '../class-group.queries';
import { CLASS_MANAGE_PATH } from '../class-group.paths';
import { ClassTeachersModal } from '../components/ClassTeachersModal';
import './class-manage.css';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';

type ClassInfo = OutputOf<typeof classGroupEndpoints.getClassInfo>;
type ClassChild = ClassInfo['children'][number];

const positionColor: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'green' };

function ClassHeader({ info }: { info: ClassInfo }) {
  const exportChildren = useExportClassChildren();
  const exportTeachers = useExportClassTeachers();
  return (
    <Card variant="borderless" className="class-info__header">
      <div className="class-info__title-row">
        <div className="class-info__title">
          <Avatar size={52} className="class-info__avatar" icon={<TeamOutlined />} />
          <div>
            <h2 className="class-info__name">{info.className}</h2>
            <Space size={6}>
              <Tag color="blue">{info.yearName}</Tag>
              <Tag>{info.gradeName}</Tag>
            </Space>
          </div>
        </div>
        <Space>
          <Button icon={<DownloadOutlined />} loading={exportTeachers.isPending} onClick={() => exportTeachers.mutate(info.classId)}>
            导出教师名单
          </Button>
          <Button icon={<DownloadOutlined />} loading={exportChildren.isPending} onClick={() => exportChildren.mutate(info.classId)}>
            导出幼儿名单
          </Button>
        </Space>
      </div>
      <div className="class-info__facts">
        <span>
          在读幼儿 <strong>{info.children.length}</strong> 名
        </span>
        <span>
          班级老师 <strong>{info.teachers.length}</strong> 位
        </span>
      </div>
    </Card>
  );
}

function TeacherCard({ info }: { info: ClassInfo }) {
  const [editing, setEditing] = useState(false);
  const sorted = [...info.teachers].sort((a, b) => a.position - b.position);
  return (
    <Card
      variant="borderless"
      title="班级老师"
      extra={
        <Button type="link" icon={<SettingOutlined />} onClick={() => setEditing(true)}>
          设置老师
        </Button>
      }
    >
      {sorted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有设置班级老师，点击“设置老师”添加" />
      ) : (
        <ul className="class-info__teachers">
          {sorted.map((teacher) => (
            <li key={teacher.teacherId} className="class-info__teacher">
              <Avatar className="class-info__teacher-avatar">{teacher.teacherName.charAt(0)}</Avatar>
              <div className="class-info__teacher-text">
                <span className="class-manage__strong">{teacher.teacherName}</span>
                <span className="class-manage__muted">{teacher.phone}</span>
              </div>
              <Tag color={positionColor[teacher.position]}>{classPositionLabel[teacher.position]}</Tag>
            </li>
          ))}
        </ul>
      )}
      <ClassTeachersModal classId={info.classId} teachers={info.teachers} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}

const childColumns = (children: ClassChild[]): TableColumnsType<ClassChild> => [
  { title: '序号', key: 'index', width: 70, render: (_, child) => children.indexOf(child) + 1 },
  { title: '姓名', dataIndex: 'studentName' },
  { title: '性别', dataIndex: 'sex', width: 90, render: (sex: number) => sexLabel[sex] ?? '—' },
  { title: '出生日期', dataIndex: 'birthday', width: 140, render: (birthday: string | null) => birthday ?? '—' },
];

/** 班级详情: the class, its teachers (设置老师) and its children, with both exports. */
export default function ClassInfoPage() {
  const classId = Number(useParams().id);
  const info = useClassInfo(classId);

  if (!info.data) {
    const notFound = <RecordNotFound title="找不到这个班级" subTitle="班级可能已被删除，请回到班级列表查看。" backTo={CLASS_MANAGE_PATH} backLabel="返回班级管理" />;
    return <RecordStatus query={info} what="班级信息" notFound={notFound} />;
  }
  return (
    <div className="class-info">
      <QueryError query={info} what="班级信息" />
      <ClassHeader info={info.data} />
      <Row gutter={16}>
        <Col span={9}>
          <TeacherCard info={info.data} />
        </Col>
        <Col span={15}>
          <Card variant="borderless" title="幼儿名单">
            <Table<ClassChild>
              rowKey="studentId"
              size="middle"
              columns={childColumns(info.data.children)}
              dataSource={info.data.children}
              pagination={{ pageSize: 10, showTotal: (total) => `共 ${total} 名`, hideOnSinglePage: true }}
              locale={{ emptyText: <Empty description="班级里还没有幼儿，可在“幼儿管理”中分班" /> }}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
