import type { GuardianAppSetup, StudentAppSetup } from '@yuanwu/shared';
import { Modal, type TableColumnsType } from 'antd';
import { QueryTable } from '../../../components/query-state';
import { useRelations } from '../app-setup.queries';
import { installedTag, loginTime } from '../cells';

const columns: TableColumnsType<GuardianAppSetup> = [
  { title: '家长', dataIndex: 'guardianName', render: (name: string, row) => (row.isMain ? `${name}（主要联系人）` : name) },
  { title: '关系', dataIndex: 'relationName', width: 80 },
  { title: '手机号', dataIndex: 'phone', width: 120 },
  { title: '家长端', dataIndex: 'isInstalled', width: 90, render: installedTag },
  { title: '最近登录', dataIndex: 'lastLoginAt', width: 150, render: loginTime },
];

/** Which of a child's guardians have the parents' app. */
export function RelationsModal({ student, onClose }: { student: StudentAppSetup | undefined; onClose(): void }) {
  const relations = useRelations(student?.studentId);
  return (
    <Modal title={student ? `${student.studentName}的家长` : ''} open={Boolean(student)} onCancel={onClose} footer={null} width={680}>
      <QueryTable<GuardianAppSetup> query={relations} what="家长" rowKey="guardianId" columns={columns} dataSource={relations.data ?? []} pagination={false} size="small" simpleEmpty emptyText="这名幼儿还没有登记家长" />
    </Modal>
  );
}
