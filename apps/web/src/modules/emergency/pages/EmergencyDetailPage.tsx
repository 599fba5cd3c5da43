import { EditOutlined } from '@ant-design/icons';
import { emergencyLevelLabel } from '@yuanwu/shared';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { minuteOf } from '../../../components/dates';
import { RecordNotFound } from '../../../components/RecordNotFound';
import { QueryError, RecordStatus } from '../../../components/query-state';
import { AttachedFileList } from '../../../components/upload/AttachedFileItem';
import { EmergencyFormModal } from '../components/EmergencyFormModal';
import { EMERGENCY_PATH } from '../emergency.paths';
import { useEmergency } from '../emergency.queries';
import { LEVEL_COLORS } from '../emergency-text';
import '../emergency.css';

/** 突发事件详情: the record as the authorities would read it. */
export default function EmergencyDetailPage() {
  const emergencyId = Number(useParams().emergencyId);
  const detail = useEmergency(emergencyId);
  const [editing, setEditing] = useState(false);
  const record = detail.data;
  if (!record) {
    const notFound = <RecordNotFound title="突发事件不存在" subTitle="该记录可能已被删除。" backTo={EMERGENCY_PATH} backLabel="返回突发事件" />;
    return <RecordStatus query={detail} what="突发事件" notFound={notFound} />;
  }
  const none = <span className="safety-muted">无</span>;
  return (
    <>
      <QueryError query={detail} what="突发事件" />
      <Card
        variant="borderless"
        title={
          <Space>
            {record.title}
            <Tag color={LEVEL_COLORS[record.level]}>{emergencyLevelLabel[record.level]}</Tag>
          </Space>
        }
        extra={
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            编辑
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="事件类型">{record.typeName}</Descriptions.Item>
          <Descriptions.Item label="发生时间">{record.occurredAt}</Descriptions.Item>
          <Descriptions.Item label="发生地点" span={2}>
            {record.place}
          </Descriptions.Item>
          <Descriptions.Item label="事件经过" span={2}>
            <div className="safety-pre">{record.description}</div>
          </Descriptions.Item>
          <Descriptions.Item label="处理措施" span={2}>
            <div className="safety-pre">{record.actions}</div>
          </Descriptions.Item>
          <Descriptions.Item label="涉及幼儿">{record.childList.length ? record.childList.map((child) => <Tag key={child.studentId}>{`${child.studentName}${child.className ? `（${child.className}）` : ''}`}</Tag>) : none}</Descriptions.Item>
          <Descriptions.Item label="涉及教职工">{record.teacherList.length ? record.teacherList.map((teacher) => <Tag key={teacher.teacherId}>{teacher.teacherName}</Tag>) : none}</Descriptions.Item>
          <Descriptions.Item label="已通知">{record.notifyList.length ? record.notifyList.map((party) => <Tag key={party} color="blue">{party}</Tag>) : none}</Descriptions.Item>
          <Descriptions.Item label="登记">{`${record.reporterName} · ${minuteOf(record.createdAt)}`}</Descriptions.Item>
          <Descriptions.Item label="附件" span={2}>
            {record.fileList.length ? <AttachedFileList files={record.fileList} /> : none}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <EmergencyFormModal open={editing} emergencyId={emergencyId} onClose={() => setEditing(false)} />
    </>
  );
}
