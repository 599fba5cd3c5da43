import { App } from 'antd';
import { FormModal } from '../../../components/FormModal';
import { useChangePassword } from '../account.queries';
import { PasswordFields, type PasswordValues } from './PasswordFields';

/** 修改密码: the old one, then the new one twice; the user's other sign-ins end. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const changePassword = useChangePassword();
  const { message } = App.useApp();

  const submit = async ({ oldPassword, newPassword }: PasswordValues) => {
    await changePassword.mutateAsync({ oldPassword, newPassword });
    void message.success('密码已修改，其他设备上的登录已退出');
  };

  return (
    <FormModal<PasswordValues> title="修改密码" open={open} onClose={onClose} onSubmit={submit} okText="确认修改" width={440}>
      <PasswordFields />
    </FormModal>
  );
}
