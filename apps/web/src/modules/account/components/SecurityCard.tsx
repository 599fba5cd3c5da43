import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ChangePhoneModal } from './ChangePhoneModal';

function SecurityRow({ icon, title, detail, action }: { icon: ReactNode; title: string; detail: ReactNode; action: ReactNode }) {
  return (
    <div className="personal-info__security-row">
      <span className="personal-info__security-icon">{icon}</span>
      <div className="personal-info__security-text">
        <div className="personal-info__security-title">{title}</div>
        <div className="personal-info__security-detail">{detail}</div>
      </div>
      {action}
    </div>
  );
}

/** 账号安全: the phone the user signs in with, and the password. */
export function SecurityCard({ phone }: { phone: string }) {
  const [open, setOpen] = useState<'phone' | 'password'>();
  const close = () => setOpen(undefined);
  return (
    <Card title="账号安全">
      <SecurityRow
        icon={<MobileOutlined />}
        title="登录手机号"
        detail={<span className="personal-info__phone">{phone}</span>}
        action={<Button onClick={() => setOpen('phone')}>更换手机号</Button>}
      />
      <SecurityRow
        icon={<LockOutlined />}
        title="登录密码"
        detail="定期更换密码可以保护账号安全；修改后其他设备需重新登录"
        action={<Button onClick={() => setOpen('password')}>修改密码</Button>}
      />
      <ChangePhoneModal currentPhone={phone} open={open === 'phone'} onClose={close} />
      <ChangePasswordModal open={open === 'password'} onClose={close} />
    </Card>
  );
}
