import type { TeacherAccount } from '@yuanwu/shared';
import { Avatar, Descriptions, Modal, Tag } from 'antd';

interface ProfileModalProps {
  account: TeacherAccount;
  open: boolean;
  onClose(): void;
}

/** 个人信息: who is signed in, where, and with which role. */
export function ProfileModal({ account, open, onClose }: ProfileModalProps) {
  return (
    <Modal title="个人信息" open={open} onCancel={onClose} footer={null} width={520}>
      <div className="profile__head">
        <Avatar size={56} className="profile__avatar">
          {account.teacherName.charAt(0)}
        </Avatar>
        <div>
          <div className="profile__name">{account.teacherName}</div>
          <Tag color="blue">{account.roleName ?? '未分配角色'}</Tag>
        </div>
      </div>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'phone', label: '手机号', children: account.phone },
          { key: 'school', label: '当前园所', children: account.schoolName },
          { key: 'role', label: '角色', children: account.roleName ?? '未分配角色' },
          { key: 'switch', label: '园所切换', children: account.canSwitchSchool ? '可在本园与分园之间切换' : '仅限本园' },
        ]}
      />
    </Modal>
  );
}
