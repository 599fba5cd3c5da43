import { BankOutlined, DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { grantsModule, type TeacherAccount } from '@yuanwu/shared';
import { App, Avatar, Dropdown, Layout, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../app/navigation';
import { lazyExport } from '../components/lazy-export';
import { PERSONAL_INFO_PATH } from '../modules/account';
import { logout } from '../modules/session';

// Loaded on first opening: their forms and descriptions stay out of the console's entry.
const ProfileModal = lazyExport(() => import('./ProfileModal'), 'ProfileModal');
const SwitchSchoolModal = lazyExport(() => import('./SwitchSchoolModal'), 'SwitchSchoolModal');

type ModalName = 'profile' | 'switchSchool';
type OpenModal = ModalName | undefined;

function userMenuItems(account: TeacherAccount): MenuProps['items'] {
  return [
    { key: 'profile', icon: <UserOutlined />, label: '个人信息' },
    ...(account.canSwitchSchool ? [{ key: 'switchSchool', icon: <SwapOutlined />, label: '切换园所' }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
}

/** The bar above every screen: the school worked in, and the user's menu. */
export function HeaderBar({ account }: { account: TeacherAccount }) {
  const [openModal, setOpenModal] = useState<OpenModal>();
  // A dialog stays mounted once opened, so that closing it animates.
  const [openedOnce, setOpenedOnce] = useState<ReadonlySet<ModalName>>(new Set());
  const open = (name: ModalName) => {
    setOpenModal(name);
    setOpenedOnce((opened) => new Set(opened).add(name));
  };
  const navigate = useNavigate();
  const { modal, message } = App.useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      okText: '退出登录',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        await navigate(LOGIN_PATH, { replace: true });
        void message.success('已退出登录');
      },
    });

  // 个人信息 opens its screen; a role without that screen still sees who is signed in.
  const hasProfileScreen = grantsModule(new Set(account.modules), 'Setting.PersonalInfo');
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') void confirmLogout();
    else if (key === 'profile' && hasProfileScreen) void navigate(PERSONAL_INFO_PATH);
    else open(key as ModalName);
  };

  return (
    <Layout.Header className="console__header">
      <div className="console__school">
        <BankOutlined />
        <span className="console__school-name">{account.schoolName}</span>
      </div>
      <Dropdown menu={{ items: userMenuItems(account), onClick: onMenuClick }} placement="bottomRight" trigger={['click']}>
        <button type="button" className="user-menu" aria-label="用户菜单">
          <Avatar size={32} className="user-menu__avatar">
            {account.teacherName.charAt(0)}
          </Avatar>
          <span className="user-menu__text">
            <span className="user-menu__name">{account.teacherName}</span>
            <span className="user-menu__role">{account.roleName ?? '未分配角色'}</span>
          </span>
          <DownOutlined className="user-menu__caret" />
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {openedOnce.has('profile') ? <ProfileModal account={account} open={openModal === 'profile'} onClose={() => setOpenModal(undefined)} /> : null}
        {account.canSwitchSchool && openedOnce.has('switchSchool') ? (
          <SwitchSchoolModal account={account} open={openModal === 'switchSchool'} onClose={() => setOpenModal(undefined)} />
        ) : null}
      </Suspense>
    </Layout.Header>
  );
}
