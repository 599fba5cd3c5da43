import { BellOutlined, BookOutlined, CalendarOutlined, FileTextOutlined, FormOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { ActionSheet, NavBar, SafeArea, TabBar } from 'antd-mobile';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { familyPaths } from './family-paths';
import { familySession } from './family-session';
import { useLogout } from './family.queries';

const READING = [
  { key: familyPaths.notices, title: '通知', icon: <BellOutlined /> },
  { key: familyPaths.news, title: '新闻', icon: <FileTextOutlined /> },
  { key: familyPaths.surveys, title: '问卷', icon: <FormOutlined /> },
  { key: familyPaths.votes, title: '投票', icon: <TrophyOutlined /> },
];
const FAMILY_TABS = [
  ...READING,
  { key: familyPaths.homework, title: '作业', icon: <BookOutlined /> },
  { key: familyPaths.leave, title: '请假', icon: <CalendarOutlined /> },
];
const TEACHER_TABS = [...READING, { key: familyPaths.rollCall, title: '点名', icon: <TeamOutlined /> }];

/** Who the page is for, on top: the child it acts for, or the teacher in a school; tap to switch (when there is another) or sign out. */
function useHeading() {
  const teacher = familySession.teacher();
  if (teacher) {
    const switching = teacher.schools.length > 1 ? { text: '切换幼儿园', path: familyPaths.schools } : undefined;
    return { title: `${teacher.teacherName}老师`, detail: teacher.schoolName, switching, label: switching ? '切换幼儿园或退出' : '退出登录' };
  }
  const account = familySession.account()!;
  const switching = account.children.length > 1 ? { text: '切换孩子', path: familyPaths.children } : undefined;
  return { title: `${account.current.childName} · ${account.current.className}`, detail: account.current.schoolName, switching, label: switching ? '切换孩子或退出' : '退出登录' };
}

/** The frame of every screen: who it is for on top, the sections below (a family's six, or a teacher's five). */
export function FamilyLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menu, setMenu] = useState(false);
  const logout = useLogout();
  const heading = useHeading();
  const tabs = familySession.teacher() ? TEACHER_TABS : FAMILY_TABS;
  const tab = tabs.find((item) => pathname.startsWith(item.key))?.key ?? familyPaths.notices;
  const isList = tabs.some((item) => item.key === pathname);
  return (
    <div className="family">
      <NavBar className="family__nav" backIcon={isList ? null : undefined} onBack={isList ? undefined : () => navigate(-1)} right={null}>
        <button type="button" className="family__child" onClick={() => setMenu(true)} aria-label={heading.label}>
          {heading.title}
          <span className="family__school">{heading.detail}</span>
        </button>
      </NavBar>
      <main className="family__body">
        <Outlet />
      </main>
      <TabBar className="family__tabs" activeKey={tab} onChange={(key) => navigate(key)}>
        {tabs.map((item) => (
          <TabBar.Item key={item.key} icon={item.icon} title={item.title} />
        ))}
      </TabBar>
      <SafeArea position="bottom" />
      <ActionSheet
        visible={menu}
        onClose={() => setMenu(false)}
        cancelText="取消"
        actions={[
          ...(heading.switching ? [{ key: 'switch', text: heading.switching.text, onClick: () => navigate(heading.switching!.path) }] : []),
          { key: 'logout', text: '退出登录', danger: true, onClick: () => logout.mutate() },
        ]}
      />
    </div>
  );
}
