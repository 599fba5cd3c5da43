import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { useConfirmDelete } from '../../../components/confirm-delete';
import { useDeleteTeacher, useDimissionTeacher, useInviteTeacher, useResetTeacherPassword } from '../teacher.queries';

export interface TeacherTarget {
  teacherId: number;
  teacherName: string;
  phone: string;
}

/** The account actions on a teacher, each asking first where it cannot be undone. */
export function useTeacherActions() {
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const resetPassword = useResetTeacherPassword();
  const invite = useInviteTeacher();
  const dimission = useDimissionTeacher();
  const remove = useDeleteTeacher();

  const showPassword = (teacher: TeacherTarget, password: string) =>
    modal.success({
      title: `「${teacher.teacherName}」的临时密码`,
      content: (
        <>
          <Typography.Paragraph className="teacher-password" copyable={{ text: password, tooltips: ['复制', '已复制'] }}>
            {password}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            只显示这一次，请现在告诉老师。老师用手机号 {teacher.phone} 和此密码登录后，可在“个人信息”中修改密码。
          </Typography.Paragraph>
        </>
      ),
      okText: '我已记下',
    });

  return {
    resetPassword: (teacher: TeacherTarget) =>
      modal.confirm({
        title: `重置「${teacher.teacherName}」的密码？`,
        content: '将生成一个临时密码，老师当前的登录会全部退出。',
        okText: '重置密码',
        cancelText: '取消',
        onOk: () => resetPassword.mutateAsync(teacher.teacherId).then((answer) => void showPassword(teacher, answer.temporaryPassword), () => undefined),
      }),
    invite: (teacher: TeacherTarget) =>
      invite.mutateAsync(teacher.teacherId).then((answer) => void message.success(`已向 ${answer.phone} 发送邀请短信`), () => undefined),
    /** `onDone` runs once the teacher has left (a detail screen goes back to the list). */
    dimission: (teacher: TeacherTarget, onDone?: () => void) =>
      modal.confirm({
        title: `为「${teacher.teacherName}」办理离职？`,
        content: '离职后将结束其登录，解除任教班级与教师卡；档案保留在“离职人员”中，可随时恢复。',
        okText: '办理离职',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () =>
          dimission.mutateAsync({ teacherId: teacher.teacherId }).then(() => {
            void message.success(`「${teacher.teacherName}」已离职`);
            onDone?.();
          }, () => undefined),
      }),
    remove: (teacher: TeacherTarget, onDone?: () => void) =>
      confirmDelete({
        title: `删除教师「${teacher.teacherName}」？`,
        content: '仅用于删除误录入的教师，删除后无法恢复。仍任教班级或已有使用记录的教师不能删除，请改为办理离职。',
        onConfirm: () =>
          remove.mutateAsync(teacher.teacherId).then(() => {
            void message.success(`已删除教师「${teacher.teacherName}」`);
            onDone?.();
          }),
      }),
  };
}

type ActionKey = 'changeClasses' | 'resetPassword' | 'invite' | 'dimission' | 'remove';

const items: MenuProps['items'] = [
  { key: 'changeClasses', label: '调整任教班级' },
  { type: 'divider' },
  { key: 'resetPassword', label: '重置密码' },
  { key: 'invite', label: '短信邀请' },
  { type: 'divider' },
  { key: 'dimission', label: '办理离职', danger: true },
  { key: 'remove', label: '删除', danger: true },
];

interface TeacherActionsMenuProps {
  teacher: TeacherTarget;
  /** Opens 调整任教班级, a dialog the screen holds once for all its teachers. */
  onChangeClasses(teacher: TeacherTarget): void;
  onGone?(): void;
  button?: boolean;
}

/** 更多: the class and account actions of one teacher, as a menu. */
export function TeacherActionsMenu({ teacher, onChangeClasses, onGone, button }: TeacherActionsMenuProps) {
  const actions = useTeacherActions();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = key as ActionKey;
    if (action === 'changeClasses') onChangeClasses(teacher);
    else if (action === 'dimission' || action === 'remove') actions[action](teacher, onGone);
    else void actions[action](teacher);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      {button ? (
        <Button>
          更多 <DownOutlined />
        </Button>
      ) : (
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      )}
    </Dropdown>
  );
}
